#pragma once

#include "core/Offering.h"

#include <QList>

namespace cd::bench {

// A catalog of `count` offerings made from the simulator's real ones, with unique ids and varied
// capacity, for measuring the console at sizes the simulator does not serve.
QList<Offering> syntheticCatalog(int count);

} // namespace cd::bench
