#include "PassphraseDialog.h"

#include "EnterKey.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

PassphraseDialog::PassphraseDialog(Mode mode, const QString& explanation, QWidget* parent)
    : QDialog(parent)
    , m_mode(mode)
    , m_first(new QLineEdit(this))
    , m_second(new QLineEdit(this))
    , m_problem(new QLabel(this)) {
    setObjectName(QStringLiteral("passphraseDialog"));
    setWindowTitle(mode == Export ? tr("Protect the key file") : tr("Open the key file"));
    auto* text = new QLabel(explanation, this);
    text->setWordWrap(true);
    for (QLineEdit* edit : {m_first, m_second}) {
        edit->setEchoMode(QLineEdit::Password);
        edit->setInputMethodHints(Qt::ImhHiddenText | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    }
    m_first->setObjectName(QStringLiteral("passphrase"));
    m_second->setObjectName(QStringLiteral("passphraseAgain"));
    m_first->setAccessibleName(tr("Passphrase"));
    m_second->setAccessibleName(tr("Passphrase again"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Passphrase:"), m_first);
    if (mode == Export)
        form->addRow(tr("&Again:"), m_second);
    else
        m_second->hide();
    m_problem->setObjectName(QStringLiteral("passphraseProblem"));
    m_problem->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(mode == Export ? tr("&Export") : tr("&Import"));
    EnterKey::makePrimary(*this, m_ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_first, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
    connect(m_second, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    validate();
}

namespace {
// clear() alone frees the line edit's buffer with the passphrase still in it: overwrite that very
// buffer first. text() shares it (implicit sharing), so writing through it reaches the edit's copy.
void wipe(QLineEdit* edit) {
    const QString text = edit->text();
    // Text set from a literal (tests) lives in read-only memory and holds no typed secret.
    if (text.data_ptr().isMutable())
        std::fill_n(const_cast<QChar*>(text.constData()), text.size(), QChar(u'\0'));
    edit->clear();
}
} // namespace

PassphraseDialog::~PassphraseDialog() {
    wipe(m_first);
    wipe(m_second);
}

QByteArray PassphraseDialog::passphrase() const {
    return m_first->text().toUtf8();
}

void PassphraseDialog::setAcceptText(const QString& text) {
    m_ok->setText(text);
}

void PassphraseDialog::validate() {
    QString problem;
    const QString text = m_first->text();
    if (text.isEmpty())
        problem = m_mode == Export
                      ? tr("Choose a passphrase of at least %1 characters; whoever has the file and "
                           "the passphrase can read every dataset.")
                            .arg(minimumLength)
                      : QString();
    else if (m_mode == Export && text.size() < minimumLength)
        problem = tr("At least %1 characters (%2 so far).").arg(minimumLength).arg(text.size());
    else if (m_mode == Export && text != m_second->text())
        problem = tr("The two passphrases differ.");
    m_problem->setText(problem);
    m_ok->setEnabled(!text.isEmpty() &&
                     (m_mode == Import || (text.size() >= minimumLength && text == m_second->text())));
}

} // namespace cd
