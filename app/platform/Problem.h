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
