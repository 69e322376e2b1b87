#include "TenantPickerDialog.h"

#include "EnterKey.h"

#include "core/ErrorText.h"
#include "session/TenantDirectory.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

TenantPickerDialog::TenantPickerDialog(TenantDirectory& tenants, QWidget* parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
    , m_status(new QLabel(tr("Loading tenants…"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("tenantPicker"));
    setWindowTitle(tr("View a tenant"));
    auto* intro = new QLabel(tr("Choose the tenant to look at. You see its clusters, nodes, costs and "
                                "health read-only; the tenant's owners see your visit in their audit log."),
                             this);
    intro->setWordWrap(true);
    m_search->setObjectName(QStringLiteral("tenantSearch"));
    m_search->setPlaceholderText(tr("Search by name or id"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search tenants"));
    m_list->setObjectName(QStringLiteral("tenantList"));
    m_list->setAccessibleName(tr("Tenants"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&View"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    EnterKey::makePrimary(*this, m_buttons->button(QDialogButtonBox::Ok));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(460, 420);

    connect(m_search, &QLineEdit::textChanged, this, &TenantPickerDialog::refilter);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(row >= 0); });
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(&tenants, &TenantDirectory::failed, this, [this](const Error& error) {
        m_status->setText(tr("The tenants could not be listed: %1").arg(ErrorText::sentence(error)));
    });
    connect(&tenants, &TenantDirectory::loaded, this, [this](const QList<TenantSummary>& list) {
        m_tenants = list;
        refilter();
        Q_EMIT loaded();
    });
    tenants.load();
}

void TenantPickerDialog::setSearch(const QString& text) {
    m_search->setText(text);
}

void TenantPickerDialog::refilter() {
    const QString words = m_search->text().trimmed();
    m_list->clear();
    for (const TenantSummary& t : std::as_const(m_tenants)) {
        if (!words.isEmpty() && !t.name.contains(words, Qt::CaseInsensitive) &&
            !t.id.contains(words, Qt::CaseInsensitive))
            continue;
        auto* item = new QListWidgetItem(tr("%1  (%2)").arg(t.name, t.id), m_list);
        item->setData(Qt::UserRole, t.id);
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_status->setText(m_tenants.isEmpty()
                          ? tr("No tenants.")
                          : tr("%1 of %2 tenants").arg(m_list->count()).arg(m_tenants.size()));
}

TenantSummary TenantPickerDialog::chosen() const {
    const QListWidgetItem* item = m_list->currentItem();
    if (!item)
        return {};
    const QString id = item->data(Qt::UserRole).toString();
    for (const TenantSummary& t : m_tenants) {
        if (t.id == id)
            return t;
    }
    return {};
}

} // namespace cd
