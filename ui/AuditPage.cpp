#include "AuditPage.h"

#include "ListTable.h"
#include "MessageBanner.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "core/ErrorText.h"
#include "models/AuditTableModel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

AuditPage::AuditPage(QWidget* parent)
    : QWidget(parent)
    , m_model(new AuditTableModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_banner(new MessageBanner(this))
    , m_supportOnly(new QCheckBox(tr("Support staff only"), this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this)) {
    setObjectName(QStringLiteral("auditPage"));
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(tr("Audit log").toHtmlEscaped()), this);
    auto* intro =
        new QLabel(tr("Every time support staff looked at this tenant in the last %1 days, and every "
                      "change its own people made or were refused. Nobody can change or remove an "
                      "entry.")
                       .arg(auditDays),
                   this);
    intro->setWordWrap(true);
    m_supportOnly->setObjectName(QStringLiteral("auditSupportOnly"));
    m_refresh->setObjectName(QStringLiteral("auditRefresh"));
    m_summary->setObjectName(QStringLiteral("auditSummary"));
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(Qt::UserRole);
    m_table->setObjectName(QStringLiteral("auditTable"));
    m_table->setModel(m_sorted);
    ListTable::setUp(m_table);
    m_table->setAccessibleName(tr("Audit log"));
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int c = 0; c < AuditTableModel::ColumnCount; ++c)
        header->setSectionResizeMode(c, c == AuditTableModel::Resource ? QHeaderView::Stretch
                                                                       : QHeaderView::ResizeToContents);
    m_table->sortByColumn(AuditTableModel::When, Qt::DescendingOrder); // newest first, as the log is

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_supportOnly);
    bar->addStretch(1);
    bar->addWidget(m_summary);
    bar->addWidget(m_refresh);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(intro);
    layout->addWidget(m_banner);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_supportOnly, &QCheckBox::toggled, this, &AuditPage::reload);
    connect(m_refresh, &QPushButton::clicked, this, &AuditPage::reload);
    connect(m_banner, &MessageBanner::actionTriggered, this, &AuditPage::reload);
    setCanRead(false);
}

void AuditPage::setClient(PlatformClient* client) {
    m_client = client;
    delete m_call;
    m_model->setRecords({});
    if (m_canRead)
        reload();
}

void AuditPage::setCanRead(bool canRead) {
    const bool changed = canRead != m_canRead;
    m_canRead = canRead;
    m_supportOnly->setEnabled(canRead);
    m_refresh->setEnabled(canRead);
    m_table->setEnabled(canRead);
    if (!canRead) {
        m_model->setRecords({});
        m_summary->clear();
        m_banner->showInfo(tr("Only the tenant's owners and admins can read its audit log."));
        return;
    }
    m_banner->hide();
    if (changed)
        reload();
}

void AuditPage::reload() {
    if (!m_client || !m_canRead)
        return;
    delete m_call;
    m_summary->setText(tr("Loading…"));
    // The last 90 days, which a person reads; all of a long-lived tenant's log could be millions.
    auto* call = m_client->auditLog(m_supportOnly->isChecked(),
                                    QDateTime::currentDateTimeUtc().addDays(-auditDays), this);
    m_call = call;
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            m_summary->clear();
            m_banner->showError(ErrorText::sentence(call->error()), tr("Retry"));
            return;
        }
        m_banner->hide();
        m_model->setRecords(call->items());
        int support = 0;
        for (const AuditRecord& r : call->items())
            support += r.role == Role::Support ? 1 : 0;
        m_summary->setText(tr("%n entries", nullptr, int(call->items().size())) + QStringLiteral(" · ") +
                           tr("%n by support staff", nullptr, support));
        Q_EMIT loaded();
    });
}

} // namespace cd
