#include "AuditPage.h"

#include "AsOfLabel.h"
#include "ListTable.h"
#include "MessageBanner.h"

#include "core/ErrorText.h"
#include "models/AuditTableModel.h"
#include "session/AuditSession.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

AuditPage::AuditPage(AuditSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
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
                       .arg(AuditSession::auditDays),
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
    bar->addWidget(new AsOfLabel(session.freshness(), this));
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
    connect(&m_session, &AuditSession::clientChanged, this, &AuditPage::onClientChanged);
    connect(&m_session, &AuditSession::loaded, this, &AuditPage::onLoaded);
    connect(&m_session, &AuditSession::failed, this, [this](const Error& error) {
        m_summary->clear();
        m_banner->showError(ErrorText::sentence(error), tr("Retry"));
    });
    setCanRead(false);
}

void AuditPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_session.setShown(m_canRead); // a role that may not read the log never asks for it
}

void AuditPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_session.setShown(false);
}

void AuditPage::onClientChanged() {
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
        m_session.setShown(false);
        m_model->setRecords({});
        m_summary->clear();
        m_banner->showInfo(tr("Only the tenant's owners and admins can read its audit log."));
        return;
    }
    m_banner->hide();
    if (changed)
        reload();
    m_session.setShown(isVisible()); // after the load it may start, so a stale log loads once
}

void AuditPage::reload() {
    if (!m_session.hasClient() || !m_canRead)
        return;
    // A refresh keeps the counts shown beside its "Refreshing…" (AsOfLabel).
    if (m_model->rowCount() == 0)
        m_summary->setText(tr("Loading…"));
    m_session.load(m_supportOnly->isChecked());
}

void AuditPage::onLoaded(const QList<AuditRecord>& records) {
    m_banner->hide();
    m_model->setRecords(records);
    int support = 0;
    for (const AuditRecord& r : records)
        support += r.role == Role::Support ? 1 : 0;
    m_summary->setText(tr("%n entries", nullptr, int(records.size())) + QStringLiteral(" · ") +
                       tr("%n by support staff", nullptr, support));
    Q_EMIT loaded();
}

} // namespace cd
