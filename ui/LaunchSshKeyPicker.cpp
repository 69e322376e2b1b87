#include "LaunchSshKeyPicker.h"

#include "session/SshKeysSession.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace cd {

LaunchSshKeyPicker::LaunchSshKeyPicker(SshKeysSession& keys, QWidget* parent)
    : QWidget(parent)
    , m_keys(keys)
    , m_list(new QListWidget(this))
    , m_empty(new QLabel(this)) {
    m_list->setObjectName(QStringLiteral("launchSshKeys"));
    m_list->setAccessibleName(tr("SSH keys the nodes accept"));
    m_list->setMaximumHeight(90);
    m_empty->setWordWrap(true);
    m_empty->setText(tr("You have no SSH keys. Add one under Account to log in to the nodes."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    layout->addWidget(m_empty);
    connect(&m_keys, &SshKeysSession::keysChanged, this, &LaunchSshKeyPicker::fill);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const QString id = item->data(Qt::UserRole).toString();
        m_wanted.removeAll(id);
        if (item->checkState() == Qt::Checked)
            m_wanted.append(id);
    });
    fill();
    // Always asked again: a key added since (with cdctl, or another console) must be there to choose.
    m_keys.load();
}

QStringList LaunchSshKeyPicker::selectedKeyIds() const {
    return m_wanted;
}

void LaunchSshKeyPicker::setSelectedKeyIds(const QStringList& ids) {
    m_wanted = ids;
    fill();
}

void LaunchSshKeyPicker::fill() {
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    for (const SshKey& k : m_keys.keys()) {
        auto* item = new QListWidgetItem(tr("%1 (%2, %3)").arg(k.name, k.type, k.fingerprint), m_list);
        item->setData(Qt::UserRole, k.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(m_wanted.contains(k.id) ? Qt::Checked : Qt::Unchecked);
    }
    m_list->setVisible(!m_keys.keys().isEmpty());
    m_empty->setVisible(m_keys.keys().isEmpty());
}

} // namespace cd
