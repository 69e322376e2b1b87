#pragma once

#include "core/Error.h"

#include <QString>

namespace cd {

// The error every decoder returns for a body it cannot read: a BadResponse naming what and where.
// It has its own header so that headers needing only this do not pull in simdjson, which alone
// is a quarter of a translation unit's preprocessed size.
Error badResponse(const QString& detail);

} // namespace cd
