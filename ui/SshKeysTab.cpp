#include "SshKeysTab.h"

#include "AddSshKeyDialog.h"
#include "MessageBanner.h"
#include "session/SshKeysSession.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>

namespace cd {

SshKeysTab::SshKeysTab(SshKeysSession& keys, QWidget* parent)
    : AccountListTab({tr("Name"), tr("Type"), tr("Bits"), tr("Fingerprint"), tr("Added")}, Name, parent)
    , m_keys(keys)
    , m_add(addButton(tr("&Add…"), QStringLiteral("addSshKey")))
    , m_delete(addButton(tr("&Delete"), QStringLiteral("deleteSshKey"))) {
    setObjectName(QStringLiteral("sshKeysTab"));
    setEmptyText(QStringLiteral("sshKeysEmpty"),
                 tr("No SSH keys yet. Add the public key of each computer you connect from, for "
                    "example the contents of ~/.ssh/id_ed25519.pub."));
    table()->setObjectName(QStringLiteral("sshKeyTable"));
    table()->setAccessibleName(tr("SSH keys"));
    finishLayout(Buttons::AboveTable);

    connect(m_add, &QPushButton::clicked, this, [this] { openAddDialog(); });
    connect(m_delete, &QPushButton::clicked, this, &SshKeysTab::deleteSelected);
    connect(&m_keys, &SshKeysSession::keysChanged, this, &SshKeysTab::showKeys);
    connect(&m_keys, &SshKeysSession::failed, this, [this](const QString& text) {
        banner()->showError(text);
        showEmpty(m_canRead, m_keys.isLoading());
    });
    connect(&m_keys, &SshKeysSession::added, this, [this](const SshKey& key) {
        banner()->hide();
        Q_EMIT notification(tr("SSH keys"), tr("SSH key \"%1\" added.").arg(key.name), false);
    });
    connect(&m_keys, &SshKeysSession::clientChanged, this, &SshKeysTab::reload);
    setAccess(false, false);
}

void SshKeysTab::setAccess(bool canRead, bool canWrite) {
    m_canRead = canRead;
    m_canWrite = canWrite;
    setIntro(canRead ? tr("Clusters you launch accept these keys on every node. Choose them in the "
                          "launch dialog; only you see your keys.")
                     : tr("Your role cannot reach nodes over SSH, so it has no SSH keys."));
    m_add->setEnabled(canWrite);
    m_delete->setEnabled(canWrite && table()->rowCount() > 0);
    table()->setEnabled(canRead);
}

void SshKeysTab::reload() {
    if (m_canRead && m_keys.hasClient())
        m_keys.load();
}

void SshKeysTab::showKeys() {
    const QList<SshKey>& keys = m_keys.keys();
    table()->setRowCount(int(keys.size()));
    for (int row = 0; row < keys.size(); ++row) {
        const SshKey& k = keys[row];
        setRow(row,
               {k.name, k.type, QString::number(k.bits), k.fingerprint,
                QLocale().toString(k.createdAt.toLocalTime(), QLocale::ShortFormat)},
               k.id);
    }
    showEmpty(m_canRead, m_keys.isLoading());
    m_delete->setEnabled(m_canWrite && table()->rowCount() > 0);
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
    if (!m_canWrite)
        return;
    const QString id = selectedId();
    if (id.isEmpty()) {
        banner()->showInfo(tr("Choose the key to delete in the list first."));
        return;
    }
    const QString name = table()->item(table()->selectedItems().first()->row(), Name)->text();
    const auto answer = QMessageBox::question(this, tr("Delete SSH key"),
                                              tr("Delete the SSH key \"%1\"? Clusters launched with it keep "
                                                 "accepting it until they are terminated.")
                                                  .arg(name),
                                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_keys.remove(id);
}

} // namespace cd
