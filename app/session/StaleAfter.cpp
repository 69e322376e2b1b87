#include "StaleAfter.h"

#include <algorithm>
#include <limits>

namespace cd {

StaleAfter::StaleAfter(std::chrono::milliseconds maxAge, QObject* parent)
    : QObject(parent)
    , m_maxAge(maxAge)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); }) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &StaleAfter::fire);
}

StaleAfter::~StaleAfter() = default;

void StaleAfter::setMaxAge(std::chrono::milliseconds maxAge) {
    m_maxAge = maxAge;
    schedule();
}

void StaleAfter::setChangeDelay(std::chrono::milliseconds delay) {
    m_changeDelay = delay;
}

void StaleAfter::setClock(Clock clock) {
    m_clock = std::move(clock);
    schedule();
}

bool StaleAfter::isStale() const {
    return m_changed || !m_asOf.isValid() || m_asOf.msecsTo(m_clock()) >= m_maxAge.count();
}

void StaleAfter::started() {
    m_timer.stop();
    // What changed before the load went out is in its answer; what changes during it may not be.
    m_changed = false;
    m_changedWhileLoading = false;
    m_loading = true;
    Q_EMIT stateChanged();
}

void StaleAfter::finished(bool ok) {
    if (!m_loading)
        return; // a load that reset() already forgot
    m_loading = false;
    m_lastTry = m_clock();
    if (ok)
        m_asOf = m_lastTry;
    m_changed = m_changedWhileLoading;
    m_changedWhileLoading = false;
    schedule();
    Q_EMIT stateChanged();
}

void StaleAfter::changed() {
    if (m_loading) {
        m_changedWhileLoading = true;
        return;
    }
    m_changed = true;
    // The first change of a burst starts the wait; the others ride along, so a steady trickle
    // of events still loads once per changeDelay rather than never.
    if (m_shown && !(m_timer.isActive() && m_timer.interval() <= int(m_changeDelay.count())))
        m_timer.start(int(m_changeDelay.count()));
}

void StaleAfter::reset() {
    m_timer.stop();
    m_asOf = {};
    m_lastTry = {};
    m_loading = false;
    m_changed = false;
    m_changedWhileLoading = false;
    Q_EMIT stateChanged();
}

void StaleAfter::setShown(bool shown) {
    m_shown = shown;
    if (!shown) {
        m_timer.stop();
        return;
    }
    // Only figures that were asked for before go stale: a page nobody loaded stays quiet.
    if (!m_loading && m_lastTry.isValid() && isStale()) {
        Q_EMIT due();
        return;
    }
    schedule();
}

void StaleAfter::schedule() {
    m_timer.stop();
    if (!m_shown || m_loading || !m_lastTry.isValid())
        return;
    if (m_changed) {
        m_timer.start(int(m_changeDelay.count()));
        return;
    }
    // A failed load is tried again maxAge after it, not at once: no loop against a platform down.
    const QDateTime base = m_asOf.isValid() ? std::max(m_asOf, m_lastTry) : m_lastTry;
    const qint64 left = m_clock().msecsTo(base) + m_maxAge.count();
    m_timer.start(int(std::clamp<qint64>(left, 0, std::numeric_limits<int>::max())));
}

void StaleAfter::fire() {
    if (m_shown && !m_loading)
        Q_EMIT due();
}

} // namespace cd
