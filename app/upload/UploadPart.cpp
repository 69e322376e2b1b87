#include "UploadPart.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cd {

QByteArray UploadPart::toJson(const QList<UploadPart>& parts) {
    if (parts.isEmpty())
        return {};
    QJsonArray array;
    for (const UploadPart& p : parts) {
        // Sizes as strings: a JSON number is a double, exact only up to 2^53.
        array.append(QJsonObject{
            {QStringLiteral("first"), QString::number(p.firstChunk)},
            {QStringLiteral("end"), QString::number(p.endChunk)},
            {QStringLiteral("key"), QString::fromLatin1(p.idempotencyKey)},
            {QStringLiteral("path"), QString::fromLatin1(p.uploadPath)},
            {QStringLiteral("confirmed"), QString::number(p.confirmed)},
            {QStringLiteral("pendingFirst"), QString::number(p.pendingFirst)},
            {QStringLiteral("pendingEnd"), QString::number(p.pendingEnd)},
            {QStringLiteral("pendingTags"), QString::fromLatin1(p.pendingTags.toBase64())},
        });
    }
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

QList<UploadPart> UploadPart::fromJson(const QByteArray& json) {
    QList<UploadPart> parts;
    if (json.isEmpty())
        return parts;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    for (const QJsonValue& v : doc.array()) {
        const QJsonObject o = v.toObject();
        auto number = [&o](const char* key, qint64 fallback) {
            bool ok = false;
            const qint64 n = o.value(QLatin1String(key)).toString().toLongLong(&ok);
            return ok ? n : fallback;
        };
        UploadPart p;
        p.firstChunk = number("first", -1);
        p.endChunk = number("end", -1);
        p.idempotencyKey = o.value(QLatin1String("key")).toString().toLatin1();
        p.uploadPath = o.value(QLatin1String("path")).toString().toLatin1();
        p.confirmed = number("confirmed", 0);
        p.pendingFirst = number("pendingFirst", -1);
        p.pendingEnd = number("pendingEnd", -1);
        p.pendingTags = QByteArray::fromBase64(o.value(QLatin1String("pendingTags")).toString().toLatin1());
        if (p.firstChunk < 0 || p.endChunk <= p.firstChunk ||
            (!parts.isEmpty() && parts.last().endChunk != p.firstChunk))
            return {};
        parts.append(p);
    }
    return parts;
}

} // namespace cd
