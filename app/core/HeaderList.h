#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace cd {

// HTTP header fields in order, with case-insensitive look-up (RFC 9110 field names).
class HeaderList {
public:
    void set(const QByteArray& name, const QByteArray& value);
    void add(const QByteArray& name, const QByteArray& value);
    QByteArray value(const QByteArray& name) const;
    bool contains(const QByteArray& name) const;
    void remove(const QByteArray& name);
    const QList<QPair<QByteArray, QByteArray>>& fields() const { return m_fields; }
    bool isEmpty() const { return m_fields.isEmpty(); }

private:
    QList<QPair<QByteArray, QByteArray>> m_fields;
};

} // namespace cd
