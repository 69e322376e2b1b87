#include "SafeFileName.h"

#include <QRegularExpression>

namespace cd {

namespace {
constexpr qsizetype maxLength = 200;

bool dropped(QChar c) {
    switch (c.category()) {
    case QChar::Other_Control:       // C0, DEL, C1
    case QChar::Other_Format:        // U+200E/F, U+202A..E, U+2066..9, U+061C, zero-width ones
    case QChar::Separator_Line:      // U+2028
    case QChar::Separator_Paragraph: // U+2029
        return true;
    default:
        return false;
    }
}

bool replaced(QChar c) {
    static const QString forbidden = QStringLiteral("/\\<>:\"|?*");
    return forbidden.contains(c);
}
} // namespace

QString SafeFileName::from(const QString& name, const QString& fallback) {
    QString out;
    out.reserve(name.size());
    for (const QChar c : name) {
        if (c.isSurrogate()) {
            out.append(c); // a pair stays whole; an emoji is a fine file name
            continue;
        }
        if (dropped(c))
            continue;
        out.append(replaced(c) ? QChar(u'_') : c);
    }
    // Windows drops trailing dots and spaces itself, so "a.txt." would become another file.
    out = out.trimmed();
    while (out.endsWith(u'.') || out.endsWith(u' '))
        out.chop(1);
    if (out.isEmpty() || out == u"." || out == u"..")
        return fallback;
    if (out.size() > maxLength) {
        const qsizetype dot = out.lastIndexOf(u'.');
        const qsizetype extension = dot > 0 && out.size() - dot <= 16 ? out.size() - dot : 0;
        qsizetype keep = maxLength - extension;
        if (out.at(keep - 1).isHighSurrogate())
            --keep; // never half a character
        out = out.left(keep) + out.right(extension);
    }
    static const QRegularExpression device(QStringLiteral("^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?$"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (device.match(out).hasMatch())
        out.prepend(u'_');
    return out;
}

} // namespace cd
