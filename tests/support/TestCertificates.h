#pragma once

#include <QString>
#include <QTemporaryDir>

namespace cd::test {

// Certificates made at test time with the openssl command (never committed): a CA, a server
// certificate it signed for 127.0.0.1 and localhost, and a second, unrelated CA.
class TestCertificates {
public:
    bool generate(QString* error);

    QString caCert() const { return m_dir.filePath(QStringLiteral("ca.pem")); }
    QString otherCaCert() const { return m_dir.filePath(QStringLiteral("other-ca.pem")); }
    QString serverCert() const { return m_dir.filePath(QStringLiteral("server.pem")); }
    QString serverKey() const { return m_dir.filePath(QStringLiteral("server.key")); }

private:
    bool run(const QStringList& args, QString* error);
    QTemporaryDir m_dir;
};

} // namespace cd::test
