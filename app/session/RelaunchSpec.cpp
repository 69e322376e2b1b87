#include "RelaunchSpec.h"

#include <QRegularExpression>

namespace cd {

ClusterSpec RelaunchSpec::from(const Cluster& c, Currency currency) {
    ClusterSpec s;
    s.name = c.name;
    for (const NodePool& p : c.pools)
        s.pools.append({p.name, p.offeringId, p.nodeCount});
    s.billingMode = c.billingMode;
    s.currency = currency;
    s.offPeakOnly = c.offPeakOnly;
    s.stage = c.stage;
    s.image = c.image;
    s.dedicated = c.dedicated;
    s.autoStopIdleMinutes = c.autoStopIdleMinutes;
    s.datasets = c.datasets;
    if (c.workload) {
        WorkloadSpec w = c.workload->spec;
        // Reported secrets have no value: the form asks for them again.
        for (EnvVar& v : w.env) {
            if (v.secret)
                v.value.clear();
        }
        if (w.registryAuth)
            w.registryAuth->password.clear();
        s.workload = w;
    }
    s.sshKeyIds = c.sshKeyIds;
    return s;
}

QString RelaunchSpec::nextFreeName(const QString& name, const QStringList& taken) {
    static const QRegularExpression numbered(QStringLiteral("^(.*)-(\\d{1,6})$"));
    QString base = name;
    int n = 2;
    if (const QRegularExpressionMatch m = numbered.match(name); m.hasMatch()) {
        base = m.captured(1);
        n = m.captured(2).toInt() + 1;
    }
    for (;; ++n) {
        const QString suffix = QStringLiteral("-%1").arg(n);
        QString candidate = base.left(ClusterRules::maxNameLength - suffix.size());
        while (candidate.endsWith(u'-'))
            candidate.chop(1);
        candidate += suffix;
        if (!taken.contains(candidate))
            return candidate;
    }
}

} // namespace cd
