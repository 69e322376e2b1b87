#pragma once

#include "core/Money.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace cd {

struct LineItem;

// A monthly spending limit on the whole tenant, one cluster, or a tag (stage=inference,
// pool=train, region=eu-central-1, gpu_model=H100 SXM), with alerts at chosen shares of it and an
// optional action when it is reached.
struct Budget {
    enum class Scope { Tenant, Cluster, Tag };
    enum class Basis { Actual, Forecast };
    enum class Action { None, Stop, Downsize };
    struct Threshold {
        int percent = 100;
        Basis basis = Basis::Actual;
        bool operator==(const Threshold&) const = default;
    };

    QString id;
    QString name;
    Scope scope = Scope::Tenant;
    QString target; // cluster id, or "key=value" for a tag; empty for the tenant
    Money amount;   // per calendar month
    QList<Threshold> thresholds;
    Action action = Action::None; // at 100 % of actual spend (a hard budget)
    bool automatic = false;       // act without asking
    bool operator==(const Budget&) const = default;

    bool covers(const LineItem& line) const;
    // Why a budget cannot be kept, or nothing.
    std::optional<QString> problem() const;

    static QString scopeId(Scope scope);
    static std::optional<Scope> scopeFromId(QStringView id);
    static QString basisId(Basis basis);
    static std::optional<Basis> basisFromId(QStringView id);
    static QString actionId(Action action);
    static std::optional<Action> actionFromId(QStringView id);
    static const QStringList& tagKeys();
};

// Where a budget stands this month.
struct BudgetStatus {
    Budget budget;
    Money spent;
    Money forecast;
    QList<Budget::Threshold> crossed;
    bool reached = false;  // actual spend at or over the amount
    QDateTime exhaustedAt; // when the forecast says it runs out this month; invalid: it does not
    bool operator==(const BudgetStatus&) const = default;
};

} // namespace cd
