#pragma once

#include <QString>

#include <optional>

namespace cd {

// api.md roles. Support staff act on any tenant, read-only, and every access is audited.
enum class Role { Owner, Admin, Member, Viewer, Billing, Support };

QString roleId(Role role);
std::optional<Role> roleFromId(QStringView id);

} // namespace cd
