#include "SshKeysTab.h"

#include "AddSshKeyDialog.h"
#include "MessageBanner.h"
#include "TabOrder.h"
#include "session/SshKeysSession.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

SshKeysTab::SshKeysTab(SshKeysSession& keys, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
    , m_banner(new MessageBanner(this))
    , m_intro(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_add(new QPushButton(tr("&Add…"), this))
    , m_delete(new QPushButton(tr("&Delete"), this)) {
    setObjectName(QStringLiteral("sshKeysTab"));
    m_intro->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("sshKeysEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No SSH keys yet. Add the public key of each computer you connect from, for "
                        "example the contents of ~/.ssh/id_ed25519.pub."));
    m_empty->hide();
    m_table->setObjectName(QStringLiteral("sshKeyTable"));
    m_table->setAccessibleName(tr("SSH keys"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Type"), tr("Bits"), tr("Fingerprint"), tr("Added")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_add->setObjectName(QStringLiteral("addSshKey"));
    m_delete->setObjectName(QStringLiteral("deleteSshKey"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    layout->addLayout(buttons);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    // The table was made before the buttons above it: Tab reads the page top down, except that
    // Delete, enabled only once a row is chosen, comes after the table where the row is chosen.
    m_table->setTabKeyNavigation(false); // Tab leaves the table for Delete; arrows choose the row
    TabOrder::chain({m_add, m_table, m_delete});

    connect(m_add, &QPushButton::clicked, this, [this] { openAddDialog(); });
    connect(m_delete, &QPushButton::clicked, this, &SshKeysTab::deleteSelected);
    connect(&m_keys, &SshKeysSession::keysChanged, this, &SshKeysTab::showKeys);
    connect(&m_keys, &SshKeysSession::failed, this,
            [this](const QString& text) { m_banner->showError(text); });
    connect(&m_keys, &SshKeysSession::added, this, [this](const SshKey& key) {
        m_banner->hide();
        Q_EMIT notification(tr("SSH keys"), tr("SSH key \"%1\" added.").arg(key.name), false);
    });
    connect(&m_keys, &SshKeysSession::clientChanged, this, &SshKeysTab::reload);
    setAccess(false, false);
}

void SshKeysTab::setAccess(bool canRead, bool canWrite) {
    m_canRead = canRead;
    m_canWrite = canWrite;
    m_intro->setText(canRead ? tr("Clusters you launch accept these keys on every node. Choose them in the "
                                  "launch dialog; only you see your keys.")
                             : tr("Your role cannot reach nodes over SSH, so it has no SSH keys."));
    m_add->setEnabled(canWrite);
    m_delete->setEnabled(canWrite && m_table->rowCount() > 0);
    m_table->setEnabled(canRead);
}

void SshKeysTab::reload() {
    if (m_canRead && m_keys.hasClient())
        m_keys.load();
}

void SshKeysTab::showKeys() {
    const QList<SshKey>& keys = m_keys.keys();
    m_table->setRowCount(int(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const SshKey& k = keys[row];
        const QString cells[ColumnCount] = {
            k.name, k.type, QString::number(k.bits), k.fingerprint,
            QLocale().toString(k.createdAt.toLocalTime(), QLocale::ShortFormat)};
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setData(Qt::UserRole, k.id);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_empty->setVisible(m_canRead && keys.isEmpty());
    m_delete->setEnabled(m_canWrite && m_table->rowCount() > 0);
}

QWidget* SshKeysTab::openAddDialog() {
    if (!m_canWrite)
        return nullptr;
    auto* dialog = new AddSshKeyDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { m_keys.add(dialog->name(), dialog->publicKey()); });
    dialog->open();
    return dialog;
}

void SshKeysTab::deleteSelected() {
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    if (!m_canWrite)
        return;
    if (selected.isEmpty()) {
        m_banner->showInfo(tr("Choose the key to delete in the list first."));
        return;
    }
    const int row = selected.first()->row();
    const QString id = m_table->item(row, Name)->data(Qt::UserRole).toString();
    const QString name = m_table->item(row, Name)->text();
    const auto answer = QMessageBox::question(this, tr("Delete SSH key"),
                                              tr("Delete the SSH key \"%1\"? Clusters launched with it keep "
                                                 "accepting it until they are terminated.")
                                                  .arg(name),
                                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_keys.remove(id);
}

} // namespace cd
