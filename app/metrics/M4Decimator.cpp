#include "M4Decimator.h"

// The decimator is a template over how samples are reached (a ring buffer, a pair of arrays); this
// file keeps the library's one-source-per-header rule and checks the header compiles on its own.
namespace cd {
static_assert(M4Decimator::maxPointsPerColumn == 4);
} // namespace cd
