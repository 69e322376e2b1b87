#include "PromQuery.h"

#include "PromQueryParser.h"

namespace cd {

namespace {
const char* aggregationName(PromQuery::Aggregation a) {
    switch (a) {
    case PromQuery::Aggregation::Sum:
        return "sum";
    case PromQuery::Aggregation::Avg:
        return "avg";
    case PromQuery::Aggregation::Min:
        return "min";
    case PromQuery::Aggregation::Max:
        return "max";
    case PromQuery::Aggregation::Count:
        return "count";
    case PromQuery::Aggregation::None:
        break;
    }
    return "";
}
} // namespace

std::variant<PromQuery, QString> PromQuery::parse(QStringView text) {
    return PromQueryParser(text).parse();
}

bool PromQuery::matches(const LabelSet& labels) const {
    if (labels.value(QStringLiteral("__name__")) != metric)
        return false;
    for (const LabelMatcher& m : matchers) {
        if (!m.matches(labels.value(m.label)))
            return false;
    }
    return true;
}

LabelSet PromQuery::groupLabels(const LabelSet& labels) const {
    LabelSet kept;
    for (const QString& label : by) {
        if (const auto it = labels.find(label); it != labels.end())
            kept.insert(label, *it);
    }
    return kept;
}

QString PromQuery::toString() const {
    QStringList parts;
    for (const LabelMatcher& m : matchers)
        parts.append(m.toString());
    QString selector = metric;
    if (!parts.isEmpty())
        selector += u'{' + parts.join(u',') + u'}';
    if (aggregation == Aggregation::None)
        return selector;
    QString text = QLatin1String(aggregationName(aggregation));
    if (!by.isEmpty())
        text += QStringLiteral(" by (") + by.join(QStringLiteral(", ")) + u')';
    return text + u'(' + selector + u')';
}

} // namespace cd
