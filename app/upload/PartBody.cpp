#include "PartBody.h"

#include "UploadLog.h"

#include "crypto/CryptoError.h"
#include "crypto/Digest.h"
#include "crypto/StreamEncryptor.h"

#include <algorithm>
#include <cstring>

namespace cd {

PartBody::PartBody(UploadJob view, ChunkLayout layout, qint64 first, qint64 end, qint64 skip,
                   QList<QByteArray> tags)
    : m_view(std::move(view))
    , m_layout(layout)
    , m_first(first)
    , m_start(layout.chunkStart(first) + skip)
    , m_size(layout.chunkStart(end) - layout.chunkStart(first) - skip)
    , m_tags(std::move(tags)) {}

PartBody::~PartBody() = default;

bool PartBody::open(const crypto::TenantKey& key) {
    if (!m_source.open(m_view.payloadPath)) {
        fail(State::Unreadable, m_source.errorString());
        return false;
    }
    if (m_view.encrypted) {
        crypto::CryptoError error;
        m_encryptor = crypto::StreamEncryptor::resume(key, m_view.header, &error);
        if (!m_encryptor) {
            fail(State::Unreadable, error.message);
            return false;
        }
    }
    return true;
}

qint64 PartBody::read(qint64 offset, char* into, qint64 max) {
    if (m_state.load() != State::Fine || offset < 0 || offset >= m_size || max <= 0)
        return -1;
    const qint64 at = m_start + offset;
    const qint64 chunk = m_layout.chunkAt(at);
    if (chunk != m_chunk) {
        m_chunk = -1;
        QByteArray tag;
        switch (m_source.read(m_view, m_layout, m_encryptor.get(), chunk, &m_bytes, &tag)) {
        case ChunkSource::Outcome::Ready:
            break;
        case ChunkSource::Outcome::SourceChanged:
            return fail(State::SourceChanged, tr("The file changed while it was being sent."));
        default:
            return fail(State::Unreadable, m_source.errorString());
        }
        const qint64 index = chunk - m_first;
        const QByteArray check = m_view.encrypted ? tag : fingerprint(m_bytes);
        if (index >= m_tags.size() || check != m_tags[index]) {
            qCInfo(lcUpload).noquote() << "upload" << m_view.id << "chunk" << chunk
                                       << "changed at the source between its two readings";
            return fail(State::SourceChanged, tr("The file changed while it was being sent."));
        }
        m_chunk = chunk;
    }
    const qint64 within = at - m_layout.chunkStart(chunk);
    const qint64 n = std::min(max, m_layout.chunkEnd(chunk) - at);
    std::memcpy(into, m_bytes.constData() + within, std::size_t(n));
    return n;
}

QByteArray PartBody::fingerprint(const QByteArray& chunk) {
    return crypto::Digest::of(crypto::Digest::Algorithm::Sha256, chunk);
}

QString PartBody::errorString() const {
    std::lock_guard lock(m_errorMutex);
    return m_error;
}

qint64 PartBody::fail(State state, const QString& why) {
    {
        std::lock_guard lock(m_errorMutex);
        m_error = why;
    }
    m_state = state;
    return -1;
}

} // namespace cd
