#include "NodeAccessBar.h"

#include "session/PortForwards.h"
#include "session/SshCommand.h"
#include "session/TerminalLauncher.h"

#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cd {

NodeAccessBar::NodeAccessBar(PortForwards& forwards, QWidget* parent)
    : QWidget(parent)
    , m_portForwards(forwards)
    , m_copy(new QPushButton(tr("Copy SSH &command"), this))
    , m_terminal(new QPushButton(tr("Open ter&minal"), this))
    , m_open(new QPushButton(tr("Op&en port…"), this))
    , m_message(new QLabel(this))
    , m_forwards(new QTreeWidget(this))
    , m_browse(new QPushButton(tr("Open in &browser"), this))
    , m_stop(new QPushButton(tr("&Stop forward"), this)) {
    setObjectName(QStringLiteral("nodeAccess"));
    m_copy->setObjectName(QStringLiteral("copySshCommand"));
    m_terminal->setObjectName(QStringLiteral("openTerminal"));
    m_open->setObjectName(QStringLiteral("openPort"));
    m_message->setObjectName(QStringLiteral("nodeAccessMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_forwards->setObjectName(QStringLiteral("portForwards"));
    m_forwards->setAccessibleName(tr("Port forwards"));
    m_forwards->setHeaderLabels({tr("Node"), tr("Remote port"), tr("Local address"), tr("State")});
    m_forwards->setRootIsDecorated(false);
    m_forwards->setMaximumHeight(110);

    auto* actions = new QHBoxLayout;
    actions->addWidget(m_copy);
    actions->addWidget(m_terminal);
    actions->addWidget(m_open);
    actions->addStretch(1);
    auto* forwardActions = new QHBoxLayout;
    forwardActions->addWidget(m_browse);
    forwardActions->addWidget(m_stop);
    forwardActions->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(actions);
    layout->addWidget(m_message);
    layout->addWidget(m_forwards);
    layout->addLayout(forwardActions);

    connect(m_copy, &QPushButton::clicked, this, &NodeAccessBar::copyCommand);
    connect(m_terminal, &QPushButton::clicked, this, &NodeAccessBar::openTerminal);
    connect(m_open, &QPushButton::clicked, this, &NodeAccessBar::openPort);
    connect(&m_portForwards, &PortForwards::changed, this, &NodeAccessBar::showForwards);
    connect(&m_portForwards, &PortForwards::forwardUp, this, [this](int id) {
        const auto f = m_portForwards.forward(id);
        // Jupyter and TensorBoard are web pages: open them as soon as they can be reached.
        if (f && (f->remotePort == 8888 || f->remotePort == 6006))
            QDesktopServices::openUrl(f->localUrl());
    });
    connect(&m_portForwards, &PortForwards::forwardFailed, this,
            [this](int, const QString& error) { m_message->setText(error); });
    connect(m_forwards, &QTreeWidget::itemSelectionChanged, this, [this] {
        const bool any = !m_forwards->selectedItems().isEmpty();
        m_browse->setEnabled(any);
        m_stop->setEnabled(any);
    });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        for (QTreeWidgetItem* item : m_forwards->selectedItems()) {
            if (const auto f = m_portForwards.forward(item->data(0, Qt::UserRole).toInt()))
                QDesktopServices::openUrl(f->localUrl());
        }
    });
    connect(m_stop, &QPushButton::clicked, this, [this] {
        for (QTreeWidgetItem* item : m_forwards->selectedItems())
            m_portForwards.stop(item->data(0, Qt::UserRole).toInt());
    });
    setNode(std::nullopt);
    showForwards();
}

void NodeAccessBar::setNode(const std::optional<Node>& node) {
    m_node = node;
    const bool reachable = node && node->ssh;
    for (QPushButton* b : {m_copy, m_terminal, m_open})
        b->setEnabled(reachable);
    if (!node)
        m_message->setText(tr("Select a node to reach it over SSH."));
    else if (!node->ssh)
        m_message->setText(
            tr("This node cannot be reached now: it is not ready, or your role has no SSH access."));
    else
        m_message->setText(SshCommand::text(*node->ssh));
}

