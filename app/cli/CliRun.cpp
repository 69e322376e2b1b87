#include "CliRun.h"

#include "CliText.h"

#include "CliDemo.h"
#include "ExitCode.h"
#include "KeySource.h"

#include "api/PlatformClient.h"
#include "api/ResponseErrors.h"
#include "core/ErrorText.h"
#include "session/ConnectionManager.h"
#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QPointer>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

namespace cd::cli {

namespace {} // namespace

CliRun::CliRun(const CommandLine& line, QSettings& settings)
    : m_line(line)
    , m_settings(settings)
    , m_output(Output::formatFromName(line.global.output),
               !line.global.noColor && ::isatty(STDOUT_FILENO) && qEnvironmentVariableIsEmpty("NO_COLOR")) {}

CliRun::~CliRun() {
    m_client.reset(); // before the demo its transport points into
}

void CliRun::fail(int code, const QString& sentence) {
    throw CliFailure{code, sentence};
}

void CliRun::fail(const Error& error) {
    // The platform's own sentence says exactly what it refused ("This API key was revoked."); the
    // console's sentence for the kind is the fallback.
    const bool platformSaid = error.httpStatus >= 400 && error.httpStatus < 500 && !error.detail.isEmpty();
    QString sentence = platformSaid ? error.detail : ErrorText::sentence(error);
    if (error.kind == ErrorKind::Auth && !platformSaid)
        sentence = CliText::tr("The platform did not accept the API key.");
    throw CliFailure{exitCodeFor(error), sentence};
}

bool CliRun::stdinIsTerminal() {
    return ::isatty(STDIN_FILENO);
}

bool CliRun::stderrIsTerminal() {
    return ::isatty(STDERR_FILENO);
}

void CliRun::progress(const QString& line) const {
    if (!stderrIsTerminal())
        return;
    std::fprintf(stderr, "%s\n", line.toLocal8Bit().constData());
}

void CliRun::pause(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QString CliRun::profileName() {
    if (m_line.global.demo)
        return QStringLiteral("demo");
    if (!m_profileName.isEmpty())
        return m_profileName;
    ProfileStore store(m_settings);
    QString name = m_line.global.profile.isEmpty() ? store.lastUsed() : m_line.global.profile;
    const auto all = store.profiles();
    if (name.isEmpty() && all.size() == 1)
        name = all.first().name;
    if (name.isEmpty())
        fail(NotFound,
             CliText::tr(
                 "No connection profile yet: create one with \"cdctl login --url URL\", or try --demo."));
    if (!store.profile(name)) {
        QStringList names;
        for (const ConnectionProfile& p : all)
            names.append(p.name);
        fail(NotFound,
             names.isEmpty()
                 ? CliText::tr("There is no profile \"%1\", and none yet: create one with \"cdctl login\".")
                       .arg(name)
                 : CliText::tr("There is no profile \"%1\"; the profiles are: %2.")
                       .arg(name, names.join(QStringLiteral(", "))));
    }
    m_profileName = name;
    return name;
}

QByteArray CliRun::resolveKey(const QString& profile) {
    if (QByteArray key = KeySource::fromEnvironment(); !key.isEmpty())
        return key;
    QString keyFile = m_line.global.keyFile;
    if (keyFile.isEmpty())
        keyFile = m_settings.value(QStringLiteral("cdctl/keyFiles/") + profile).toString();
    if (!keyFile.isEmpty())
        return KeySource::fromFile(keyFile);
    SecretStore secrets(QStringLiteral("ClusterDesk"));
    SecretStore::Outcome outcome;
    bool done = false;
    QEventLoop loop;
    secrets.read(ProfileStore::secretName(profile), [&](const SecretStore::Outcome& o) {
        outcome = o;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    if (outcome.ok && !outcome.secret.isEmpty())
        return outcome.secret;
    fail(Auth, outcome.notFound
                   ? CliText::tr(
                         "The keychain has no API key for the profile \"%1\": run \"cdctl login\" again, set "
                         "%2 or give --key-file FILE.")
                         .arg(profile, QString::fromLatin1(KeySource::environmentVariable))
                   : CliText::tr("No keychain answered and no key was given: set %1 or give --key-file FILE.")
                         .arg(QString::fromLatin1(KeySource::environmentVariable)));
}

PlatformClient& CliRun::client() {
    if (m_client)
        return *m_client;
    if (m_line.global.demo) {
        QString error;
        m_demo = CliDemo::open(&error);
        if (!m_demo)
            fail(Unexpected, CliText::tr("The offline demo could not start: %1").arg(error));
        m_client = std::make_unique<PlatformClient>(m_demo->makeTransport());
        m_client->setApiKey(m_demo->ownerKey());
        return *m_client;
    }
    const QString name = profileName();
    const ConnectionProfile profile = *ProfileStore(m_settings).profile(name);
    if (const QString problem = profile.insecureHttpProblem(); !problem.isEmpty())
        fail(Network, problem);
    m_client = ConnectionManager::clientFor(profile, resolveKey(name));
    return *m_client;
}

void CliRun::await(ApiCall* call) {
    if (!call->isFinished()) {
        QEventLoop loop;
        QObject::connect(call, &ApiCall::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (call->error().isError())
        fail(call->error());
}

QJsonObject CliRun::getObject(const QByteArray& path, const QUrlQuery& query) {
    PlatformClient& c = client();
    Request request;
    request.path = path;
    request.query = query;
    request.headers.set("Accept", "application/json");
    auto answer = std::make_shared<Response>();
    QEventLoop loop;
    QPointer<QEventLoop> alive(&loop);
    c.transport().start(c.authorized(request), [answer, alive](Response response) {
        // On the transport's thread: hand the answer to this one.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [answer, alive, response = std::move(response)]() mutable {
                *answer = std::move(response);
                if (alive)
                    alive->quit();
            },
            Qt::QueuedConnection);
    });
    loop.exec();
    if (answer->isTransportFailure())
        fail(answer->failure);
    if (answer->status < 200 || answer->status >= 300)
        fail(errorFromResponse(*answer));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(answer->body, &parseError);
    if (!doc.isObject())
        fail(Server, CliText::tr("The platform's answer could not be read."));
    return doc.object();
}

QJsonArray CliRun::getItems(const QByteArray& path, QUrlQuery query) {
    QJsonArray all;
    query.addQueryItem(QStringLiteral("page_size"), QStringLiteral("1000"));
    for (int page = 0; page < 1000; ++page) {
        const QJsonObject body = getObject(path, query);
        for (const QJsonValue& v : body.value(QStringLiteral("items")).toArray())
            all.append(v);
        const QString next = body.value(QStringLiteral("next_page_token")).toString();
        if (next.isEmpty())
            return all;
        query.removeAllQueryItems(QStringLiteral("page_token"));
        query.addQueryItem(QStringLiteral("page_token"), next);
    }
    fail(Server, CliText::tr("The platform's list does not end."));
}

QString CliRun::clusterId(const QString& idOrName) {
    const QJsonArray clusters = getItems("/v1/clusters");
    QStringList byName;
    for (const QJsonValue& v : clusters) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("id")).toString() == idOrName)
            return idOrName;
        if (c.value(QStringLiteral("name")).toString() == idOrName &&
            c.value(QStringLiteral("state")).toString() != u"terminated")
            byName.append(c.value(QStringLiteral("id")).toString());
    }
    if (byName.size() == 1)
        return byName.first();
    if (byName.isEmpty())
        fail(NotFound,
             CliText::tr("There is no cluster \"%1\"; \"cdctl clusters list\" shows them.").arg(idOrName));
    fail(Usage, CliText::tr("More than one cluster is called \"%1\"; name one by its id: %2.")
                    .arg(idOrName, byName.join(QStringLiteral(", "))));
}

} // namespace cd::cli
