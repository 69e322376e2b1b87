// The launch dialog's template bar in the offline demo: a YAML file with errors lists each with its
// line and column and changes nothing; the form saved as a template comes back from the list; the
// form exported and imported again is the same form.
#include "ClustersPage.h"
#include "LaunchClusterDialog.h"
#include "LaunchDialogSuite.h"
#include "LaunchTemplateBar.h"

#include "session/ClustersSession.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;

class TestLaunchTemplates final : public test::LaunchDialogSuite {
    Q_OBJECT

    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }

private Q_SLOTS:
    void initTestCase() { startDemo(); }
    void cleanup() { closeDialog(); }

    void importWithErrorsListsThemAndKeepsTheForm() {
        page()->openLaunchDialog();
        LaunchClusterDialog* d = openDialog();
        QVERIFY(d);
        QVERIFY(d->templateBar());
        d->nameEdit()->setText(QStringLiteral("kept-name"));
        const ClusterSpec before = d->spec();
        const QString path = write(QStringLiteral("bad.yaml"), QByteArrayLiteral("name: bad\n"
                                                                                 "resources:\n"
                                                                                 "  pools: [{offering: x}]\n"
                                                                                 "  colour: blue\n"
                                                                                 "stage: warmup\n"));
        QVERIFY(!d->templateBar()->importFile(path));
        QLabel* problems = d->templateBar()->problemsLabel();
        QVERIFY(!problems->isHidden());
        QCOMPARE(
            problems->text(),
            QStringLiteral("bad.yaml was not imported:\n"
                           "line 4, column 3: unknown key 'colour' in resources; expected one of: region, "
                           "billing_mode, dedicated, off_peak_only, auto_stop_idle_minutes, image, pools.\n"
                           "line 5, column 8: 'stage' must be preprocess, pretrain, finetune, inference or "
                           "eval."));
        QCOMPARE(d->spec(), before);
    }

    void savedTemplateComesBackAndExportImportKeepsTheForm() {
        page()->openLaunchDialog();
        LaunchClusterDialog* d = openDialog();
        QVERIFY(d);
        LaunchTemplateBar* bar = d->templateBar();
        QVERIFY(bar);
        d->nameEdit()->setText(QStringLiteral("tpl-gui"));
        QTRY_VERIFY(!d->spec().pools.isEmpty() && !d->spec().pools[0].offeringId.isEmpty());
        const ClusterSpec form = d->spec();
        bar->saveAs(QStringLiteral("gui template"), QStringLiteral("from the GUI test"));
        QTRY_VERIFY_WITH_TIMEOUT(bar->templateBox()->findText(QStringLiteral("gui template")) > 0, 10000);
        QVERIFY(bar->problemsLabel()->isHidden());

        // Exported, then imported into a fresh dialog: the same form (the cluster's name aside).
        const QString path = m_dir.filePath(QStringLiteral("form.yaml"));
        QVERIFY(bar->exportFile(path));
        d->reject();
        QTRY_VERIFY(openDialog() == nullptr);
        page()->openLaunchDialog();
        d = openDialog();
        QVERIFY(d);
        QSignalSpy chosen(d->templateBar(), &LaunchTemplateBar::specChosen);
        QVERIFY(d->templateBar()->importFile(path));
        QCOMPARE(chosen.size(), 1);
        ClusterSpec expected = form;
        expected.name.clear();
        QCOMPARE(chosen.at(0).at(0).value<ClusterSpec>(), expected);
        QCOMPARE(d->spec().pools, form.pools);

        // The saved template is offered in a new dialog and fills the form when chosen.
        QComboBox* box = d->templateBar()->templateBox();
        QTRY_VERIFY_WITH_TIMEOUT(box->findText(QStringLiteral("gui template")) > 0, 10000);
        chosen.clear();
        box->setCurrentIndex(box->findText(QStringLiteral("gui template")));
        Q_EMIT box->activated(box->currentIndex());
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).value<ClusterSpec>().pools, form.pools);
    }
};

QTEST_MAIN(TestLaunchTemplates)
#include "tst_launch_templates.moc"
