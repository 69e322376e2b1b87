#include "BillingDecoder.h"

#include "JsonReader.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace cd {

namespace {

QString fromView(std::string_view v) {
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

// The few distinct day and month stamps of a page, parsed once each.
class TimeCache {
public:
    std::optional<QDateTime> read(std::string_view v) {
        // Looked up without copying the text; stored with a copy.
        const QByteArray probe = QByteArray::fromRawData(v.data(), qsizetype(v.size()));
        if (const auto it = m_times.constFind(probe); it != m_times.cend())
            return *it;
        const QDateTime t = QDateTime::fromString(fromView(v.substr(0, 64)), Qt::ISODateWithMs).toUTC();
        if (!t.isValid())
            return std::nullopt;
        if (m_times.size() < 4096)
            m_times.insert(QByteArray(v.data(), qsizetype(v.size())), t);
        return t;
    }

private:
    QHash<QByteArray, QDateTime> m_times;
};

bool isNull(JsonObject& o, std::string_view key) {
    simdjson::dom::element e;
    return !o.find(key, &e) || e.is_null();
}

Money optionalMoney(JsonObject& o, JsonReader& r, std::string_view key, Currency currency) {
    return isNull(o, key) ? Money(0, currency) : r.money(o, key, currency);
}

// The line's fields in one pass over the object, in whatever order the server wrote them: a page
// holds 5,000 lines of 43 fields, and looking each field up by name was most of the decoding.
LineItem lineFrom(simdjson::dom::object o, JsonReader& r, TimeCache& times) {
    LineItem l;
    Currency currency = Currency::USD;
    std::string_view costs[6]; // Billed, Effective, List, Contracted, ListUnitPrice, ContractedUnitPrice
    bool seen[FocusColumnCount + 1] = {};
    auto fail = [&](std::string_view key, const QString& why) {
        if (!r.failed())
            r.fail(fromView(key), why);
    };
    for (auto [key, value] : o) {
        if (key == "id") {
            std::string_view v;
            if (value.get_string().get(v) != simdjson::SUCCESS)
                fail(key, QStringLiteral("expected a string"));
            l.id = fromView(v);
            seen[FocusColumnCount] = true;
            continue;
        }
        const auto column = FocusColumns::fromName(key);
        if (!column)
            continue; // a column this console does not know: ignored, as the contract allows
        seen[int(*column)] = true;
        if (value.is_null()) {
            if (!FocusColumns::info(*column).nullable)
                fail(key, QStringLiteral("must not be null"));
            continue;
        }
        using C = FocusColumn;
        if (FocusColumns::info(*column).type == FocusType::Json) {
            if (value.is_object())
                (*column == C::Tags ? l.tags : l.skuPriceDetails) =
                    QString::fromStdString(simdjson::minify(value));
            else
                fail(key, QStringLiteral("expected an object"));
            continue;
        }
        if (*column == C::GpuCount || *column == C::GpuUtilizationAvg) {
            double d = 0;
            if (value.is_int64())
                d = double(int64_t(value));
            else if (value.is_double())
                d = double(value);
            else
                fail(key, QStringLiteral("expected a number"));
            if (*column == C::GpuCount) {
                if (d < 0 || d > 1024 || d != std::floor(d))
                    fail(key, QStringLiteral("expected a whole number from 0 to 1024"));
                l.gpuCount = int(d);
            } else {
                if (!(d >= 0 && d <= 100))
                    fail(key, QStringLiteral("expected a percentage from 0 to 100"));
                l.gpuUtilization = d;
            }
            continue;
        }
        std::string_view v;
        if (value.get_string().get(v) != simdjson::SUCCESS) {
            fail(key, QStringLiteral("expected a string"));
            continue;
        }
        switch (*column) {
        case C::BilledCost:
            costs[0] = v;
            break;
        case C::EffectiveCost:
            costs[1] = v;
            break;
        case C::ListCost:
            costs[2] = v;
            break;
        case C::ContractedCost:
            costs[3] = v;
            break;
        case C::ListUnitPrice:
            costs[4] = v;
            break;
        case C::ContractedUnitPrice:
            costs[5] = v;
            break;
        case C::PricingQuantity:
        case C::ConsumedQuantity: {
            const auto q = Money::fromDecimal(v, Currency::USD);
            if (!q)
                fail(key, QStringLiteral("expected a decimal quantity"));
            (*column == C::PricingQuantity ? l.pricingQuantity : l.consumedQuantity) = q ? q->micros() : 0;
            break;
        }
        case C::BillingCurrency: {
            const auto c = currencyFromCode(fromView(v));
            if (!c)
                fail(key, QStringLiteral("expected USD or CNY"));
            currency = c.value_or(Currency::USD);
            break;
        }
        case C::BillingPeriodStart:
        case C::BillingPeriodEnd:
        case C::ChargePeriodStart:
        case C::ChargePeriodEnd: {
            const auto t = times.read(v);
            if (!t)
                fail(key,
                     QStringLiteral("expected an RFC 3339 time, got '%1'").arg(fromView(v.substr(0, 40))));
            const QDateTime value_ = t.value_or(QDateTime());
            if (*column == C::BillingPeriodStart)
                l.billingPeriodStart = value_;
            else if (*column == C::BillingPeriodEnd)
                l.billingPeriodEnd = value_;
            else if (*column == C::ChargePeriodStart)
                l.chargePeriodStart = value_;
            else
                l.chargePeriodEnd = value_;
            break;
        }
        case C::ChargeCategory: {
            const auto c = chargeCategoryFromId(fromView(v));
            if (!c)
                fail(key, QStringLiteral("expected Usage, Purchase, Tax, Credit or Adjustment"));
            l.category = c.value_or(ChargeCategory::Usage);
            break;
        }
        case C::AllocationType: {
            const auto a = allocationFromId(fromView(v));
            if (!a)
                fail(key, QStringLiteral("expected workload, idle or null"));
            l.allocation = a.value_or(Allocation::None);
            break;
        }
        default:
            if (QString* field = l.textField(*column))
                *field = r.shared(v);
            break;
        }
    }
    for (const FocusColumnInfo& c : FocusColumns::all()) {
        if (!seen[int(c.column)])
            fail(c.name, QStringLiteral("missing"));
    }
    if (!seen[FocusColumnCount])
        fail("id", QStringLiteral("missing"));
    Money* amounts[6] = {&l.billedCost,     &l.effectiveCost, &l.listCost,
                         &l.contractedCost, &l.listUnitPrice, &l.contractedUnitPrice};
    static constexpr const char* names[6] = {"BilledCost",     "EffectiveCost", "ListCost",
                                             "ContractedCost", "ListUnitPrice", "ContractedUnitPrice"};
    for (int i = 0; i < 6; ++i) {
        if (costs[i].empty()) {
            *amounts[i] = Money(0, currency);
            continue;
        }
        const auto m = Money::fromDecimal(costs[i], currency);
        if (!m)
            fail(names[i],
                 QStringLiteral("expected a decimal amount, got '%1'").arg(fromView(costs[i].substr(0, 40))));
        *amounts[i] = m.value_or(Money(0, currency));
    }
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
    return JsonReader::decode<Page<LineItem>>(body, "line items", [&](JsonObject& root, JsonReader& r) {
        Page<LineItem> page;
        const auto items = r.array(root, "items");
        if (r.failed())
            return page;
        page.items.reserve(qsizetype(items.size()));
        int index = 0;
        for (simdjson::dom::element e : items) {
            simdjson::dom::object o;
            if (e.get_object().get(o) != simdjson::SUCCESS) {
                r.failAt("items", index, QStringLiteral("expected an object"));
                return page;
            }
            r.enter("items", index);
            page.items.append(lineFrom(o, r, times));
            r.leave();
            if (r.failed())
                return page;
            ++index;
        }
        page.nextPageToken = r.optionalString(root, "next_page_token");
        return page;
    });
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
