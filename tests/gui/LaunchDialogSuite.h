#pragma once

#include "ClustersPage.h"
#include "ConsoleUnderTest.h"
#include "LaunchClusterDialog.h"

#include "resources/Translations.h"
#include "session/ClustersSession.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace cd::test {

// What the launch dialog's suites share (tst_launch_workload, tst_launch_templates): the console in
// the offline demo on its Clusters page with the offerings loaded, in English, and the dialog a
// test opened closed after it. A suite derives from this and calls startDemo() from its
// initTestCase() and closeDialog() from its cleanup(); a failure in either is the slot's.
class LaunchDialogSuite : public QObject {
protected:
    QTemporaryDir m_dir;
    std::unique_ptr<ConsoleUnderTest> m_console;
    MainWindow* m_window = nullptr;

    ClustersPage* page() const { return m_window->clustersPage(); }

    // The launch dialog on screen, if any.
    static LaunchClusterDialog* openDialog() {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* d = qobject_cast<LaunchClusterDialog*>(w); d && d->isVisible())
                return d;
        }
        return nullptr;
    }

    void startDemo() {
        Translations::install(*qApp, QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_console = std::make_unique<ConsoleUnderTest>(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(m_console->exposed);
        m_window = &m_console->window;
        QSignalSpy clustersLoaded(page(), &ClustersPage::loaded);
        m_window->startDemo();
        QVERIFY(clustersLoaded.count() > 0 || clustersLoaded.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!page()->session().offerings().isEmpty(), 10000);
        m_window->showArea(MainWindow::Clusters);
    }

    void closeDialog() {
        if (LaunchClusterDialog* d = openDialog())
            d->reject();
        QTRY_VERIFY(openDialog() == nullptr);
    }
};

} // namespace cd::test
