#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;

namespace cd {

class SshKeysSession;

// The launch dialog's choice of the person's SSH keys that the cluster's nodes accept. None
// chosen is allowed: a cluster can run its workload without anyone logging in.
class LaunchSshKeyPicker final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchSshKeyPicker)

public:
    explicit LaunchSshKeyPicker(SshKeysSession& keys, QWidget* parent = nullptr);

    QStringList selectedKeyIds() const;
    // Keys not (yet) listed stay chosen and are checked when the list arrives.
    void setSelectedKeyIds(const QStringList& ids);
    QListWidget* list() const { return m_list; }

private:
    void fill();

    SshKeysSession& m_keys;
    QListWidget* m_list;
    QLabel* m_empty;
    QStringList m_wanted;
};

} // namespace cd
