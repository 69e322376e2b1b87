#pragma once

#include "core/Node.h"
#include "core/Workload.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace cd {

class PortForwards;

// Reaching the selected node: copy its SSH command, open a terminal running it, forward one of
// its ports to this computer; and the forwards running, each with its local address, to open in
// the browser or stop. In the offline demo there are no nodes to reach: it shows the command and
// says so instead of starting anything.
class NodeAccessBar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NodeAccessBar)

public:
    explicit NodeAccessBar(PortForwards& forwards, QWidget* parent = nullptr);

    void setNode(const std::optional<Node>& node);
    void setWorkloadPorts(const QList<ExposedPort>& ports) { m_ports = ports; }
    void setDemo(bool demo);

    void copyCommand();
    void openTerminal();
    // Asks which port, then starts the forward.
    void openPort();
    QLabel* messageLabel() const { return m_message; }
    QTreeWidget* forwardList() const { return m_forwards; }

Q_SIGNALS:
    void notification(const QString& text);

private:
    void showForwards();
    bool refuseInDemo(const QString& action);

    PortForwards& m_portForwards;
    std::optional<Node> m_node;
    QList<ExposedPort> m_ports;
    bool m_demo = false;
    QPushButton* m_copy;
    QPushButton* m_terminal;
    QPushButton* m_open;
    QLabel* m_message;
    QTreeWidget* m_forwards;
    QPushButton* m_browse;
    QPushButton* m_stop;
};

} // namespace cd
