#include "HeaderList.h"

namespace cd {

namespace {
bool sameName(const QByteArray& a, const QByteArray& b) {
    return a.compare(b, Qt::CaseInsensitive) == 0;
}
} // namespace

void HeaderList::set(const QByteArray& name, const QByteArray& value) {
    remove(name);
    add(name, value);
}

void HeaderList::add(const QByteArray& name, const QByteArray& value) {
    m_fields.append({name, value});
}

QByteArray HeaderList::value(const QByteArray& name) const {
    for (const auto& field : m_fields) {
        if (sameName(field.first, name))
            return field.second;
    }
    return {};
}

bool HeaderList::contains(const QByteArray& name) const {
    for (const auto& field : m_fields) {
        if (sameName(field.first, name))
            return true;
    }
    return false;
}

void HeaderList::remove(const QByteArray& name) {
    m_fields.removeIf([&](const auto& field) { return sameName(field.first, name); });
}

} // namespace cd
