#pragma once

#include <QDateTime>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>

namespace cd {

// When figures a page shows are to be loaded again, one rule for every page that can go stale
// (Billing, Audit, Storage, Offerings): figures older than maxAge, or changed on the platform, load
// again when their page is shown, and while it stays shown when they reach that age. A hidden page
// costs nothing on the network: no timer runs for it. Changes come in bursts (a resize is several
// events), so a shown page waits changeDelay after the first one and loads once.
// The owner says when a load starts and ends; due() says when to start one.
class StaleAfter final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StaleAfter)

public:
    using Clock = std::function<QDateTime()>;

    explicit StaleAfter(std::chrono::milliseconds maxAge, QObject* parent = nullptr);
    ~StaleAfter() override;

    // Tests shorten the ages or move the clock instead of waiting minutes.
    void setMaxAge(std::chrono::milliseconds maxAge);
    std::chrono::milliseconds maxAge() const { return m_maxAge; }
    void setChangeDelay(std::chrono::milliseconds delay);
    void setClock(Clock clock);

    // A load went out (whoever asked: the person, due(), a new currency).
    void started();
    // It ended; `ok`: the figures are as of now. A failed load is tried again when the page is
    // next shown, or maxAge later while it stays shown.
    void finished(bool ok);
    // The platform reported a change to what the figures show.
    void changed();
    // Another client, or none: no figures, nothing loading.
    void reset();
    void setShown(bool shown);

    bool isShown() const { return m_shown; }
    bool isLoading() const { return m_loading; }
    // A load has ended since the last reset(), well or not.
    bool hasAnswered() const { return m_lastTry.isValid(); }
    // The figures are older than maxAge, changed since, or were never loaded.
    bool isStale() const;
    // A reload is scheduled (a timer runs): only ever while shown.
    bool isPending() const { return m_timer.isActive(); }
    // When the figures shown were loaded (UTC, by the clock); invalid before the first load.
    QDateTime asOf() const { return m_asOf; }

Q_SIGNALS:
    // Load again now.
    void due();
    // Loading started or ended, or asOf changed: what a page says about its figures' age.
    void stateChanged();

private:
    void schedule();
    void fire();

    std::chrono::milliseconds m_maxAge;
    std::chrono::milliseconds m_changeDelay{2000};
    Clock m_clock;
    QTimer m_timer;
    QDateTime m_asOf;
    QDateTime m_lastTry; // the last load's end, well or not: the next timed try counts from it
    bool m_shown = false;
    bool m_loading = false;
    bool m_changed = false;
    bool m_changedWhileLoading = false;
};

} // namespace cd
