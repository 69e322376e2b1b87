#include "Node.h"

namespace cd {

namespace {
constexpr const char16_t* healthIds[] = {u"healthy", u"warning", u"failed"};
constexpr const char16_t* nodeStateIds[] = {u"provisioning", u"ready", u"degraded", u"failed", u"draining"};
} // namespace

QString gpuHealthId(GpuHealth health) {
    return QString::fromUtf16(healthIds[int(health)]);
}

std::optional<GpuHealth> gpuHealthFromId(QStringView id) {
    for (int i = 0; i < 3; ++i) {
        if (id == QStringView(healthIds[i]))
            return GpuHealth(i);
    }
    return std::nullopt;
}

QString nodeStateId(NodeState state) {
    return QString::fromUtf16(nodeStateIds[int(state)]);
}

std::optional<NodeState> nodeStateFromId(QStringView id) {
    for (int i = 0; i < 5; ++i) {
        if (id == QStringView(nodeStateIds[i]))
            return NodeState(i);
    }
    return std::nullopt;
}

int Node::healthyGpus() const {
    int n = 0;
    for (const GpuStatus& g : gpus)
        n += g.health == GpuHealth::Healthy ? 1 : 0;
    return n;
}

} // namespace cd
