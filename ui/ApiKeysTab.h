#pragma once

#include "core/ApiKey.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QMessageBox;
class QPushButton;
class QTableWidget;

namespace cd {

class ApiKeyShownDialog;
class ApiKeysSession;
class CreateApiKeyDialog;
class MessageBanner;

// The Account area's "API keys" tab (owners and admins; support staff read it): the tenant's keys,
// Create… with the key shown once, Revoke… after asking.
class ApiKeysTab final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeysTab)

public:
    enum Column { Name, Prefix, RoleColumn, Member, CreatedBy, Created, LastUsed, Expires, ColumnCount };

    explicit ApiKeysTab(ApiKeysSession& keys, QWidget* parent = nullptr);

    // `role`: the signed-in person's, which bounds the roles a new key may have.
    void setAccess(bool canRead, bool canWrite, Role role);
    void reload();
    QTableWidget* keyTable() const { return m_table; }
    MessageBanner* banner() const { return m_banner; }
    QPushButton* createButton() const { return m_create; }
    QPushButton* revokeButton() const { return m_revoke; }

    // Opens Create API key; the dialog, or null when this role may not (for tests too).
    CreateApiKeyDialog* openCreateDialog();
    // The dialog showing the key just made, while it is open.
    ApiKeyShownDialog* shownDialog() const;
    // Asks, then revokes the selected key; the question, or null when nothing is selected.
    QMessageBox* revokeSelected();

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    void showKeys();
    void showCreated(const NewApiKey& made);

    ApiKeysSession& m_keys;
    bool m_canRead = false;
    bool m_canWrite = false;
    Role m_role = Role::Viewer;
    MessageBanner* m_banner;
    QLabel* m_intro;
    QLabel* m_empty;
    QTableWidget* m_table;
    QPushButton* m_create;
    QPushButton* m_revoke;
    QPointer<CreateApiKeyDialog> m_createDialog;
    QPointer<ApiKeyShownDialog> m_shown;
};

} // namespace cd
