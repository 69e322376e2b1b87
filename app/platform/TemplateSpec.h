#pragma once

#include "Problem.h"

#include <QJsonObject>

#include <variant>

namespace cd::sim {

class Catalog;

// The `spec` of a launch template: a launch body whose name may be empty. Read it, check it as a
// launch would be checked (1 to 8 pools of known offerings in one region, node counts, the
// workload's rules), and give it back in its stored form, which is also what is answered: every
// secret value and the registry password dropped (a secret keeps its name, `has_value: false`).
class TemplateSpec {
public:
    static std::variant<QJsonObject, Problem> normalized(const QJsonValue& spec, const Catalog& catalog);
};

} // namespace cd::sim
