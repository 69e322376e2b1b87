#include "SimRandom.h"

namespace cd::sim {

std::uint64_t SimRandom::next() {
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

double SimRandom::unit() {
    return double(next() >> 11) * 0x1.0p-53;
}

int SimRandom::between(int low, int high) {
    if (high <= low)
        return low;
    const auto span = std::uint64_t(high - low) + 1;
    return low + int(next() % span);
}

SimRandom SimRandom::fork(std::uint64_t salt) const {
    SimRandom copy(m_state ^ (salt * 0xd1342543de82ef95ULL));
    copy.next();
    return copy;
}

std::uint64_t stableHash(const char* text) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (; *text; ++text) {
        h ^= static_cast<unsigned char>(*text);
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace cd::sim
