#pragma once

#include "api/EventFeed.h"
#include "api/PlatformClient.h"

#include <QList>
#include <QTest>

namespace cd::test {

// Follows a platform's event stream the way the console does (EventFeed) and lets a test wait for
// a cluster to reach a state as the stream reports it, never by sleeping.
class ClusterWatcher {
public:
    explicit ClusterWatcher(PlatformClient* client)
        : m_feed(client) {
        m_feed.setTimings(100, 20'000);
        QObject::connect(&m_feed, &EventFeed::eventReceived,
                         [this](const ClusterEvent& e) { m_events.append(e); });
        m_feed.start();
    }

    bool waitLive(int ms = 10'000) {
        return QTest::qWaitFor([this] { return m_feed.isLive(); }, ms);
    }
    // True once an event said cluster `id` moved to `state`, after event number `from`.
    bool waitState(const QString& id, ClusterState state, int ms = 30'000, qsizetype from = 0) {
        return QTest::qWaitFor([&] { return stateSeen(id, state, from); }, ms);
    }
    bool waitType(const QString& id, const QString& type, int ms = 30'000) {
        return QTest::qWaitFor([&] { return find(id, type) != nullptr; }, ms);
    }
    bool stateSeen(const QString& id, ClusterState state, qsizetype from = 0) const {
        for (qsizetype i = from; i < m_events.size(); ++i) {
            const ClusterEvent& e = m_events[i];
            if (e.clusterId == id && e.type == u"cluster.state_changed" && e.toState == clusterStateId(state))
                return true;
        }
        return false;
    }
    const ClusterEvent* find(const QString& id, const QString& type) const {
        for (const ClusterEvent& e : m_events) {
            if (e.clusterId == id && e.type == type)
                return &e;
        }
        return nullptr;
    }
    // The cluster as the newest event about it showed it.
    std::optional<Cluster> latest(const QString& id) const {
        for (qsizetype i = m_events.size() - 1; i >= 0; --i) {
            if (m_events[i].clusterId == id && m_events[i].cluster)
                return m_events[i].cluster;
        }
        return std::nullopt;
    }
    qsizetype count() const { return m_events.size(); }
    const QList<ClusterEvent>& events() const { return m_events; }
    EventFeed& feed() { return m_feed; }

private:
    EventFeed m_feed;
    QList<ClusterEvent> m_events;
};

} // namespace cd::test
