#pragma once

#include "session/ConnectionState.h"

#include <QWidget>

class QLabel;

namespace cd {

class ConnectionManager;

// The status bar's permanent word on the connection: a coloured dot and "Demo", "Connected to
// NAME", "Reconnecting to NAME..." or "Offline", with the last problem in the tooltip.
class ConnectionIndicator final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionIndicator)

public:
    explicit ConnectionIndicator(ConnectionManager& connection, QWidget* parent = nullptr);
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    ConnectionManager& m_connection;
    QLabel* m_dot;
    QLabel* m_label;
};

} // namespace cd
