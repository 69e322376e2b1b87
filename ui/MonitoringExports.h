#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <utility>

class QWidget;

namespace cd {

class MonitoringSession;

// What the Monitoring page exports: the visible chart area as PNG and the visible window's data
// as CSV, written to a path or to one the person picks in a file dialog.
class MonitoringExports final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitoringExports)

public:
    // The seconds in view, first and last. Asked when the file is written, not when the dialog
    // opens: a live view moves on while the dialog is open.
    using View = std::function<std::pair<double, double>()>;

    // `chartArea` is what the PNG shows; the file dialogs open over `parent`.
    MonitoringExports(const MonitoringSession& session, QWidget* chartArea, View view, QWidget* parent);
    ~MonitoringExports() override;

    // False and a message when the file could not be written.
    bool writePng(const QString& path, QString* error) const;
    // The session's metric over the seconds in view.
    bool writeCsv(const QString& path, QString* error) const;

    // Ask for a path, write, and say how it went in a notification.
    void askPng();
    void askCsv();

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    void ask(const QString& title, const QString& suggested, const QString& filter,
             const std::function<bool(const QString&, QString*)>& write);

    const MonitoringSession& m_session;
    QWidget* m_chartArea;
    View m_view;
    QWidget* m_dialogParent;
};

} // namespace cd
