#pragma once

#include "Page.h"

#include "core/LaunchTemplate.h"
#include "core/Result.h"

#include <QByteArray>

namespace cd {

// Launch templates (resources/api/openapi.yaml, Template and TemplateInput) both ways.
class TemplateDecoder {
public:
    static Result<LaunchTemplate> launchTemplate(const QByteArray& body);
    static Result<Page<LaunchTemplate>> page(const QByteArray& body);
    // The body of POST and PUT /v1/templates. Secret values and the registry password are left
    // out here already: a template never holds them, so they need not travel.
    static QByteArray body(const QString& name, const QString& description, const ClusterSpec& spec);
};

} // namespace cd
