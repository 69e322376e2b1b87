#include "BillingDecoder.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cd {

namespace {

QString fromView(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

// The few distinct day and month stamps of a page, parsed once each.
class TimeCache {
public:
    QDateTime read(JsonObject& o, JsonReader& r, std::string_view key) {
        const std::string_view v = r.view(o, key);
        if (r.failed())
            return {};
        const QByteArray k(v.data(), qsizetype(v.size()));
        if (const auto it = m_times.constFind(k); it != m_times.cend())
            return *it;
        const QDateTime t = QDateTime::fromString(fromView(v.substr(0, 64)), Qt::ISODateWithMs).toUTC();
        if (!t.isValid()) {
            r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
                   QStringLiteral("expected an RFC 3339 time, got '%1'").arg(fromView(v.substr(0, 40))));
            return {};
        }
        if (m_times.size() < 4096)
            m_times.insert(k, t);
        return t;
    }

private:
    QHash<QByteArray, QDateTime> m_times;
};

bool isNull(JsonObject& o, std::string_view key) {
    simdjson::dom::element e;
    return !o.find(key, &e) || e.is_null();
}

QString optionalToken(JsonObject& o, JsonReader& r, std::string_view key) {
    return isNull(o, key) ? QString() : r.token(o, key);
}

// Millionths from an exact decimal ("44.540667").
qint64 quantity(JsonObject& o, JsonReader& r, std::string_view key) {
    if (isNull(o, key))
        return 0;
    const std::string_view v = r.view(o, key);
    const auto m = Money::fromDecimal(v, Currency::USD);
    if (!m && !r.failed())
        r.fail(QString::fromLatin1(key.data(), qsizetype(key.size())),
               QStringLiteral("expected a decimal quantity"));
    return m ? m->micros() : 0;
}

Money optionalMoney(JsonObject& o, JsonReader& r, std::string_view key, Currency currency) {
    return isNull(o, key) ? Money(0, currency) : r.money(o, key, currency);
}

LineItem lineFrom(JsonObject& o, JsonReader& r, TimeCache& times) {
    LineItem l;
    l.id = r.string(o, "id");
    const auto currency = currencyFromCode(fromView(r.view(o, "BillingCurrency")));
    if (!currency) {
        if (!r.failed())
            r.fail(QStringLiteral("BillingCurrency"), QStringLiteral("expected USD or CNY"));
        return l;
    }
    l.billedCost = r.money(o, "BilledCost", *currency);
    l.effectiveCost = r.money(o, "EffectiveCost", *currency);
    l.listCost = r.money(o, "ListCost", *currency);
    l.contractedCost = r.money(o, "ContractedCost", *currency);
    l.billingAccountId = r.token(o, "BillingAccountId");
    l.billingAccountName = optionalToken(o, r, "BillingAccountName");
    l.billingPeriodStart = times.read(o, r, "BillingPeriodStart");
    l.billingPeriodEnd = times.read(o, r, "BillingPeriodEnd");
    l.chargePeriodStart = times.read(o, r, "ChargePeriodStart");
    l.chargePeriodEnd = times.read(o, r, "ChargePeriodEnd");
    const auto category = chargeCategoryFromId(fromView(r.view(o, "ChargeCategory")));
    if (!category && !r.failed())
        r.fail(QStringLiteral("ChargeCategory"),
               QStringLiteral("expected Usage, Purchase, Tax, Credit or Adjustment"));
    l.category = category.value_or(ChargeCategory::Usage);
    l.chargeDescription = optionalToken(o, r, "ChargeDescription");
    l.pricingQuantity = quantity(o, r, "PricingQuantity");
    l.pricingUnit = optionalToken(o, r, "PricingUnit");
    l.serviceCategory = r.token(o, "ServiceCategory");
    l.serviceName = r.token(o, "ServiceName");
    l.resourceId = optionalToken(o, r, "ResourceId");
    l.resourceName = optionalToken(o, r, "ResourceName");
    l.resourceType = optionalToken(o, r, "ResourceType");
    l.regionId = optionalToken(o, r, "RegionId");
    l.skuId = optionalToken(o, r, "SkuId");
    l.skuPriceId = optionalToken(o, r, "SkuPriceId");
    l.listUnitPrice = optionalMoney(o, r, "ListUnitPrice", *currency);
    l.contractedUnitPrice = optionalMoney(o, r, "ContractedUnitPrice", *currency);
    l.consumedQuantity = quantity(o, r, "ConsumedQuantity");
    l.consumedUnit = optionalToken(o, r, "ConsumedUnit");
    l.pricingCategory = optionalToken(o, r, "PricingCategory");
    simdjson::dom::element tags;
    if (o.find("Tags", &tags) && !tags.is_null()) {
        if (tags.is_object())
            l.tags = QString::fromStdString(simdjson::minify(tags));
        else if (!r.failed())
            r.fail(QStringLiteral("Tags"), QStringLiteral("expected an object of tags"));
    }
    l.clusterId = optionalToken(o, r, "x_ClusterId");
    l.clusterName = optionalToken(o, r, "x_ClusterName");
    l.poolName = optionalToken(o, r, "x_PoolName");
    l.gpuModel = optionalToken(o, r, "x_GpuModel");
    l.gpuCount = isNull(o, "x_GpuCount") ? 0 : r.integer(o, "x_GpuCount", 0, 1024);
    if (!isNull(o, "x_GpuUtilizationAvg")) {
        const double u = r.number(o, "x_GpuUtilizationAvg");
        if (!(u >= 0 && u <= 100) && !r.failed())
            r.fail(QStringLiteral("x_GpuUtilizationAvg"),
                   QStringLiteral("expected a percentage from 0 to 100"));
        l.gpuUtilization = u;
    }
    l.stage = optionalToken(o, r, "x_Stage");
    const auto allocation = allocationFromId(
        fromView(isNull(o, "x_AllocationType") ? std::string_view() : r.view(o, "x_AllocationType")));
    if (!allocation && !r.failed())
        r.fail(QStringLiteral("x_AllocationType"), QStringLiteral("expected workload, idle or null"));
    l.allocation = allocation.value_or(Allocation::None);
    l.billingMode = optionalToken(o, r, "x_BillingMode");
    return l;
}

Budget budgetFrom(JsonObject& o, JsonReader& r) {
    Budget b;
    b.id = r.string(o, "id");
    b.name = r.string(o, "name");
    const auto currency = currencyFromCode(fromView(r.view(o, "currency")));
    b.amount = r.money(o, "amount", currency.value_or(Currency::USD));
    const auto scope = Budget::scopeFromId(fromView(r.view(o, "scope")));
    if (!scope && !r.failed())
        r.fail(QStringLiteral("scope"), QStringLiteral("expected tenant, cluster or tag"));
    b.scope = scope.value_or(Budget::Scope::Tenant);
    b.target = r.optionalString(o, "target");
    r.eachObject(r.array(o, "thresholds"), "thresholds", [&](JsonObject& t, int) {
        Budget::Threshold th;
        th.percent = r.integer(t, "percent", 1, 1000);
        th.basis = Budget::basisFromId(fromView(r.view(t, "basis"))).value_or(Budget::Basis::Actual);
        b.thresholds.append(th);
    });
    b.action = Budget::actionFromId(fromView(r.view(o, "action"))).value_or(Budget::Action::None);
    b.automatic = r.boolean(o, "automatic");
    return b;
}

QDateTime optionalTime(JsonObject& o, JsonReader& r, std::string_view key) {
    return isNull(o, key) ? QDateTime() : r.time(o, key);
}

} // namespace

