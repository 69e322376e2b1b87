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

// Choose or describe the platform to connect to: name, URL, CA bundle, proxy, API key (which
// goes to the OS keychain, never to settings), and where metrics come from (a Prometheus server
// with its own authentication and CA bundle), or go straight to the offline demo.
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
    void browsePrometheusCaBundle();
    // The Prometheus fields that apply to the chosen authentication are enabled, the others not.
    void showPrometheusAuth();
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
    // The hosts the person accepted plain http:// for (from the saved profile or a warning just
    // confirmed): the platform's, and Prometheus' when it gets credentials; another address asks again.
    QStringList m_plainHttpHosts;
    QComboBox* m_profileCombo;
    QLineEdit* m_name;
    QLineEdit* m_url;
    QLineEdit* m_caBundle;
    QLineEdit* m_proxy;
    QLineEdit* m_prometheus;
    QComboBox* m_prometheusAuth;
    QLineEdit* m_prometheusUser;
    QLineEdit* m_prometheusSecret;
    QLabel* m_prometheusSecretLabel;
    QLineEdit* m_prometheusCa;
    QLineEdit* m_apiKey;
    QLabel* m_message;
    QPushButton* m_delete;
    QPushButton* m_test;
    ConnectionTest* m_connectionTest;
};

} // namespace cd
