#pragma once

#include <QLabel>

namespace cd {

class StaleAfter;

// Says how old a page's figures are, quietly beside its status text: "As of 14:05" (with the date
// when not today), "Refreshing… (as of 14:05)" while a load runs, nothing before the first load
// (the page says it is loading). It follows the page's StaleAfter.
class AsOfLabel final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AsOfLabel)

public:
    explicit AsOfLabel(const StaleAfter& freshness, QWidget* parent = nullptr);

private:
    void showAge();

    const StaleAfter& m_freshness;
};

} // namespace cd
