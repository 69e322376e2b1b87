#pragma once

#include "core/LaunchTemplate.h"

#include <QByteArray>
#include <QString>

namespace cd {

// Writes a launch template in the YAML format of docs/templates.md, which TemplateYamlReader reads
// back to the same template. Secret values and the registry password are never written: a secret
// variable appears as `NAME: {secret: true}`, so a file can be shared without leaking anything.
class TemplateYamlWriter {
public:
    static QByteArray write(const LaunchTemplate& tmpl);
    // Writes atomically (QSaveFile); false with a sentence in `error` when it cannot.
    static bool writeFile(const QString& path, const LaunchTemplate& tmpl, QString* error);
};

} // namespace cd
