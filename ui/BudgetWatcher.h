#pragma once

#include "billing/BillingSummary.h"
#include "core/Error.h"

#include <QObject>
#include <QPointer>
#include <QSet>

class QSettings;
class QWidget;

namespace cd {

class PlatformClient;

// What a budget's state calls for, each once a month: a notification when spending or the
// forecast passes a threshold, and, when a cluster's budget is reached, stopping the cluster or
// shrinking it to one node per pool (asking first, unless the budget says to act alone). What has
// been said is remembered in the settings, so a restart does not say it again.
class BudgetWatcher final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetWatcher)

public:
    // Questions are asked over `dialogParent`.
    BudgetWatcher(QSettings& settings, QWidget* dialogParent);

    void setClient(PlatformClient* client);
    // The role may stop and resize clusters (clusters:write): what an action needs.
    void setCanAct(bool canAct) { m_canAct = canAct; }
    void check(const BillingSummary& summary);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);
    void failed(const cd::Error& error);

private:
    void act(const BudgetStatus& status);
    void apply(const QPointer<PlatformClient>& asked, const QString& clusterId, bool stop,
               const QString& budget);

    QSettings& m_settings;
    QWidget* m_dialogParent;
    PlatformClient* m_client = nullptr;
    bool m_canAct = true;
    QSet<QString> m_done;
};

} // namespace cd
