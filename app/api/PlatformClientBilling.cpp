// PlatformClient's billing calls (line items, summaries, invoices, budgets), kept apart from the
// transport machinery in PlatformClient.cpp so each file reads in one sitting.
#include "PlatformClient.h"

namespace cd {

namespace {

void addAsOf(QUrlQuery& q, const QDateTime& asOf) {
    if (asOf.isValid())
        q.addQueryItem(QStringLiteral("as_of"), asOf.toUTC().toString(Qt::ISODateWithMs));
}

} // namespace

PagedCall<LineItem>* PlatformClient::lineItems(const QDateTime& from, const QDateTime& to, QObject* parent,
                                               int pageSize, const QDateTime& asOf) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("start"), from.toUTC().toString(Qt::ISODate));
    q.addQueryItem(QStringLiteral("end"), to.toUTC().toString(Qt::ISODate));
    q.addQueryItem(QStringLiteral("page_size"), QString::number(pageSize));
    addAsOf(q, asOf);
    Request r = get("/v1/billing/line-items", q);
    return submit(new PagedCall<LineItem>(r, &BillingDecoder::lineItemPage, parent), r);
}

TypedCall<BillingSummary>* PlatformClient::billingSummary(Currency currency, QObject* parent,
                                                          const QDateTime& asOf) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("currency"), currencyCode(currency));
    addAsOf(q, asOf);
    return submit(new TypedCall<BillingSummary>(&BillingDecoder::summary, parent),
                  get("/v1/billing/summary", q));
}

PagedCall<Invoice>* PlatformClient::invoices(Currency currency, QObject* parent, const QDateTime& asOf) {
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("currency"), currencyCode(currency));
    addAsOf(q, asOf);
    Request r = get("/v1/billing/invoices", q);
    return submit(new PagedCall<Invoice>(r, &BillingDecoder::invoicePage, parent), r);
}

PagedCall<Budget>* PlatformClient::budgets(QObject* parent) {
    Request r = get("/v1/billing/budgets");
    return submit(new PagedCall<Budget>(r, &BillingDecoder::budgetPage, parent), r);
}

TypedCall<Page<Budget>>* PlatformClient::setBudgets(const QList<Budget>& budgets, QObject* parent) {
    Request r = get("/v1/billing/budgets");
    r.method = "PUT";
    r.headers.set("Content-Type", "application/json");
    r.body = BillingDecoder::budgetsBody(budgets);
    return submit(new TypedCall<Page<Budget>>(&BillingDecoder::budgetPage, parent), r);
}

} // namespace cd
