#include "BillingRoutes.h"

#include "BillingJson.h"
#include "BillingService.h"
#include "Platform.h"
#include "PlatformJson.h"

#include "billing/LineItemBuilder.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace cd::sim {

namespace {

QString param(const RouteContext& c, const char* name) {
    return c.request.query.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded);
}

// RFC 3339, or a date (midnight UTC).
std::optional<QDateTime> parseTime(const QString& text) {
    if (text.size() == 10) {
        const QDate d = QDate::fromString(text, Qt::ISODate);
        return d.isValid() ? std::optional(QDateTime(d, QTime(0, 0), Qt::UTC)) : std::nullopt;
    }
    return parseRfc3339(text);
}

std::optional<Currency> currencyParam(const RouteContext& c) {
    const QString code = param(c, "currency");
    return code.isEmpty() ? Currency::USD : currencyFromCode(code);
}

Response badCurrency() {
    return Problem::badParameter(QStringLiteral("currency"), QStringLiteral("expected USD or CNY"))
        .toResponse();
}

// `as_of`: the instant every figure of an answer is metered up to, so that the calls of one screen
// agree to the cent. Default now; an instant in the future is clamped to now (nothing is metered
// ahead of the clock). Whole seconds, the precision an answer's `as_of` is written in: a client
// that sends it back gets exactly the instant the first answer was metered up to.
std::variant<QDateTime, Problem> asOfParam(const RouteContext& c, const QDateTime& now) {
    const auto seconds = [](const QDateTime& t) {
        return QDateTime::fromSecsSinceEpoch(t.toSecsSinceEpoch(), Qt::UTC);
    };
    const QString text = param(c, "as_of");
    if (text.isEmpty())
        return seconds(now);
    const auto t = parseRfc3339(text);
    if (!t)
        return Problem::badParameter(
            QStringLiteral("as_of"),
            QStringLiteral("expected an RFC 3339 time (2026-11-01T00:00:00Z), not '%1'").arg(text));
    return seconds(std::min(*t, now));
}

struct LineQuery {
    QDateTime from;
    QDateTime to;
    QDateTime asOf;
    qsizetype offset = 0;
    int pageSize = BillingRoutes::defaultPageSize;
    QString clusterId;
    std::optional<ChargeCategory> category;
    QList<FocusColumn> groupBy;
};

