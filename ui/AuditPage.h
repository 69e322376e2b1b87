#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace cd {

struct AuditRecord;
class AuditSession;
class AuditTableModel;
class MessageBanner;

// The tenant's audit log for its owners and admins: every support access to the tenant and every
// change its own people made or were refused, newest first. Read-only, like the log itself.
class AuditPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditPage)

public:
    explicit AuditPage(AuditSession& session, QWidget* parent = nullptr);

    // Whether this person's role may read the log (audit:read); the page says so when not.
    void setCanRead(bool canRead);
    void reload();
    AuditTableModel* model() const { return m_model; }
    AuditSession& session() const { return m_session; }

Q_SIGNALS:
    void loaded();

protected:
    // The session reads the log again, when stale, only while the page is on screen.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void onClientChanged();
    void onLoaded(const QList<AuditRecord>& records);

    AuditSession& m_session;
    bool m_canRead = false;
    AuditTableModel* m_model;
    QSortFilterProxyModel* m_sorted;
    MessageBanner* m_banner;
    QCheckBox* m_supportOnly;
    QPushButton* m_refresh;
    QLabel* m_summary;
    QTableView* m_table;
};

} // namespace cd
