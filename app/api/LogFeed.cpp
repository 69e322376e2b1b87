#include "LogFeed.h"

#include "ApiLog.h"
#include "LogDecoder.h"

#include <QUrl>

namespace cd {

LogFeed::LogFeed(PlatformClient* client, const QString& clusterId, const LogQuery& filter, QObject* parent)
    : SseFeed(client, streamPath(clusterId, filter), parent) {}

LogFeed::~LogFeed() = default;

QByteArray LogFeed::streamPath(const QString& clusterId, const LogQuery& filter) {
    LogQuery streamed;
    streamed.node = filter.node;
    streamed.rank = filter.rank;
    streamed.minLevel = filter.minLevel;
    QByteArray path = "/v1/clusters/" + QUrl::toPercentEncoding(clusterId) + "/logs/stream";
    const QString query = LogDecoder::encode(streamed).toString(QUrl::FullyEncoded);
    if (!query.isEmpty())
        path += '?' + query.toUtf8();
    return path;
}

void LogFeed::dispatch(const SseEvent& event) {
    if (event.type != "log")
        return;
    const Result<LogLine> decoded = LogDecoder::line(event.data);
    if (!decoded.ok()) {
        // One bad line must not end the stream: the seq gap it leaves is shown as dropped.
        qCWarning(lcApi).noquote() << "skipping an unreadable log line:" << decoded.error().detail;
        return;
    }
    Q_EMIT lineReceived(decoded.value());
}

} // namespace cd
