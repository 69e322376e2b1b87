#pragma once

#include "TemplateYamlIssue.h"

#include "core/LaunchTemplate.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cd {

// Reads a launch template from the YAML format of docs/templates.md. Every problem is collected,
// not only the first, each with its line and column, so a person fixes a file in one pass.
// Identity members (id, etag, author, times) stay empty: a file is not a stored template.
class TemplateYamlReader {
    Q_DECLARE_TR_FUNCTIONS(TemplateYamlReader)

public:
    static constexpr qint64 maxBytes = 1 << 20;
    struct Result {
        LaunchTemplate value;
        QList<TemplateYamlIssue> issues;
        bool ok() const { return issues.isEmpty(); }
    };
    static Result read(const QByteArray& bytes);
    // Refuses a file over maxBytes before reading it.
    static Result readFile(const QString& path);
};

} // namespace cd
