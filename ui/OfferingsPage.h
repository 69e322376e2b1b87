#pragma once

#include <QWidget>

class QLabel;
class QSettings;
class QPushButton;
class QTableView;
class QProgressBar;

namespace cd {

struct Error;
struct Offering;
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

    OfferingFilterBar* filterBar() const { return m_filterBar; }
    QTableView* table() const { return m_table; }
    OfferingFilterProxy* proxy() const { return m_proxy; }
    OfferingsModel* model() const { return m_model; }
    bool isLoading() const;

Q_SIGNALS:
    void loaded(int offeringCount);

private:
    void onClientChanged();
    void onLoadingChanged(bool loading);
    void onOfferingsLoaded(const QList<Offering>& offerings);
    void onOfferingsFailed(const Error& error);
    void onBannerAction();
    void updateCount();
    void showCurrent();

    enum class BannerAction { Retry, ResetFilters };

    OfferingsSession& m_session;
    QSettings& m_settings;
    BannerAction m_bannerAction = BannerAction::Retry;
    OfferingsModel* m_model;
    OfferingFilterProxy* m_proxy;
    OfferingFilterBar* m_filterBar;
    QTableView* m_table;
    OfferingDetailView* m_detail;
    MessageBanner* m_banner;
    QLabel* m_count;
    QProgressBar* m_progress;
    QPushButton* m_refresh;
};

} // namespace cd
