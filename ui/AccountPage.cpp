#include "AccountPage.h"

#include "ApiKeysTab.h"
#include "MembersTab.h"
#include "SshKeysTab.h"
#include "session/MembersSession.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace cd {

AccountPage::AccountPage(SshKeysSession& sshKeys, ApiKeysSession& apiKeys, MembersSession& members,
                         QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_sshKeys(new SshKeysTab(sshKeys, this))
    , m_apiKeys(new ApiKeysTab(apiKeys, this))
    , m_members(new MembersTab(members, this)) {
    setObjectName(QStringLiteral("accountPage"));
    m_tabs->setObjectName(QStringLiteral("accountTabs"));
    m_tabs->setAccessibleName(tr("Account"));
    m_tabs->addTab(m_sshKeys, tr("&SSH keys"));
    m_tabs->addTab(m_apiKeys, tr("A&PI keys"));
    m_tabs->addTab(m_members, tr("&Members"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(m_sshKeys, &SshKeysTab::notification, this, &AccountPage::notification);
    connect(m_apiKeys, &ApiKeysTab::notification, this, &AccountPage::notification);
    connect(m_members, &MembersTab::notification, this, &AccountPage::notification);
    // Create API key offers a key for any member: the list the Members tab shows, not a call of
    // its own.
    connect(&members, &MembersSession::membersChanged, this,
            [this, &members] { m_apiKeys->setMembers(members.members()); });
    // A tab's list is fetched when it comes into view, not all at once for a tab never opened.
    connect(m_tabs, &QTabWidget::currentChanged, this, &AccountPage::reloadTab);
    setAccess({});
}

void AccountPage::setAccess(const Access& access) {
    m_access = access;
    m_sshKeys->setAccess(access.sshKeysRead, access.sshKeysWrite);
    m_apiKeys->setAccess(access.apiKeysRead, access.apiKeysWrite, access.role, access.userId);
    m_tabs->setTabVisible(m_tabs->indexOf(m_sshKeys), access.sshKeysRead);
    m_members->setAccess(access.membersRead, access.membersWrite, access.role, access.userId);
    m_tabs->setTabVisible(m_tabs->indexOf(m_apiKeys), access.apiKeysRead);
    m_tabs->setTabVisible(m_tabs->indexOf(m_members), access.membersRead);
    // The tab in view may have just been hidden (a role change): show the first readable one.
    if (!m_tabs->isTabVisible(m_tabs->currentIndex())) {
        for (int i = 0; i < m_tabs->count(); ++i) {
            if (m_tabs->isTabVisible(i)) {
                m_tabs->setCurrentIndex(i);
                break;
            }
        }
    }
}

bool AccountPage::anyReadable() const {
    return m_access.sshKeysRead || m_access.apiKeysRead || m_access.membersRead;
}

void AccountPage::reload() {
    reloadTab(m_tabs->currentIndex());
}

void AccountPage::reloadTab(int index) {
    QWidget* tab = m_tabs->widget(index);
    if (tab == m_sshKeys) {
        m_sshKeys->reload();
    } else if (tab == m_apiKeys) {
        m_apiKeys->reload();
        // Whom a key can be made for; the Members tab shows them too when it comes into view.
        if (m_access.apiKeysWrite)
            m_members->reload();
    } else if (tab == m_members) {
        m_members->reload();
    }
}

} // namespace cd
