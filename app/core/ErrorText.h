#pragma once

#include "core/Error.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// The sentence a person reads when something fails: what happened and what to do about it. The
// technical detail follows for a support ticket.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString sentence(const Error& error);
    static QString withDetail(const Error& error);
};

} // namespace cd
