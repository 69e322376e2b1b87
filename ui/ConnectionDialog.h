#pragma once

#include "session/ConnectionProfile.h"
#include "session/SecretStore.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cd {

class ConnectionTest;
struct Error;
struct Identity;
class ProfileStore;

// Choose or describe the platform to connect to: name, URL, CA bundle, proxy and API key (which
// goes to the OS keychain, never to settings), or go straight to the offline demo.
class ConnectionDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionDialog)

public:
    enum class Choice { None, Demo, Connect };

    ConnectionDialog(ProfileStore& profiles, SecretStore& secrets, QWidget* parent = nullptr);
    ~ConnectionDialog() override;

    Choice choice() const { return m_choice; }
    ConnectionProfile profile() const;
    // The key typed in this dialog; empty when the saved one (in the keychain) should be used.
    QByteArray apiKey() const;
    void setMessage(const QString& text);
    void selectProfile(const QString& name);

private:
    void loadProfile(int index);
    void showKeyState(const SecretStore::Outcome& outcome);
    void tryConnect();
    // For http:// to another computer: asks once whether the key may go in clear, and remembers a
    // yes for that host. False when the person said no.
    bool confirmPlainHttp(const ConnectionProfile& profile);
    void deleteProfile();
    void browseCaBundle();
    void testConnection();
    void runTest(const ConnectionProfile& profile, const QByteArray& key);
    void onTestFinished(const Error& error, const Identity& who);

    ProfileStore& m_profiles;
    SecretStore& m_secrets;
    Choice m_choice = Choice::None;
    // What the keychain said about the shown connection's key.
    enum class KeyState { None, Checking, Saved, Missing };
    KeyState m_keyState = KeyState::None;
    int m_keyCheck = 0; // which keychain read is the current one
    // The host the person accepted plain http:// for (from the saved profile or a warning just
    // confirmed); another address asks again.
    QString m_plainHttpHost;
    QComboBox* m_profileCombo;
    QLineEdit* m_name;
    QLineEdit* m_url;
    QLineEdit* m_caBundle;
    QLineEdit* m_proxy;
    QLineEdit* m_prometheus;
    QLineEdit* m_apiKey;
    QLabel* m_message;
    QPushButton* m_delete;
    QPushButton* m_test;
    ConnectionTest* m_connectionTest;
};

} // namespace cd
