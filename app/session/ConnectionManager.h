#pragma once

#include "ConnectionProfile.h"
#include "ConnectionState.h"
#include "OfflineDemo.h"

#include "api/TransportSettings.h"
#include "core/Error.h"
#include "core/Identity.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <vector>

namespace cd {

class PlatformClient;

// Owns the one PlatformClient the console uses and says what state the connection is in. Switching
// from the demo to a server or between profiles needs no restart: the old client goes, a new one
// comes, and clientChanged() tells the pages to reload. While connected it watches every call; a
// network failure moves it to Reconnecting and it probes /v1/health with backoff until the server
// answers again.
class ConnectionManager final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionManager)

public:
    explicit ConnectionManager(QObject* parent = nullptr);
    ~ConnectionManager() override;

    // How the offline demo starts: the console's wiring gives it (cd_demo); without one, as in a
    // console built without the demo, startDemo() says so.
    void setDemoFactory(OfflineDemo::Factory factory) { m_demoFactory = std::move(factory); }

    // Opens the in-process simulated platform, signed in as its demo tenant's person with `role`
    // (Support: the platform's support staff, with no tenant chosen yet). Returns false (and says
    // why) if it could not start.
    // `clockStart` invalid: the story is set at the present.
    bool startDemo(quint64 seed, QString* error, Role role = Role::Owner, const QDateTime& clockStart = {});
    // The demo from its beginning again: the same seed, person and starting time, so the story
    // repeats as it was first told. False (and why) if no demo runs or it could not start.
    bool resetDemo(QString* error);
    // `accepted` runs once the platform has said who the key belongs to, and never when it refused
    // it or could not be reached: the caller stores a typed key then, and only then, so a rejected
    // key never reaches the keychain.
    void connectTo(const ConnectionProfile& profile, const QByteArray& apiKey,
                   std::function<void()> accepted = {});
    void disconnectFromPlatform();

    ConnectionState state() const { return m_state; }
    // "Demo", the profile's name, or empty.
    QString platformName() const { return m_name; }
    // The server's base URL; empty for the demo, whose transport is in-process.
    QUrl baseUrl() const { return m_baseUrl; }
    const Error& lastError() const { return m_lastError; }
    // The current connection sends its API key over plain http://
    // to another computer (a choice the profile remembers): the window keeps a warning up for as long as it
    // lasts.
    bool sendsKeyInClear() const { return m_keyInClear; }
    // The hosts that credentials reach over plain http:// (the platform's, a Prometheus server's),
    // each confirmed by the person; empty when everything is encrypted.
    const QStringList& hostsInClear() const { return m_hostsInClear; }
    const Identity& identity() const { return m_identity; }
    bool isSupport() const { return m_identity.role == Role::Support; }
    // Support staff: look at `tenantId` from now on (every request names it in X-Tenant-Id). Pages
    // reload; identified() follows with the tenant in identity(). Empty: no tenant.
    void viewTenant(const QString& tenantId);
    PlatformClient* client() const { return m_client.get(); }
    // Where GPU metrics come from: a Prometheus server when the profile names one, else the
    // platform (the same client as client()).
    PlatformClient* metricsClient() const { return m_metricsClient ? m_metricsClient.get() : m_client.get(); }
    bool metricsFromPrometheus() const { return m_metricsClient != nullptr; }
    OfflineDemo* demo() const { return m_demo.get(); }
    // A client for `profile` over the network, not installed anywhere: for connecting, and for the
    // connection dialog's "Test connection".
    static std::unique_ptr<PlatformClient>
    clientFor(const ConnectionProfile& profile, const QByteArray& apiKey, const TransportSettings& base = {});
    // The client of the profile's Prometheus server: its address, its CA bundle (empty: the system's
    // store) and its own credentials, never the platform's key.
    static std::unique_ptr<PlatformClient> prometheusClientFor(const ConnectionProfile& profile,
                                                               const TransportSettings& base = {});
    // Timeouts and limits for new connections (tests shorten them).
    void setTransportTemplate(const TransportSettings& settings) { m_template = settings; }
    // clientChanged() for code that knows PlatformClient only by name (the widgets): connecting to
    // a signal with a PlatformClient* needs the whole class, this does not.
    QMetaObject::Connection followClient(QObject* context, std::function<void(PlatformClient*)> handler);

Q_SIGNALS:
    void stateChanged(cd::ConnectionState state);
    // A new client (or none): pages drop what they show and load again.
    void clientChanged(cd::PlatformClient* client);
    // A failure a person should read (wrong key, untrusted certificate, server gone).
    void problem(const cd::Error& error);
    // The platform said who this is (identity() is filled in), for the demo as for a server.
    void identified();

private:
    void setState(ConnectionState state);
    // Hands the current client (and demo platform) to deferred deletion: this may run inside one of
    // the client's own signals, and the client's transport may point into the demo platform.
    void retireCurrent();
    void install(std::unique_ptr<PlatformClient> client);
    void identify();
    void onCallFailed(const Error& error);
    void probe();

    struct Retired {
        std::unique_ptr<PlatformClient> metricsClient;
        std::unique_ptr<PlatformClient> client; // destroyed first: its transport may use the demo
        std::shared_ptr<OfflineDemo> demo;      // shared with the demo's transport (startDemo)
        ~Retired();
    };
    void buryRetired();

    std::unique_ptr<PlatformClient> m_client;
    std::unique_ptr<PlatformClient> m_metricsClient;
    std::shared_ptr<OfflineDemo> m_demo;
    std::vector<std::unique_ptr<Retired>> m_retired; // deleted on the next turn of the event loop
    ConnectionState m_state = ConnectionState::Offline;
    struct DemoStart {
        quint64 seed = 0;
        Role role = Role::Owner;
        QDateTime clockStart;
    };
    DemoStart m_demoStart; // how the running demo began, for resetDemo()
    QString m_name;
    QUrl m_baseUrl;
    bool m_keyInClear = false;
    QStringList m_hostsInClear;
    Error m_lastError;
    Identity m_identity;
    TransportSettings m_template;
    OfflineDemo::Factory m_demoFactory;
    QTimer m_probeTimer;
    int m_probeAttempt = 0;
    std::function<void()> m_onAccepted; // for the connection being made, until it is identified
};

} // namespace cd
