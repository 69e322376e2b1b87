#include "GuidedTour.h"

#include "PresenterPanel.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace cd {

namespace {
constexpr int targetMargin = 6; // the highlight's room around the feature
constexpr int calloutGap = 14;  // between the highlight and the callout
} // namespace

GuidedTour::GuidedTour(MainWindow& window, QSettings& settings)
    : QWidget(&window)
    , m_window(window)
    , m_settings(settings)
    , m_callout(new QFrame(this))
    , m_counter(new QLabel(m_callout))
    , m_title(new QLabel(m_callout))
    , m_text(new QLabel(m_callout))
    , m_back(new QPushButton(tr("&Back"), m_callout))
    , m_next(new QPushButton(tr("&Next"), m_callout))
    , m_skip(new QPushButton(tr("&Skip tour"), m_callout)) {
    setObjectName(QStringLiteral("guidedTour"));
    setFocusPolicy(Qt::StrongFocus);
    hide();

    m_steps = {
        {MainWindow::Offerings, "offeringsTable", tr("Compare GPU offerings"),
         tr("Every GPU from T4 to H200, MI300X and Ascend 910B: price per billing mode, region, "
            "interconnect and what is available now. Filter and sort, then open one to size a cluster.")},
        {MainWindow::Clusters, "launchCluster", tr("Launch and resize clusters"),
         tr("Size a cluster with the advisor, see its quote before launching, and resize, stop or "
            "terminate it later. A node that fails and is replaced shows in the cluster's events.")},
        {MainWindow::Monitoring, "trendChart", tr("Watch every GPU live"),
         tr("Utilization, memory, temperature and power of each GPU as it happens, with alerts for idle, "
            "overheating and failing GPUs.")},
        {MainWindow::Storage, "uploadFiles", tr("Upload, encrypted here"),
         tr("Code and data are encrypted with AES-256 on this computer before they leave it. Uploads "
            "resume after an interruption; only your key opens them.")},
        {MainWindow::Billing, "billingTabs", tr("Know what it costs"),
         tr("Itemized costs by day, cluster and stage; budgets with alerts; a forecast for the month's "
            "end; exports as FOCUS CSV or PDF.")},
        {-1, "presenterPanel", tr("Presenter controls"),
         tr("Run the clock up to 3600 times faster, make a node fail, raise a budget alert or scale a "
            "cluster up, and reset the story when you are done.")},
    };

    auto* frame = static_cast<QFrame*>(m_callout);
    frame->setObjectName(QStringLiteral("tourCallout"));
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    frame->setFixedWidth(360);
    m_counter->setObjectName(QStringLiteral("tourCounter"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("tourText"));
    m_next->setObjectName(QStringLiteral("tourNext"));
    m_back->setObjectName(QStringLiteral("tourBack"));
    m_skip->setObjectName(QStringLiteral("tourSkip"));
    m_skip->setFlat(true);

    auto* layout = new QVBoxLayout(m_callout);
    layout->addWidget(m_counter);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_skip);
    buttons->addStretch(1);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);

    connect(m_next, &QPushButton::clicked, this, &GuidedTour::next);
    connect(m_back, &QPushButton::clicked, this, &GuidedTour::back);
    connect(m_skip, &QPushButton::clicked, this, &GuidedTour::skip);
    window.installEventFilter(this);
    // The keys work wherever the focus is in the callout: a focused button would otherwise take
    // the arrows to move the focus, and they would never reach the tour.
    for (QPushButton* b : {m_back, m_next, m_skip})
        b->installEventFilter(this);
}

bool GuidedTour::dismissed(QSettings& settings) {
    return settings.value(QLatin1String(dismissedKey), false).toBool();
}

void GuidedTour::start() {
    // Only what this person can see: a role without billing gets no billing step, and the
    // presenter's step only comes with the demo's panel.
    QList<Step> shown;
    for (const Step& s : std::as_const(m_steps)) {
        const bool areaShown = s.area < 0
                                   ? m_window.presenterPanel() && !m_window.presenterPanel()->isHidden()
                                   : !m_window.navigation()->item(s.area)->isHidden();
        QWidget* widget = m_window.findChild<QWidget*>(QLatin1String(s.target));
        if (areaShown && widget) {
            shown.append(s);
            m_targets.append(widget);
        }
    }
    m_steps = shown;
    if (m_steps.isEmpty()) {
        emit ended(); // nothing to show; whoever started it lets it go
        return;
    }
    setGeometry(m_window.rect());
    raise();
    show();
    showStep(0);
}

