#include "OfferingsPage.h"

#include "AsOfLabel.h"
#include "ListTable.h"
#include "MessageBanner.h"
#include "OfferingDetailView.h"
#include "OfferingFilterBar.h"
#include "ShortcutsHelp.h"
#include "SvgIconEngine.h"

#include "core/ErrorText.h"
#include "models/OfferingFilterProxy.h"
#include "models/OfferingsModel.h"
#include "session/OfferingsSession.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cd {

OfferingsPage::OfferingsPage(OfferingsSession& session, QSettings& settings, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_settings(settings)
    , m_freshness(staleAfter)
    , m_model(new OfferingsModel(this))
    , m_proxy(new OfferingFilterProxy(this))
    , m_filterBar(new OfferingFilterBar(this))
    , m_table(new QTableView(this))
    , m_detail(new OfferingDetailView(this))
    , m_banner(new MessageBanner(this))
    , m_count(new QLabel(this))
    , m_asOf(new AsOfLabel(m_freshness, this))
    , m_progress(new QProgressBar(this))
    , m_refresh(new QPushButton(SvgIconEngine::icon(QStringLiteral("refresh")), tr("Re&fresh"), this))
    , m_launch(new QPushButton(SvgIconEngine::icon(QStringLiteral("clusters")), tr("&Launch\u2026"), this)) {
    setObjectName(QStringLiteral("offeringsPage"));
    m_proxy->setOfferingsModel(m_model);

    auto* title = new QLabel(QStringLiteral("<h2>%1</h2>").arg(tr("GPU offerings").toHtmlEscaped()), this);
    m_count->setObjectName(QStringLiteral("offeringCount"));
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    // F5 on Windows and Linux, ⌘R on macOS: the system's own Refresh key.
    m_refresh->setToolTip(ShortcutsHelp::withKey(tr("Fetch the catalog again"), QKeySequence::Refresh));
    m_refresh->setObjectName(QStringLiteral("refreshOfferings"));
    m_launch->setObjectName(QStringLiteral("launchFromOffering"));

    auto* header = new QHBoxLayout;
    header->addWidget(title);
    header->addSpacing(12);
    header->addWidget(m_count);
    header->addSpacing(12);
    header->addWidget(m_asOf);
    header->addStretch(1);
    header->addWidget(m_progress);
    header->addWidget(m_refresh);
    header->addWidget(m_launch);

    m_table->setModel(m_proxy);
    m_table->setObjectName(QStringLiteral("offeringsTable"));
    m_table->setAccessibleName(tr("Offerings"));
    ListTable::setUp(m_table);
    m_table->sortByColumn(OfferingsModel::GpuHourPriceColumn, Qt::AscendingOrder);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_detail->setMinimumWidth(280);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_banner);
    layout->addWidget(m_filterBar);
    layout->addWidget(splitter, 1);

    connect(m_filterBar, &OfferingFilterBar::filterChanged, this, [this](const OfferingFilter& f) {
        if (f.billingMode != m_model->billingMode() || f.currency != m_model->currency()) {
            m_settings.setValue(QStringLiteral("offerings/billingMode"), billingModeId(f.billingMode));
            m_settings.setValue(QStringLiteral("offerings/currency"), currencyCode(f.currency));
        }
        m_model->setPricing(f.billingMode, f.currency);
        m_proxy->setFilter(f);
        updateCount();
        showCurrent();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &OfferingsPage::showCurrent);
    connect(m_refresh, &QPushButton::clicked, this, &OfferingsPage::reload);
    connect(m_launch, &QPushButton::clicked, this, [this] {
        if (const QString id = currentOfferingId(); !id.isEmpty())
            Q_EMIT launchRequested(id);
    });
    connect(m_banner, &MessageBanner::actionTriggered, this, &OfferingsPage::onBannerAction);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &OfferingsPage::updateCount);
    connect(&m_session, &OfferingsSession::clientChanged, this, &OfferingsPage::onClientChanged);
    connect(&m_session, &OfferingsSession::loadingChanged, this, &OfferingsPage::onLoadingChanged);
    connect(&m_session, &OfferingsSession::progressed, this,
            [this](int n) { m_count->setText(tr("Loading\u2026 %n offering(s) so far", nullptr, n)); });
    connect(&m_session, &OfferingsSession::regionsLoaded, this,
            [this] { m_filterBar->setChoices(m_model->offerings(), m_session.regions()); });
    connect(&m_session, &OfferingsSession::offeringsLoaded, this, &OfferingsPage::onOfferingsLoaded);
    connect(&m_session, &OfferingsSession::offeringsFailed, this, &OfferingsPage::onOfferingsFailed);
    connect(&m_freshness, &StaleAfter::due, &m_session, &OfferingsSession::reload);
    m_filterBar->setPricing(
        billingModeFromId(m_settings.value(QStringLiteral("offerings/billingMode")).toString())
            .value_or(BillingMode::Hourly),
        currencyFromCode(m_settings.value(QStringLiteral("offerings/currency")).toString())
            .value_or(Currency::USD));
    updateCount();
    updateLaunch();
}

