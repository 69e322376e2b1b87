#pragma once

#include "core/Error.h"
#include "core/Member.h"
#include "session/ListLoad.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>

namespace cd {

class ApiCall;
class PlatformClient;

// What the Account area's Members tab (and cdctl) work through: the tenant's people, invited, given
// another role and removed. Failures come as sentences a person can act on; the platform's own
// sentence when it refuses for a reason of the tenant's (the last owner, an address already there).
class MembersSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MembersSession)

public:
    explicit MembersSession(QObject* parent = nullptr);
    ~MembersSession() override;

    void setClient(PlatformClient* client);
    bool hasClient() const { return !m_client.isNull(); }
    const QList<Member>& members() const { return m_members; }
    const Member* member(const QString& id) const;
    // The only active owner: the platform refuses to demote or remove them (409 last_owner), so the
    // console does not offer it.
    bool isLastActiveOwner(const QString& id) const;

    void load();
    // Retries of the same invitation (same address, role and name) send the same Idempotency-Key,
    // so a retry after a lost answer does not invite twice.
    void invite(const QString& email, Role role, const QString& name);
    // Sends the ETag of the member as last loaded: a change based on an old copy fails (412) and
    // the list is loaded again.
    void changeRole(const QString& id, Role role);
    void remove(const QString& id);

    static QString sentence(const Error& error);

Q_SIGNALS:
    void clientChanged();
    void membersChanged();
    void invited(const cd::Member& member);
    void roleChanged(const cd::Member& member);
    void removed(const QString& email);
    void failed(const QString& sentence);
    // An invitation refused (the address, the role): said in the invite dialog, which keeps what was
    // entered for a correction or a retry.
    void inviteFailed(const QString& sentence);
    // Every failure with its error, beside the sentence of failed() or inviteFailed(): cdctl
    // chooses its exit code from the kind.
    void failedWith(const cd::Error& error);

private:
    // Handles a change's failure; true when there was one.
    bool failedCall(ApiCall* call);
    void replace(const Member& member);

    QPointer<PlatformClient> m_client;
    ListLoad m_load;
    QList<Member> m_members;
    QByteArray m_invitation;    // the body of the last invitation that did not succeed
    QByteArray m_invitationKey; // and its Idempotency-Key
};

} // namespace cd
