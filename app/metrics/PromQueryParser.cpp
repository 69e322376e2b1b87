#include "PromQueryParser.h"

namespace cd {

namespace {
bool isIdentStart(QChar c) {
    return (c.unicode() < 128 && c.isLetter()) || c == u'_' || c == u':';
}
bool isIdentChar(QChar c) {
    return (c.unicode() < 128 && c.isLetterOrNumber()) || c == u'_' || c == u':';
}

struct AggregationWord {
    const char* word;
    PromQuery::Aggregation aggregation;
};
constexpr AggregationWord aggregations[] = {
    {"sum", PromQuery::Aggregation::Sum},     {"avg", PromQuery::Aggregation::Avg},
    {"min", PromQuery::Aggregation::Min},     {"max", PromQuery::Aggregation::Max},
    {"count", PromQuery::Aggregation::Count},
};
// Words of full PromQL that this subset leaves out: named, so the error says so.
constexpr const char* unsupported[] = {
    "rate",     "irate",   "increase", "stddev", "stdvar",       "topk",          "bottomk",
    "quantile", "without", "offset",   "group",  "count_values", "avg_over_time", "histogram_quantile"};
} // namespace

bool PromQueryParser::fail(const QString& message) {
    if (m_error.isEmpty())
        m_error = QStringLiteral("parse error at char %1: %2").arg(m_pos + 1).arg(message);
    return false;
}

void PromQueryParser::skipSpace() {
    while (m_pos < m_text.size() && m_text[m_pos].isSpace())
        ++m_pos;
}

bool PromQueryParser::atEnd() {
    skipSpace();
    return m_pos >= m_text.size();
}

bool PromQueryParser::accept(QStringView token) {
    skipSpace();
    if (m_text.mid(m_pos).startsWith(token)) {
        m_pos += token.size();
        return true;
    }
    return false;
}

QString PromQueryParser::identifier() {
    skipSpace();
    const qsizetype start = m_pos;
    if (m_pos < m_text.size() && isIdentStart(m_text[m_pos])) {
        ++m_pos;
        while (m_pos < m_text.size() && isIdentChar(m_text[m_pos]))
            ++m_pos;
    }
    return m_text.mid(start, m_pos - start).toString();
}

bool PromQueryParser::parseString(QString& out) {
    skipSpace();
    if (m_pos >= m_text.size() || (m_text[m_pos] != u'"' && m_text[m_pos] != u'\''))
        return fail(QStringLiteral("expected a quoted label value"));
    const QChar quote = m_text[m_pos++];
    out.clear();
    while (m_pos < m_text.size()) {
        const QChar c = m_text[m_pos++];
        if (c == quote)
            return true;
        if (c == u'\\') {
            if (m_pos >= m_text.size())
                break;
            const QChar e = m_text[m_pos++];
            out.append(e == u'n' ? QChar(u'\n') : e == u't' ? QChar(u'\t') : e);
        } else {
            out.append(c);
        }
    }
    return fail(QStringLiteral("unterminated quoted string"));
}

bool PromQueryParser::parseLabels(QStringList& labels) {
    if (!accept(u"("))
        return fail(QStringLiteral("expected \"(\" after \"by\""));
    if (accept(u")"))
        return true;
    for (;;) {
        const QString label = identifier();
        if (label.isEmpty())
            return fail(QStringLiteral("expected a label name in the grouping"));
        labels.append(label);
        if (accept(u")"))
            return true;
        if (!accept(u","))
            return fail(QStringLiteral("expected \",\" or \")\" in the grouping"));
    }
}

bool PromQueryParser::parseSelector(PromQuery& query) {
    query.metric = identifier();
    if (!accept(u"{")) {
        if (query.metric.isEmpty())
            return fail(QStringLiteral("expected a metric name or \"{\""));
        return true;
    }
    if (!accept(u"}")) {
        for (;;) {
            const QString label = identifier();
            if (label.isEmpty())
                return fail(QStringLiteral("expected a label name"));
            LabelMatcher::Op op;
            if (accept(u"=~"))
                op = LabelMatcher::Op::Regex;
            else if (accept(u"!~"))
                op = LabelMatcher::Op::NotRegex;
            else if (accept(u"!="))
                op = LabelMatcher::Op::NotEqual;
            else if (accept(u"="))
                op = LabelMatcher::Op::Equal;
            else
                return fail(QStringLiteral("expected one of =, !=, =~ or !~ after label %1").arg(label));
            QString value;
            if (!parseString(value))
                return false;
            if (label == u"__name__" && op == LabelMatcher::Op::Equal) {
                if (!query.metric.isEmpty() && query.metric != value)
                    return fail(QStringLiteral("metric name given twice"));
                query.metric = value;
            } else {
                QString error;
                query.matchers.append(LabelMatcher::make(label, op, value, &error));
                if (!error.isEmpty())
                    return fail(error);
            }
            if (accept(u"}"))
                break;
            if (!accept(u","))
                return fail(QStringLiteral("expected \",\" or \"}\" in the label matchers"));
            if (accept(u"}"))
                break;
        }
    }
    if (query.metric.isEmpty())
        return fail(QStringLiteral("a selector needs a metric name (name{...} or {__name__=\"...\"})"));
    return true;
}

std::variant<PromQuery, QString> PromQueryParser::parse() {
    PromQuery query;
    if (atEnd())
        return QStringLiteral("parse error: the query is empty");
    const qsizetype start = m_pos;
    const QString word = identifier();
    for (const char* u : unsupported) {
        if (word == QLatin1String(u)) {
            m_pos = start;
            fail(QStringLiteral("%1 is not in the supported subset (a metric with label matchers, optionally "
                                "inside sum, avg, min, max or count by (labels))")
                     .arg(word));
            return m_error;
        }
    }
    for (const AggregationWord& a : aggregations) {
        if (word == QLatin1String(a.word)) {
            skipSpace();
            const bool opens = accept(u"(");
            const bool byFirst = !opens && m_text.mid(m_pos).startsWith(u"by");
            if (opens || byFirst)
                query.aggregation = a.aggregation;
            if (byFirst) {
                identifier();
                if (!parseLabels(query.by))
                    return m_error;
                if (!accept(u"(")) {
                    fail(QStringLiteral("expected \"(\" before the selector"));
                    return m_error;
                }
            }
            break;
        }
    }
    if (query.aggregation == PromQuery::Aggregation::None) {
        m_pos = start;
        if (!parseSelector(query))
            return m_error;
    } else {
        if (!parseSelector(query))
            return m_error;
        if (!accept(u")")) {
            fail(QStringLiteral("expected \")\" after the selector"));
            return m_error;
        }
        const qsizetype before = m_pos;
        if (identifier() == u"by") {
            if (!query.by.isEmpty()) {
                fail(QStringLiteral("\"by\" given twice"));
                return m_error;
            }
            if (!parseLabels(query.by))
                return m_error;
        } else {
            m_pos = before;
        }
    }
    if (!atEnd()) {
        fail(QStringLiteral("unexpected \"%1\"").arg(m_text.mid(m_pos, 12).toString()));
        return m_error;
    }
    return query;
}

} // namespace cd
