#include "StorageKeyStrip.h"

#include "PassphraseDialog.h"

#include "session/StorageSession.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

namespace cd {

StorageKeyStrip::StorageKeyStrip(StorageSession& storage, QWidget* parent)
    : QWidget(parent)
    , m_storage(storage) {
    m_exportKey = new QPushButton(tr("E&xport key…"), this);
    m_importKey = new QPushButton(tr("&Import key…"), this);
    m_exportKey->setObjectName(QStringLiteral("exportKey"));
    m_importKey->setObjectName(QStringLiteral("importKey"));
    m_exportKey->setToolTip(
        tr("Save the tenant key to a file protected by a passphrase, to use it on another "
           "computer or with clusterdesk-crypt on a node."));
    m_importKey->setToolTip(
        tr("Use a key exported on another computer; the current key is kept for reading."));
    connect(m_exportKey, &QPushButton::clicked, this, &StorageKeyStrip::exportKey);
    connect(m_importKey, &QPushButton::clicked, this, &StorageKeyStrip::importKey);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 6, 6, 0);
    // Made after the buttons and their layout, as when the page built the strip: the same order
    // of children.
    m_keyLabel = new QLabel(this);
    m_keyLabel->setObjectName(QStringLiteral("keyFingerprint"));
    m_keyLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_keyLabel->setWordWrap(true);
    // Without a keychain: what to do about the key, shown only when it applies.
    m_unlockKey = new QPushButton(tr("Unlock ke&y file…"), this);
    m_newKey = new QPushButton(tr("N&ew key…"), this);
    m_keepInFile = new QPushButton(tr("&Keep in a key file…"), this);
    m_unlockKey->setObjectName(QStringLiteral("unlockKeyFile"));
    m_newKey->setObjectName(QStringLiteral("newKey"));
    m_keepInFile->setObjectName(QStringLiteral("keepKeyInFile"));
    m_keepInFile->setToolTip(tr("Keep the key in a file in this computer's app data folder, readable only by "
                                "you and protected by a passphrase; the next start asks for it."));
    connect(m_unlockKey, &QPushButton::clicked, this, &StorageKeyStrip::unlockKeyFile);
    connect(m_newKey, &QPushButton::clicked, this, &StorageKeyStrip::makeNewKey);
    connect(m_keepInFile, &QPushButton::clicked, this, [this] { keepInFile({}); });
    row->addWidget(m_keyLabel, 1);
    row->addWidget(m_unlockKey);
    row->addWidget(m_newKey);
    row->addWidget(m_keepInFile);
    row->addWidget(m_exportKey);
    row->addWidget(m_importKey);
}

StorageKeyStrip::~StorageKeyStrip() = default;

QList<QWidget*> StorageKeyStrip::tabOrder() const {
    return {m_unlockKey, m_newKey, m_keepInFile, m_exportKey, m_importKey};
}

QWidget* StorageKeyStrip::busyPage() {
    // The whole page shows that the key is being written or read, not only this strip.
    return parentWidget() ? parentWidget() : this;
}

void StorageKeyStrip::showKey() {
    const crypto::TenantKey& key = m_storage.engine().key();
    if (key.isNull() && m_storage.hasClient() && m_storage.isSupportSession())
        m_keyLabel->setText(tr("Encryption key: support staff do not hold the tenant's key, so datasets are "
                               "listed here but not downloaded or decrypted."));
    else if (key.isNull() && m_storage.isSupportSession())
        m_keyLabel->setText(tr("Encryption key: choose a tenant to inspect first."));
    else if (key.isNull() && m_storage.needsKeyDecision())
        m_keyLabel->setText(tr("<b>Encryption key: none.</b> %1").arg(m_storage.keyStatus().toHtmlEscaped()));
    else if (key.isNull())
        m_keyLabel->setText(m_storage.hasClient() ? tr("Encryption key: loading from the keychain…")
                                                  : tr("Encryption key: connect to a platform first."));
    else if (m_storage.keyCustody() == StorageSession::KeyCustody::MemoryOnly)
        // Stays in view as long as the key is nowhere but in this process.
        m_keyLabel->setText(tr("Encryption key <b>%1</b> — <b>%2</b>")
                                .arg(key.fingerprint(), m_storage.keyStatus().toHtmlEscaped()));
    else
        m_keyLabel->setText(tr("Encryption key <b>%1</b> — %2")
                                .arg(key.fingerprint(), m_storage.keyStatus().toHtmlEscaped()));
}

void StorageKeyStrip::updateActions(bool canChange) {
    const bool connected = m_storage.hasClient();
    const bool keyed = !m_storage.engine().key().isNull();
    // Disabled for the role: the tooltip says why instead of what the button would do.
    m_importKey->setToolTip(
        canChange ? tr("Use a key exported on another computer; the current key is kept for reading.")
                  : tr("Your role can look at datasets but not upload or delete them."));
    m_exportKey->setEnabled(keyed);
    m_importKey->setEnabled(connected && canChange);
    const bool deciding = connected && m_storage.needsKeyDecision();
    m_unlockKey->setVisible(deciding && m_storage.keyFileExists());
    m_newKey->setVisible(deciding && canChange);
    m_keepInFile->setVisible(connected && keyed &&
                             m_storage.keyCustody() == StorageSession::KeyCustody::MemoryOnly);
}

