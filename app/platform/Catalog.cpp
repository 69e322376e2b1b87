#include "Catalog.h"

#include "PlatformJson.h"

#include <QJsonDocument>

namespace cd::sim {

Catalog::Catalog(QList<Offering> offerings)
    : m_offerings(std::move(offerings)) {
    static const QByteArray key = "\"available_nodes\":";
    m_encoded.reserve(m_offerings.size());
    m_availableAt.reserve(m_offerings.size());
    for (qsizetype i = 0; i < m_offerings.size(); ++i) {
        const QByteArray json = QJsonDocument(offeringToJson(m_offerings[i])).toJson(QJsonDocument::Compact);
        // The key appears once: no nested object has it and no string holds quotes unescaped.
        const qsizetype at = json.indexOf(key) + key.size();
        m_availableAt.append({at, QByteArray::number(m_offerings[i].availableNodes).size()});
        m_encoded.append(json);
        m_index.insert(m_offerings[i].id, i);
    }
}

QByteArray Catalog::encoded(qsizetype index, int availableNodes) const {
    if (availableNodes == m_offerings[index].availableNodes)
        return m_encoded[index];
    const auto [at, length] = m_availableAt[index];
    QByteArray json = m_encoded[index];
    return json.replace(at, length, QByteArray::number(availableNodes));
}

} // namespace cd::sim
