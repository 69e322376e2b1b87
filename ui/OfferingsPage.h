#pragma once

#include "core/Region.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QSettings;
class QPushButton;
class QTableView;
class QProgressBar;

namespace cd {

class ApiCall;
class MessageBanner;
class OfferingDetailView;
class OfferingFilterBar;
class OfferingFilterProxy;
class OfferingsModel;
class PlatformClient;

// Browse and compare the platform's GPU offerings: filter, sort by any column, switch billing mode
// and currency, and read one offering's details beside the table.
class OfferingsPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingsPage)

public:
    // `settings` remembers the billing mode and currency a person prices in.
    explicit OfferingsPage(QSettings& settings, QWidget* parent = nullptr);
    ~OfferingsPage() override;

    void setClient(PlatformClient* client);
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
    void onOfferingsFinished();
    void onBannerAction();
    void updateCount();
    void showCurrent();

    enum class BannerAction { Retry, ResetFilters };

    QSettings& m_settings;
    PlatformClient* m_client = nullptr;
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
    QPointer<ApiCall> m_offeringsCall;
    QPointer<ApiCall> m_regionsCall;
    QList<Region> m_regions;
};

} // namespace cd
