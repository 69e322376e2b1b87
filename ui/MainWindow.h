#pragma once

#include "core/Cluster.h"
#include "session/ConnectionProfile.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QLabel;
class QListWidget;
class QSettings;
class QStackedWidget;

namespace cd {

class ClustersPage;
class ClustersSession;
class ConnectionIndicator;
class GuidedTour;
class MainMenus;
class Notifier;
class ConnectionManager;
class OfflineDemo;
class AuditPage;
class AccountPage;
class AreaAccess;
class SshKeysSession;
class ApiKeysSession;
class MembersSession;
class AuditSession;
class BillingPage;
class BillingSession;
class SupportBanner;
class TrayMenu;
class MonitoringPage;
class MonitoringSession;
class OfferingsPage;
class OfferingsSession;
class PresenterPanel;
class PlatformClient;
class ProfileStore;
class SecretStore;
class StoragePage;
class StorageSession;
class TenantDirectory;
class WelcomePage;

// The console's frame: navigation to every area, the page of the chosen area, the menus and the
// status bar with the connection state. It wires pages to the current client and leaves the work
// to them.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Area { Offerings, Clusters, Monitoring, Storage, Billing, Audit, Account, AreaCount };

    MainWindow(ConnectionManager& connection, ProfileStore& profiles, SecretStore& secrets,
               QSettings& settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    void showArea(Area area);
    OfferingsPage* offeringsPage() const { return m_offerings; }
    ClustersPage* clustersPage() const { return m_clusters; }
    StoragePage* storagePage() const { return m_storagePage; }
    MonitoringPage* monitoringPage() const { return m_monitoringPage; }
    BillingPage* billingPage() const { return m_billingPage; }
    AuditPage* auditPage() const { return m_auditPage; }
    AccountPage* accountPage() const { return m_accountPage; }
    MonitoringSession* monitoringSession() const { return m_monitoring; }
    SupportBanner* supportBanner() const { return m_supportBanner; }
    // Shown for as long as the API key travels in clear (http:// to another computer).
    QLabel* plainHttpBanner() const { return m_plainHttpBanner; }
    PresenterPanel* presenterPanel() const { return m_presenter; }
    // Support staff: the tenant picker, opened without blocking.
    void chooseTenant();
    // The launch dialog, with the offering selected on the Offerings page chosen (Platform menu).
    void launchCluster();
    // The health report of one cluster, gathered and shown in a dialog of its own.
    void openHealthReport(const Cluster& cluster);
    MonitoringSession& monitoring() const { return *m_monitoring; }
    StorageSession& storage() const { return *m_storage; }
    Notifier* notifier() const { return m_notifier; }
    // The tray icon's menu (Show, Pause uploads, Quit); made also where there is no tray.
    TrayMenu* trayMenu() const { return m_trayMenu; }
    ConnectionIndicator* connectionIndicator() const { return m_indicator; }
    QListWidget* navigation() const { return m_navigation; }
    // Opens the connection dialog on `profileName` (the last used one when empty); connects or
    // starts the demo as the person chooses.
    void openConnectionDialog(const QString& message = {}, const QString& profileName = {});
    void connectSaved(const QString& profileName);
    void startDemo();
    // The guided tour, from its first step (a tour already showing starts over).
    void startTour();
    // The tour for a first-time viewer: once the platform has said who this is (so the tour
    // shows only the areas this role reads), unless it was finished or skipped before.
    void offerTour();
    GuidedTour* guidedTour() const;
    // View > Refresh (F5) and Find (Ctrl+F), for whichever page is open.
    void refreshCurrentPage();
    void findInCurrentPage();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void onClientChanged(PlatformClient* client);
    void onStateChanged();
    // Connects with the secrets kept in the keychain filled in (ProfileSecrets): the proxy's
    // password when the proxy names a user, Prometheus' token or password.
    void connectWithProxyPassword(ConnectionProfile profile, const QByteArray& key,
                                  std::function<void()> accepted = {});

    ConnectionManager& m_connection;
    ProfileStore& m_profiles;
    SecretStore& m_secrets;
    QSettings& m_settings;
    QListWidget* m_navigation;
    QStackedWidget* m_stack;
    OfferingsSession* m_offeringsSession;
    OfferingsPage* m_offerings;
    ClustersSession* m_clustersSession;
    ClustersPage* m_clusters;
    StorageSession* m_storage;
    StoragePage* m_storagePage;
    MonitoringSession* m_monitoring;
    MonitoringPage* m_monitoringPage;
    BillingSession* m_billing;
    BillingPage* m_billingPage;
    AuditSession* m_audit;
    AuditPage* m_auditPage;
    SshKeysSession* m_sshKeys;
    ApiKeysSession* m_apiKeys;
    MembersSession* m_members;
    AccountPage* m_accountPage;
    TenantDirectory* m_tenants;
    SupportBanner* m_supportBanner;
    QLabel* m_plainHttpBanner;
    PresenterPanel* m_presenter;
    MainMenus* m_menus = nullptr;
    std::unique_ptr<AreaAccess> m_access; // which areas and actions this role is offered
    QPointer<GuidedTour> m_tour;
    bool m_tourOffered = false;                       // offerTour() waits for the identity
    const OfflineDemo* m_presenterShownFor = nullptr; // the demo the panel was last shown for
    // The client the pages hold: none for support staff who have not chosen a tenant yet.
    const PlatformClient* m_pagesClient = nullptr;
    // The client the tenant picker last opened by itself for: once per support sign-in.
    const PlatformClient* m_pickerOfferedTo = nullptr;
    Notifier* m_notifier;
    TrayMenu* m_trayMenu = nullptr;
    bool m_quitting = false;   // the tray's Quit: the close that follows is not sent to the tray
    bool m_saidInTray = false; // "still uploading in the tray" is said once
    WelcomePage* m_welcome;
    ConnectionIndicator* m_indicator;
};

} // namespace cd
