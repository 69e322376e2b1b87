#pragma once

#include <cstdint>

namespace cd::sim {

// A small, fully specified generator (SplitMix64) so that a seed tells the same story on every
// compiler and standard library; std::uniform_*_distribution does not promise that.
class SimRandom {
public:
    explicit SimRandom(std::uint64_t seed)
        : m_state(seed) {}

    std::uint64_t next();
    // Uniform in [0, 1).
    double unit();
    // Uniform integer in [low, high], both inclusive.
    int between(int low, int high);
    // A generator for a named sub-stream, so that adding draws in one part of the simulation does
    // not shift every other part.
    SimRandom fork(std::uint64_t salt) const;

private:
    std::uint64_t m_state;
};

// A stable 64-bit hash of a string (FNV-1a), for forking streams by name.
std::uint64_t stableHash(const char* text);

} // namespace cd::sim
