#pragma once

#include "core/AuditRecord.h"
#include "core/Error.h"

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

Q_SIGNALS:
    void clientChanged();
    void loaded(const QList<cd::AuditRecord>& records);
    // The log could not be read (a cancel is not a failure and says nothing).
    void failed(const cd::Error& error);

private:
    QPointer<PlatformClient> m_client;
    QPointer<ApiCall> m_call;
};

} // namespace cd
