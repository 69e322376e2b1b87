#pragma once

#include "core/HeaderList.h"

#include <QByteArray>
#include <QString>

namespace cd::sim {

// A request's line and header fields, as they came.
struct RequestHead {
    QByteArray method;
    QByteArray target; // origin-form, still percent-encoded
    QByteArray version;
    HeaderList headers;
};

// Reads one request head from bytes as they arrive, never holding more than the limits of
// ServerLimits: a line too long, too many fields or too big a head fails as soon as it shows,
// without waiting for the rest. What follows the head (a body, the next request) is left where
// it is.
class HeadParser {
public:
    enum class State { NeedMore, Complete, Failed };

    // Takes the complete lines at the front of `buffer` out of it; a partial line stays.
    State feed(QByteArray& buffer);
    void reset();

    State state() const { return m_state; }
    // Whether any byte of this request has been seen (blank lines before it do not count).
    bool started() const { return m_started; }
    const RequestHead& head() const { return m_head; }
    // When Failed: the status to answer (400, 414, 431, 505) and why, for the problem's detail.
    int errorStatus() const { return m_errorStatus; }
    const QString& errorDetail() const { return m_errorDetail; }

private:
    State fail(int status, const QString& detail);
    bool parseRequestLine(const QByteArray& line);
    bool parseField(const QByteArray& line);

    State m_state = State::NeedMore;
    RequestHead m_head;
    qsizetype m_consumed = 0;
    bool m_started = false;
    bool m_lineSeen = false;
    int m_errorStatus = 0;
    QString m_errorDetail;
};

} // namespace cd::sim