void OfferingsPage::onBannerAction() {
    if (m_bannerAction == BannerAction::ResetFilters)
        m_filterBar->reset();
    else
        reload();
}

OfferingsPage::~OfferingsPage() = default;

bool OfferingsPage::isLoading() const {
    return m_session.isLoading();
}

void OfferingsPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_freshness.setShown(true);
}

void OfferingsPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_freshness.setShown(false);
}

void OfferingsPage::onClientChanged() {
    m_freshness.reset();
    m_model->setOfferings({});
    m_banner->hide();
    // With a client, the session loads again at once and the page shows that instead.
    if (!m_session.hasClient())
        updateCount();
}

void OfferingsPage::reload() {
    m_session.reload();
}

void OfferingsPage::onLoadingChanged(bool loading) {
    if (loading) {
        m_banner->hide();
        m_freshness.started();
        updateCount();
    }
    m_progress->setVisible(loading);
    m_refresh->setEnabled(!loading);
}

void OfferingsPage::onOfferingsFailed(const Error& error) {
    noteAnswer(false);
    m_bannerAction = BannerAction::Retry;
    m_banner->showError(ErrorText::sentence(error), tr("&Retry"));
    m_banner->setToolTip(error.detail);
    updateCount();
}

void OfferingsPage::noteAnswer(bool ok) {
    // The catalog is shared: another page's load can answer without this one having asked.
    if (!m_freshness.isLoading())
        m_freshness.started();
    m_freshness.finished(ok);
}

void OfferingsPage::onOfferingsLoaded(const QList<Offering>& offerings) {
    noteAnswer(true);
    const QString selected = m_table->currentIndex().data(OfferingsModel::OfferingIdRole).toString();
    m_model->setOfferings(offerings);
    m_filterBar->setChoices(m_model->offerings(), m_session.regions());
    m_table->resizeColumnsToContents();
    const int row = m_model->rowOf(selected);
    if (row >= 0)
        m_table->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)));
    else if (m_proxy->rowCount() > 0)
        m_table->setCurrentIndex(m_proxy->index(0, 0));
    updateCount();
    showCurrent();
    Q_EMIT loaded(int(m_model->offerings().size()));
}

void OfferingsPage::updateCount() {
    const int total = int(m_model->offerings().size());
    // Connected and no answer yet: the catalog is on its way, not empty. (Once it pages in, the
    // count of offerings so far replaces this.)
    const bool firstLoad = m_session.hasClient() && (isLoading() || !m_freshness.hasAnswered());
    if (total == 0 && firstLoad) {
        m_count->setText(tr("Loading offerings\u2026"));
        return;
    }
    if (isLoading())
        return;
    const int shown = m_proxy->rowCount();
    // An empty table says why, and offers the way back.
    if (total > 0 && shown == 0) {
        m_bannerAction = BannerAction::ResetFilters;
        m_banner->showInfo(tr("No offering matches all of these filters."), tr("Reset filters"));
    } else if (m_bannerAction == BannerAction::ResetFilters) {
        m_banner->hide();
        m_bannerAction = BannerAction::Retry;
    }
    if (total == 0)
        m_count->setText(m_session.hasClient() ? tr("No offerings")
                         : m_awaitingTenant    ? tr("Choose a tenant to inspect")
                                               : tr("Not connected"));
    else if (shown == total)
        m_count->setText(tr("%n offering(s)", nullptr, total));
    else
        m_count->setText(tr("%1 of %n offering(s) match", nullptr, total).arg(shown));
}

QString OfferingsPage::currentOfferingId() const {
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(OfferingsModel::OfferingIdRole).toString() : QString();
}

void OfferingsPage::setCanLaunch(bool canLaunch) {
    m_canLaunch = canLaunch;
    updateLaunch();
}

void OfferingsPage::setAwaitingTenant(bool awaiting) {
    m_awaitingTenant = awaiting;
    updateCount();
}

void OfferingsPage::updateLaunch() {
    const bool selected = !currentOfferingId().isEmpty();
    m_launch->setEnabled(m_canLaunch && selected);
    // Disabled: the tooltip says why instead of what the button would do.
    m_launch->setToolTip(!m_canLaunch ? tr("Your role can look at offerings but not launch clusters.")
                         : !selected  ? tr("Select an offering to launch a cluster of it.")
                                      : tr("Open the launch dialog with this offering chosen."));
}

void OfferingsPage::showCurrent() {
    updateLaunch();
    Q_EMIT currentOfferingChanged(currentOfferingId());
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        m_detail->showOffering(std::nullopt, m_model->currency());
        return;
    }
    const QModelIndex source = m_proxy->mapToSource(current);
    m_detail->showOffering(m_model->offering(source.row()), m_model->currency());
}

void OfferingsPage::focusSearch() {
    m_filterBar->focusSearch();
}

} // namespace cd
