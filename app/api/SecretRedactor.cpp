#include "SecretRedactor.h"

#include <QList>

namespace cd {

namespace {
bool isKeyChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}
} // namespace

QByteArray SecretRedactor::redact(const QByteArray& text) {
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray& line : lines) {
        const QByteArray lower = line.trimmed().toLower();
        if (lower.startsWith("authorization:") || lower.startsWith("proxy-authorization:") ||
            lower.startsWith("x-api-key:")) {
            line = line.left(line.indexOf(':') + 1) + " [redacted]";
        }
    }
    QByteArray out = lines.join('\n');
    for (qsizetype at = out.indexOf("cdk_"); at >= 0; at = out.indexOf("cdk_", at + 4)) {
        qsizetype end = at + 4;
        while (end < out.size() && isKeyChar(out[end]))
            ++end;
        out.replace(at + 4, end - at - 4, "[redacted]");
    }
    return out;
}

} // namespace cd
