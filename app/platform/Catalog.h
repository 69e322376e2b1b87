#pragma once

#include "core/Offering.h"

#include <QByteArray>
#include <QHash>
#include <QList>

#include <utility>

namespace cd::sim {

// The offerings the platform rents, with each one's JSON encoded once: listing the catalog is the
// hottest call a console makes, and re-encoding unchanged offerings on every request wasted most
// of its time.
class Catalog {
public:
    explicit Catalog(QList<Offering> offerings);

    const QList<Offering>& offerings() const { return m_offerings; }
    // Compact JSON of offerings()[index].
    const QByteArray& encoded(qsizetype index) const { return m_encoded[index]; }
    // The same with another count of free nodes (clusters hold some): the cached JSON with that one
    // number put in, byte for byte what encoding the changed offering would give.
    QByteArray encoded(qsizetype index, int availableNodes) const;
    qsizetype indexOf(const QString& id) const { return m_index.value(id, -1); }
    // The offering with this id, or null.
    const Offering* find(const QString& id) const {
        const qsizetype i = indexOf(id);
        return i < 0 ? nullptr : &m_offerings[i];
    }

private:
    QList<Offering> m_offerings;
    QList<QByteArray> m_encoded;
    // Where each offering's "available_nodes" number starts in its JSON, and its length.
    QList<std::pair<qsizetype, qsizetype>> m_availableAt;
    QHash<QString, qsizetype> m_index;
};

} // namespace cd::sim
