#include "TemplatesSession.h"

#include "api/PlatformClient.h"
#include "api/TemplateDecoder.h"

#include "core/ErrorText.h"

#include <QUuid>

#include <algorithm>

namespace cd {

TemplatesSession::TemplatesSession(PlatformClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client) {}

TemplatesSession::~TemplatesSession() = default;

std::optional<LaunchTemplate> TemplatesSession::byName(const QString& name) const {
    for (const LaunchTemplate& t : m_templates) {
        if (t.name == name)
            return t;
    }
    return std::nullopt;
}

std::optional<LaunchTemplate> TemplatesSession::byId(const QString& id) const {
    for (const LaunchTemplate& t : m_templates) {
        if (t.id == id)
            return t;
    }
    return std::nullopt;
}

void TemplatesSession::finishOne() {
    m_busy = std::max(0, m_busy - 1);
}

void TemplatesSession::load() {
    if (!m_client)
        return;
    ++m_busy;
    auto* call = m_client->templates(this);
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        finishOne();
        if (!call->succeeded()) {
            if (call->error().kind != ErrorKind::Cancelled)
                Q_EMIT failed(sentence(call->error()));
            return;
        }
        m_templates = call->items();
        Q_EMIT loaded(m_templates);
    });
}

void TemplatesSession::save(const QString& name, const QString& description, const ClusterSpec& spec) {
    if (!m_client)
        return;
    const std::optional<LaunchTemplate> existing = byName(name);
    ++m_busy;
    TypedCall<LaunchTemplate>* call = nullptr;
    if (existing) {
        call = m_client->updateTemplate(existing->id, name, description, spec, existing->etag, this);
    } else {
        const QByteArray body = TemplateDecoder::body(name, description, spec);
        if (body != m_keyFor) {
            m_key = QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
            m_keyFor = body;
        }
        call = m_client->createTemplate(name, description, spec, m_key, this);
    }
    connect(call, &ApiCall::finished, this, [this, call] {
        call->deleteLater();
        finishOne();
        if (!call->succeeded()) {
            if (call->error().kind != ErrorKind::Cancelled)
                Q_EMIT failed(sentence(call->error()));
            // A stale copy: the list is read again, so a second save overwrites what is there now.
            if (call->error().kind == ErrorKind::PreconditionFailed)
                load();
            return;
        }
        const LaunchTemplate t = call->value();
        m_templates.removeIf([&](const LaunchTemplate& k) { return k.id == t.id; });
        m_templates.append(t);
        std::sort(m_templates.begin(), m_templates.end(),
                  [](const LaunchTemplate& a, const LaunchTemplate& b) {
                      return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
                  });
        m_keyFor.clear();
        Q_EMIT saved(t);
        Q_EMIT loaded(m_templates);
    });
}

void TemplatesSession::remove(const QString& id) {
    const std::optional<LaunchTemplate> t = byId(id);
    if (!m_client || !t)
        return;
    ++m_busy;
    auto* call = m_client->deleteTemplate(id, t->etag, this);
    connect(call, &ApiCall::finished, this, [this, call, id] {
        call->deleteLater();
        finishOne();
        // Gone already is what was asked for.
        if (!call->succeeded() && call->error().kind != ErrorKind::NotFound) {
            if (call->error().kind != ErrorKind::Cancelled)
                Q_EMIT failed(sentence(call->error()));
            if (call->error().kind == ErrorKind::PreconditionFailed)
                load();
            return;
        }
        m_templates.removeIf([&](const LaunchTemplate& k) { return k.id == id; });
        Q_EMIT removed(id);
        Q_EMIT loaded(m_templates);
    });
}

QString TemplatesSession::sentence(const Error& error) {
    if (error.kind == ErrorKind::Conflict && error.code == u"name_taken")
        return tr("Another template already has this name. Choose another name.");
    if (error.kind == ErrorKind::PreconditionFailed)
        return tr("Someone changed this template after it was loaded. The list was read again: save once "
                  "more to replace their version.");
    if (error.kind == ErrorKind::Forbidden)
        return tr("Your role can use templates but not save or delete them. Ask an owner or admin of your "
                  "tenant for the member role.");
    if (error.kind == ErrorKind::Unprocessable && !error.detail.isEmpty())
        return tr("The platform refused the template: %1").arg(error.detail);
    return ErrorText::sentence(error);
}

} // namespace cd
