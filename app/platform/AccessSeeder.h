#pragma once

#include <QString>

namespace cd::sim {

class Catalog;
class SshKeyStore;
class TemplateStore;
struct TenantRecord;

// What a lab that has used the platform for a while already keeps, on first start: its people's SSH
// keys (a laptop's ed25519 and a build runner's RSA key) and two shared launch templates. So the
// demo's Account area and the launch dialog's template list open on something to show, not empty.
// The keys are public halves only; nothing can log in with them.
class AccessSeeder {
public:
    AccessSeeder(const Catalog& catalog, SshKeyStore& keys, TemplateStore& templates)
        : m_catalog(catalog)
        , m_keys(keys)
        , m_templates(templates) {}

    bool seed(const TenantRecord& tenant, QString* error);

private:
    bool seedTemplates(const TenantRecord& tenant, QString* error);

    const Catalog& m_catalog;
    SshKeyStore& m_keys;
    TemplateStore& m_templates;
};

} // namespace cd::sim
