#include "TerminateClusterDialog.h"

#include "EnterKey.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

TerminateClusterDialog::TerminateClusterDialog(const QString& clusterName, QWidget* parent)
    : QDialog(parent)
    , m_expected(clusterName)
    , m_name(new QLineEdit(this)) {
    setObjectName(QStringLiteral("terminateClusterDialog"));
    setWindowTitle(tr("Terminate %1").arg(clusterName));
    auto* text = new QLabel(tr("Terminating releases every node of <b>%1</b> and erases their local disks. "
                               "This cannot be undone.<br><br>Type the cluster's name to confirm:")
                                .arg(clusterName.toHtmlEscaped()),
                            this);
    text->setWordWrap(true);
    text->setBuddy(m_name);
    m_name->setObjectName(QStringLiteral("confirmName"));
    m_name->setAccessibleName(tr("Cluster name to confirm"));
    m_name->setPlaceholderText(clusterName);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_terminate = buttons->addButton(tr("&Terminate"), QDialogButtonBox::DestructiveRole);
    m_terminate->setObjectName(QStringLiteral("terminateButton"));
    m_terminate->setEnabled(false);
    // Enter terminates once the name is typed exactly, and does nothing before: it never closes
    // the dialog as a cancel that leaves the person believing the cluster is gone.
    EnterKey::makePrimary(*this, m_terminate);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_name);
    layout->addWidget(buttons);
    connect(m_name, &QLineEdit::textChanged, this,
            [this](const QString& typed) { m_terminate->setEnabled(typed.trimmed() == m_expected); });
    connect(m_terminate, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

} // namespace cd
