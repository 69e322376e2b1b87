#pragma once

#include "core/Role.h"

#include <QCoreApplication>
#include <QString>

namespace cd {

// A role as a person reads it ("Owner", "所有者"), for the Account area and cdctl's tables; the API
// and JSON keep roleId()'s words.
class RoleText {
    Q_DECLARE_TR_FUNCTIONS(RoleText)

public:
    static QString name(Role role);
};

} // namespace cd