void StorageKeyStrip::exportKey() {
    PassphraseDialog dialog(
        PassphraseDialog::Export,
        tr("The key file lets whoever also knows its passphrase read every dataset encrypted "
           "with key %1. Keep both safe, and apart.")
            .arg(m_storage.engine().key().fingerprint()),
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the key"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(
                QStringLiteral("clusterdesk-%1.cdkey").arg(m_storage.engine().key().fingerprint().left(9))),
        tr("ClusterDesk key files (*.cdkey)"));
    if (path.isEmpty())
        return;
    QByteArray passphrase = dialog.passphrase();
    busyPage()->setCursor(Qt::BusyCursor);
    m_storage.exportKey(path, passphrase, [this, path](bool ok, const QString& message) {
        busyPage()->unsetCursor();
        if (ok)
            emit notification(tr("Key exported"), tr("The key is in %1.").arg(path), false);
        else
            QMessageBox::warning(this, tr("Export the key"), message);
    });
    passphrase.fill('\0');
}

void StorageKeyStrip::importKey() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a key"), {},
                                                      tr("ClusterDesk key files (*.cdkey);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const QString fingerprint = StorageSession::keyFileFingerprint(path, &error);
    if (fingerprint.isEmpty()) {
        QMessageBox::warning(this, tr("Import a key"), error);
        return;
    }
    PassphraseDialog dialog(PassphraseDialog::Import,
                            tr("This file holds key %1. New uploads will use it; datasets encrypted with the "
                               "current key stay readable here.")
                                .arg(fingerprint),
                            this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QByteArray passphrase = dialog.passphrase();
    busyPage()->setCursor(Qt::BusyCursor);
    m_storage.importKey(path, passphrase, [this](bool ok, const QString& message) {
        busyPage()->unsetCursor();
        if (ok)
            emit notification(tr("Key imported"), message, false);
        else
            QMessageBox::warning(this, tr("Import a key"), message);
    });
    passphrase.fill('\0');
}

void StorageKeyStrip::unlockKeyFile() {
    PassphraseDialog dialog(PassphraseDialog::Import,
                            tr("This tenant's key is kept in %1. Enter the passphrase you chose for it.")
                                .arg(QDir::toNativeSeparators(m_storage.keyFilePath())),
                            this);
    dialog.setAcceptText(tr("&Unlock"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QByteArray passphrase = dialog.passphrase();
    busyPage()->setCursor(Qt::BusyCursor);
    m_storage.unlockKeyFile(passphrase, [this](bool ok, const QString& message) {
        busyPage()->unsetCursor();
        if (ok)
            emit notification(tr("Key unlocked"), message, false);
        else
            QMessageBox::warning(this, tr("Unlock the key file"), message);
    });
    passphrase.fill('\0');
}

void StorageKeyStrip::makeNewKey() {
    QMessageBox box(QMessageBox::Warning, tr("Make a new key"),
                    tr("Make a new encryption key for this tenant? Datasets encrypted with an earlier key "
                       "stay unreadable until you import that key. If you have its key file, import it "
                       "instead."),
                    QMessageBox::NoButton, this);
    QPushButton* make = box.addButton(tr("&Make a new key"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != make)
        return;
    m_storage.makeNewKey([this](bool ok, const QString& message) {
        if (ok)
            emit notification(tr("New key"), message, false);
        else
            QMessageBox::warning(this, tr("Make a new key"), message);
    });
}

void StorageKeyStrip::keepInFile(std::function<void(bool kept)> then) {
    PassphraseDialog dialog(PassphraseDialog::Export,
                            tr("The key will be kept in %1, readable only by you. Choose a passphrase: the "
                               "console asks for it when it starts, and without it the key is lost.")
                                .arg(QDir::toNativeSeparators(m_storage.keyFilePath())),
                            this);
    dialog.setAcceptText(tr("&Keep"));
    if (dialog.exec() != QDialog::Accepted) {
        if (then)
            then(false);
        return;
    }
    QByteArray passphrase = dialog.passphrase();
    busyPage()->setCursor(Qt::BusyCursor);
    m_storage.keepKeyInFile(passphrase, [this, then](bool ok, const QString& message) {
        busyPage()->unsetCursor();
        if (ok)
            emit notification(tr("Key kept"), message, false);
        else
            QMessageBox::warning(this, tr("Keep the key in a file"), message);
        if (then)
            then(ok);
    });
    passphrase.fill('\0');
}

bool StorageKeyStrip::confirmKeyAtRisk(std::function<void()> uploadOnceKept) {
    // Before the first upload with a key nothing keeps: the person chooses, knowingly.
    QMessageBox box(QMessageBox::Warning, tr("Upload"),
                    tr("No keychain service is running, so encryption key %1 is kept in memory only. When "
                       "the console quits it is lost, and what you upload with it can no longer be "
                       "decrypted. Keep it in a key file protected by a passphrase (or export it) first.")
                        .arg(m_storage.engine().key().fingerprint()),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("keyAtRiskQuestion"));
    QPushButton* keep = box.addButton(tr("&Keep in a key file…"), QMessageBox::AcceptRole);
    QPushButton* anyway = box.addButton(tr("Upload &anyway"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() == keep) {
        // The upload goes ahead once the key is kept.
        keepInFile([uploadOnceKept](bool kept) {
            if (kept)
                uploadOnceKept();
        });
        return false;
    }
    if (box.clickedButton() != anyway)
        return false;
    m_storage.acceptKeyAtRisk();
    return true;
}

} // namespace cd
