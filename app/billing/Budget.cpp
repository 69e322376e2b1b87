#include "Budget.h"

#include "LineItem.h"

namespace cd {

namespace {

template <typename E, std::size_t N>
std::optional<E> fromId(QStringView id, const E (&values)[N], QString (*name)(E)) {
    for (E v : values) {
        if (id == name(v))
            return v;
    }
    return std::nullopt;
}

} // namespace

const QStringList& Budget::tagKeys() {
    static const QStringList keys = {QStringLiteral("stage"), QStringLiteral("pool"),
                                     QStringLiteral("cluster"), QStringLiteral("region"),
                                     QStringLiteral("gpu_model")};
    return keys;
}

bool Budget::covers(const LineItem& line) const {
    switch (scope) {
    case Scope::Tenant:
        return true;
    case Scope::Cluster:
        return line.clusterId == target;
    case Scope::Tag: {
        const qsizetype eq = target.indexOf(u'=');
        const QStringView key = QStringView(target).left(eq);
        const QStringView value = QStringView(target).mid(eq + 1);
        if (key == u"stage")
            return line.stage == value;
        if (key == u"pool")
            return line.poolName == value;
        if (key == u"cluster")
            return line.clusterName == value;
        if (key == u"region")
            return line.regionId == value;
        if (key == u"gpu_model")
            return line.gpuModel == value;
        return false;
    }
    }
    return false;
}

std::optional<QString> Budget::problem() const {
    if (name.trimmed().isEmpty())
        return QStringLiteral("A budget needs a name.");
    if (amount.micros() <= 0)
        return QStringLiteral("A budget's amount must be more than zero.");
    if (scope == Scope::Cluster && target.isEmpty())
        return QStringLiteral("A cluster budget names its cluster.");
    if (scope == Scope::Tag) {
        const qsizetype eq = target.indexOf(u'=');
        if (eq <= 0 || eq == target.size() - 1 || !tagKeys().contains(target.left(eq)))
            return QStringLiteral("A tag budget's target is key=value, with key one of %1.")
                .arg(tagKeys().join(QStringLiteral(", ")));
    }
    if (scope == Scope::Tenant && !target.isEmpty())
        return QStringLiteral("A tenant budget has no target.");
    if (thresholds.size() > 10)
        return QStringLiteral("A budget has at most 10 alert thresholds.");
    for (const Threshold& t : thresholds) {
        if (t.percent < 1 || t.percent > 1000)
            return QStringLiteral("Alert thresholds are 1 to 1000 % of the budget.");
    }
    if (action != Action::None && scope != Scope::Cluster)
        return QStringLiteral("Only a cluster budget can stop or downsize its cluster.");
    return std::nullopt;
}

QString Budget::scopeId(Scope scope) {
    switch (scope) {
    case Scope::Tenant:
        return QStringLiteral("tenant");
    case Scope::Cluster:
        return QStringLiteral("cluster");
    case Scope::Tag:
        return QStringLiteral("tag");
    }
    return {};
}

std::optional<Budget::Scope> Budget::scopeFromId(QStringView id) {
    static constexpr Scope all[] = {Scope::Tenant, Scope::Cluster, Scope::Tag};
    return fromId(id, all, &scopeId);
}

QString Budget::basisId(Basis basis) {
    return basis == Basis::Actual ? QStringLiteral("actual") : QStringLiteral("forecast");
}

std::optional<Budget::Basis> Budget::basisFromId(QStringView id) {
    static constexpr Basis all[] = {Basis::Actual, Basis::Forecast};
    return fromId(id, all, &basisId);
}

QString Budget::actionId(Action action) {
    switch (action) {
    case Action::None:
        return QStringLiteral("none");
    case Action::Stop:
        return QStringLiteral("stop");
    case Action::Downsize:
        return QStringLiteral("downsize");
    }
    return {};
}

std::optional<Budget::Action> Budget::actionFromId(QStringView id) {
    static constexpr Action all[] = {Action::None, Action::Stop, Action::Downsize};
    return fromId(id, all, &actionId);
}

} // namespace cd
