#include "Catalog.h"

#include "PlatformJson.h"

#include <QJsonDocument>

namespace cd::sim {

Catalog::Catalog(QList<Offering> offerings)
    : m_offerings(std::move(offerings)) {
    m_encoded.reserve(m_offerings.size());
    for (qsizetype i = 0; i < m_offerings.size(); ++i) {
        m_encoded.append(QJsonDocument(offeringToJson(m_offerings[i])).toJson(QJsonDocument::Compact));
        m_index.insert(m_offerings[i].id, i);
    }
}

} // namespace cd::sim
