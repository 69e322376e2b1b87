#include "TemplateYamlIssue.h"

namespace cd {

QString TemplateYamlIssue::text() const {
    if (line <= 0)
        return message;
    return tr("line %1, column %2: %3").arg(line).arg(column).arg(message);
}

} // namespace cd
