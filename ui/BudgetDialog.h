#pragma once

#include "billing/Budget.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cd {

// Makes or changes one budget: what it covers (the tenant, a cluster, a tag), its monthly amount,
// the shares of it at which to alert on actual and on forecast spend, and what to do when a
// cluster's budget is reached (ask first unless told to act alone). Refuses what the platform
// would refuse, saying why, before anything is sent.
class BudgetDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetDialog)

public:
    // `clusters`: id and name of each cluster a budget may name.
    BudgetDialog(const Budget& budget, const QList<QPair<QString, QString>>& clusters, Currency currency,
                 QWidget* parent = nullptr);
    Budget budget() const;
    QString problem() const;

private:
    void validate();
    static QString percentList(const QList<Budget::Threshold>& thresholds, Budget::Basis basis);
    static std::optional<QList<int>> parsePercents(const QString& text);

    Budget m_original;
    Currency m_currency;
    QLineEdit* m_name;
    QComboBox* m_scope;
    QComboBox* m_cluster;
    QComboBox* m_tagKey;
    QLineEdit* m_tagValue;
    QDoubleSpinBox* m_amount;
    QLineEdit* m_actual;
    QLineEdit* m_forecast;
    QComboBox* m_action;
    QCheckBox* m_automatic;
    QLabel* m_message;
    QPushButton* m_ok;
};

} // namespace cd
