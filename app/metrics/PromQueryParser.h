#pragma once

#include "PromQuery.h"

#include <QStringView>

namespace cd {

// A recursive-descent parser for PromQuery's grammar:
//   query    := selector | agg [ "by" "(" labels ")" ] "(" selector ")" [ "by" "(" labels ")" ]
//   selector := name [ "{" [ matcher { "," matcher } [ "," ] ] "}" ] | "{" matchers "}"
//   matcher  := label ( "=" | "!=" | "=~" | "!~" ) string
// Errors name the character where parsing stopped, as Prometheus's do, and say what the subset
// does not offer rather than just failing.
class PromQueryParser {
public:
    explicit PromQueryParser(QStringView text)
        : m_text(text) {}
    std::variant<PromQuery, QString> parse();

private:
    void skipSpace();
    bool atEnd();
    bool accept(QStringView token);
    QString identifier();
    bool parseSelector(PromQuery& query);
    bool parseLabels(QStringList& labels);
    bool parseString(QString& out);
    bool fail(const QString& message);

    QStringView m_text;
    qsizetype m_pos = 0;
    QString m_error;
};

} // namespace cd
