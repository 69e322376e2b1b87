#pragma once

#include "core/Offering.h"

#include <QByteArray>
#include <QHash>
#include <QList>

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
    qsizetype indexOf(const QString& id) const { return m_index.value(id, -1); }
    // The offering with this id, or null.
    const Offering* find(const QString& id) const {
        const qsizetype i = indexOf(id);
        return i < 0 ? nullptr : &m_offerings[i];
    }

private:
    QList<Offering> m_offerings;
    QList<QByteArray> m_encoded;
    QHash<QString, qsizetype> m_index;
};

} // namespace cd::sim