QString tokenFor(const QDateTime& asOf, qsizetype offset) {
    const QByteArray raw =
        "b:" + QByteArray::number(asOf.toMSecsSinceEpoch()) + ':' + QByteArray::number(offset);
    return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::variant<LineQuery, Problem> parseQuery(const RouteContext& c, const QDateTime& now) {
    const auto asOf = asOfParam(c, now);
    if (const auto* p = std::get_if<Problem>(&asOf))
        return *p;
    LineQuery q;
    q.asOf = std::get<QDateTime>(asOf);
    q.from = LineItemBuilder::monthStart(q.asOf);
    q.to = q.asOf;
    for (auto [name, target] : {std::pair{"start", &q.from}, std::pair{"end", &q.to}}) {
        const QString text = param(c, name);
        if (text.isEmpty())
            continue;
        const auto t = parseTime(text);
        if (!t)
            return Problem::badParameter(QString::fromLatin1(name),
                                         QStringLiteral("expected a date (2026-11-01) or an RFC 3339 time "
                                                        "(2026-11-01T00:00:00Z), not '%1'")
                                             .arg(text));
        *target = *t;
    }
    if (q.to <= q.from)
        return Problem{400,
                       QStringLiteral("invalid_range"),
                       QStringLiteral("Invalid date range"),
                       QStringLiteral("The range ends (%1) before it starts (%2); swap start and end.")
                           .arg(rfc3339(q.to), rfc3339(q.from)),
                       {},
                       0};
    const QString size = param(c, "page_size");
    if (!size.isEmpty()) {
        bool ok = false;
        q.pageSize = size.toInt(&ok);
        if (!ok || q.pageSize < 1 || q.pageSize > BillingRoutes::maxPageSize)
            return Problem::badParameter(
                QStringLiteral("page_size"),
                QStringLiteral("a whole number from 1 to %1").arg(BillingRoutes::maxPageSize));
    }
    const QString token = param(c, "page_token");
    if (!token.isEmpty()) {
        const auto decoded = QByteArray::fromBase64Encoding(
            token.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        const QList<QByteArray> parts = decoded ? decoded.decoded.split(':') : QList<QByteArray>{};
        bool okTime = false;
        bool okOffset = false;
        const qint64 ms = parts.size() == 3 && parts[0] == "b" ? parts[1].toLongLong(&okTime) : 0;
        q.offset = parts.size() == 3 ? parts[2].toLongLong(&okOffset) : 0;
        // A token from the future would price costs not yet incurred.
        if (!okTime || !okOffset || q.offset < 0 || ms > now.toMSecsSinceEpoch() + 60'000)
            return Problem::badParameter(QStringLiteral("page_token"),
                                         QStringLiteral("not a token this server gave out"));
        // Every page of one listing is priced as of its first page, so the pages fit together.
        q.asOf = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    }
    // Without an end, a listing ends at its as-of time, so every page asks for the same lines.
    if (param(c, "end").isEmpty())
        q.to = q.asOf;
    // Lines are whole UTC days: a range is widened to midnights, so a line never covers part of
    // the day its charge period names.
    q.from = LineItemBuilder::dayStart(q.from);
    if (LineItemBuilder::dayStart(q.to) != q.to)
        q.to = LineItemBuilder::dayStart(q.to).addDays(1);
    q.clusterId = param(c, "cluster_id");
    const QString category = param(c, "charge_category");
    if (!category.isEmpty()) {
        q.category = chargeCategoryFromId(category);
        if (!q.category)
            return Problem::badParameter(
                QStringLiteral("charge_category"),
                QStringLiteral("expected Usage, Purchase, Tax, Credit or Adjustment"));
    }
    for (const QString& name : param(c, "group_by").split(u',', Qt::SkipEmptyParts)) {
        const auto column = FocusColumns::fromName(name.trimmed());
        if (!column || !FocusColumns::groupable(*column)) {
            QStringList names;
            for (const FocusColumnInfo& info : FocusColumns::all()) {
                if (FocusColumns::groupable(info.column))
                    names.append(QString::fromLatin1(info.name));
            }
            return Problem{
                400,
                QStringLiteral("unknown_column"),
                QStringLiteral("Unknown column"),
                QStringLiteral("group_by: lines cannot be grouped by '%1'. Group by one or more of: %2.")
                    .arg(name.trimmed(), names.join(QStringLiteral(", "))),
                {},
                0};
        }
        q.groupBy.append(*column);
    }
    return q;
}

Response groups(const QList<LineItem>& lines, const LineQuery& q) {
    struct Group {
        QJsonObject key;
        Currency currency = Currency::USD;
        qint64 billed = 0;
        qint64 effective = 0;
        qint64 list = 0;
        int count = 0;
    };
    QHash<QString, Group> byKey;
    QStringList order;
    for (const LineItem& l : lines) {
        QString key = currencyCode(l.currency());
        for (FocusColumn col : q.groupBy)
            key += u'\x1f' + l.text(col);
        auto it = byKey.find(key);
        if (it == byKey.end()) {
            Group g;
            g.currency = l.currency();
            for (FocusColumn col : q.groupBy) {
                const QString text = l.text(col);
                g.key.insert(FocusColumns::name(col), text.isEmpty() ? QJsonValue() : QJsonValue(text));
            }
            it = byKey.insert(key, g);
            order.append(key);
        }
        it->billed += l.billedCost.micros();
        it->effective += l.effectiveCost.micros();
        it->list += l.listCost.micros();
        ++it->count;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](const QString& a, const QString& b) { return byKey[a].billed > byKey[b].billed; });
    QJsonArray items;
    for (const QString& k : order) {
        const Group& g = byKey[k];
        items.append(
            QJsonObject{{QStringLiteral("key"), g.key},
                        {QStringLiteral("currency"), currencyCode(g.currency)},
                        {QStringLiteral("billed_cost"), Money(g.billed, g.currency).toDecimal(2)},
                        {QStringLiteral("effective_cost"), Money(g.effective, g.currency).toDecimal(2)},
                        {QStringLiteral("list_cost"), Money(g.list, g.currency).toDecimal(2)},
                        {QStringLiteral("line_count"), g.count}});
    }
    QJsonArray columns;
    for (FocusColumn col : q.groupBy)
        columns.append(FocusColumns::name(col));
    return jsonResponse(200, QJsonObject{{QStringLiteral("group_by"), columns},
                                         {QStringLiteral("as_of"), rfc3339(q.asOf)},
                                         {QStringLiteral("items"), items}});
}

} // namespace

Response BillingRoutes::lineItems(const RouteContext& c) {
    const auto parsed = parseQuery(c, c.platform.clock().now());
    if (const auto* p = std::get_if<Problem>(&parsed))
        return p->toResponse();
    const LineQuery& q = std::get<LineQuery>(parsed);
    QList<LineItem> all = c.platform.billing().linesAsOf(c.principal.tenantId, q.from, q.to, q.asOf);
    if (!q.clusterId.isEmpty() || q.category) {
        all.removeIf([&](const LineItem& l) {
            return (!q.clusterId.isEmpty() && l.clusterId != q.clusterId) ||
                   (q.category && l.category != *q.category);
        });
    }
    // Read only from here: the cached list is shared, and a write would copy all of it per page.
    const QList<LineItem>& lines = all;
    if (!q.groupBy.isEmpty())
        return groups(lines, q);
    const qsizetype total = lines.size();
    const qsizetype begin = std::min(q.offset, total);
    const qsizetype end = std::min(total, begin + q.pageSize);
    std::string body;
    body.reserve(std::size_t(end - begin) * 1400 + 200);
    body += "{\"items\":[";
    for (qsizetype i = begin; i < end; ++i) {
        if (i > begin)
            body += ',';
        BillingJson::appendLine(body, lines[i]);
    }
    body += "],\"next_page_token\":";
    body += end < total ? '"' + tokenFor(q.asOf, end).toStdString() + '"' : std::string("null");
    body += ",\"total_count\":" + std::to_string(total);
    body += ",\"as_of\":\"" + rfc3339(q.asOf).toStdString() + "\"}";
    return jsonResponse(200, QByteArray::fromStdString(body));
}

Response BillingRoutes::summary(const RouteContext& c) {
    const auto currency = currencyParam(c);
    if (!currency)
        return badCurrency();
    const auto asOf = asOfParam(c, c.platform.clock().now());
    if (const auto* p = std::get_if<Problem>(&asOf))
        return p->toResponse();
    return jsonResponse(200, BillingJson::summary(c.platform.billing().summary(
                                 c.principal.tenantId, *currency, std::get<QDateTime>(asOf))));
}

Response BillingRoutes::invoices(const RouteContext& c) {
    const auto currency = currencyParam(c);
    if (!currency)
        return badCurrency();
    const auto asOf = asOfParam(c, c.platform.clock().now());
    if (const auto* p = std::get_if<Problem>(&asOf))
        return p->toResponse();
    QJsonArray items;
    // Newest first: this month's open invoice is what a person looks for.
    const QList<Invoice> all =
        c.platform.billing().invoices(c.principal.tenantId, *currency, std::get<QDateTime>(asOf));
    for (auto it = all.crbegin(); it != all.crend(); ++it)
        items.append(BillingJson::invoice(*it));
    return jsonResponse(200, QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue()}});
}

