#include "AreaAccess.h"

#include "AccountPage.h"
#include "AuditPage.h"
#include "BillingPage.h"
#include "ClustersPage.h"
#include "MainMenus.h"
#include "MainWindow.h"
#include "OfferingsPage.h"
#include "ShortcutsHelp.h"
#include "StoragePage.h"
#include "SvgIconEngine.h"
#include "session/ApiKeysSession.h"
#include "session/ConnectionManager.h"
#include "session/MembersSession.h"
#include "session/SshKeysSession.h"

#include <QCoreApplication>
#include <QListWidget>

namespace cd {

AreaAccess::AreaAccess(const ConnectionManager& connection, const Parts& parts)
    : m_connection(connection)
    , m_parts(parts) {}

void AreaAccess::addAreas(QListWidget& navigation) {
    // The main window's words, translated where they always were.
    static constexpr struct {
        const char* icon;
        const char* name;
    } areas[MainWindow::AreaCount] = {
        {"offerings", QT_TRANSLATE_NOOP("cd::MainWindow", "Offerings")},
        {"clusters", QT_TRANSLATE_NOOP("cd::MainWindow", "Clusters")},
        {"monitoring", QT_TRANSLATE_NOOP("cd::MainWindow", "Monitoring")},
        {"storage", QT_TRANSLATE_NOOP("cd::MainWindow", "Storage")},
        {"billing", QT_TRANSLATE_NOOP("cd::MainWindow", "Billing")},
        {"support", QT_TRANSLATE_NOOP("cd::MainWindow", "Audit")},
        {"account", QT_TRANSLATE_NOOP("cd::MainWindow", "Account")},
    };
    navigation.setObjectName(QStringLiteral("navigation"));
    navigation.setAccessibleName(QCoreApplication::translate("cd::MainWindow", "Areas"));
    navigation.setIconSize(QSize(22, 22));
    navigation.setFixedWidth(180);
    navigation.setSpacing(2);
    for (int i = 0; i < MainWindow::AreaCount; ++i) {
        const QString name = QCoreApplication::translate("cd::MainWindow", areas[i].name);
        auto* item = new QListWidgetItem(SvgIconEngine::icon(QString::fromLatin1(areas[i].icon)), name);
        item->setToolTip(ShortcutsHelp::withKey(name, QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i))));
        navigation.addItem(item);
    }
}

bool AreaAccess::mayTry(const char* permission) const {
    const Identity& who = m_connection.identity();
    return who.userId.isEmpty() || who.permissions.contains(QLatin1String(permission));
}

void AreaAccess::clientChanged(PlatformClient* client) const {
    m_parts.offerings->setCanLaunch(mayTry("clusters:write"));
    m_parts.clusters->setCanChange(mayTry("clusters:write"));
    m_parts.storage->setCanChange(mayTry("datasets:write"));
    // SSH keys are the person's own: support staff and roles without node access have none.
    gateAccount();
    m_parts.sshKeys->setClient(mayTry("ssh-keys:read") ? client : nullptr);
    m_parts.apiKeys->setClient(mayTry("api-keys:read") ? client : nullptr);
    m_parts.members->setClient(mayTry("members:read") ? client : nullptr);
    m_parts.clusters->setSshKeys(mayTry("ssh-keys:read") ? m_parts.sshKeys : nullptr);
}

void AreaAccess::identityChanged() const {
    gatePages();
    gateAccount();
    m_parts.clusters->setSshKeys(mayTry("ssh-keys:read") ? m_parts.sshKeys : nullptr);
    gateAreas();
}

void AreaAccess::gatePages() const {
    m_parts.clusters->setCanChange(mayTry("clusters:write"));
    m_parts.offerings->setCanLaunch(mayTry("clusters:write"));
    m_parts.storage->setCanChange(mayTry("datasets:write"));
    m_parts.billing->setCanChange(mayTry("billing:write"));
    m_parts.billing->setCanActOnClusters(mayTry("clusters:write"));
    // Not "may try": the audit log loads as soon as it may, and only the tenant's admins may.
    m_parts.audit->setCanRead(m_connection.identity().permissions.contains(QStringLiteral("audit:read")));
}

void AreaAccess::gateAccount() const {
    AccountPage::Access access;
    access.sshKeysRead = mayTry("ssh-keys:read");
    access.sshKeysWrite = mayTry("ssh-keys:write");
    access.apiKeysRead = mayTry("api-keys:read");
    access.apiKeysWrite = mayTry("api-keys:write");
    access.membersRead = mayTry("members:read");
    access.membersWrite = mayTry("members:write");
    access.role = m_connection.identity().role;
    access.userId = m_connection.identity().userId;
    m_parts.account->setAccess(access);
}

void AreaAccess::gateAreas() const {
    // Areas this role cannot read are not offered: a billing user sees Offerings and Billing, a
    // viewer everything but the audit log. Until the platform says who this is, all are shown.
    static const char* const needs[MainWindow::AreaCount] = {"catalog:read",  "clusters:read", "metrics:read",
                                                             "datasets:read", "billing:read",  "audit:read",
                                                             "ssh-keys:read"};
    QListWidget* navigation = m_parts.navigation;
    for (int area = 0; area < MainWindow::AreaCount; ++area) {
        // The Account area is shown when any of its tabs is (SSH keys, API keys, members).
        const bool readable =
            area == MainWindow::Account ? m_parts.account->anyReadable() : mayTry(needs[area]);
        navigation->item(area)->setHidden(!readable);
        m_parts.menus->setAreaEnabled(area, readable);
    }
    if (QListWidgetItem* current = navigation->currentItem(); current && current->isHidden()) {
        for (int area = 0; area < MainWindow::AreaCount; ++area) {
            if (!navigation->item(area)->isHidden()) {
                navigation->setCurrentRow(area);
                break;
            }
        }
    }
}

} // namespace cd
