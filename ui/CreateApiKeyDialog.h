#pragma once

#include "core/ApiKey.h"

#include <QDateTime>
#include <QDialog>
#include <QList>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace cd {

// Create API key: a name, a role among those the signed-in person may hand out, and an expiry.
// Create does not close it: the page sends the request and closes it when the key is made, or
// shows here why not, so the person can correct or retry (a retry of the same request goes under
// the same Idempotency-Key: ApiKeysSession).
class CreateApiKeyDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateApiKeyDialog)

public:
    enum Expiry { Days30, Days90, Year1, Never, OnDate };

    CreateApiKeyDialog(const QList<Role>& roles, QWidget* parent = nullptr);

    // What Create asks for; the expiry as fixed when it was chosen.
    ApiKeyRequest request() const;
    // Why Create is disabled, or empty when it is not.
    QString verdictText() const;
    void setBusy(bool busy);
    void showError(const QString& sentence);
    QString errorText() const;

    // The latest expiry the platform accepts: two years from `now`.
    static QDateTime latestExpiry(const QDateTime& now);

Q_SIGNALS:
    void submitted();

private:
    void fixExpiry();
    void judge();

    QLineEdit* m_name;
    QComboBox* m_role;
    QComboBox* m_expiry;
    QDateEdit* m_date;
    QLabel* m_verdict;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    QDateTime m_expiresAt; // invalid: never
    bool m_busy = false;
};

} // namespace cd
