#include "TestCertificates.h"

#include <QFile>
#include <QProcess>

namespace cd::test {

bool TestCertificates::run(const QStringList& args, QString* error) {
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral("openssl"), args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        *error = QStringLiteral("openssl %1 failed: %2")
                     .arg(args.join(u' '), QString::fromLocal8Bit(p.readAllStandardError()));
        return false;
    }
    return true;
}

bool TestCertificates::generate(QString* error) {
    auto s = [](const char* t) { return QString::fromLatin1(t); };
    {
        QFile ext(m_dir.filePath(s("server.ext")));
        ext.open(QIODevice::WriteOnly);
        ext.write("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
                  "keyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n");
    }
    return run({s("req"), s("-x509"), s("-newkey"), s("ec"), s("-pkeyopt"), s("ec_paramgen_curve:prime256v1"),
                s("-nodes"), s("-keyout"), s("ca.key"), s("-out"), s("ca.pem"), s("-days"), s("2"),
                s("-subj"), s("/CN=ClusterDesk Test CA")},
               error) &&
           run({s("req"), s("-x509"), s("-newkey"), s("ec"), s("-pkeyopt"), s("ec_paramgen_curve:prime256v1"),
                s("-nodes"), s("-keyout"), s("other-ca.key"), s("-out"), s("other-ca.pem"), s("-days"),
                s("2"), s("-subj"), s("/CN=Somebody Else CA")},
               error) &&
           run({s("req"), s("-newkey"), s("ec"), s("-pkeyopt"), s("ec_paramgen_curve:prime256v1"),
                s("-nodes"), s("-keyout"), s("server.key"), s("-out"), s("server.csr"), s("-subj"),
                s("/CN=127.0.0.1")},
               error) &&
           run({s("x509"), s("-req"), s("-in"), s("server.csr"), s("-CA"), s("ca.pem"), s("-CAkey"),
                s("ca.key"), s("-CAcreateserial"), s("-out"), s("server.pem"), s("-days"), s("2"),
                s("-extfile"), s("server.ext")},
               error);
}

} // namespace cd::test
