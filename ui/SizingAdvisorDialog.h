#pragma once

#include "core/BillingMode.h"
#include "core/Currency.h"
#include "core/Offering.h"
#include "sizing/SizingOption.h"
#include "sizing/SizingRequest.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cd {

// "What do I need": a model, a task and goals in; the offerings that hold it out, ranked, each
// with its node count, time, cost and why it fits or not. Recomputes as the person types.
class SizingAdvisorDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SizingAdvisorDialog)

public:
    enum Column { OfferingColumn, NodesColumn, GpusColumn, TimeColumn, CostColumn, FitColumn, ColumnCount };

    SizingAdvisorDialog(const QList<Offering>& offerings, BillingMode mode, Currency currency,
                        QWidget* parent = nullptr);

    SizingRequest request() const;
    // Roles that cannot launch clusters see the advice but not the way into the launch dialog.
    void setCanLaunch(bool canLaunch);
    // The options in the order the table shows them.
    const QList<SizingOption>& options() const { return m_options; }
    // Why an option fits or not, and which goals it misses, in the person's language.
    static QString explanation(const SizingOption& option, const SizingRequest& request);

Q_SIGNALS:
    void configurationChosen(const QString& offeringId, int nodeCount);

private:
    void recompute();
    void fillTable();
    void updateUseButton();
    void useSelected();

    const QList<Offering> m_offerings;
    const BillingMode m_mode;
    const Currency m_currency;
    QList<SizingOption> m_options;
    QDoubleSpinBox* m_parameters;
    QComboBox* m_task;
    QComboBox* m_precision;
    QDoubleSpinBox* m_tokens;
    QSpinBox* m_mfu;
    QCheckBox* m_deadlineOn;
    QDoubleSpinBox* m_deadline;
    QCheckBox* m_budgetOn;
    QDoubleSpinBox* m_budget;
    QComboBox* m_rankBy;
    QLabel* m_summary;
    QLabel* m_problem;
    QTableWidget* m_table;
    QPushButton* m_use;
    bool m_canLaunch = true;
};

} // namespace cd
