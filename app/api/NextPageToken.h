#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cd {

// A list response's next_page_token, found without decoding the page, so that the next page can
// be asked for while this one is being decoded. nullopt when it cannot be told at a glance (no
// such key, a token with escapes in it): the caller then decodes the page first, as it would
// anyway for the last page (a null token gives an empty string). The caller checks the glance
// against the decoded page.
std::optional<QString> peekNextPageToken(const QByteArray& body);

} // namespace cd
