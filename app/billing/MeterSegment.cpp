#include "MeterSegment.h"

namespace cd {

QString meterKindId(MeterKind kind) {
    switch (kind) {
    case MeterKind::NodeTime:
        return QStringLiteral("node_time");
    case MeterKind::Storage:
        return QStringLiteral("storage");
    case MeterKind::Egress:
        return QStringLiteral("egress");
    case MeterKind::Credit:
        return QStringLiteral("credit");
    }
    return {};
}

std::optional<MeterKind> meterKindFromId(QStringView id) {
    for (MeterKind k : {MeterKind::NodeTime, MeterKind::Storage, MeterKind::Egress, MeterKind::Credit}) {
        if (id == meterKindId(k))
            return k;
    }
    return std::nullopt;
}

} // namespace cd
