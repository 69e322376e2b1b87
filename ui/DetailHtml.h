#pragma once

#include <QString>

namespace cd {

// The small HTML the detail panes are written in: label/value rows with the label muted in the
// current palette, and the muted hint shown when nothing is selected.
class DetailHtml {
public:
    static QString mutedColor();
    static QString row(const QString& label, const QString& value);
    static QString hint(const QString& text);
};

} // namespace cd
