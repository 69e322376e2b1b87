#pragma once

#include "Role.h"

#include <QDateTime>
#include <QString>

namespace cd {

// An API key of the tenant as GET /v1/api-keys lists it: what identifies it to a person (its name
// and the first 12 characters of the key), never the key itself.
struct ApiKey {
    QString id; // "ak-0001"
    QString name;
    QString prefix;           // "cdk_Rc2Oqryh"
    Role role = Role::Viewer; // the key's role; what it may do is also bounded by its member's
    QString memberId;
    QString memberEmail;
    QString createdBy; // the email of who made it
    QDateTime createdAt;
    QDateTime lastUsedAt; // invalid: never used
    QDateTime expiresAt;  // invalid: never expires
    bool expired = false;
    bool operator==(const ApiKey&) const = default;
};

// A key just made: the only time its secret is ever seen (POST /v1/api-keys).
struct NewApiKey {
    ApiKey key;
    QString secret; // "cdk_" and 43 base64url characters
    bool operator==(const NewApiKey&) const = default;
};

// What a person asks for when creating a key. The expiry is fixed when it is chosen, not when it is
// sent, so a retry sends the same body under the same Idempotency-Key.
struct ApiKeyRequest {
    QString name;
    Role role = Role::Member;
    QDateTime expiresAt; // invalid: never
    QString memberId;    // empty: the caller
    bool operator==(const ApiKeyRequest&) const = default;
};

} // namespace cd
