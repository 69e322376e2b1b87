#include "OfferingCatalog.h"

#include "api/PagedCall.h"
#include "api/PlatformClient.h"

namespace cd {

OfferingCatalog::OfferingCatalog(QObject* parent)
    : QObject(parent) {}

OfferingCatalog::~OfferingCatalog() {
    blockSignals(true);
    delete m_call.data();
    for (const QPointer<ApiCall>& call : std::as_const(m_finds))
        delete call.data();
}

void OfferingCatalog::setClient(PlatformClient* client) {
    const bool wasLoading = isLoading();
    delete m_call.data();
    for (const QPointer<ApiCall>& call : std::as_const(m_finds))
        delete call.data();
    m_finds.clear();
    m_waiting.clear(); // their answers would describe another platform's offerings
    m_single.clear();
    m_offerings.clear();
    m_loaded = false;
    m_client = client;
    if (wasLoading)
        Q_EMIT loadingChanged(false);
}

void OfferingCatalog::load() {
    if (m_loaded || isLoading())
        return;
    reload();
}

void OfferingCatalog::reload() {
    if (!m_client)
        return;
    delete m_call.data();
    auto* call = m_client->offerings(OfferingFilter{}, this);
    m_call = call;
    connect(call, &ApiCall::progressed, this, &OfferingCatalog::progressed);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        m_call = nullptr;
        Q_EMIT loadingChanged(false);
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            Q_EMIT failed(call->error());
            return;
        }
        m_offerings = call->items();
        m_loaded = true;
        // Whoever waited for one offering has it now.
        const QStringList ids = m_waiting.keys();
        for (const QString& id : ids) {
            const auto it = std::find_if(m_offerings.cbegin(), m_offerings.cend(),
                                         [&](const Offering& o) { return o.id == id; });
            if (it != m_offerings.cend()) {
                delete m_finds.take(id).data();
                answerWaiters(id, &*it);
            }
        }
        Q_EMIT loaded(m_offerings);
    });
    Q_EMIT loadingChanged(true);
}

void OfferingCatalog::find(const QString& id, QObject* context, std::function<void(const Offering*)> done) {
    if (m_loaded) {
        const auto it = std::find_if(m_offerings.cbegin(), m_offerings.cend(),
                                     [&](const Offering& o) { return o.id == id; });
        if (it != m_offerings.cend()) {
            done(&*it);
            return;
        }
    }
    if (const auto it = m_single.constFind(id); it != m_single.cend()) {
        done(&*it);
        return;
    }
    m_waiting[id].append({context, std::move(done)});
    if (m_finds.value(id) || !m_client)
        return;
    auto* call = m_client->offering(id, this);
    m_finds.insert(id, call);
    connect(call, &ApiCall::finished, this, [this, call, id] {
        call->deleteLater();
        m_finds.remove(id);
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            answerWaiters(id, nullptr);
            return;
        }
        const auto stored = m_single.insert(id, call->value());
        answerWaiters(id, &*stored);
    });
}

void OfferingCatalog::answerWaiters(const QString& id, const Offering* offering) {
    const QList<Waiter> waiters = m_waiting.take(id);
    for (const Waiter& w : waiters) {
        if (w.context)
            w.done(offering);
    }
}

} // namespace cd
