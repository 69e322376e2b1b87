#pragma once

#include <QCoreApplication>
#include <QString>

namespace cd {

// One problem of a template file, where it is: 1-based line and column, both 0 when it concerns
// the whole file (too large, unreadable).
struct TemplateYamlIssue {
    Q_DECLARE_TR_FUNCTIONS(TemplateYamlIssue)

public:
    int line = 0;
    int column = 0;
    QString message; // a sentence, already translated
    // "line 4, column 3: unknown key 'nodez'."; just the message for the whole file.
    QString text() const;
    bool operator==(const TemplateYamlIssue&) const = default;
};

} // namespace cd
