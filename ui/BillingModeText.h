#pragma once

#include "core/BillingMode.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// The name a person reads for a billing mode, wherever one is chosen or shown.
class BillingModeText {
    Q_DECLARE_TR_FUNCTIONS(BillingModeText)

public:
    static QString label(BillingMode mode);
};

} // namespace cd
