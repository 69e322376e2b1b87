#pragma once

#include <QByteArray>

namespace cd {

// Removes credentials from text bound for a log: Authorization and Proxy-Authorization headers,
// and anything shaped like one of our API keys ("cdk_..."). Debug logs leaked keys in the tools
// we learned from (encryption.md); every trace line goes through here.
class SecretRedactor {
public:
    static QByteArray redact(const QByteArray& text);
};

} // namespace cd
