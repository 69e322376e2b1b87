#include "CustomRangeDialog.h"

#include "EnterKey.h"

#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

CustomRangeDialog::CustomRangeDialog(qint64 start, qint64 end, qint64 now, QWidget* parent, qint64 longest)
    : QDialog(parent)
    , m_now(now)
    , m_longest(longest)
    , m_start(new QDateTimeEdit(QDateTime::fromSecsSinceEpoch(start).toLocalTime(), this))
    , m_end(new QDateTimeEdit(QDateTime::fromSecsSinceEpoch(end).toLocalTime(), this))
    , m_message(new QLabel(this)) {
    setWindowTitle(tr("Custom time range"));
    for (QDateTimeEdit* edit : {m_start, m_end}) {
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        edit->setCalendarPopup(true);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &CustomRangeDialog::validate);
    }
    m_start->setObjectName(QStringLiteral("rangeStart"));
    m_end->setObjectName(QStringLiteral("rangeEnd"));
    auto* form = new QFormLayout;
    form->addRow(tr("&From:"), m_start);
    form->addRow(tr("&To:"), m_end);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("rangeProblem"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Show"));
    EnterKey::makePrimary(*this, m_ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    validate();
}

qint64 CustomRangeDialog::start() const {
    return m_start->dateTime().toSecsSinceEpoch();
}

qint64 CustomRangeDialog::end() const {
    return m_end->dateTime().toSecsSinceEpoch();
}

QString CustomRangeDialog::problem() const {
    if (end() <= start())
        return tr("The end must come after the start.");
    if (start() > m_now)
        return tr("The start is in the future; there are no samples yet.");
    if (m_longest > 0 && end() - start() > m_longest)
        return tr("Choose at most %1 days; the platform keeps samples for that long.").arg(m_longest / 86400);
    if (end() - start() < 60)
        return tr("Choose at least a minute.");
    return {};
}

void CustomRangeDialog::validate() {
    const QString why = problem();
    m_message->setText(why);
    m_message->setVisible(!why.isEmpty());
    m_ok->setEnabled(why.isEmpty());
}

} // namespace cd
