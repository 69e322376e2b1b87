#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace cd {

// A finished upload as the platform lists it. Sizes and the checksum are of the stored bytes,
// which for an encrypted dataset is the ciphertext; the key id names the tenant key it needs.
struct Dataset {
    struct File {
        QString name;
        qint64 sizeBytes = 0;
        QString sha256;
    };
    QString id;
    QString name;
    QString region;
    qint64 sizeBytes = 0;
    QList<File> files;
    QString encryptionFormat; // "cd-aes256gcm-v1", or "none"
    QString keyId;            // 32 hex digits
    QStringList attachedClusters;
    QDateTime createdAt;

    bool isEncrypted() const { return encryptionFormat != u"none" && !encryptionFormat.isEmpty(); }
};

} // namespace cd
