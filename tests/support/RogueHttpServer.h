#pragma once

#include <QByteArray>
#include <QList>
#include <QTcpServer>

namespace cd::test {

// A deliberately broken HTTP peer on loopback for the failures a real platform can produce and
// clusterdesk-sim never does: malformed JSON, a body cut short, a body far too large, a server that
// stops answering mid-response. A test double for the network's bad days, named as such.
class RogueHttpServer final : public QTcpServer {
    Q_OBJECT

public:
    enum class Behaviour {
        MalformedJson,
        TruncatedBody,
        OversizedBody,
        StallMidResponse,
        CloseWithoutAnswer,
        EndlessPages,   // every page empty, every page with a new next_page_token
        EmptyJson,      // 200 with "{}" and the connection kept open
        BadPageMidList, // a list whose second page of three has a malformed item and a good token
    };

    explicit RogueHttpServer(Behaviour behaviour, QObject* parent = nullptr);
    bool start();
    int requestsSeen() const { return m_requests; }
    // The head (request line and headers) of the last request received.
    QByteArray lastRequestHead() const { return m_lastHead; }

private:
    void onConnection();
    Behaviour m_behaviour;
    int m_requests = 0;
    QByteArray m_lastHead;
};

} // namespace cd::test
