#pragma once

#include "RateLimiter.h"

#include <QDateTime>
#include <QString>

#include <cstdint>

namespace cd::sim {

struct PlatformOptions {
    std::uint64_t seed = 42;
    QString databasePath = QStringLiteral(":memory:");
    double clockSpeed = 1.0;
    QDateTime clockStart; // invalid: the wall clock at start
    RateLimiter::Settings rateLimit;
    // Seeded node failures, per node and simulated hour (0: nodes never fail). Large training
    // fleets lose about 0.00016 8-GPU nodes an hour (Meta's Llama 3 405B run: 419 unexpected
    // interruptions in 54 days on 2,048 nodes); a little above that, the 64-node pretraining run
    // loses a node about every two days, and its log reads as a run, not as a string of restarts.
    double nodeFailuresPerNodeHour = 0.0003;
    // The first tenant also runs a 64-node pretraining run, so the Monitoring page shows what a
    // large cluster looks like. On for both the offline demo and clusterdesk-sim: they must be the
    // same platform.
    bool largeTrainingRun = true;
    // Where every node says it can be reached over SSH (--ssh-endpoint, --ssh-user): the tests point
    // it at a real sshd on loopback. Empty host: each node's own made-up name, through a jump host.
    QString sshHost;
    int sshPort = 22;
    QString sshUser;
    // Where the platform writes <cluster-id>.authorized_keys with the keys chosen at launch, for
    // that sshd to read (--ssh-authorized-keys-dir). Empty: nowhere.
    QString sshAuthorizedKeysDir;
    // Upload bytes synced to the disk (fdatasync, shared by the PATCHes of one group commit) before
    // their 204. Off (--upload-sync off), a 204 still survives the simulator's kill -9 but not a
    // power cut: for benchmarks that time the write path rather than the disk.
    bool uploadSync = true;
};

} // namespace cd::sim
