#pragma once

#include "MainWindow.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSettings;

namespace cd {

// A first-time viewer's tour of the console: one step per area, each pointing at that page's key
// feature with a sentence on what it is for, and last the presenter's controls. It lies over the
// window, dims all but the feature, and takes Next (Enter, Right), Back (Left) and Skip (Esc).
// Finished or skipped, it never starts by itself again; Help > Guided tour shows it any time.
class GuidedTour final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuidedTour)

public:
    static constexpr const char* dismissedKey = "tour/dismissed";

    GuidedTour(MainWindow& window, QSettings& settings);

    // Whether the person has finished or skipped the tour before.
    static bool dismissed(QSettings& settings);
    // Shows the first step (of those whose feature is on screen for this role).
    void start();
    int step() const { return m_step; }
    int stepCount() const { return int(m_steps.size()); }
    QString stepTitle() const;
    // The feature the current step points at.
    QWidget* target() const;

    void next();
    void back();
    // Ends the tour and remembers that it was seen.
    void skip();

Q_SIGNALS:
    void ended();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Step {
        int area;           // MainWindow::Area, or -1: not a page (the presenter's toolbar)
        const char* target; // the feature's object name
        QString title;
        QString text;
    };
    void showStep(int step);
    void place();
    QRect targetRect() const;

    MainWindow& m_window;
    QSettings& m_settings;
    QList<Step> m_steps;
    QList<QPointer<QWidget>> m_targets; // each step's feature, found once when the tour starts
    int m_step = -1;
    QWidget* m_callout;
    QLabel* m_counter;
    QLabel* m_title;
    QLabel* m_text;
    QPushButton* m_back;
    QPushButton* m_next;
    QPushButton* m_skip;
};

} // namespace cd
