#pragma once

#include "core/TenantSummary.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace cd {

class TenantDirectory;

// Support staff choose the tenant to look at: every tenant of the platform, searched by name or
// id as one types. What is chosen is viewed read-only, and the tenant sees the visit in its audit log.
class TenantPickerDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TenantPickerDialog)

public:
    // Asks `tenants` for the list as it opens.
    TenantPickerDialog(TenantDirectory& tenants, QWidget* parent = nullptr);

    TenantSummary chosen() const;
    // For tests and keyboard users alike: what the search box holds.
    void setSearch(const QString& text);

Q_SIGNALS:
    void loaded();

private:
    void refilter();

    QList<TenantSummary> m_tenants;
    QLineEdit* m_search;
    QListWidget* m_list;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
};

} // namespace cd
