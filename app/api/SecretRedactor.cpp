#include "SecretRedactor.h"

#include <QList>
#include <QRegularExpression>

namespace cd {

namespace {

bool isKeyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

// Headers whose whole value is a credential: everything after the name goes, wherever in a line
// the header starts (a trace line may carry a prefix such as "curl: ").
const char* const credentialHeaders[] = {"proxy-authorization:", "authorization:", "x-api-key:"};

QByteArray redactHeaders(QByteArray line) {
    const QByteArray lower = line.toLower();
    for (const char* header : credentialHeaders) {
        const qsizetype at = lower.indexOf(header);
        if (at >= 0)
            return line.left(at + qsizetype(qstrlen(header))) + " [redacted]";
    }
    return line;
}

QByteArray redactPatterns(const QByteArray& text) {
    // "Bearer <token>" also outside a header, e.g. in an error's detail.
    static const QRegularExpression bearer(QStringLiteral("(\\bbearer\\s+)[^\\s\"',;]+"),
                                           QRegularExpression::CaseInsensitiveOption);
    // scheme://user:password@host: the user stays, the password goes (a proxy's, a URL's).
    static const QRegularExpression userInfo(QStringLiteral("(\\b[a-z][a-z0-9+.-]*://[^/\\s:@]*:)[^@\\s/]+@"),
                                             QRegularExpression::CaseInsensitiveOption);
    // passphrase=..., "password": "...", client_secret: ... in whatever shape a line names one.
    static const QRegularExpression named(
        QStringLiteral("((?:passphrase|password|passwd|secret)[\"']?\\s*[:=]\\s*[\"']?)[^\\s\"',;&]+"),
        QRegularExpression::CaseInsensitiveOption);
    QString s = QString::fromUtf8(text);
    const QString before = s;
    s.replace(bearer, QStringLiteral("\\1[redacted]"));
    s.replace(userInfo, QStringLiteral("\\1[redacted]@"));
    s.replace(named, QStringLiteral("\\1[redacted]"));
    // Untouched text keeps its bytes exactly, even where they are not UTF-8.
    return s == before ? text : s.toUtf8();
}

} // namespace

QByteArray SecretRedactor::redact(const QByteArray& text) {
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray& line : lines)
        line = redactHeaders(line);
    QByteArray out = redactPatterns(lines.join('\n'));
    for (qsizetype at = out.indexOf("cdk_"); at >= 0; at = out.indexOf("cdk_", at + 4)) {
        qsizetype end = at + 4;
        while (end < out.size() && isKeyChar(out[end]))
            ++end;
        out.replace(at + 4, end - at - 4, "[redacted]");
    }
    return out;
}

} // namespace cd
