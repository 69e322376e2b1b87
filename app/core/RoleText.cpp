#include "RoleText.h"

namespace cd {

QString RoleText::name(Role role) {
    switch (role) {
    case Role::Owner:
        return tr("Owner");
    case Role::Admin:
        return tr("Admin");
    case Role::Member:
        return tr("Member");
    case Role::Viewer:
        return tr("Viewer");
    case Role::Billing:
        return tr("Billing");
    case Role::Support:
        return tr("Support");
    }
    return {};
}

} // namespace cd
