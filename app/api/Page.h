#pragma once

#include <QList>
#include <QString>

namespace cd {

// One page of a list call: {"items": [...], "next_page_token": "..."|null}.
template <typename T>
struct Page {
    QList<T> items;
    QString nextPageToken; // empty on the last page
};

} // namespace cd
