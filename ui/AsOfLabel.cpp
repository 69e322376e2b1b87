#include "AsOfLabel.h"

#include "ShortcutsHelp.h"

#include "session/StaleAfter.h"

#include <QDateTime>
#include <QLocale>

namespace cd {

AsOfLabel::AsOfLabel(const StaleAfter& freshness, QWidget* parent)
    : QLabel(parent)
    , m_freshness(freshness) {
    setObjectName(QStringLiteral("asOf"));
    connect(&freshness, &StaleAfter::stateChanged, this, &AsOfLabel::showAge);
    showAge();
}

void AsOfLabel::showAge() {
    const QDateTime asOf = m_freshness.asOf().toLocalTime();
    if (!asOf.isValid()) {
        clear();
        setToolTip({});
        return;
    }
    const QLocale locale;
    const QString when = asOf.date() == QDate::currentDate()
                             ? locale.toString(asOf.time(), QLocale::ShortFormat)
                             : locale.toString(asOf, QLocale::ShortFormat);
    setText(m_freshness.isLoading() ? tr("Refreshing\u2026 (as of %1)").arg(when) : tr("As of %1").arg(when));
    const auto minutes = int(std::chrono::duration_cast<std::chrono::minutes>(m_freshness.maxAge()).count());
    setToolTip(tr("When these figures were loaded. %1 or Refresh loads them again; they also load again "
                  "when the page is shown and they are older than %n minute(s).",
                  nullptr, minutes)
                   .arg(ShortcutsHelp::native(QKeySequence::Refresh)));
}

} // namespace cd