QString GuidedTour::stepTitle() const {
    return m_step >= 0 && m_step < m_steps.size() ? m_steps[m_step].title : QString();
}

QWidget* GuidedTour::target() const {
    return m_step >= 0 && m_step < m_targets.size() ? m_targets[m_step].data() : nullptr;
}

void GuidedTour::next() {
    if (m_step + 1 >= m_steps.size())
        skip(); // the last step's Done
    else
        showStep(m_step + 1);
}

void GuidedTour::back() {
    if (m_step > 0)
        showStep(m_step - 1);
}

void GuidedTour::skip() {
    m_settings.setValue(QLatin1String(dismissedKey), true);
    hide();
    emit ended();
}

void GuidedTour::showStep(int step) {
    m_step = step;
    const Step& s = m_steps[step];
    if (s.area >= 0)
        m_window.showArea(MainWindow::Area(s.area));
    m_counter->setText(tr("Step %1 of %2").arg(step + 1).arg(m_steps.size()));
    m_title->setText(s.title);
    m_text->setText(s.text);
    m_callout->setAccessibleName(s.title);
    m_callout->setAccessibleDescription(s.text);
    m_back->setEnabled(step > 0);
    m_next->setText(step + 1 == m_steps.size() ? tr("&Done") : tr("&Next"));
    place();
    m_next->setFocus();
    // The page just shown lays itself out on the next turn of the event loop: point again then.
    QTimer::singleShot(0, this, [this] {
        place();
        update();
    });
}

QRect GuidedTour::targetRect() const {
    QWidget* t = target();
    if (!t || !t->isVisible())
        return {};
    const QRect r(t->mapTo(&m_window, QPoint(0, 0)), t->size());
    // A table as tall as the page would leave no room for the callout: its top part is enough.
    const QRect capped(r.topLeft(), QSize(r.width(), std::min(r.height(), m_window.height() / 2)));
    return capped.adjusted(-targetMargin, -targetMargin, targetMargin, targetMargin).intersected(rect());
}

void GuidedTour::place() {
    setGeometry(m_window.rect());
    m_callout->adjustSize();
    const QSize size = m_callout->size();
    const QRect t = targetRect();
    QPoint at;
    if (t.isNull()) {
        at = rect().center() - QPoint(size.width() / 2, size.height() / 2);
    } else if (t.bottom() + calloutGap + size.height() <= height()) {
        at = QPoint(t.left(), t.bottom() + calloutGap); // below
    } else if (t.right() + calloutGap + size.width() <= width()) {
        at = QPoint(t.right() + calloutGap, t.top()); // right
    } else if (t.left() - calloutGap - size.width() >= 0) {
        at = QPoint(t.left() - calloutGap - size.width(), t.top()); // left
    } else {
        at = QPoint(t.left(), t.top() - calloutGap - size.height()); // above
    }
    at.setX(std::clamp(at.x(), 8, std::max(8, width() - size.width() - 8)));
    at.setY(std::clamp(at.y(), 8, std::max(8, height() - size.height() - 8)));
    m_callout->move(at);
    update();
}

void GuidedTour::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath dim;
    dim.addRect(rect());
    const QRect t = targetRect();
    if (!t.isNull()) {
        QPainterPath hole;
        hole.addRoundedRect(t, 6, 6);
        dim = dim.subtracted(hole);
    }
    p.fillPath(dim, QColor(0, 0, 0, 130));
    if (!t.isNull()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.drawRoundedRect(t, 6, 6);
    }
}

void GuidedTour::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        skip();
        return;
    case Qt::Key_Right:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        next();
        return;
    case Qt::Key_Left:
        back();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

bool GuidedTour::eventFilter(QObject* watched, QEvent* event) {
    if (watched == &m_window && event->type() == QEvent::Resize && isVisible())
        place();
    if (event->type() == QEvent::KeyPress && watched != &m_window) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            static_cast<QPushButton*>(watched)->click(); // the focused button, as in a dialog
            return true;
        }
        if (key == Qt::Key_Escape || key == Qt::Key_Left || key == Qt::Key_Right) {
            keyPressEvent(static_cast<QKeyEvent*>(event));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace cd
