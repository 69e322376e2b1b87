#include "ApiKeyShownDialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

ApiKeyShownDialog::ApiKeyShownDialog(const NewApiKey& made, QWidget* parent)
    : QDialog(parent)
    , m_key(new QLineEdit(made.secret, this)) {
    setWindowTitle(tr("API key \"%1\"").arg(made.key.name));
    setObjectName(QStringLiteral("apiKeyShownDialog"));
    auto* warning = new QLabel(tr("<b>Copy this key now: it cannot be shown again.</b> Neither ClusterDesk "
                                  "nor the platform keeps it, only a fingerprint. Store it where your "
                                  "program reads it, for example a CI secret or a file only you can read."),
                               this);
    warning->setObjectName(QStringLiteral("apiKeyShownWarning"));
    warning->setWordWrap(true);
    m_key->setObjectName(QStringLiteral("apiKeySecret"));
    m_key->setReadOnly(true);
    m_key->setAccessibleName(tr("New API key"));
    m_key->setMinimumWidth(m_key->fontMetrics().horizontalAdvance(made.secret) + 24);
    auto* copy = new QPushButton(tr("&Copy"), this);
    copy->setObjectName(QStringLiteral("copyApiKey"));
    copy->setAutoDefault(false);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* done = buttons->addButton(tr("&Done"), QDialogButtonBox::AcceptRole);
    done->setObjectName(QStringLiteral("apiKeyDone"));

    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(copy);
    auto* form = new QFormLayout;
    // A row of a layout gets no buddy from addRow(): name it, or the label shows its "&".
    auto* keyLabel = new QLabel(tr("&Key:"), this);
    keyLabel->setBuddy(m_key);
    form->addRow(keyLabel, keyRow);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(warning);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_key->text());
        m_key->selectAll();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    m_key->selectAll();
    m_key->setFocus();
}

ApiKeyShownDialog::~ApiKeyShownDialog() = default;

QString ApiKeyShownDialog::shownKey() const {
    return m_key->text();
}

void ApiKeyShownDialog::reject() {
    if (m_question)
        return;
    m_question = new QMessageBox(QMessageBox::Question, tr("Close without the key?"),
                                 tr("Have you stored the key? It cannot be shown again; without it you "
                                    "would have to revoke it and create another."),
                                 QMessageBox::Yes | QMessageBox::No, this);
    m_question->setObjectName(QStringLiteral("apiKeyStoredQuestion"));
    m_question->setDefaultButton(QMessageBox::No);
    m_question->setAttribute(Qt::WA_DeleteOnClose);
    QMessageBox* question = m_question;
    connect(question, &QMessageBox::finished, this, [this, question] {
        m_question = nullptr;
        if (question->standardButton(question->clickedButton()) == QMessageBox::Yes)
            QDialog::reject();
    });
    m_question->open();
}

} // namespace cd
