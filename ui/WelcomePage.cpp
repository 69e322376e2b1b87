#include "WelcomePage.h"

#include "CenteredColumn.h"
#include "SvgIconEngine.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent)
    , m_problem(new QLabel(this)) {
    setObjectName(QStringLiteral("welcomePage"));
    auto* logo = new QLabel(this);
    logo->setPixmap(QIcon(QStringLiteral(":/icons/clusterdesk.svg")).pixmap(QSize(96, 96)));
    logo->setAlignment(Qt::AlignCenter);
    auto* heading = new QLabel(QStringLiteral("<h1>%1</h1>").arg(tr("Welcome to ClusterDesk")), this);
    heading->setAlignment(Qt::AlignCenter);
    auto* text = new QLabel(tr("Compare GPU offerings, launch and watch clusters, and follow what they cost. "
                               "Connect to your platform, or look around a simulated one first: the demo "
                               "needs no account and no network."),
                            this);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    auto* demo =
        new QPushButton(SvgIconEngine::icon(QStringLiteral("demo")), tr("Try the offline &demo"), this);
    demo->setObjectName(QStringLiteral("startDemo"));
    demo->setMinimumHeight(40);
    auto* connectButton = new QPushButton(SvgIconEngine::icon(QStringLiteral("connect")),
                                          tr("&Connect to a platform\u2026"), this);
    connectButton->setMinimumHeight(40);
    m_problem->setWordWrap(true);
    m_problem->setAlignment(Qt::AlignCenter);
    m_problem->setObjectName(QStringLiteral("welcomeProblem"));
    m_problem->hide();

    QVBoxLayout* layout = (new CenteredColumn(this, 560))->column();
    layout->addWidget(logo);
    layout->addWidget(heading);
    layout->addWidget(text);
    layout->addSpacing(16);
    layout->addWidget(m_problem);
    layout->addWidget(demo, 0, Qt::AlignHCenter);
    layout->addWidget(connectButton, 0, Qt::AlignHCenter);
    connect(demo, &QPushButton::clicked, this, &WelcomePage::demoRequested);
    connect(connectButton, &QPushButton::clicked, this, &WelcomePage::connectRequested);
}

void WelcomePage::setProblem(const QString& text) {
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

} // namespace cd
