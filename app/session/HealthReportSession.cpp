#include "HealthReportSession.h"

#include "ClustersSession.h"

#include "api/CallGroup.h"
#include "api/PlatformClient.h"
#include "api/TypedCall.h"

#include <cmath>

namespace cd {

namespace {

// Mean (or max) of each series' points, keyed by node and GPU.
QHash<QString, double> reduce(const MetricMatrix& matrix, bool maximum) {
    QHash<QString, double> out;
    for (const MatrixSeries& s : matrix) {
        double acc = maximum ? -1e300 : 0;
        int n = 0;
        for (const float v : s.values) {
            if (std::isnan(v))
                continue;
            acc = maximum ? std::max(acc, double(v)) : acc + v;
            ++n;
        }
        if (n > 0)
            out.insert(s.labels.value(QStringLiteral("hostname")) + u'/' +
                           s.labels.value(QStringLiteral("gpu")),
                       maximum ? acc : acc / n);
    }
    return out;
}

// CallGroup::add deduces the call's type from the call alone.
template <typename Call, typename Handler>
void addTo(CallGroup* group, Call* call, Handler handler) {
    group->add<Call>(call, std::function<void(Call*)>(std::move(handler)));
}

} // namespace

HealthReportSession::HealthReportSession(const ClustersSession& clusters, QObject* parent)
    : QObject(parent)
    , m_client(clusters.client())
    , m_group(new CallGroup(this)) {
    connect(m_group, &CallGroup::finished, this, &HealthReportSession::onFinished);
}

HealthReportSession::~HealthReportSession() = default;

void HealthReportSession::gather(const HealthInputs& base) {
    m_inputs = base;
    m_gaps.clear();
    m_readingGpus = false;
    if (!m_client) {
        onFinished();
        return;
    }
    const QString id = base.cluster.id;
    addTo(m_group, m_client->nodes(id), [this](TypedCall<QList<Node>>* nodes) {
        if (nodes->succeeded())
            m_inputs.nodes = nodes->value();
        else
            m_gaps.append({Part::Nodes, nodes->error()});
    });
    addTo(m_group, m_client->clusterEvents(id, 200), [this](TypedCall<Page<ClusterEvent>>* events) {
        if (events->succeeded()) {
            m_inputs.events = events->value().items;
            std::sort(m_inputs.events.begin(), m_inputs.events.end(),
                      [](const ClusterEvent& a, const ClusterEvent& b) { return a.time < b.time; });
        } else {
            m_gaps.append({Part::Events, events->error()});
        }
    });
    if (!base.costsHidden) {
        addTo(m_group, m_client->billingSummary(base.cluster.hourlyCost.currency()),
              [this](TypedCall<BillingSummary>* summary) {
                  if (summary->succeeded()) {
                      m_inputs.budgets = summary->value().budgets;
                      m_inputs.asOf = summary->value().asOf;
                  } else {
                      m_gaps.append({Part::Budgets, summary->error()});
                  }
              });
    }
    // The last minutes of every GPU: how busy, how hot, how fast, by the platform's clock (the
    // demo's runs faster than this computer's).
    if (base.cluster.state == ClusterState::Running) {
        addTo(m_group, m_client->health(), [this](TypedCall<QDateTime>* now) {
            const qint64 end =
                now->succeeded() ? now->value().toSecsSinceEpoch() : QDateTime::currentSecsSinceEpoch();
            if (m_client)
                readGpus(end);
        });
    }
}

void HealthReportSession::readGpus(qint64 end) {
    // Added from a handler of the group, so the group finishes only once these have answered too.
    m_readingGpus = true;
    const qint64 start = end - m_inputs.metricsMinutes * 60;
    const char* metrics[3] = {"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_GPU_TEMP", "DCGM_FI_DEV_SM_CLOCK"};
    const Part parts[3] = {Part::Utilization, Part::Temperatures, Part::Clocks};
    for (int i = 0; i < 3; ++i) {
        auto* call =
            m_client->queryRange(PlatformClient::clusterMetricsPath(m_inputs.cluster.id, "query_range"),
                                 QString::fromLatin1(metrics[i]), start, end, 60);
        addTo(m_group, call, [this, i, part = parts[i]](TypedCall<MetricMatrix>* c) {
            if (c->succeeded()) {
                m_readings[i] = reduce(c->value(), i == 1);
                for (const MatrixSeries& s : c->value())
                    m_models.insert(s.labels.value(QStringLiteral("hostname")) + u'/' +
                                        s.labels.value(QStringLiteral("gpu")),
                                    s.labels.value(QStringLiteral("model_name")));
            } else {
                m_gaps.append({part, c->error()});
            }
        });
    }
}

void HealthReportSession::onFinished() {
    if (m_readingGpus) {
        // Without utilization there is nothing to say of a GPU; without the others, the readings
        // that are there are still worth the report.
        const auto& util = m_readings[0];
        for (auto it = util.cbegin(); it != util.cend(); ++it) {
            const qsizetype slash = it.key().lastIndexOf(u'/');
            GpuReading g;
            g.node = it.key().left(slash);
            g.gpu = it.key().mid(slash + 1).toInt();
            g.model = m_models.value(it.key());
            g.utilizationAvg = it.value();
            g.temperatureMax = m_readings[1].value(it.key());
            g.smClockAvg = m_readings[2].value(it.key());
            m_inputs.gpus.append(g);
        }
        std::sort(m_inputs.gpus.begin(), m_inputs.gpus.end(), [](const GpuReading& a, const GpuReading& b) {
            return a.node != b.node ? a.node < b.node : a.gpu < b.gpu;
        });
    }
    if (!m_inputs.asOf.isValid())
        m_inputs.asOf = QDateTime::currentDateTimeUtc();
    Q_EMIT finished();
}

} // namespace cd
