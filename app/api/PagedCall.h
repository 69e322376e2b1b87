#pragma once

#include "ApiCall.h"
#include "CatalogDecoder.h"
#include "Page.h"

#include "core/Result.h"

#include <QSet>

#include <functional>

namespace cd {

// A list call that follows next_page_token until the last page, so callers get the whole list.
// A server that hands out a token twice is caught rather than followed forever.
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
        Result<Page<T>> page = m_decode(response.body);
        if (!page.ok()) {
            fail(page.error());
            return std::nullopt;
        }
        ++m_pages;
        m_items.append(std::move(page.value().items));
        const QString token = page.value().nextPageToken;
        if (token.isEmpty())
            return std::nullopt;
        // A server that hands out a token twice, or fresh tokens forever, must not be followed
        // until memory runs out.
        if (m_seenTokens.contains(token) || m_pages >= maxPages || m_items.size() >= maxItems) {
            fail(badResponse(QStringLiteral("The server's list does not end (%1 pages, %2 items so far).")
                                 .arg(m_pages)
                                 .arg(m_items.size())));
            m_items.clear();
            return std::nullopt;
        }
        m_seenTokens.insert(token);
        Request next = m_request;
        next.query.removeAllQueryItems(QStringLiteral("page_token"));
        next.query.addQueryItem(QStringLiteral("page_token"), token);
        return next;
    }

private:
    static constexpr int maxPages = 1'000;
    static constexpr qsizetype maxItems = 200'000;
    Request m_request;
    PageDecoder m_decode;
    QList<T> m_items;
    QSet<QString> m_seenTokens;
    int m_pages = 0;
};

} // namespace cd
