#pragma once

#include "Page.h"

#include "core/Member.h"
#include "core/Result.h"

#include <QByteArray>

namespace cd {

// Decodes the tenant's people (resources/api/openapi.yaml, Member) and encodes what is sent about
// them.
class MemberDecoder {
public:
    static Result<Member> member(const QByteArray& body);
    static Result<Page<Member>> memberPage(const QByteArray& body);

    static QByteArray invitationBody(const QString& email, Role role, const QString& name);
    static QByteArray roleBody(Role role);
};

} // namespace cd
