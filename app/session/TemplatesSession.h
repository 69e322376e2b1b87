#pragma once

#include "core/ClusterSpec.h"
#include "core/Error.h"
#include "core/LaunchTemplate.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace cd {

class PlatformClient;

// The tenant's launch templates for the launch dialog: the list, saving the form under a name
// (a new template, or replacing one of the same name with its ETag as If-Match, so an overwrite
// based on an old copy fails instead of undoing a colleague's change), and deleting. Every
// failure arrives as a sentence a person can act on.
class TemplatesSession final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TemplatesSession)

public:
    explicit TemplatesSession(PlatformClient* client, QObject* parent = nullptr);
    ~TemplatesSession() override;

    bool isConnected() const { return !m_client.isNull(); }
    bool isBusy() const { return m_busy > 0; }
    const QList<LaunchTemplate>& templates() const { return m_templates; }
    std::optional<LaunchTemplate> byName(const QString& name) const;
    std::optional<LaunchTemplate> byId(const QString& id) const;

    void load();
    // Creates the template, or replaces the one named `name` (whose ETag the list holds).
    void save(const QString& name, const QString& description, const ClusterSpec& spec);
    void remove(const QString& id);

    // The sentence for a failed call: the platform's own words for what only it can judge (a
    // taken name, a spec it refused), the general sentences otherwise.
    static QString sentence(const Error& error);

Q_SIGNALS:
    void loaded(const QList<cd::LaunchTemplate>& templates);
    void saved(const cd::LaunchTemplate& saved);
    void removed(const QString& id);
    void failed(const QString& sentence);

private:
    void finishOne();
    QPointer<PlatformClient> m_client;
    QList<LaunchTemplate> m_templates;
    int m_busy = 0;
    // One key per body, kept through retries so a retried create cannot save twice.
    QByteArray m_key;
    QByteArray m_keyFor;
};

} // namespace cd
