#pragma once

#include <QString>
#include <QStringList>

namespace cd {

struct Region {
    QString id;
    QString name;
    QString country; // ISO 3166-1 alpha-2
    QStringList zones;
    QString timeZone;
    QString dataResidency;
    bool operator==(const Region&) const = default;
};

} // namespace cd
