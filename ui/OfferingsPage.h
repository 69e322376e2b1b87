#pragma once

#include "session/StaleAfter.h"

#include <QWidget>

class QLabel;
class QSettings;
class QPushButton;
class QTableView;
class QProgressBar;

namespace cd {

struct Error;
struct Offering;
class AsOfLabel;
class MessageBanner;
class OfferingDetailView;
class OfferingFilterBar;
class OfferingFilterProxy;
class OfferingsModel;
class OfferingsSession;

// Browse and compare the platform's GPU offerings: filter, sort by any column, switch billing mode
// and currency, and read one offering's details beside the table.
class OfferingsPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingsPage)

public:
    // `settings` remembers the billing mode and currency a person prices in.
    OfferingsPage(OfferingsSession& session, QSettings& settings, QWidget* parent = nullptr);
    ~OfferingsPage() override;

    void reload();
    void focusSearch();
    // The offering selected in the table, or empty.
    QString currentOfferingId() const;
    // Launch offered only to roles that may launch clusters (the button says why otherwise).
    void setCanLaunch(bool canLaunch);
    // Support staff before choosing a tenant: the page has no client, yet the console is
    // connected, so it says what to do rather than "Not connected".
    void setAwaitingTenant(bool awaiting);
    QPushButton* launchButton() const { return m_launch; }

    OfferingFilterBar* filterBar() const { return m_filterBar; }
    QTableView* table() const { return m_table; }
    OfferingFilterProxy* proxy() const { return m_proxy; }
    OfferingsModel* model() const { return m_model; }
    bool isLoading() const;
    // When the catalog shown was loaded; it loads again when the page is shown and it is older
    // than staleAfter (prices and availability change). Tests move its clock.
    StaleAfter& freshness() { return m_freshness; }
    static constexpr std::chrono::minutes staleAfter{15};

Q_SIGNALS:
    void loaded(int offeringCount);
    // The person asked to launch a cluster of this offering.
    void launchRequested(const QString& offeringId);
    void currentOfferingChanged(const QString& offeringId);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void onClientChanged();
    void onLoadingChanged(bool loading);
    void onOfferingsLoaded(const QList<Offering>& offerings);
    void onOfferingsFailed(const Error& error);
    void noteAnswer(bool ok);
    void onBannerAction();
    void updateCount();
    void showCurrent();
    void updateLaunch();

    enum class BannerAction { Retry, ResetFilters };

    OfferingsSession& m_session;
    QSettings& m_settings;
    StaleAfter m_freshness;
    BannerAction m_bannerAction = BannerAction::Retry;
    OfferingsModel* m_model;
    OfferingFilterProxy* m_proxy;
    OfferingFilterBar* m_filterBar;
    QTableView* m_table;
    OfferingDetailView* m_detail;
    MessageBanner* m_banner;
    QLabel* m_count;
    AsOfLabel* m_asOf;
    QProgressBar* m_progress;
    QPushButton* m_refresh;
    QPushButton* m_launch;
    bool m_canLaunch = true;
    bool m_awaitingTenant = false;
};

} // namespace cd