Response BillingRoutes::budgets(const RouteContext& c) {
    QJsonArray items;
    for (const Budget& b : c.platform.billing().budgets(c.principal.tenantId))
        items.append(BillingJson::budget(b));
    return jsonResponse(200, QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue()}});
}

Response BillingRoutes::setBudgets(const RouteContext& c) {
    const auto body = jsonBody(c);
    if (const auto* p = std::get_if<Problem>(&body))
        return p->toResponse();
    const auto parsed = BillingJson::budgetsFrom(std::get<QJsonObject>(body));
    if (const auto* why = std::get_if<QString>(&parsed))
        return Problem{422, QStringLiteral("invalid_field"), QStringLiteral("Invalid request"), *why, {}, 0}
            .toResponse();
    const auto saved = c.platform.billing().setBudgets(c.principal.tenantId, std::get<QList<Budget>>(parsed));
    if (const auto* p = std::get_if<Problem>(&saved))
        return p->toResponse();
    QJsonArray items;
    for (const Budget& b : std::get<QList<Budget>>(saved))
        items.append(BillingJson::budget(b));
    return jsonResponse(200, QJsonObject{{QStringLiteral("items"), items},
                                         {QStringLiteral("next_page_token"), QJsonValue()}});
}

} // namespace cd::sim
