#pragma once

#include "core/Request.h"

#include <QByteArray>
#include <QString>

namespace cd {

// A client's credentials as a plain value, for work on threads of its own (uploads, downloads):
// such work copies them when it starts instead of asking the PlatformClient, a QObject that lives
// on the GUI thread and may be changed or deleted meanwhile.
struct Credentials {
    QByteArray apiKey;
    QString actingTenant; // support staff's X-Tenant-Id, empty for none
    // A whole Authorization value for a server that is not the platform (a Prometheus behind
    // Basic authentication, say); sent instead of the API key's Bearer when set.
    QByteArray authorization{};

    Request apply(Request request) const {
        if (!authorization.isEmpty())
            request.headers.set("Authorization", authorization);
        else if (!apiKey.isEmpty())
            request.headers.set("Authorization", "Bearer " + apiKey);
        if (!actingTenant.isEmpty())
            request.headers.set("X-Tenant-Id", actingTenant.toUtf8());
        return request;
    }
    bool operator==(const Credentials&) const = default;
};

} // namespace cd
