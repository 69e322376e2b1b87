#pragma once

#include <QString>

namespace cd {

// The plain check the platform makes of an invited address (invalid_email): one @, a dot in the
// domain, no spaces, at most 254 characters. Shared so that the console refuses as you type exactly
// what the platform would refuse, and nothing more: real validation is the invitation reaching them.
class EmailAddress {
public:
    static constexpr int maxLength = 254;
    static bool isPlausible(const QString& email);
};

} // namespace cd
