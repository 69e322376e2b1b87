#pragma once

#include <QByteArray>
#include <QHash>

#include <mutex>

namespace cd::sim {

// Counts what each client holds open: connections per address (checked at accept, before a
// byte is read) and event streams per API key (each holds a worker thread). From any thread.
class ClientGate {
public:
    ClientGate(int maxConnectionsPerAddress, int maxStreamsPerKey);

    bool admitConnection(const QByteArray& address);
    void releaseConnection(const QByteArray& address);
    bool admitStream(const QByteArray& key);
    void releaseStream(const QByteArray& key);

private:
    static bool admit(QHash<QByteArray, int>& counts, const QByteArray& id, int max);
    static void release(QHash<QByteArray, int>& counts, const QByteArray& id);

    const int m_maxConnections;
    const int m_maxStreams;
    std::mutex m_mutex;
    QHash<QByteArray, int> m_connections;
    QHash<QByteArray, int> m_streams;
};

} // namespace cd::sim
