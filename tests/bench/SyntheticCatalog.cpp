#include "SyntheticCatalog.h"

#include "platform/CatalogGenerator.h"

namespace cd::bench {

QList<Offering> syntheticCatalog(int count) {
    const QList<Offering> base = sim::CatalogGenerator(1).generate();
    QList<Offering> out;
    out.reserve(count);
    for (int i = 0; i < count; ++i) {
        Offering o = base[i % base.size()];
        o.id += QStringLiteral("-%1").arg(i);
        o.availableNodes = (i * 7919) % (o.totalNodes + 1);
        out.append(o);
    }
    return out;
}

} // namespace cd::bench
