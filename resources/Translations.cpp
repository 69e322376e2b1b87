#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace cd {

QString Translations::install(QCoreApplication& app, const QString& language) {
    QString chosen = language;
    if (chosen.isEmpty() || chosen == u"system") {
        chosen = QStringLiteral("en");
        for (const QString& ui : QLocale::system().uiLanguages()) {
            if (ui.startsWith(u"zh", Qt::CaseInsensitive)) {
                chosen = QStringLiteral("zh_CN");
                break;
            }
            if (ui.startsWith(u"en", Qt::CaseInsensitive))
                break;
        }
    }
    QLocale::setDefault(QLocale(chosen == u"zh_CN" ? QStringLiteral("zh_CN") : QStringLiteral("en_US")));

    auto* ours = new QTranslator(&app);
    if (ours->load(QStringLiteral(":/i18n/clusterdesk_%1.qm").arg(chosen)))
        QCoreApplication::installTranslator(ours);
    if (chosen != u"en") {
        auto* qt = new QTranslator(&app);
        if (qt->load(QStringLiteral("qtbase_%1").arg(chosen),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
    }
    return chosen;
}

} // namespace cd
