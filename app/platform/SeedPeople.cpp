#include "SeedPeople.h"

namespace cd::sim {

namespace {

struct Seeded {
    const char* tenantId;
    Role role;
    const char* name; // UTF-8
    const char* mailbox;
};

// A small international lab and two other tenants; mailboxes are ASCII, as most mail systems make them.
constexpr Seeded people[] = {
    {"tn-aurora", Role::Owner, "Mei Lin", "mei.lin"},
    {"tn-aurora", Role::Admin, "Jonas Weber", "jonas.weber"},
    {"tn-aurora", Role::Member, "Priya Raman", "priya.raman"},
    {"tn-aurora", Role::Viewer, "Tom\xc3\xa1s Ortega", "tomas.ortega"},
    {"tn-aurora", Role::Billing, "Aiko Sato", "aiko.sato"},
    {"tn-beacon", Role::Owner, "Daniel Okafor", "daniel.okafor"},
    {"tn-beacon", Role::Admin, "Sofia Lindqvist", "sofia.lindqvist"},
    {"tn-beacon", Role::Member, "Marco Bianchi", "marco.bianchi"},
    {"tn-beacon", Role::Viewer, "Hannah Cohen", "hannah.cohen"},
    {"tn-beacon", Role::Billing, "Grace Mensah", "grace.mensah"},
    {"tn-chenguang", Role::Owner, "Zhang Wei", "zhang.wei"},
    {"tn-chenguang", Role::Admin, "Liu Yang", "liu.yang"},
    {"tn-chenguang", Role::Member, "Chen Jing", "chen.jing"},
    {"tn-chenguang", Role::Viewer, "Wang Fang", "wang.fang"},
    {"tn-chenguang", Role::Billing, "Zhao Lei", "zhao.lei"},
};

} // namespace

SeedPeople::Person SeedPeople::of(const QString& tenantId, Role role) {
    for (const Seeded& p : people) {
        if (p.role == role && tenantId == QLatin1StringView(p.tenantId))
            return {QString::fromUtf8(p.name), QString::fromLatin1(p.mailbox)};
    }
    return {roleId(role), roleId(role)};
}

} // namespace cd::sim
