#include "ListPaging.h"

namespace cd::sim {

namespace {
QString tokenFor(qsizetype offset) {
    const QByteArray raw = QByteArray("o:") + QByteArray::number(offset);
    return QString::fromLatin1(raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}
} // namespace

std::variant<PageRequest, Problem> ListPaging::parse(const QUrlQuery& query) {
    PageRequest page;
    const QString sizeKey = QStringLiteral("page_size");
    const QString tokenKey = QStringLiteral("page_token");
    if (query.hasQueryItem(sizeKey)) {
        bool ok = false;
        const int size = query.queryItemValue(sizeKey).toInt(&ok);
        if (!ok || size < 1 || size > maxPageSize)
            return Problem::badParameter(sizeKey,
                                         QStringLiteral("a whole number from 1 to %1").arg(maxPageSize));
        page.pageSize = size;
    }
    if (query.hasQueryItem(tokenKey)) {
        const auto decoded = QByteArray::fromBase64Encoding(query.queryItemValue(tokenKey).toLatin1(),
                                                            QByteArray::Base64UrlEncoding |
                                                                QByteArray::AbortOnBase64DecodingErrors);
        bool ok = false;
        const qsizetype offset =
            decoded && decoded.decoded.startsWith("o:") ? decoded.decoded.mid(2).toLongLong(&ok) : 0;
        if (!ok || offset < 0)
            return Problem::badParameter(tokenKey, QStringLiteral("not a token this server gave out"));
        page.offset = offset;
    }
    return page;
}

QJsonValue ListPaging::nextToken(qsizetype end, qsizetype total) {
    return end < total ? QJsonValue(tokenFor(end)) : QJsonValue(QJsonValue::Null);
}

QByteArray ListPaging::nextTokenJson(qsizetype end, qsizetype total) {
    return end < total ? '"' + tokenFor(end).toLatin1() + '"' : QByteArray("null");
}

} // namespace cd::sim