Result<Page<LineItem>> BillingDecoder::lineItemPage(const QByteArray& body) {
    TimeCache times;
    return JsonReader::decodePage<LineItem>(
        body, "line items", [&](JsonObject& o, JsonReader& r) { return lineFrom(o, r, times); });
}

Result<BillingSummary> BillingDecoder::summary(const QByteArray& body) {
    return JsonReader::decode<BillingSummary>(body, "billing summary", [](JsonObject& o, JsonReader& r) {
        BillingSummary s;
        const Currency c = currencyFromCode(fromView(r.view(o, "currency"))).value_or(Currency::USD);
        s.asOf = r.time(o, "as_of");
        s.periodStart = r.time(o, "period_start");
        s.periodEnd = r.time(o, "period_end");
        s.forecast.monthToDate = r.money(o, "month_to_date", c);
        JsonObject f = r.object(o, "forecast");
        if (!r.failed()) {
            r.enter("forecast");
            s.forecast.expected = r.money(f, "expected", c);
            s.forecast.low = r.money(f, "low", c);
            s.forecast.high = r.money(f, "high", c);
            s.forecast.dailyRate = r.money(f, "daily_rate", c);
            r.leave();
        }
        s.idleCost = r.money(o, "idle_cost", c);
        s.credits = r.money(o, "credits", c);
        s.hasTenantBudget = !isNull(o, "budget_remaining");
        s.budgetRemaining = optionalMoney(o, r, "budget_remaining", c);
        r.eachObject(r.array(o, "top_spenders"), "top_spenders", [&](JsonObject& t, int) {
            s.topSpenders.append(
                {r.string(t, "cluster_id"), r.string(t, "cluster_name"), r.money(t, "cost", c)});
        });
        r.eachObject(r.array(o, "budgets"), "budgets", [&](JsonObject& b, int) {
            BudgetStatus st;
            JsonObject inner = r.object(b, "budget");
            if (r.failed())
                return;
            r.enter("budget");
            st.budget = budgetFrom(inner, r);
            r.leave();
            st.spent = r.money(b, "spent", c);
            st.forecast = r.money(b, "forecast", c);
            st.reached = r.boolean(b, "reached");
            st.exhaustedAt = optionalTime(b, r, "exhausted_at");
            r.eachObject(r.array(b, "crossed"), "crossed", [&](JsonObject& t, int) {
                st.crossed.append(
                    {r.integer(t, "percent", 1, 1000),
                     Budget::basisFromId(fromView(r.view(t, "basis"))).value_or(Budget::Basis::Actual)});
            });
            s.budgets.append(st);
        });
        r.eachObject(r.array(o, "quotes"), "quotes", [&](JsonObject& q, int) {
            QuoteComparison qc;
            const Currency qcur = currencyFromCode(fromView(r.view(q, "currency"))).value_or(c);
            qc.clusterId = r.string(q, "cluster_id");
            qc.clusterName = r.string(q, "cluster_name");
            qc.quotedHourly = r.money(q, "quoted_hourly", qcur);
            qc.billedHours = r.number(q, "hours");
            qc.quoted = r.money(q, "quoted", qcur);
            qc.billed = r.money(q, "billed", qcur);
            qc.quotedMode = r.token(q, "quoted_billing_mode");
            qc.billedMode = r.token(q, "billing_mode");
            qc.failures = r.integer(q, "failed_nodes");
            r.eachObject(r.array(q, "resizes"), "resizes", [&](JsonObject& z, int) {
                qc.resizes.append({r.time(z, "at"), r.integer(z, "gpus")});
            });
            r.eachObject(r.array(q, "differences"), "differences", [&](JsonObject& d, int) {
                qc.differences.append(
                    {r.token(d, "reason"), r.money(d, "amount", qcur), r.string(d, "detail")});
            });
            s.quotes.append(qc);
        });
        return s;
    });
}

