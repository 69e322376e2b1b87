#pragma once

#include <QString>

class QCoreApplication;

namespace cd {

// Installs the console's and Qt's own translations for a language ("en", "zh_CN", or empty for
// the system's), and makes numbers and dates follow it.
class Translations {
public:
    // Returns the language actually used.
    static QString install(QCoreApplication& app, const QString& language);
};

} // namespace cd
