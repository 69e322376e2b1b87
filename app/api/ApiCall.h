#pragma once

#include "core/Error.h"
#include "core/Request.h"
#include "core/Response.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

namespace cd {

class PlatformClient;

// The handle of one call to the platform. It lives on the GUI thread, emits finished() exactly once
// (success, error or cancel), and deleting it before then cancels the request.
class ApiCall : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiCall)

public:
    ~ApiCall() override;

    bool isFinished() const { return m_finished; }
    bool succeeded() const { return m_finished && !m_error.isError(); }
    const Error& error() const { return m_error; }
    // Stops the call; finished() follows with a Cancelled error.
    void cancel();
    // Items received so far by a call that spans several requests; -1 for the others.
    virtual int progress() const { return -1; }
    // The first answer's ETag, for a later conditional call (If-None-Match); empty when none.
    const QByteArray& etag() const { return m_etag; }
    // A conditional call whose answer was 304: it succeeded, and what the caller holds is current.
    bool notModified() const { return m_notModified; }

Q_SIGNALS:
    void finished();
    // For calls that span several requests (all pages of a list): items received so far.
    void progressed(int itemsSoFar);

protected:
    explicit ApiCall(QObject* parent);
    // A 2xx response arrived. Decode it; return the next request for this call (another page), or
    // nothing when done. Call fail() if the body is unusable. It must emit nothing: the client
    // emits progressed() once its own bookkeeping is done.
    virtual std::optional<Request> accept(const Response& response) = 0;
    // For a call whose decoding is a pure function of the body: that function, which the client
    // runs on the transport's thread for a large body, so megabytes of JSON (a day of a 512-GPU
    // cluster's metrics) are not decoded on the GUI thread. Its result comes to acceptDecoded()
    // (null when the body was small). None: the body is decoded by accept(response), here.
    using BackgroundDecoder = std::function<std::shared_ptr<void>(const QByteArray& body)>;
    virtual BackgroundDecoder backgroundDecoder() const { return {}; }
    virtual std::optional<Request> acceptDecoded(const Response& response, std::shared_ptr<void> decoded) {
        Q_UNUSED(decoded);
        return accept(response);
    }
    void fail(Error error) { m_error = std::move(error); }

private:
    friend class PlatformClient;
    void complete(Error error);

    QPointer<PlatformClient> m_client;
    quint64 m_callId = 0;
    QByteArray m_etag;
    bool m_notModified = false;
    Error m_error;
    bool m_finished = false;
};

} // namespace cd
