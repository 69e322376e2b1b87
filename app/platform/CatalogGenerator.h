#pragma once

#include "core/Offering.h"

#include <QList>

#include <cstdint>

namespace cd::sim {

// Lays out the platform's catalog: every GPU model in every region and node shape it is racked in,
// with list prices per billing mode and currency. Specs and prices are fixed by the supply table;
// the seed decides capacity and what is free right now.
class CatalogGenerator {
public:
    static constexpr double cnyPerUsd = 7.2;

    explicit CatalogGenerator(std::uint64_t seed)
        : m_seed(seed) {}

    QList<Offering> generate() const;

private:
    std::uint64_t m_seed;
};

} // namespace cd::sim
