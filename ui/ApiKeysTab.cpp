#include "ApiKeysTab.h"

#include "ApiKeyShownDialog.h"
#include "CreateApiKeyDialog.h"
#include "MessageBanner.h"
#include "TabOrder.h"
#include "core/RoleCoverage.h"
#include "core/RoleText.h"
#include "session/ApiKeysSession.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

namespace {
QString when(const QDateTime& t) {
    return QLocale().toString(t.toLocalTime(), QLocale::ShortFormat);
}
} // namespace

ApiKeysTab::ApiKeysTab(ApiKeysSession& keys, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
    , m_banner(new MessageBanner(this))
    , m_intro(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_create(new QPushButton(tr("&Create…"), this))
    , m_revoke(new QPushButton(tr("&Revoke…"), this)) {
    setObjectName(QStringLiteral("apiKeysTab"));
    m_intro->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("apiKeysEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No API keys. Create one for each program or script that calls the platform."));
    m_empty->hide();
    m_table->setObjectName(QStringLiteral("apiKeyTable"));
    m_table->setAccessibleName(tr("API keys"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Prefix"), tr("Role"), tr("Member"), tr("Created by"),
                                        tr("Created"), tr("Last used"), tr("Expires")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_create->setObjectName(QStringLiteral("createApiKey"));
    m_revoke->setObjectName(QStringLiteral("revokeApiKey"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_create);
    buttons->addWidget(m_revoke);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    layout->addLayout(buttons);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    // Revoke, enabled only once a row is chosen, comes after the table where the row is chosen.
    m_table->setTabKeyNavigation(false); // Tab leaves the table for Revoke; arrows choose the row
    TabOrder::chain({m_create, m_table, m_revoke});

    connect(m_create, &QPushButton::clicked, this, [this] { openCreateDialog(); });
    connect(m_revoke, &QPushButton::clicked, this, [this] { revokeSelected(); });
    connect(&m_keys, &ApiKeysSession::keysChanged, this, &ApiKeysTab::showKeys);
    connect(&m_keys, &ApiKeysSession::failed, this,
            [this](const QString& text) { m_banner->showError(text); });
    connect(&m_keys, &ApiKeysSession::created, this, &ApiKeysTab::showCreated);
    connect(&m_keys, &ApiKeysSession::createFailed, this, [this](const QString& text) {
        // Said where the person is: in the dialog, which keeps what they entered for a retry.
        if (m_createDialog) {
            m_createDialog->setBusy(false);
            m_createDialog->showError(text);
        } else {
            m_banner->showError(text);
        }
    });
    connect(&m_keys, &ApiKeysSession::revoked, this, [this] {
        m_banner->hide();
        Q_EMIT notification(tr("API keys"),
                            tr("API key revoked: programs using it can no longer call the "
                               "platform."),
                            false);
    });
    connect(&m_keys, &ApiKeysSession::clientChanged, this, &ApiKeysTab::reload);
    setAccess(false, false, Role::Viewer);
}

void ApiKeysTab::setAccess(bool canRead, bool canWrite, Role role) {
    m_canRead = canRead;
    m_canWrite = canWrite && !RoleCoverage::coveredBy(role).isEmpty();
    m_role = role;
    m_intro->setText(m_canWrite
                         ? tr("Programs and scripts, such as cdctl or a CI job, call the platform with "
                              "these keys. Give each its own key with the least role it needs, and "
                              "revoke a key as soon as it is no longer used.")
                         : tr("The tenant's API keys, read-only. Owners and admins create and revoke "
                              "them."));
    // Read-only (support staff): no buttons that could only be refused.
    m_create->setVisible(m_canWrite);
    m_revoke->setVisible(m_canWrite);
    // Enabled whenever there is a key, not only while one is selected: a keyboard user tabbing
    // from the buttons to the list would otherwise never reach it (tst_accessibility).
    m_revoke->setEnabled(m_canWrite && m_table->rowCount() > 0);
    m_table->setEnabled(canRead);
}

void ApiKeysTab::reload() {
    if (m_canRead && m_keys.hasClient())
        m_keys.load();
}

void ApiKeysTab::showKeys() {
    const QList<ApiKey>& keys = m_keys.keys();
    m_table->setRowCount(int(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const ApiKey& k = keys[row];
        QString expires = k.expiresAt.isValid() ? when(k.expiresAt) : tr("Never");
        if (k.expired)
            expires = tr("Expired %1").arg(when(k.expiresAt));
        const QString cells[ColumnCount] = {k.name,
                                            k.prefix + QStringLiteral("…"),
                                            RoleText::name(k.role),
                                            k.memberEmail,
                                            k.createdBy,
                                            when(k.createdAt),
                                            k.lastUsedAt.isValid() ? when(k.lastUsedAt) : tr("Never"),
                                            expires};
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, k.id);
            if (k.expired) {
                // Marked by words and slant, not by a paler colour that high contrast would lose.
                QFont font = item->font();
                font.setItalic(true);
                item->setFont(font);
                item->setToolTip(tr("This key expired: the platform refuses it. Revoke it to tidy up."));
            }
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_empty->setVisible(m_canRead && keys.isEmpty());
    m_revoke->setEnabled(m_canWrite && m_table->rowCount() > 0);
}

CreateApiKeyDialog* ApiKeysTab::openCreateDialog() {
    if (!m_canWrite || m_createDialog)
        return m_createDialog;
    auto* dialog = new CreateApiKeyDialog(RoleCoverage::coveredBy(m_role), this);
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
    m_banner->hide();
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
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    if (!m_canWrite)
        return nullptr;
    if (selected.isEmpty()) {
        m_banner->showInfo(tr("Choose the key to revoke in the list first."));
        return nullptr;
    }
    const int row = selected.first()->row();
    const QString id = m_table->item(row, Name)->data(Qt::UserRole).toString();
    const QString name = m_table->item(row, Name)->text();
    const QString prefix = m_table->item(row, Prefix)->text();
    auto* box = new QMessageBox(QMessageBox::Question, tr("Revoke API key"),
                                tr("Revoke the API key \"%1\" (%2)? Programs using it stop working at once, "
                                   "including streams they have open. This cannot be undone.")
                                    .arg(name, prefix),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("revokeApiKeyQuestion"));
    QPushButton* revoke = box->addButton(tr("&Revoke"), QMessageBox::DestructiveRole);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, revoke, id] {
        if (box->clickedButton() == revoke)
            m_keys.revoke(id);
    });
    box->open();
    return box;
}

} // namespace cd
