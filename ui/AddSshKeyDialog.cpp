#include "AddSshKeyDialog.h"

#include "crypto/OpenSshPublicKey.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

namespace {
constexpr qint64 maxKeyFileBytes = 64 * 1024; // a public key is well under 1 KiB; anything big is not one
}

AddSshKeyDialog::AddSshKeyDialog(QWidget* parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_key(new QPlainTextEdit(this))
    , m_verdict(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Add SSH key"));
    setObjectName(QStringLiteral("addSshKeyDialog"));
    m_name->setObjectName(QStringLiteral("sshKeyName"));
    m_name->setMaxLength(100);
    m_name->setPlaceholderText(tr("e.g. laptop"));
    m_key->setObjectName(QStringLiteral("sshKeyText"));
    m_key->setAccessibleName(tr("Public key"));
    m_key->setPlaceholderText(tr("ssh-ed25519 AAAA... you@computer"));
    m_key->setTabChangesFocus(true);
    m_verdict->setObjectName(QStringLiteral("sshKeyVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* load = new QPushButton(tr("Load from file…"), this);
    load->setObjectName(QStringLiteral("sshKeyLoad"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Public &key:"), m_key);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(load, 0, Qt::AlignLeft);
    layout->addWidget(m_verdict);
    layout->addWidget(m_buttons);
    // The button was made after the dialog's buttons: Tab reads the dialog top down.
    setTabOrder(m_key, load);
    setTabOrder(load, m_buttons);

    connect(m_key, &QPlainTextEdit::textChanged, this, &AddSshKeyDialog::judge);
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Public key file"), QDir::homePath() + u"/.ssh",
                                         tr("Public keys (*.pub);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    judge();
    resize(560, 300);
}

QString AddSshKeyDialog::name() const {
    return m_name->text().trimmed();
}

QString AddSshKeyDialog::publicKey() const {
    return m_key->toPlainText().trimmed();
}

QString AddSshKeyDialog::verdictText() const {
    return m_verdict->text();
}

bool AddSshKeyDialog::loadFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > maxKeyFileBytes) {
        m_verdict->setText(
            file.size() > maxKeyFileBytes
                ? tr("%1 is too large to be a public key.").arg(QDir::toNativeSeparators(path))
                : tr("%1 could not be read: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_key->setPlainText(QString::fromUtf8(file.readAll()).trimmed());
    return true;
}

void AddSshKeyDialog::judge() {
    const QString text = publicKey();
    const auto key = crypto::OpenSshPublicKey::parse(text);
    if (name().isEmpty() && !key.comment.isEmpty())
        m_name->setPlaceholderText(key.comment);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(key.accepted());
    if (text.isEmpty())
        m_verdict->setText(
            tr("Paste the contents of your public key file (for example ~/.ssh/id_ed25519.pub), "
               "or load it from the file."));
    else if (key.accepted())
        m_verdict->setText(
            tr("%1, %2 bits. Fingerprint: %3").arg(key.type).arg(key.bits).arg(key.fingerprint));
    else
        m_verdict->setText(key.reason);
}

} // namespace cd
