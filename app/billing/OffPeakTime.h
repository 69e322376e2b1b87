#pragma once

#include "core/Offering.h"

#include <QDateTime>

namespace cd {

// How much of [from, to) falls in an offering's off-peak window. The window is wall-clock time in
// the region's own zone and may run past midnight (22:00 to 06:00); daylight-saving days are as
// long as they really are.
qint64 offPeakMilliseconds(const OffPeakWindow& window, const QDateTime& from, const QDateTime& to);

} // namespace cd
