#pragma once

#include <QByteArray>

namespace cd {

// Removes credentials from text bound for a log: Authorization, Proxy-Authorization and X-Api-Key
// headers, bearer tokens, anything shaped like one of our API keys ("cdk_..."), the password in a
// URL's user part, and the value after "passphrase", "password" or "secret". Debug logs leaked keys
// in the tools we learned from (encryption.md); every trace line, and every line of the log file,
// goes through here.
class SecretRedactor {
public:
    static QByteArray redact(const QByteArray& text);
};

} // namespace cd
