#pragma once

#include <QObject>
#include <QPageSize>

class QAbstractItemModel;
class QSettings;
class QWidget;

namespace cd {

class BillingOverviewTab;
class BillingSession;

// What the Billing page exports: every line as FOCUS CSV, a PDF report (A4 or Letter) of the
// overview, and the line table as shown. Each asks where, remembers the folder, and says how it
// went.
class BillingExports final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingExports)

public:
    enum Kind { FocusCsv, PdfA4, PdfLetter, Table };

    // `table` is the line table as shown; questions and progress are shown over `page`.
    BillingExports(const BillingSession& session, const BillingOverviewTab& overview,
                   const QAbstractItemModel& table, QSettings& settings, QWidget* page);

    void setTenantName(const QString& name) { m_tenant = name; }

    bool focusCsv(const QString& path, QString* error);
    bool pdf(const QString& path, QPageSize::PageSizeId pageSize, QString* error);
    bool table(const QString& path, QString* error);
    // Asks for a file, writes it, and notifies or warns.
    void interactive(Kind kind);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    const BillingSession& m_session;
    const BillingOverviewTab& m_overview;
    const QAbstractItemModel& m_table;
    QSettings& m_settings;
    QWidget* m_page;
    QString m_tenant;
};

} // namespace cd
