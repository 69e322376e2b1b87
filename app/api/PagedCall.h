#pragma once

#include "ApiCall.h"
#include "BadResponse.h"
#include "CatalogDecoder.h"
#include "NextPageToken.h"
#include "Page.h"

#include "core/Result.h"

#include <QSet>

#include <functional>
#include <utility>

namespace cd {

// A list call that follows next_page_token until the last page, so callers get the whole list.
// A server that hands out a token twice is caught rather than followed forever.
//
// Each page's token is read at a glance and the next page asked for before the page is decoded:
// the decoding then runs on this thread while the server makes (or the network carries) the next
// page, instead of one after the other. The decoded page must agree with the glance.
template <typename T>
class PagedCall final : public ApiCall {
public:
    using PageDecoder = std::function<Result<Page<T>>(const QByteArray&)>;

    PagedCall(Request first, PageDecoder decoder, QObject* parent)
        : ApiCall(parent)
        , m_request(std::move(first))
        , m_decode(std::move(decoder)) {}

    const QList<T>& items() const { return m_items; }
    int pages() const { return m_pages; }
    int progress() const override { return int(m_items.size()); }

protected:
    std::optional<Request> accept(const Response& response) override {
        // The page before this one, if it is still waiting, comes first.
        if (!decodeHeld())
            return std::nullopt;
        const std::optional<QString> glance = peekNextPageToken(response.body);
        if (glance && !glance->isEmpty()) {
            std::optional<Request> next = follow(*glance);
            if (next) {
                m_held = response.body;
                m_heldToken = *glance;
                QMetaObject::invokeMethod(
                    this, [this] { decodeHeld(); }, Qt::QueuedConnection);
            }
            return next;
        }
        // The last page, or one whose token needs the decoder: decoded now.
        const std::optional<QString> token = take(response.body);
        if (!token || token->isEmpty())
            return std::nullopt;
        return follow(*token);
    }

private:
    // Decodes the page held back by accept(), if any; false once the call has failed.
    bool decodeHeld() {
        if (error().isError())
            return false;
        if (m_held.isNull())
            return true;
        const QByteArray body = std::exchange(m_held, QByteArray());
        const std::optional<QString> token = take(body);
        if (!token)
            return false;
        if (*token != m_heldToken) {
            fail(badResponse(QStringLiteral("The server's list page names two different next pages.")));
            m_items.clear();
            return false;
        }
        return true;
    }

    // Appends a page's items; its next_page_token, or nothing when the page is unusable.
    std::optional<QString> take(const QByteArray& body) {
        Result<Page<T>> page = m_decode(body);
        if (!page.ok()) {
            fail(page.error());
            m_items.clear();
            return std::nullopt;
        }
        ++m_pages;
        m_items.append(std::move(page.value().items));
        return page.value().nextPageToken;
    }

    // The request for the page `token` names, unless the list looks endless.
    std::optional<Request> follow(const QString& token) {
        // A server that hands out a token twice, or fresh tokens forever, must not be followed
        // until memory runs out.
        if (m_seenTokens.contains(token) || m_seenTokens.size() + 1 >= maxPages ||
            m_items.size() >= maxItems) {
            fail(badResponse(QStringLiteral("The server's list does not end (%1 pages, %2 items so far).")
                                 .arg(m_seenTokens.size() + 1)
                                 .arg(m_items.size())));
            m_items.clear();
            return std::nullopt;
        }
        m_seenTokens.insert(token);
        Request next = m_request;
        // Only the first page is conditional: its ETag speaks for the whole list.
        next.headers.remove("If-None-Match");
        next.query.removeAllQueryItems(QStringLiteral("page_token"));
        next.query.addQueryItem(QStringLiteral("page_token"), token);
        return next;
    }

    static constexpr int maxPages = 1'000;
    static constexpr qsizetype maxItems = 200'000;
    Request m_request;
    PageDecoder m_decode;
    QList<T> m_items;
    QSet<QString> m_seenTokens;
    QByteArray m_held; // a page whose next page was asked for before it was decoded
    QString m_heldToken;
    int m_pages = 0;
};

} // namespace cd
