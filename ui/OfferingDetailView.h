#pragma once

#include "core/Currency.h"
#include "core/Offering.h"

#include <QTextBrowser>

#include <optional>

namespace cd {

// Everything about one offering: GPU specs, node, links, every price in the chosen currency, the
// off-peak window, capacity, the dedicated option and the framework images.
class OfferingDetailView final : public QTextBrowser {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingDetailView)

public:
    explicit OfferingDetailView(QWidget* parent = nullptr);

    void showOffering(const std::optional<Offering>& offering, Currency currency);
    static QString html(const Offering& offering, Currency currency);
};

} // namespace cd
