#include "SystemCaStore.h"

#include <QSslCertificate>
#include <QSslConfiguration>

namespace cd {

const QByteArray& SystemCaStore::pemBundle() {
    static const QByteArray bundle = [] {
        QByteArray pem;
        const QList<QSslCertificate> authorities = QSslConfiguration::systemCaCertificates();
        for (const QSslCertificate& ca : authorities)
            pem += ca.toPem();
        return pem;
    }();
    return bundle;
}

} // namespace cd