void NodeAccessBar::setDemo(bool demo) {
    m_demo = demo;
}

bool NodeAccessBar::refuseInDemo(const QString& action) {
    if (!m_demo)
        return false;
    m_message->setText(tr("%1 The offline demo has no nodes to reach; on a real platform this would %2.")
                           .arg(SshCommand::text(*m_node->ssh), action));
    return true;
}

void NodeAccessBar::copyCommand() {
    if (!m_node || !m_node->ssh)
        return;
    const QString command = SshCommand::text(*m_node->ssh);
    QGuiApplication::clipboard()->setText(command);
    m_message->setText(m_demo ? tr("Copied: %1 (the offline demo has no nodes to reach)").arg(command)
                              : tr("Copied: %1").arg(command));
}

void NodeAccessBar::openTerminal() {
    if (!m_node || !m_node->ssh || refuseInDemo(tr("open a terminal running it")))
        return;
    const QString error = TerminalLauncher().launch(SshCommand::arguments(*m_node->ssh));
    m_message->setText(error.isEmpty() ? tr("A terminal opened with %1.").arg(SshCommand::text(*m_node->ssh))
                                       : error);
}

void NodeAccessBar::openPort() {
    if (!m_node || !m_node->ssh || refuseInDemo(tr("forward a port of the node to this computer")))
        return;
    QDialog ask(this);
    ask.setObjectName(QStringLiteral("openPortDialog"));
    ask.setWindowTitle(tr("Open port"));
    auto* known = new QComboBox(&ask);
    for (const ExposedPort& p : m_ports)
        known->addItem(p.name.isEmpty() ? QString::number(p.port) : tr("%1 (%2)").arg(p.name).arg(p.port),
                       p.port);
    known->addItem(tr("Another port"), 0);
    auto* remote = new QSpinBox(&ask);
    remote->setRange(1, 65535);
    remote->setValue(m_ports.isEmpty() ? 8888 : m_ports.first().port);
    auto* local = new QSpinBox(&ask);
    local->setRange(1024, 65535);
    const auto suggest = [local, remote] {
        // The same port locally when it is free: localhost:8888 is what a person expects.
        int port = remote->value() >= 1024 ? remote->value() : 8000 + remote->value();
        while (port < 65535 && !PortForwards::isLocalPortFree(port))
            ++port;
        local->setValue(port);
    };
    connect(known, &QComboBox::currentIndexChanged, &ask, [known, remote] {
        if (const int port = known->currentData().toInt(); port > 0)
            remote->setValue(port);
    });
    connect(remote, &QSpinBox::valueChanged, &ask, suggest);
    suggest();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    auto* form = new QFormLayout(&ask);
    form->addRow(tr("&Service:"), known);
    form->addRow(tr("&Remote port:"), remote);
    form->addRow(tr("&Local port:"), local);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    if (ask.exec() != QDialog::Accepted)
        return;
    m_portForwards.start(*m_node->ssh, m_node->id, m_node->hostname, remote->value(), local->value());
}

void NodeAccessBar::showForwards() {
    m_forwards->clear();
    for (const PortForward& f : m_portForwards.forwards()) {
        auto* item = new QTreeWidgetItem(m_forwards);
        item->setData(0, Qt::UserRole, f.id);
        item->setText(0, f.nodeName);
        item->setText(1, QString::number(f.remotePort));
        item->setText(2, f.localUrl().toString());
        switch (f.state) {
        case PortForward::State::Starting:
            item->setText(3, tr("Starting"));
            break;
        case PortForward::State::Up:
            item->setText(3, tr("Open"));
            break;
        case PortForward::State::Failed:
            item->setText(3, tr("Failed"));
            item->setToolTip(3, f.error);
            break;
        case PortForward::State::Stopped:
            item->setText(3, tr("Stopped"));
            break;
        }
    }
    m_browse->setEnabled(false);
    m_stop->setEnabled(false);
}

} // namespace cd
