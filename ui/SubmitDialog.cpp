#include "SubmitDialog.h"

#include "TabOrder.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

SubmitDialog::SubmitDialog(const QString& prefix, const QString& okText, QWidget* parent)
    : QDialog(parent)
    , m_form(new QFormLayout)
    , m_note(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    m_note->setWordWrap(true);
    m_verdict->setObjectName(prefix + u"Verdict");
    m_verdict->setWordWrap(true);
    m_verdict->hide();
    m_error->setObjectName(prefix + u"Error");
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(okText);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_note);
    layout->addWidget(m_verdict);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (verdictText().isEmpty() && !m_busy)
            Q_EMIT submitted();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void SubmitDialog::setNote(const QString& text) {
    m_note->setText(text);
}

void SubmitDialog::setInputs(const QList<QWidget*>& inputs) {
    m_inputs = inputs;
    // The buttons were made before the inputs: Tab, and the first focus, go to the inputs first.
    QList<QWidget*> order = inputs;
    order << m_buttons->button(QDialogButtonBox::Ok) << m_buttons->button(QDialogButtonBox::Cancel);
    TabOrder::chain(order);
}

bool SubmitDialog::saysVerdict(const QString& verdict) const {
    return !verdict.isEmpty();
}

void SubmitDialog::busyChanged(bool) {}

void SubmitDialog::judge() {
    const QString verdict = verdictText();
    const bool say = saysVerdict(verdict);
    m_verdict->setText(say ? verdict : QString());
    m_verdict->setVisible(say);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(verdict.isEmpty() && !m_busy);
}

void SubmitDialog::setBusy(bool busy) {
    m_busy = busy;
    for (QWidget* w : std::as_const(m_inputs))
        w->setEnabled(!busy);
    busyChanged(busy);
    if (busy)
        m_error->hide();
    judge();
}

void SubmitDialog::showError(const QString& sentence) {
    m_error->setText(sentence);
    m_error->setVisible(!sentence.isEmpty());
}

QString SubmitDialog::errorText() const {
    return m_error->isVisible() ? m_error->text() : QString();
}

} // namespace cd
