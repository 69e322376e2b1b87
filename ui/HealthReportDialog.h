#pragma once

#include "health/ClusterHealthReport.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace cd {

class ClustersSession;
class HealthReportSession;

// One cluster's health report: it gathers the nodes, recent events, the last 15 minutes of GPU
// metrics and (for roles that see costs) the budgets, then shows the findings with their next
// steps, to copy or save as text or PDF and attach to a ticket.
class HealthReportDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HealthReportDialog)

public:
    struct Context {
        QString tenantName;
        bool canSeeCosts = false;
        bool uploadsKnown = false;
        QStringList failedUploads;
    };
    HealthReportDialog(const ClustersSession& clusters, const Cluster& cluster, const Context& context,
                       QWidget* parent = nullptr);

    const HealthInputs& inputs() const { return m_inputs; }
    bool isReady() const { return m_ready; }
    // The report with what could not be gathered named at its end: as text, and as HTML for the
    // screen and the PDF.
    QString reportText() const;
    QString reportHtml() const;
    // Writes the report; false, with `error` set, when the file could not be written.
    bool saveText(const QString& path, QString* error) const;
    bool savePdf(const QString& path, QString* error) const;

Q_SIGNALS:
    void ready();

private:
    void onGathered();
    void present();
    void chooseAndSave(bool pdf);

    HealthReportSession* m_session;
    HealthInputs m_inputs;
    bool m_ready = false;
    QStringList m_gaps; // what could not be gathered, said in the report
    QLabel* m_status;
    QTextBrowser* m_view;
    QPushButton* m_saveText = nullptr;
    QPushButton* m_savePdf = nullptr;
    QPushButton* m_copy = nullptr;
};

} // namespace cd
