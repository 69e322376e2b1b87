#include "BillingJson.h"

#include "PlatformJson.h"

#include <vector>

namespace cd::sim {

namespace {

QJsonValue money(const Money& m) {
    return m.toDecimal(2);
}

QJsonValue timeOrNull(const QDateTime& t) {
    return t.isValid() ? QJsonValue(rfc3339(t)) : QJsonValue(QJsonValue::Null);
}

} // namespace

void BillingJson::appendLine(std::string& out, const LineItem& l) {
    // Each column's `,"Name":`, made once.
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> k;
        for (const FocusColumnInfo& c : FocusColumns::all())
            k.push_back(std::string(",\"") + c.name + "\":");
        return k;
    }();
    out += "{\"id\":";
    appendJsonString(out, l.id);
    std::size_t index = 0;
    for (const FocusColumnInfo& c : FocusColumns::all()) {
        out += keys[index++];
        if (c.column == FocusColumn::GpuCount) {
            out += l.gpuCount > 0 ? std::to_string(l.gpuCount) : std::string("null");
            continue;
        }
        if (c.column == FocusColumn::GpuUtilizationAvg) {
            out += l.hasUtilization() ? QByteArray::number(l.gpuUtilization, 'f', 1).toStdString()
                                      : std::string("null");
            continue;
        }
        // Amounts, quantities and times: ASCII straight from the line, quoted; null when empty.
        if (c.type == FocusType::Decimal || c.type == FocusType::DateTime) {
            const std::size_t mark = out.size();
            out += '"';
            if (l.appendText(out, c.column)) {
                out += '"';
            } else {
                out.resize(mark);
                out += "null";
            }
            continue;
        }
        const QString text = l.text(c.column);
        if (text.isEmpty() && c.nullable)
            out += "null";
        else if (c.type == FocusType::Json)
            out += text.toStdString(); // already a JSON object
        else
            appendJsonString(out, text);
    }
    out += '}';
}

QJsonObject BillingJson::budget(const Budget& b) {
    QJsonArray thresholds;
    for (const Budget::Threshold& t : b.thresholds)
        thresholds.append(QJsonObject{{QStringLiteral("percent"), t.percent},
                                      {QStringLiteral("basis"), Budget::basisId(t.basis)}});
    return QJsonObject{{QStringLiteral("id"), b.id},
                       {QStringLiteral("name"), b.name},
                       {QStringLiteral("scope"), Budget::scopeId(b.scope)},
                       {QStringLiteral("target"), b.target.isEmpty() ? QJsonValue() : QJsonValue(b.target)},
                       {QStringLiteral("amount"), money(b.amount)},
                       {QStringLiteral("currency"), currencyCode(b.amount.currency())},
                       {QStringLiteral("thresholds"), thresholds},
                       {QStringLiteral("action"), Budget::actionId(b.action)},
                       {QStringLiteral("automatic"), b.automatic}};
}

QJsonObject BillingJson::budgetStatus(const BudgetStatus& s) {
    QJsonArray crossed;
    for (const Budget::Threshold& t : s.crossed)
        crossed.append(QJsonObject{{QStringLiteral("percent"), t.percent},
                                   {QStringLiteral("basis"), Budget::basisId(t.basis)}});
    return QJsonObject{{QStringLiteral("budget"), budget(s.budget)},
                       {QStringLiteral("spent"), money(s.spent)},
                       {QStringLiteral("forecast"), money(s.forecast)},
                       {QStringLiteral("crossed"), crossed},
                       {QStringLiteral("reached"), s.reached},
                       {QStringLiteral("exhausted_at"), timeOrNull(s.exhaustedAt)}};
}

