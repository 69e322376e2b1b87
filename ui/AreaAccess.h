#pragma once

class QListWidget;

namespace cd {

class AccountPage;
class ApiKeysSession;
class AuditPage;
class BillingPage;
class ClustersPage;
class ConnectionManager;
class MainMenus;
class MembersSession;
class OfferingsPage;
class PlatformClient;
class SshKeysSession;
class StoragePage;

// Which areas, Account tabs and actions the console offers the signed-in person, from GET /v1/me's
// permissions: what the role may not do is not offered, rather than offered and refused. Until the
// platform has said who this is, everything is: the platform decides, and refuses what it must.
class AreaAccess final {
public:
    // What the gating reaches: the navigation, the menus, the pages and the Account area's sessions.
    struct Parts {
        QListWidget* navigation;
        MainMenus* menus;
        OfferingsPage* offerings;
        ClustersPage* clusters;
        StoragePage* storage;
        BillingPage* billing;
        AuditPage* audit;
        AccountPage* account;
        SshKeysSession* sshKeys;
        ApiKeysSession* apiKeys;
        MembersSession* members;
    };

    AreaAccess(const ConnectionManager& connection, const Parts& parts);

    // Lists every area (MainWindow::Area) in `navigation`, with its icon and shortcut.
    static void addAreas(QListWidget& navigation);

    // Whether the role has `permission`; true until the platform has said who this is.
    bool mayTry(const char* permission) const;
    // A new client: the pages' actions, and the Account sessions get it only where the role reads.
    void clientChanged(PlatformClient* client) const;
    // The platform said who this is (or the connection changed): the pages' actions, the areas in
    // the navigation and the menus; a hidden area in view gives way to the first one shown.
    void identityChanged() const;

private:
    void gatePages() const;
    void gateAccount() const;
    void gateAreas() const;

    const ConnectionManager& m_connection;
    Parts m_parts;
};

} // namespace cd