Result<Page<Invoice>> BillingDecoder::invoicePage(const QByteArray& body) {
    return JsonReader::decodePage<Invoice>(body, "invoices", [](JsonObject& o, JsonReader& r) {
        Invoice i;
        const Currency c = currencyFromCode(fromView(r.view(o, "currency"))).value_or(Currency::USD);
        i.id = r.string(o, "id");
        i.periodStart = r.time(o, "period_start");
        i.periodEnd = r.time(o, "period_end");
        i.total = r.money(o, "total", c);
        i.usage = r.money(o, "usage", c);
        i.credits = r.money(o, "credits", c);
        i.lineCount = r.integer(o, "line_count");
        i.issued = r.view(o, "status") == "issued";
        return i;
    });
}

Result<Page<Budget>> BillingDecoder::budgetPage(const QByteArray& body) {
    return JsonReader::decodePage<Budget>(body, "budgets", &budgetFrom);
}

QByteArray BillingDecoder::budgetsBody(const QList<Budget>& budgets) {
    QJsonArray items;
    for (const Budget& b : budgets) {
        QJsonArray thresholds;
        for (const Budget::Threshold& t : b.thresholds)
            thresholds.append(QJsonObject{{QStringLiteral("percent"), t.percent},
                                          {QStringLiteral("basis"), Budget::basisId(t.basis)}});
        QJsonObject o{{QStringLiteral("name"), b.name},
                      {QStringLiteral("scope"), Budget::scopeId(b.scope)},
                      {QStringLiteral("amount"), b.amount.toDecimal(2)},
                      {QStringLiteral("currency"), currencyCode(b.amount.currency())},
                      {QStringLiteral("thresholds"), thresholds},
                      {QStringLiteral("action"), Budget::actionId(b.action)},
                      {QStringLiteral("automatic"), b.automatic}};
        if (!b.id.isEmpty())
            o.insert(QStringLiteral("id"), b.id);
        if (!b.target.isEmpty())
            o.insert(QStringLiteral("target"), b.target);
        items.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("items"), items}}).toJson(QJsonDocument::Compact);
}

} // namespace cd
