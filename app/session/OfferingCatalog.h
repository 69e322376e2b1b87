#pragma once

#include "core/Error.h"
#include "core/Offering.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace cd {

class ApiCall;
class PlatformClient;

// The platform's catalog for one connection, asked for once and shared: the Offerings page, the
// launch dialog, the size advisor and Monitoring's prices all read the same copy. Before, the
// Offerings and Clusters sessions each fetched the whole catalog at connect, and Monitoring asked
// for each pool's offering every time a cluster was chosen; on a 100 ms link each costs a round
// trip or several.
class OfferingCatalog final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingCatalog)

public:
    explicit OfferingCatalog(QObject* parent = nullptr);
    ~OfferingCatalog() override;

    // Forgets everything of the previous client; loads nothing until asked.
    void setClient(PlatformClient* client);
    // Loads the whole catalog unless it is loaded or on its way.
    void load();
    // Asks for the whole catalog again (what is held stays until the answer).
    void reload();
    bool isLoading() const { return !m_call.isNull(); }
    bool isLoaded() const { return m_loaded; }
    const QList<Offering>& offerings() const { return m_offerings; }

    // One offering: from the catalog when it is here, else one GET of that offering for the whole
    // connection, shared by everyone who asks meanwhile. `done` runs on `context`'s thread with the
    // offering, or null if the platform could not say; never after `context` is gone.
    void find(const QString& id, QObject* context, std::function<void(const Offering*)> done);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void progressed(int offeringsSoFar);
    void loaded(const QList<cd::Offering>& offerings);
    // Loading the catalog failed (a cancel says nothing).
    void failed(const cd::Error& error);

private:
    struct Waiter {
        QPointer<QObject> context;
        std::function<void(const Offering*)> done;
    };
    void answerWaiters(const QString& id, const Offering* offering);

    QPointer<PlatformClient> m_client;
    QPointer<ApiCall> m_call;
    QList<Offering> m_offerings;
    bool m_loaded = false;
    QHash<QString, Offering> m_single;         // offerings fetched one by one before the catalog came
    QHash<QString, QList<Waiter>> m_waiting;   // by offering id, while its GET is under way
    QHash<QString, QPointer<ApiCall>> m_finds; // those GETs
};

} // namespace cd
