#include "ClientGate.h"

namespace cd::sim {

ClientGate::ClientGate(int maxConnectionsPerAddress, int maxStreamsPerKey)
    : m_maxConnections(maxConnectionsPerAddress)
    , m_maxStreams(maxStreamsPerKey) {}

bool ClientGate::admit(QHash<QByteArray, int>& counts, const QByteArray& id, int max) {
    int& count = counts[id];
    if (count >= max) {
        if (count == 0)
            counts.remove(id);
        return false;
    }
    ++count;
    return true;
}

void ClientGate::release(QHash<QByteArray, int>& counts, const QByteArray& id) {
    const auto it = counts.find(id);
    if (it != counts.end() && --it.value() <= 0)
        counts.erase(it);
}

bool ClientGate::admitConnection(const QByteArray& address) {
    const std::lock_guard lock(m_mutex);
    return admit(m_connections, address, m_maxConnections);
}

void ClientGate::releaseConnection(const QByteArray& address) {
    const std::lock_guard lock(m_mutex);
    release(m_connections, address);
}

bool ClientGate::admitStream(const QByteArray& key) {
    const std::lock_guard lock(m_mutex);
    return admit(m_streams, key, m_maxStreams);
}

void ClientGate::releaseStream(const QByteArray& key) {
    const std::lock_guard lock(m_mutex);
    release(m_streams, key);
}

} // namespace cd::sim
