#pragma once

#include "SecretBytes.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QStringList>

namespace cd::crypto {

// clusterdesk-crypt: encrypt, decrypt and inspect files in the upload format outside the console,
// on a training node or in a script. The key comes from an exported key file (with its passphrase
// from CLUSTERDESK_PASSPHRASE or --passphrase-file) or from CLUSTERDESK_KEY (base64 of the raw
// key). Exit codes: 0 done, 1 usage, 2 key (none, wrong, wrong passphrase), 3 data (tampered,
// truncated, wrong file), 4 I/O, 5 the key file (cannot be read, not a key file, refused version
// or cost), as docs/encryption-format.md section 9 lists them.
// Its help and messages are in the system's language; the [failure] tag after a message and
// inspect's field names are for scripts, and stay as they are.
class CryptTool {
    Q_DECLARE_TR_FUNCTIONS(CryptTool)

public:
    enum Exit { Ok = 0, Usage = 1, KeyProblem = 2, DataProblem = 3, IoProblem = 4, KeyFileProblem = 5 };
    int run(const QStringList& arguments);
    // A passphrase file's contents without trailing CR and LF characters, read straight into wiped
    // memory (at most 64 KiB). False with `error` set (or the device's error string) on failure.
    static bool readPassphrase(QIODevice& in, SecretBytes* passphrase, QString* error);
};

} // namespace cd::crypto
