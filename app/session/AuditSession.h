#pragma once

#include "core/AuditRecord.h"
#include "core/Error.h"
#include "session/StaleAfter.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// What the Audit page works through: the tenant's audit log of the last auditDays days, all of it
// or support staff's visits only, newest first.
class AuditSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditSession)

public:
    // The days a person reads; all of a long-lived tenant's log could be millions of entries.
    static constexpr int auditDays = 90;

    explicit AuditSession(QObject* parent = nullptr);
    ~AuditSession() override;

    // A new client (or none): what was loaded goes (clientChanged()); nothing loads by itself,
    // since only owners and admins may read the log.
    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_client.isNull(); }
    // Asks for the log again; a load still running is dropped. Nothing happens without a client.
    void load(bool supportOnly);
    // Whether the log is on screen: shown older than staleAfter, the last load() runs again (none
    // ran, none runs: the role may not read the log).
    void setShown(bool shown) { m_freshness.setShown(shown); }
    // When the log was read and whether it is loading; tests move its clock.
    StaleAfter& freshness() { return m_freshness; }
    static constexpr std::chrono::minutes staleAfter{5};

Q_SIGNALS:
    void clientChanged();
    void loaded(const QList<cd::AuditRecord>& records);
    // The log could not be read (a cancel is not a failure and says nothing).
    void failed(const cd::Error& error);

private:
    QPointer<PlatformClient> m_client;
    QPointer<ApiCall> m_call;
    StaleAfter m_freshness{staleAfter};
    bool m_supportOnly = false;
};

} // namespace cd
