#pragma once

#include <QByteArray>

namespace cd {

// The certificate authorities the operating system trusts, for a libcurl built on OpenSSL, which
// reads only files: on Windows libcurl asks the system store itself (CURLSSLOPT_NATIVE_CA); on
// macOS the roots in the keychains, a company's own CA included, reach it as one PEM bundle read
// through Qt; on Linux OpenSSL's own store is already the system's. A profile's CA bundle
// replaces all of this, as it always did.
class SystemCaStore {
public:
    // Every CA the system trusts, as concatenated PEM; read once, then kept.
    static const QByteArray& pemBundle();
};

} // namespace cd
