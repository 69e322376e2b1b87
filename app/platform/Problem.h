#pragma once

#include "core/Response.h"

#include <QString>

namespace cd::sim {

// RFC 9457 problem details, the one shape every error of the platform takes.
struct Problem {
    int status = 500;
    QString code;
    QString title;
    QString detail;
    QString instance;
    int retryAfterSeconds = 0;
    // The request member at fault ("workload.env[3].name"), an extension member; empty: none named.
    // Initialised so the many {status, code, title, detail, instance, seconds} lists need not name it.
    QString field{};

    Response toResponse() const;

    static Problem badParameter(const QString& name, const QString& detail);
    static Problem notFound(const QString& what, const QString& instance);
    static Problem unauthorized(const QString& detail);
    static Problem forbidden(const QString& detail);
    static Problem notImplemented(const QString& instance);
    static Problem tooManyRequests(int retryAfterSeconds);
    static Problem internal(const QString& detail);
};

} // namespace cd::sim
