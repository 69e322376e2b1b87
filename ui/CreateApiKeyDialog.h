#pragma once

#include "SubmitDialog.h"
#include "core/ApiKey.h"
#include "core/Member.h"

#include <QDateTime>
#include <QList>

class QComboBox;
class QDateEdit;
class QLineEdit;

namespace cd {

// Create API key: a name, whom it is for (the signed-in person, or another member of the tenant,
// invited ones too), a role and an expiry. The roles offered are those both the signed-in person
// may hand out and the chosen member holds: the platform refuses a key above either. Create does
// not close it (SubmitDialog); a retry of the same request goes under the same Idempotency-Key
// (ApiKeysSession).
class CreateApiKeyDialog final : public SubmitDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateApiKeyDialog)

public:
    enum Expiry { Days30, Days90, Year1, Never, OnDate };

    // `giver`: the signed-in person's role; `others`: the tenant's other members.
    CreateApiKeyDialog(Role giver, const QList<cd::Member>& others, QWidget* parent = nullptr);

    // What Create asks for; the expiry as fixed when it was chosen.
    ApiKeyRequest request() const;
    QString verdictText() const override;
    // Chooses whom the key is for by email; false when they are not offered.
    bool chooseMember(const QString& email);
    // The roles a key of `giver` for someone who is `holder` may have, highest first.
    static QList<Role> rolesFor(Role giver, Role holder);

    // The latest expiry the platform accepts: two years from `now`.
    static QDateTime latestExpiry(const QDateTime& now);

protected:
    void busyChanged(bool busy) override;

private:
    void offerRoles();
    void fixExpiry();

    Role m_giver;
    QList<cd::Member> m_others;
    QLineEdit* m_name;
    QComboBox* m_member;
    QComboBox* m_role;
    QComboBox* m_expiry;
    QDateEdit* m_date;
    QDateTime m_expiresAt; // invalid: never
};

} // namespace cd
