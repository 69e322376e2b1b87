#include "EmailAddress.h"

namespace cd {

bool EmailAddress::isPlausible(const QString& email) {
    if (email.isEmpty() || email.size() > maxLength || email.count(u'@') != 1)
        return false;
    for (const QChar c : email) {
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return false;
    }
    const qsizetype at = email.indexOf(u'@');
    const QString domain = email.mid(at + 1);
    return at > 0 && domain.contains(u'.') && !domain.startsWith(u'.') && !domain.endsWith(u'.') &&
           !domain.contains(QStringLiteral(".."));
}

} // namespace cd
