#include "MembersSession.h"

#include "api/MemberDecoder.h"
#include "api/PagedCall.h"
#include "api/PlatformClient.h"
#include "core/ErrorText.h"

#include <QUuid>

#include <algorithm>

namespace cd {

MembersSession::MembersSession(QObject* parent)
    : QObject(parent) {}

MembersSession::~MembersSession() = default;

void MembersSession::setClient(PlatformClient* client) {
    m_load.cancel();
    m_client = client;
    m_members.clear();
    m_invitation.clear();
    m_invitationKey.clear();
    Q_EMIT clientChanged();
    Q_EMIT membersChanged();
}

const Member* MembersSession::member(const QString& id) const {
    for (const Member& m : m_members) {
        if (m.id == id)
            return &m;
    }
    return nullptr;
}

bool MembersSession::isLastActiveOwner(const QString& id) const {
    const Member* m = member(id);
    if (!m || m->role != Role::Owner || m->invited)
        return false;
    for (const Member& other : m_members) {
        if (other.id != id && other.role == Role::Owner && !other.invited)
            return false;
    }
    return true;
}

QString MembersSession::sentence(const Error& error) {
    // In the console's own words, so that they read in the person's language; the platform's
    // detail is English.
    if (error.code == u"last_owner")
        return tr("This person is the tenant's last owner: make someone else owner first.");
    if (error.code == u"already_member")
        return tr("Someone with this email address is already a member or invited.");
    if (error.code == u"role_too_high")
        return tr("Your role cannot do this: only an owner invites, changes or removes owners.");
    if (error.code == u"invalid_email")
        return tr("This is not an email address: expected one like name@example.com, without spaces.");
    return ErrorText::sentence(error);
}

bool MembersSession::failedCall(ApiCall* call) {
    call->deleteLater();
    if (call->error().kind == ErrorKind::Cancelled)
        return true;
    if (call->succeeded())
        return false;
    Q_EMIT failed(sentence(call->error()));
    Q_EMIT failedWith(call->error());
    // Someone changed or removed them first: show what is there now.
    if (call->error().kind == ErrorKind::PreconditionFailed || call->error().kind == ErrorKind::NotFound)
        load();
    return true;
}

void MembersSession::replace(const Member& member) {
    for (Member& m : m_members) {
        if (m.id == member.id) {
            m = member;
            return;
        }
    }
    m_members.append(member);
}

void MembersSession::load() {
    if (!m_client)
        return;
    auto* call = m_client->members(this);
    m_load.start(
        call,
        [this, call] {
            m_members = call->items();
            Q_EMIT membersChanged();
        },
        [this](const Error& error) {
            Q_EMIT failed(sentence(error));
            Q_EMIT failedWith(error);
        });
}

void MembersSession::invite(const QString& email, Role role, const QString& name) {
    if (!m_client)
        return;
    const QByteArray body = MemberDecoder::invitationBody(email, role, name);
    if (body != m_invitation || m_invitationKey.isEmpty()) {
        m_invitation = body;
        m_invitationKey = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    }
    auto* call = m_client->inviteMember(email, role, name, m_invitationKey, this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        if (call->error().kind == ErrorKind::Cancelled)
            return;
        if (!call->succeeded()) {
            Q_EMIT inviteFailed(sentence(call->error()));
            Q_EMIT failedWith(call->error());
            return;
        }
        m_invitation.clear();
        m_invitationKey.clear();
        replace(call->value());
        std::sort(m_members.begin(), m_members.end(), [](const Member& a, const Member& b) {
            return a.email.compare(b.email, Qt::CaseInsensitive) < 0;
        });
        Q_EMIT invited(call->value());
        Q_EMIT membersChanged();
    });
}

void MembersSession::changeRole(const QString& id, Role role) {
    const Member* m = member(id);
    if (!m_client || !m)
        return;
    auto* call = m_client->changeMemberRole(id, role, m->etag, this);
    connect(call, &ApiCall::finished, this, [this, call] {
        if (failedCall(call))
            return;
        replace(call->value());
        Q_EMIT roleChanged(call->value());
        Q_EMIT membersChanged();
    });
}

void MembersSession::remove(const QString& id) {
    const Member* m = member(id);
    if (!m_client || !m)
        return;
    const QString email = m->email;
    auto* call = m_client->removeMember(id, this);
    connect(call, &ApiCall::finished, this, [this, call, id, email] {
        // Already gone is what was asked for (a retried DELETE finds nothing the second time).
        if (call->error().kind != ErrorKind::NotFound && failedCall(call))
            return;
        call->deleteLater();
        m_members.removeIf([&](const Member& gone) { return gone.id == id; });
        Q_EMIT removed(email);
        Q_EMIT membersChanged();
    });
}

} // namespace cd