QJsonObject BillingJson::summary(const BillingSummary& s) {
    const Currency currency = s.forecast.monthToDate.currency();
    QJsonArray spenders;
    for (const Spender& sp : s.topSpenders)
        spenders.append(QJsonObject{{QStringLiteral("cluster_id"), sp.clusterId},
                                    {QStringLiteral("cluster_name"), sp.clusterName},
                                    {QStringLiteral("cost"), money(sp.cost)}});
    QJsonArray budgets;
    for (const BudgetStatus& b : s.budgets)
        budgets.append(budgetStatus(b));
    QJsonArray quotes;
    for (const QuoteComparison& q : s.quotes) {
        QJsonArray differences;
        for (const QuoteComparison::Difference& d : q.differences)
            differences.append(QJsonObject{{QStringLiteral("reason"), d.reason},
                                           {QStringLiteral("amount"), money(d.amount)},
                                           {QStringLiteral("detail"), d.detail}});
        QJsonArray resizes;
        for (const SizeChange& r : q.resizes)
            resizes.append(
                QJsonObject{{QStringLiteral("at"), rfc3339(r.at)}, {QStringLiteral("gpus"), r.gpus}});
        quotes.append(QJsonObject{{QStringLiteral("cluster_id"), q.clusterId},
                                  {QStringLiteral("cluster_name"), q.clusterName},
                                  {QStringLiteral("quoted_hourly"), money(q.quotedHourly)},
                                  {QStringLiteral("hours"), q.billedHours},
                                  {QStringLiteral("quoted"), money(q.quoted)},
                                  {QStringLiteral("billed"), money(q.billed)},
                                  {QStringLiteral("currency"), currencyCode(q.billed.currency())},
                                  {QStringLiteral("quoted_billing_mode"), q.quotedMode},
                                  {QStringLiteral("billing_mode"), q.billedMode},
                                  {QStringLiteral("resizes"), resizes},
                                  {QStringLiteral("failed_nodes"), q.failures},
                                  {QStringLiteral("differences"), differences}});
    }
    return QJsonObject{
        {QStringLiteral("as_of"), rfc3339(s.asOf)},
        {QStringLiteral("currency"), currencyCode(currency)},
        {QStringLiteral("period_start"), rfc3339(s.periodStart)},
        {QStringLiteral("period_end"), rfc3339(s.periodEnd)},
        {QStringLiteral("month_to_date"), money(s.forecast.monthToDate)},
        {QStringLiteral("forecast"),
         QJsonObject{{QStringLiteral("expected"), money(s.forecast.expected)},
                     {QStringLiteral("low"), money(s.forecast.low)},
                     {QStringLiteral("high"), money(s.forecast.high)},
                     {QStringLiteral("daily_rate"), money(s.forecast.dailyRate)}}},
        {QStringLiteral("idle_cost"), money(s.idleCost)},
        {QStringLiteral("credits"), money(s.credits)},
        {QStringLiteral("budget_remaining"), s.hasTenantBudget ? money(s.budgetRemaining) : QJsonValue()},
        {QStringLiteral("top_spenders"), spenders},
        {QStringLiteral("budgets"), budgets},
        {QStringLiteral("quotes"), quotes},
    };
}

QJsonObject BillingJson::invoice(const Invoice& i) {
    return QJsonObject{
        {QStringLiteral("id"), i.id},
        {QStringLiteral("period_start"), rfc3339(i.periodStart)},
        {QStringLiteral("period_end"), rfc3339(i.periodEnd)},
        {QStringLiteral("currency"), currencyCode(i.total.currency())},
        {QStringLiteral("total"), money(i.total)},
        {QStringLiteral("usage"), money(i.usage)},
        {QStringLiteral("credits"), money(i.credits)},
        {QStringLiteral("line_count"), i.lineCount},
        {QStringLiteral("status"), i.issued ? QStringLiteral("issued") : QStringLiteral("open")}};
}

std::variant<QList<Budget>, QString> BillingJson::budgetsFrom(const QJsonObject& body) {
    const QJsonValue items = body.value(QStringLiteral("items"));
    if (!items.isArray())
        return QStringLiteral("items: expected an array of budgets");
    QList<Budget> out;
    int index = 0;
    for (const QJsonValue& v : items.toArray()) {
        const QString where = QStringLiteral("items[%1]").arg(index++);
        if (!v.isObject())
            return where + QStringLiteral(": expected an object");
        const QJsonObject o = v.toObject();
        Budget b;
        b.id = o.value(QStringLiteral("id")).toString();
        b.name = o.value(QStringLiteral("name")).toString();
        const auto scope = Budget::scopeFromId(o.value(QStringLiteral("scope")).toString());
        if (!scope)
            return where + QStringLiteral(".scope: expected tenant, cluster or tag");
        b.scope = *scope;
        b.target = o.value(QStringLiteral("target")).toString();
        const auto currency =
            currencyFromCode(o.value(QStringLiteral("currency")).toString(QStringLiteral("USD")));
        if (!currency)
            return where + QStringLiteral(".currency: expected USD or CNY");
        const auto amount = Money::fromDecimal(o.value(QStringLiteral("amount")).toString(), *currency);
        if (!amount)
            return where + QStringLiteral(".amount: expected a decimal string such as \"5000.00\"");
        b.amount = *amount;
        for (const QJsonValue& t : o.value(QStringLiteral("thresholds")).toArray()) {
            const QJsonObject to = t.toObject();
            const auto basis =
                Budget::basisFromId(to.value(QStringLiteral("basis")).toString(QStringLiteral("actual")));
            if (!to.value(QStringLiteral("percent")).isDouble() || !basis)
                return where +
                       QStringLiteral(".thresholds: expected {\"percent\": 80, \"basis\": \"actual\"}");
            b.thresholds.append({to.value(QStringLiteral("percent")).toInt(), *basis});
        }
        const auto action =
            Budget::actionFromId(o.value(QStringLiteral("action")).toString(QStringLiteral("none")));
        if (!action)
            return where + QStringLiteral(".action: expected none, stop or downsize");
        b.action = *action;
        b.automatic = o.value(QStringLiteral("automatic")).toBool();
        out.append(b);
    }
    return out;
}

} // namespace cd::sim
