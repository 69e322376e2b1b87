#include "Platform.h"

#include "CatalogGenerator.h"
#include "RegionCatalog.h"

namespace cd::sim {

namespace {
QDateTime startOf(const PlatformOptions& options) {
    return options.clockStart.isValid() ? options.clockStart.toUTC() : QDateTime::currentDateTimeUtc();
}
} // namespace

Platform::Platform(const PlatformOptions& options, std::uint64_t seed)
    : m_seed(seed)
    , m_clock(startOf(options), options.clockSpeed)
    , m_catalog(CatalogGenerator(seed).generate())
    , m_limiter(options.rateLimit) {}

std::unique_ptr<Platform> Platform::open(const PlatformOptions& options, QString* error) {
    // The store decides the seed: a database made with another seed keeps telling its own story.
    auto store = std::make_unique<PlatformStore>();
    if (!store->open(options.databasePath, error))
        return nullptr;
    QString seedError;
    const auto stored = store->storedSeed(&seedError);
    if (!seedError.isEmpty()) {
        *error = seedError;
        return nullptr;
    }
    const std::uint64_t seed = stored.value_or(options.seed);

    std::unique_ptr<Platform> platform(new Platform(options, seed));
    // An in-memory database exists per connection, so the one just opened is the one to keep.
    platform->m_store = std::move(store);
    if (!stored) {
        auto issued = platform->m_store->initialize(seed, platform->m_clock.now(), error);
        if (!issued)
            return nullptr;
        platform->m_issued = *issued;
    }
    if (!platform->m_store->loadDirectory(platform->m_directory, error))
        return nullptr;
    return platform;
}

QList<Region> Platform::regions() const {
    QList<Region> list;
    for (const auto& r : regionCatalog())
        list.append(r.region);
    return list;
}

} // namespace cd::sim
