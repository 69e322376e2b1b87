#include "ApiKeysTab.h"

#include "ApiKeyShownDialog.h"
#include "CreateApiKeyDialog.h"
#include "MessageBanner.h"
#include "core/RoleCoverage.h"
#include "core/RoleText.h"
#include "session/ApiKeysSession.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

namespace cd {

namespace {
QString when(const QDateTime& t) {
    return QLocale().toString(t.toLocalTime(), QLocale::ShortFormat);
}
} // namespace

ApiKeysTab::ApiKeysTab(ApiKeysSession& keys, QWidget* parent)
    : AccountListTab({tr("Name"), tr("Prefix"), tr("Role"), tr("Member"), tr("Created by"), tr("Created"),
                      tr("Last used"), tr("Expires")},
                     Name, parent)
    , m_keys(keys)
    , m_create(addButton(tr("&Create…"), QStringLiteral("createApiKey")))
    , m_revoke(addButton(tr("&Revoke…"), QStringLiteral("revokeApiKey"))) {
    setObjectName(QStringLiteral("apiKeysTab"));
    setEmptyText(QStringLiteral("apiKeysEmpty"),
                 tr("No API keys. Create one for each program or script that calls the platform."));
    table()->setObjectName(QStringLiteral("apiKeyTable"));
    table()->setAccessibleName(tr("API keys"));
    finishLayout(Buttons::AboveTable);

    connect(m_create, &QPushButton::clicked, this, [this] { openCreateDialog(); });
    connect(m_revoke, &QPushButton::clicked, this, [this] { revokeSelected(); });
    connect(&m_keys, &ApiKeysSession::keysChanged, this, &ApiKeysTab::showKeys);
    connect(&m_keys, &ApiKeysSession::failed, this, [this](const QString& text) {
        banner()->showError(text);
        showEmpty(m_canRead, m_keys.isLoading());
    });
    connect(&m_keys, &ApiKeysSession::created, this, &ApiKeysTab::showCreated);
    connect(&m_keys, &ApiKeysSession::createFailed, this,
            [this](const QString& text) { showRefusal(m_createDialog, text); });
    connect(&m_keys, &ApiKeysSession::revoked, this, [this] {
        banner()->hide();
        Q_EMIT notification(tr("API keys"),
                            tr("API key revoked: programs using it can no longer call the "
                               "platform."),
                            false);
    });
    connect(&m_keys, &ApiKeysSession::clientChanged, this, &ApiKeysTab::reload);
    setAccess(false, false, Role::Viewer);
}

void ApiKeysTab::setAccess(bool canRead, bool canWrite, Role role, const QString& selfId) {
    m_canRead = canRead;
    m_canWrite = canWrite && !RoleCoverage::coveredBy(role).isEmpty();
    m_role = role;
    m_selfId = selfId;
    setIntro(m_canWrite ? tr("Programs and scripts, such as cdctl or a CI job, call the platform with "
                             "these keys. Give each its own key with the least role it needs, and "
                             "revoke a key as soon as it is no longer used.")
                        : tr("The tenant's API keys, read-only. Owners and admins create and revoke "
                             "them."));
    // Read-only (support staff): no buttons that could only be refused.
    m_create->setVisible(m_canWrite);
    m_revoke->setVisible(m_canWrite);
    // Enabled whenever there is a key, not only while one is selected: a keyboard user tabbing
    // from the buttons to the list would otherwise never reach it (tst_accessibility).
    m_revoke->setEnabled(m_canWrite && table()->rowCount() > 0);
    table()->setEnabled(canRead);
}

void ApiKeysTab::setMembers(const QList<cd::Member>& members) {
    m_members = members;
}

void ApiKeysTab::reload() {
    if (m_canRead && m_keys.hasClient())
        m_keys.load();
}

void ApiKeysTab::showKeys() {
    const QList<ApiKey>& keys = m_keys.keys();
    table()->setRowCount(int(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const ApiKey& k = keys[row];
        QString expires = k.expiresAt.isValid() ? when(k.expiresAt) : tr("Never");
        if (k.expired)
            expires = tr("Expired %1").arg(when(k.expiresAt));
        // A key the platform made itself (the tenant's first ones) has no creator to name.
        const QList<QTableWidgetItem*> items =
            setRow(row,
                   {k.name, k.prefix + QStringLiteral("…"), RoleText::name(k.role), k.memberEmail,
                    k.createdBy.isEmpty() ? QStringLiteral("—") : k.createdBy, when(k.createdAt),
                    k.lastUsedAt.isValid() ? when(k.lastUsedAt) : tr("Never"), expires},
                   k.id);
        if (!k.expired)
            continue;
        for (QTableWidgetItem* item : items) {
            // Marked by words and slant, not by a paler colour that high contrast would lose.
            QFont font = item->font();
            font.setItalic(true);
            item->setFont(font);
            item->setToolTip(tr("This key expired: the platform refuses it. Revoke it to tidy up."));
        }
    }
    showEmpty(m_canRead, m_keys.isLoading());
    m_revoke->setEnabled(m_canWrite && table()->rowCount() > 0);
}

CreateApiKeyDialog* ApiKeysTab::openCreateDialog() {
    if (!m_canWrite || m_createDialog)
        return m_createDialog;
    // Everyone else of the tenant, invited ones too: a key is how an invited person first signs in.
    QList<cd::Member> others;
    for (const cd::Member& m : std::as_const(m_members)) {
        if (m.id != m_selfId)
            others.append(m);
    }
    auto* dialog = new CreateApiKeyDialog(m_role, others, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_createDialog = dialog;
    connect(dialog, &CreateApiKeyDialog::submitted, this, [this, dialog] {
        dialog->setBusy(true);
        m_keys.create(dialog->request());
    });
    dialog->open();
    return dialog;
}

void ApiKeysTab::showCreated(const NewApiKey& made) {
    banner()->hide();
    if (m_createDialog)
        m_createDialog->accept();
    auto* shown = new ApiKeyShownDialog(made, this);
    shown->setAttribute(Qt::WA_DeleteOnClose);
    m_shown = shown;
    shown->open();
}

ApiKeyShownDialog* ApiKeysTab::shownDialog() const {
    return m_shown;
}

QMessageBox* ApiKeysTab::revokeSelected() {
    if (!m_canWrite)
        return nullptr;
    const QString id = selectedId();
    if (id.isEmpty()) {
        banner()->showInfo(tr("Choose the key to revoke in the list first."));
        return nullptr;
    }
    const int row = table()->selectedItems().first()->row();
    const QString name = table()->item(row, Name)->text();
    const QString prefix = table()->item(row, Prefix)->text();
    return askFirst(QMessageBox::Question, QStringLiteral("revokeApiKeyQuestion"), tr("Revoke API key"),
                    tr("Revoke the API key \"%1\" (%2)? Programs using it stop working at once, "
                       "including streams they have open. This cannot be undone.")
                        .arg(name, prefix),
                    tr("&Revoke"), [this, id] { m_keys.revoke(id); });
}

} // namespace cd
