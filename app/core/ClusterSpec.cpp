#include "ClusterSpec.h"

namespace cd {

bool ClusterRules::isValidName(const QString& name) {
    if (name.size() < minNameLength || name.size() > maxNameLength)
        return false;
    if (!(name.front() >= u'a' && name.front() <= u'z') || name.back() == u'-')
        return false;
    for (QChar c : name) {
        const bool ok = (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-';
        if (!ok)
            return false;
    }
    return true;
}

} // namespace cd
