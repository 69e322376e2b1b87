#pragma once

#include "core/Role.h"

#include <QWidget>

class QTabWidget;

namespace cd {

class ApiKeysSession;
class ApiKeysTab;
class SshKeysSession;
class MembersSession;
class MembersTab;
class SshKeysTab;

// The Account area: tabs for the person's own SSH keys, the tenant's API keys and its members.
// Each tab is shown when the signed-in role may read it; the area when any is (MainWindow).
class AccountPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountPage)

public:
    // What the signed-in person may do here, from GET /v1/me's permissions.
    struct Access {
        bool sshKeysRead = false;
        bool sshKeysWrite = false;
        bool apiKeysRead = false;
        bool apiKeysWrite = false;
        bool membersRead = false;
        bool membersWrite = false;
        Role role = Role::Viewer; // which roles they may hand out (RoleCoverage)
        QString userId;           // who they are among the members (asked before changing themself)
    };

    AccountPage(SshKeysSession& sshKeys, ApiKeysSession& apiKeys, MembersSession& members,
                QWidget* parent = nullptr);

    void setAccess(const Access& access);
    bool anyReadable() const;
    // Reloads the tab in view (and each other one when it comes into view).
    void reload();

    QTabWidget* tabs() const { return m_tabs; }
    SshKeysTab* sshKeysTab() const { return m_sshKeys; }
    ApiKeysTab* apiKeysTab() const { return m_apiKeys; }
    MembersTab* membersTab() const { return m_members; }

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    void reloadTab(int index);

    Access m_access;
    QTabWidget* m_tabs;
    SshKeysTab* m_sshKeys;
    ApiKeysTab* m_apiKeys;
    MembersTab* m_members;
};

} // namespace cd
