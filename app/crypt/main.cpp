#include "crypto/CryptTool.h"

#include "BuildInfo.h"
#include "resources/Translations.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("clusterdesk-crypt"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(cd::build::version));
    cd::Translations::install(app, QString()); // the system's language
    return cd::crypto::CryptTool().run(QCoreApplication::arguments());
}
