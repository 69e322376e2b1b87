#include "MonitoringExports.h"

#include "core/SafeFileName.h"
#include "metrics/MetricCatalog.h"
#include "metrics/MetricCsv.h"
#include "session/MonitoringSession.h"

#include <QFileDialog>
#include <QPixmap>
#include <QSaveFile>
#include <QStandardPaths>
#include <QWidget>

#include <cmath>

namespace cd {

MonitoringExports::MonitoringExports(const MonitoringSession& session, QWidget* chartArea, View view,
                                     QWidget* parent)
    : QObject(parent)
    , m_session(session)
    , m_chartArea(chartArea)
    , m_view(std::move(view))
    , m_dialogParent(parent) {}

MonitoringExports::~MonitoringExports() = default;

bool MonitoringExports::writePng(const QString& path, QString* error) const {
    const QPixmap image = m_chartArea->grab();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool MonitoringExports::writeCsv(const QString& path, QString* error) const {
    const auto [viewStart, viewEnd] = m_view();
    const QByteArray csv = MetricCsv::write(m_session.store(), m_session.metric(),
                                            qint64(std::floor(viewStart)), qint64(std::ceil(viewEnd)));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void MonitoringExports::ask(const QString& title, const QString& suggested, const QString& filter,
                            const std::function<bool(const QString&, QString*)>& write) {
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, title, suggested, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!write(path, &error))
        Q_EMIT notification(tr("Export failed"), error, true);
    else
        Q_EMIT notification(tr("Exported"), path, false);
}

void MonitoringExports::askPng() {
    ask(tr("Export chart as PNG"),
        QStandardPaths::writableLocation(QStandardPaths::PicturesLocation) + u'/' +
            SafeFileName::from(m_session.cluster().name + QStringLiteral("-monitoring.png")),
        tr("PNG images (*.png)"),
        [this](const QString& path, QString* error) { return writePng(path, error); });
}

void MonitoringExports::askCsv() {
    ask(tr("Export data as CSV"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + u'/' +
            SafeFileName::from(m_session.cluster().name + u'-' +
                               MetricCatalog::info(m_session.metric()).name + QStringLiteral(".csv")),
        tr("CSV files (*.csv)"),
        [this](const QString& path, QString* error) { return writeCsv(path, error); });
}

} // namespace cd
