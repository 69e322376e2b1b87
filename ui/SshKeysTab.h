#pragma once

#include "AccountListTab.h"

class QPushButton;
class QTableWidget;

namespace cd {

class SshKeysSession;

// The Account area's "SSH keys" tab: the person's own public keys, which the nodes of clusters they
// launch accept.
class SshKeysTab final : public AccountListTab {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshKeysTab)

public:
    enum Column { Name, Type, Bits, Fingerprint, Added, ColumnCount };

    explicit SshKeysTab(SshKeysSession& keys, QWidget* parent = nullptr);

    // Whether this role has SSH keys at all (ssh-keys:read, ssh-keys:write).
    void setAccess(bool canRead, bool canWrite);
    void reload();
    QTableWidget* keyTable() const { return table(); }

    // Opens the add dialog; the dialog (for tests).
    QWidget* openAddDialog();
    // Asks, then deletes the selected key.
    void deleteSelected();

private:
    void showKeys();

    SshKeysSession& m_keys;
    bool m_canRead = false;
    bool m_canWrite = false;
    QPushButton* m_add;
    QPushButton* m_delete;
};

} // namespace cd
