#include "SimServerConfig.h"

#include <QCommandLineParser>
#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace cd::sim {

std::optional<SimServerConfig> SimServerConfig::parse(const QStringList& arguments, QString* error,
                                                      QString* helpText) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("clusterdesk-sim: the simulated GPU rental platform, served over HTTP(S)."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    const QCommandLineOption listen(
        QStringLiteral("listen"),
        QStringLiteral("Address to listen on (default 127.0.0.1:8080; port 0 picks "
                       "a free one)."),
        QStringLiteral("HOST:PORT"));
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("SQLite file for the platform's state."),
                                QStringLiteral("FILE"));
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        QStringLiteral("Seed for a new database (default 42); an existing one keeps "
                       "its own."),
        QStringLiteral("N"));
    const QCommandLineOption clockSpeed(QStringLiteral("clock-speed"),
                                        QStringLiteral("How many times faster than real time the platform's "
                                                       "clock runs (default 1)."),
                                        QStringLiteral("X"));
    const QCommandLineOption clockStart(
        QStringLiteral("clock-start"),
        QStringLiteral("The platform's time at start, RFC 3339 (default now)."), QStringLiteral("TIME"));
    const QCommandLineOption cert(QStringLiteral("tls-cert"), QStringLiteral("PEM certificate: serve HTTPS."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption key(QStringLiteral("tls-key"), QStringLiteral("PEM private key for --tls-cert."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption keysOut(QStringLiteral("keys-out"),
                                     QStringLiteral("On first start, write the tenants and their API keys "
                                                    "(one per role, plus support) to FILE as JSON."),
                                     QStringLiteral("FILE"));
    const QCommandLineOption portFile(QStringLiteral("port-file"),
                                      QStringLiteral("Write the port actually bound to FILE once listening."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption rate(QStringLiteral("rate-limit"),
                                  QStringLiteral("Requests per second per API key (default 50; 0 turns "
                                                 "limiting off)."),
                                  QStringLiteral("R"));
    const QCommandLineOption burst(QStringLiteral("rate-burst"),
                                   QStringLiteral("Requests a key may send at once before the rate applies "
                                                  "(default 2x the rate)."),
                                   QStringLiteral("N"));
    const QCommandLineOption accessLog(QStringLiteral("access-log"),
                                       QStringLiteral("Log every request to stderr."));
    const QCommandLineOption devFaults(
        QStringLiteral("dev-faults"),
        QStringLiteral("Let tests inject faults over HTTP: POST /dev/clusters/ID/nodes/NODE/fail fails that "
                       "node now (with a key of the cluster's tenant that may change clusters)."));
    parser.addOption(devFaults);
    const QCommandLineOption failures(QStringLiteral("node-failure-rate"),
                                      QStringLiteral("Seeded node failures per node and simulated hour "
                                                     "(default 0.0003; 0: nodes never fail)."),
                                      QStringLiteral("R"));
    parser.addOption(failures);
    const QCommandLineOption uploadSync(
        QStringLiteral("upload-sync"),
        QStringLiteral("on (default): upload bytes reach the disk before their PATCH is answered; off: "
                       "they survive a kill of the simulator, not a power cut (for benchmarks)."),
        QStringLiteral("on|off"));
    parser.addOption(uploadSync);
    // Upload data (tus HEAD and PATCH) has budgets of its own, by requests and by bytes.
    const QCommandLineOption uploadRate(
        QStringLiteral("upload-rate-limit"),
        QStringLiteral("Upload HEAD and PATCH requests per second per API key "
                       "(default 200, twice that at once)."),
        QStringLiteral("R"));
    const QCommandLineOption uploadBytes(
        QStringLiteral("upload-byte-rate"),
        QStringLiteral("Upload bytes (PATCH Content-Length) per second per API "
                       "key (default 1073741824, twice that at once)."),
        QStringLiteral("B"));
    parser.addOptions({uploadRate, uploadBytes});
    // The front end's limits (ServerLimits): options so that tests and benchmarks can reach them.
    const QCommandLineOption headTimeout(QStringLiteral("head-timeout-ms"),
                                         QStringLiteral("Time a client has from the first byte of a request "
                                                        "to the end of its headers (default 10000)."),
                                         QStringLiteral("MS"));
    const QCommandLineOption perAddress(QStringLiteral("max-connections-per-address"),
                                        QStringLiteral("Connections one client address may hold open; more "
                                                       "are closed at once (default 64)."),
                                        QStringLiteral("N"));
    const QCommandLineOption perKey(QStringLiteral("max-streams-per-key"),
                                    QStringLiteral("Event streams one API key may hold open; more are "
                                                   "refused with 429 (default 8)."),
                                    QStringLiteral("N"));
    parser.addOptions({headTimeout, perAddress, perKey});
    const QCommandLineOption sshEndpoint(QStringLiteral("ssh-endpoint"),
                                         QStringLiteral("Every ready node reports this SSH endpoint (a real "
                                                        "sshd), with no jump host."),
                                         QStringLiteral("HOST:PORT"));
    const QCommandLineOption sshUser(QStringLiteral("ssh-user"),
                                     QStringLiteral("The user of --ssh-endpoint (default ubuntu)."),
                                     QStringLiteral("USER"));
    const QCommandLineOption sshKeysDir(QStringLiteral("ssh-authorized-keys-dir"),
                                        QStringLiteral("Write DIR/<cluster-id>.authorized_keys with the keys "
                                                       "chosen at launch; removed on terminate."),
                                        QStringLiteral("DIR"));
    parser.addOptions({sshEndpoint, sshUser, sshKeysDir});
    parser.addOptions({help, listen, db, seed, clockSpeed, clockStart, cert, key, keysOut, portFile, rate,
                       burst, accessLog});

    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        // Without a QCoreApplication (the server needs none) Qt writes "<executable_name>".
        *helpText = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                              arguments.isEmpty() ? QStringLiteral("clusterdesk-sim")
                                                                  : arguments.first());
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error = QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first());
        return std::nullopt;
    }

    SimServerConfig config;
    if (parser.isSet(listen)) {
        const QString value = parser.value(listen);
        const qsizetype colon = value.lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
        if (!ok || port < 0 || port > 65535) {
            *error = QStringLiteral("--listen wants HOST:PORT, such as 127.0.0.1:8080");
            return std::nullopt;
        }
        config.host = value.left(colon);
        if (config.host.startsWith(u'[') && config.host.endsWith(u']'))
            config.host = config.host.mid(1, config.host.size() - 2);
        config.port = port;
    }
    if (!parser.isSet(db)) {
        *error = QStringLiteral("--db FILE is required: the platform keeps its state there");
        return std::nullopt;
    }
    config.platform.databasePath = parser.value(db);
    if (parser.isSet(seed)) {
        bool ok = false;
        config.platform.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            *error = QStringLiteral("--seed wants a whole number");
            return std::nullopt;
        }
    }
    if (parser.isSet(clockSpeed)) {
        bool ok = false;
        config.platform.clockSpeed = parser.value(clockSpeed).toDouble(&ok);
        if (!ok || config.platform.clockSpeed < 0 || config.platform.clockSpeed > 1e6) {
            *error = QStringLiteral("--clock-speed wants a number from 0 to 1000000");
            return std::nullopt;
        }
    }
    if (parser.isSet(uploadSync)) {
        const QString value = parser.value(uploadSync);
        if (value != u"on" && value != u"off") {
            *error = QStringLiteral("--upload-sync wants on or off");
            return std::nullopt;
        }
        config.platform.uploadSync = value == u"on";
    }
    if (parser.isSet(failures)) {
        bool ok = false;
        config.platform.nodeFailuresPerNodeHour = parser.value(failures).toDouble(&ok);
        if (!ok || config.platform.nodeFailuresPerNodeHour < 0 ||
            config.platform.nodeFailuresPerNodeHour > 1000) {
            *error = QStringLiteral("--node-failure-rate wants a number from 0 to 1000");
            return std::nullopt;
        }
    }
    if (parser.isSet(clockStart)) {
        config.platform.clockStart = QDateTime::fromString(parser.value(clockStart), Qt::ISODate);
        if (!config.platform.clockStart.isValid()) {
            *error = QStringLiteral("--clock-start wants an RFC 3339 time such as 2026-01-05T09:00:00Z");
            return std::nullopt;
        }
    }
    if (parser.isSet(cert) != parser.isSet(key)) {
        *error = QStringLiteral("--tls-cert and --tls-key go together");
        return std::nullopt;
    }
    config.tlsCert = parser.value(cert);
    config.tlsKey = parser.value(key);
    config.keysOut = parser.value(keysOut);
    config.portFile = parser.value(portFile);
    config.accessLog = parser.isSet(accessLog);
    config.devFaults = parser.isSet(devFaults);
    const auto whole = [&parser, error](const QCommandLineOption& option, int min, int max, int* out) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < min || value > max) {
            *error = QStringLiteral("--%1 wants a whole number from %2 to %3")
                         .arg(option.names().constFirst())
                         .arg(min)
                         .arg(max);
            return false;
        }
        *out = value;
        return true;
    };
    if (!whole(headTimeout, 100, 600000, &config.limits.headTimeoutMs) ||
        !whole(perAddress, 1, 100000, &config.limits.maxConnectionsPerAddress) ||
        !whole(perKey, 1, 10000, &config.limits.maxStreamsPerKey))
        return std::nullopt;
    if (parser.isSet(rate)) {
        bool ok = false;
        config.platform.rateLimit.ratePerSecond = parser.value(rate).toDouble(&ok);
        if (!ok || !std::isfinite(config.platform.rateLimit.ratePerSecond) ||
            config.platform.rateLimit.ratePerSecond < 0 || config.platform.rateLimit.ratePerSecond > 1e6) {
            *error = QStringLiteral("--rate-limit wants a number of requests per second, 0 for none");
            return std::nullopt;
        }
        // A bucket that never holds a whole token would refuse everything.
        config.platform.rateLimit.burst = std::max(1.0, 2 * config.platform.rateLimit.ratePerSecond);
    }
    if (parser.isSet(burst)) {
        bool ok = false;
        config.platform.rateLimit.burst = parser.value(burst).toDouble(&ok);
        if (!ok || !std::isfinite(config.platform.rateLimit.burst) || config.platform.rateLimit.burst < 1 ||
            config.platform.rateLimit.burst > 1e9) {
            *error = QStringLiteral("--rate-burst wants a number from 1");
            return std::nullopt;
        }
    }
    RateLimiter::Settings& limits = config.platform.rateLimit;
    if (parser.isSet(uploadRate)) {
        bool ok = false;
        limits.uploadRequestsPerSecond = parser.value(uploadRate).toDouble(&ok);
        if (!ok || !std::isfinite(limits.uploadRequestsPerSecond) || limits.uploadRequestsPerSecond <= 0 ||
            limits.uploadRequestsPerSecond > 1e6) {
            *error = QStringLiteral("--upload-rate-limit wants a number of requests per second above 0");
            return std::nullopt;
        }
        limits.uploadRequestBurst = std::max(1.0, 2 * limits.uploadRequestsPerSecond);
    }
    if (parser.isSet(uploadBytes)) {
        bool ok = false;
        limits.uploadBytesPerSecond = parser.value(uploadBytes).toDouble(&ok);
        if (!ok || !std::isfinite(limits.uploadBytesPerSecond) || limits.uploadBytesPerSecond < 1 ||
            limits.uploadBytesPerSecond > 1e12) {
            *error = QStringLiteral("--upload-byte-rate wants a number of bytes per second from 1");
            return std::nullopt;
        }
        limits.uploadByteBurst = 2 * limits.uploadBytesPerSecond;
    }
    if (parser.isSet(sshEndpoint)) {
        const QString value = parser.value(sshEndpoint);
        const qsizetype colon = value.lastIndexOf(u':');
        bool ok = false;
        const int port = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
        if (!ok || port < 1 || port > 65535) {
            *error = QStringLiteral("--ssh-endpoint wants HOST:PORT, such as 127.0.0.1:2222");
            return std::nullopt;
        }
        config.platform.sshHost = value.left(colon);
        config.platform.sshPort = port;
    }
    config.platform.sshUser = parser.value(sshUser);
    config.platform.sshAuthorizedKeysDir = parser.value(sshKeysDir);
    return config;
}

} // namespace cd::sim
