#include "SecretStore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>

namespace cd {

namespace {
bool keychainMissing(QKeychain::Error e) {
    return e == QKeychain::NoBackendAvailable || e == QKeychain::NotImplemented || e == QKeychain::OtherError;
}

// A function, not a constant: the translation is known only once the language is chosen.
QString noKeychain() {
    return QCoreApplication::translate(
        "cd::SecretStore", "No keychain service is running on this system, so the API key is kept in memory "
                           "only until you quit. It was not written to disk.");
}

// A job without a parent: it must outlive this store. QtKeychain hands libsecret a raw pointer
// to the job and cannot cancel the call (frankosterfeld/qtkeychain#261), so a job deleted with
// its store (a window closed mid-call) would take the keychain's late answer in freed memory.
// It deletes itself once answered (autoDelete); connections made with the store as context
// are cut when the store goes, so a gone store's callbacks never run.
template <typename Job>
Job* newJob(const QString& service) {
    auto* job = new Job(service, nullptr);
    job->setAutoDelete(true);
    return job;
}
} // namespace

SecretStore::SecretStore(QString service, QObject* parent)
    : QObject(parent)
    , m_service(std::move(service)) {}

void SecretStore::read(const QString& key, Callback done) {
    if (m_writing.contains(key)) {
        // Answered when the write lands, with where the key went, like a read after it.
        m_readsAfterWrite.insert(key, std::move(done));
        return;
    }
    if (m_memoryOnly.contains(key)) {
        done({true, true, m_memoryOnly.value(key), noKeychain()});
        return;
    }
    auto* job = newJob<QKeychain::ReadPasswordJob>(m_service);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        if (job->error() == QKeychain::NoError)
            done({true, false, job->binaryData(), {}});
        else if (job->error() == QKeychain::EntryNotFound)
            done({false, false, {}, tr("No API key is saved for this connection yet."), true});
        else if (keychainMissing(job->error()))
            done({false, true, {}, noKeychain()});
        else
            done({false, false, {}, tr("The keychain refused: %1").arg(job->errorString())});
    });
    job->start();
}

void SecretStore::write(const QString& key, const QByteArray& secret, Callback done) {
    Q_EMIT writing(key);
    auto* job = newJob<QKeychain::WritePasswordJob>(m_service);
    job->setKey(key);
    job->setBinaryData(secret);
    m_writing.insert(key, secret);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, secret, done = std::move(done)] {
        // A later write of the same key, still under way, is the one a read should get.
        const bool latest = m_writing.value(key) == secret;
        QList<Callback> reads;
        if (latest) {
            m_writing.remove(key);
            reads = m_readsAfterWrite.values(key);
            m_readsAfterWrite.remove(key);
        }
        Outcome outcome;
        if (job->error() == QKeychain::NoError) {
            m_memoryOnly.remove(key);
            outcome = {true, false, {}, {}};
        } else if (keychainMissing(job->error())) {
            m_memoryOnly.insert(key, secret);
            outcome = {true, true, {}, noKeychain()};
        } else {
            outcome = {false, false, {}, tr("The keychain refused: %1").arg(job->errorString())};
        }
        done(outcome);
        // The reads that waited get the key where it went (or why it went nowhere).
        outcome.secret = outcome.ok ? secret : QByteArray();
        for (const Callback& read : std::as_const(reads))
            read(outcome);
    });
    job->start();
}

void SecretStore::remove(const QString& key, Callback done) {
    m_memoryOnly.remove(key);
    auto* job = newJob<QKeychain::DeletePasswordJob>(m_service);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        const bool ok = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound ||
                        keychainMissing(job->error());
        done({ok, false, {}, ok ? QString() : job->errorString()});
    });
    job->start();
}

} // namespace cd
