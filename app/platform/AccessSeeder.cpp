#include "AccessSeeder.h"

#include "Catalog.h"
#include "Directory.h"
#include "SeedPeople.h"
#include "SshKeyStore.h"
#include "TemplateSpec.h"
#include "TemplateStore.h"

#include "core/Role.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>

namespace cd::sim {

namespace {

// Generated once with ssh-keygen for the demo; their private halves were thrown away.
constexpr char laptopKey[] =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGvn5qHoKjwJ3QHVRmEggmIW5bjlqtS6H3ZR63V1wh/G mei@lab-laptop";
constexpr char runnerKey[] =
    "ssh-rsa "
    "AAAAB3NzaC1yc2EAAAADAQABAAACAQDMOGbAztqmRqMTxR1AgesRMGzbKczcHShLgau4HeakDmIwxqNYWpKt4PfDjk3tZqwPD8KCTx5H"
    "DWvNfAvcw0mtts+uzILm+SvbZn2GhriiyQSrUKxt6lWxVUSyEUqTljBE3XZPOw2Y19vqXdUsN1JwRtqcCOg6h36DzfRjf3g4TEUBdwc+"
    "s8tCFqq0Bg/"
    "rbKq5w13SuxQSBcc0D32wN91Bjb3C8H0tvPYX23xG4cSbh4X6+UZFW9vrq+ff+7tOO5WQC+ChO2pktun3tv4JPCH+YQRSebr8Yq++"
    "Hdr0RezWnUtW7eb+6SG5NB+XkJ71S3D9X90a0Ql/RjoGBptMYP/iw9joyZ3CA8Ly1J3tTr//"
    "lt7zxlM0yE0J5eY70eZ950QyZFaBIluSp014LcrvjjGLoJlx5frc57V7T0rwlOBiag6FvgBgmnfIDfcz+TzzSvqWp+ZRUbdVWV+"
    "OBaHudqz4jFkowCp3AjdlDiNJf9nXEH3NF6jAPyUD+jJJJScv8psS/"
    "liDvjxWWvBM4moo5hlZbUfQPGp5f3uIf05uRcL+gBM9BDe42T8gHL+IV2XKv9Js0EoUAywcczf5ORnyvUsBbluF+"
    "PusADJhw789kSNI6wMlWVlh3E00OLtjSccqRWaxl2PMsEIPbNI8XfYdxsEsOuyAHb7s2jStEMY4CD3FUw== ci@build-runner";

// The hourly offering of that GPU with that many GPUs a node, or empty when this seed's catalog has none.
const Offering* offeringOf(const Catalog& catalog, QLatin1StringView gpu, int gpusPerNode) {
    for (const Offering& o : catalog.offerings()) {
        if (o.gpu.model == gpu && o.gpusPerNode == gpusPerNode && !o.images.isEmpty() &&
            o.price(BillingMode::Hourly, Currency::USD))
            return &o;
    }
    return nullptr;
}

QJsonObject env(const char* name, const QString& value, bool secret = false) {
    QJsonObject e{{QStringLiteral("name"), QLatin1String(name)}, {QStringLiteral("secret"), secret}};
    if (!secret)
        e.insert(QStringLiteral("value"), value);
    return e; // a secret is kept by name only: whoever launches from the template supplies it
}

} // namespace

bool AccessSeeder::seed(const TenantRecord& tenant, QString* error) {
    struct Holder {
        Role role;
        const char* name;
        const char* key;
    };
    const Holder holders[] = {{Role::Owner, "laptop", laptopKey},
                              {Role::Admin, "laptop", laptopKey},
                              {Role::Member, "laptop", laptopKey},
                              {Role::Owner, "build runner", runnerKey}};
    for (const Holder& h : holders) {
        const QString user = tenant.id + u'-' + roleId(h.role);
        const QString name = QString::fromLatin1(h.name);
        const QString line = QString::fromLatin1(h.key);
        // The store treats the Idempotency-Key as the add's identity, so each seeded key has its own.
        const auto added = m_keys.add(user, name, line, u"seed-" + name, {});
        if (const auto* problem = std::get_if<Problem>(&added)) {
            *error = QStringLiteral("seeding the SSH key \"%1\" of %2: %3").arg(name, user, problem->detail);
            return false;
        }
    }
    return seedTemplates(tenant, error);
}

bool AccessSeeder::seedTemplates(const TenantRecord& tenant, QString* error) {
    struct Seeded {
        const char* name;
        const char* description;
        const char* gpu;
        int gpusPerNode;
        int nodes;
        const char* command;
        int port;
        const char* portName;
        const char* stage;
    };
    static constexpr Seeded seeded[] = {
        {"llama-3-8b-finetune",
         "LoRA fine-tune of Llama 3 8B on two H100 nodes; set HF_TOKEN when launching.", "H100 SXM", 8, 2,
         "torchrun --nnodes 2 --nproc-per-node 8 finetune.py --model llama-3-8b --max-steps 3000 --lora-rank "
         "16",
         6006, "tensorboard", "finetune"},
        {"notebook-l40s", "One L40S node with Jupyter for interactive work.", "L40S", 8, 1,
         "jupyter lab --ip 0.0.0.0 --port 8888 --no-browser", 8888, "jupyter", "eval"},
    };
    const QString owner = SeedPeople::of(tenant.id, Role::Owner).name;
    for (const Seeded& s : seeded) {
        const Offering* offering = offeringOf(m_catalog, QLatin1StringView(s.gpu), s.gpusPerNode);
        if (!offering)
            continue; // another seed's catalog may lack this shape
        const QString name = QString::fromLatin1(s.name);
        const QJsonObject workload{
            {QStringLiteral("image"), offering->images.first()},
            {QStringLiteral("command"), QString::fromLatin1(s.command)},
            {QStringLiteral("setup"), QStringLiteral("pip install -r requirements.txt")},
            {QStringLiteral("env"), QJsonArray{env("WANDB_PROJECT", name), env("HF_TOKEN", {}, true)}},
            {QStringLiteral("ports"),
             QJsonArray{QJsonObject{{QStringLiteral("port"), s.port},
                                    {QStringLiteral("name"), QLatin1String(s.portName)}}}},
            {QStringLiteral("checkpoint"),
             QJsonObject{{QStringLiteral("dir"), QStringLiteral("/workspace/checkpoints")},
                         {QStringLiteral("interval_minutes"), 30}}},
            {QStringLiteral("on_node_failure"), QStringLiteral("restart_from_checkpoint")}};
        const QJsonObject body{{QStringLiteral("pools"),
                                QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("train")},
                                                       {QStringLiteral("offering_id"), offering->id},
                                                       {QStringLiteral("node_count"), s.nodes}}}},
                               {QStringLiteral("billing_mode"), QStringLiteral("hourly")},
                               {QStringLiteral("stage"), QLatin1String(s.stage)},
                               {QStringLiteral("workload"), workload}};
        auto spec = TemplateSpec::normalized(body, m_catalog);
        if (const auto* problem = std::get_if<Problem>(&spec)) {
            *error = QStringLiteral("seeding the template \"%1\": %2").arg(name, problem->detail);
            return false;
        }
        const TemplateStore::Input input{name, QString::fromLatin1(s.description),
                                         std::get<QJsonObject>(spec)};
        const auto created = m_templates.create(tenant.id, input, owner, u"seed-" + name, {});
        if (const auto* problem = std::get_if<Problem>(&created)) {
            *error = QStringLiteral("seeding the template \"%1\": %2").arg(name, problem->detail);
            return false;
        }
    }
    return true;
}

} // namespace cd::sim
