#pragma once

#include <QCoreApplication>

namespace cd::cli {

// cdctl's own sentences, in the one translation context its help also uses, "cdctl". A free helper
// named tr() looked them up under "cdctl" while lupdate filed them under the enclosing namespace,
// so they stayed English in every language: call CliText::tr("...") instead.
class CliText {
    Q_DECLARE_TR_FUNCTIONS(cdctl)
};

} // namespace cd::cli
