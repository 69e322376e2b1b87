#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace cd::crypto {

// clusterdesk-crypt: encrypt, decrypt and inspect files in the upload format outside the console,
// on a training node or in a script. The key comes from an exported key file (with its passphrase
// from CLUSTERDESK_PASSPHRASE or --passphrase-file) or from CLUSTERDESK_KEY (base64 of the raw
// key). Exit codes: 0 done, 1 usage, 2 key, 3 data (tampered, truncated, wrong file), 4 I/O.
// Its help and messages are in the system's language; the [failure] tag after a message and
// inspect's field names are for scripts, and stay as they are.
class CryptTool {
    Q_DECLARE_TR_FUNCTIONS(CryptTool)

public:
    enum Exit { Ok = 0, Usage = 1, KeyProblem = 2, DataProblem = 3, IoProblem = 4 };
    int run(const QStringList& arguments);
};

} // namespace cd::crypto
