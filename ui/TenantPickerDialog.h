#pragma once

#include "api/AccountDecoder.h"

#include <QDialog>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace cd {

class ApiCall;
class PlatformClient;

// Support staff choose the tenant to look at: every tenant of the platform, searched by name or
// id as one types. What is chosen is viewed read-only, and the tenant sees the visit in its audit log.
class TenantPickerDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TenantPickerDialog)

public:
    TenantPickerDialog(PlatformClient& client, QWidget* parent = nullptr);

    TenantSummary chosen() const;
    // For tests and keyboard users alike: what the search box holds.
    void setSearch(const QString& text);

Q_SIGNALS:
    void loaded();

private:
    void refilter();

    QList<TenantSummary> m_tenants;
    QPointer<ApiCall> m_call;
    QLineEdit* m_search;
    QListWidget* m_list;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
};

} // namespace cd
