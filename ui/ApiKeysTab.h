#pragma once

#include "AccountListTab.h"
#include "core/ApiKey.h"
#include "core/Member.h"

#include <QList>
#include <QPointer>

class QMessageBox;
class QPushButton;
class QTableWidget;

namespace cd {

class ApiKeyShownDialog;
class ApiKeysSession;
class CreateApiKeyDialog;

// The Account area's "API keys" tab (owners and admins; support staff read it): the tenant's keys,
// Create… (for oneself or another member) with the key shown once, Revoke… after asking.
class ApiKeysTab final : public AccountListTab {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeysTab)

public:
    enum Column { Name, Prefix, RoleColumn, Member, CreatedBy, Created, LastUsed, Expires, ColumnCount };

    explicit ApiKeysTab(ApiKeysSession& keys, QWidget* parent = nullptr);

    // `role` and `selfId`: the signed-in person's; the role bounds the roles a new key may have.
    void setAccess(bool canRead, bool canWrite, Role role, const QString& selfId = {});
    // The tenant's members, whom Create offers a key for (the Members tab's list: AccountPage).
    void setMembers(const QList<cd::Member>& members);
    void reload();
    QTableWidget* keyTable() const { return table(); }
    QPushButton* createButton() const { return m_create; }
    QPushButton* revokeButton() const { return m_revoke; }

    // Opens Create API key; the dialog, or null when this role may not (for tests too).
    CreateApiKeyDialog* openCreateDialog();
    // The dialog showing the key just made, while it is open.
    ApiKeyShownDialog* shownDialog() const;
    // Asks, then revokes the selected key; the question, or null when nothing is selected.
    QMessageBox* revokeSelected();

private:
    void showKeys();
    void showCreated(const NewApiKey& made);

    ApiKeysSession& m_keys;
    bool m_canRead = false;
    bool m_canWrite = false;
    Role m_role = Role::Viewer;
    QString m_selfId;
    QList<cd::Member> m_members;
    QPushButton* m_create;
    QPushButton* m_revoke;
    QPointer<CreateApiKeyDialog> m_createDialog;
    QPointer<ApiKeyShownDialog> m_shown;
};

} // namespace cd
