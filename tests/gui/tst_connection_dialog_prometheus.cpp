#include "ConnectionDialog.h"

#include "session/ProfileStore.h"
#include "session/SecretStore.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cd;

// The connection dialog's Prometheus part, offscreen: authentication, user, password filled from
// the keychain (kept in memory here: CTest runs this without a keychain service), its own CA
// bundle; labels with buddies and a tab order that follows the rows. A screenshot lands in the
// build folder (printed) for a person to look at.
class TestConnectionDialogPrometheus final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    template <typename T>
    static T* child(QDialog& dialog, const char* name) {
        return dialog.findChild<T*>(QString::fromLatin1(name));
    }

    // The label a person reads (and whose mnemonic moves the focus) for `field`.
    static QLabel* buddyOf(QDialog& dialog, QWidget* field) {
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (label->buddy() == field)
                return label;
        }
        return nullptr;
    }

private Q_SLOTS:
    void aSavedProfileShowsItsPrometheusCredentials() {
        QSettings settings(m_dir.filePath(QStringLiteral("dialog.ini")), QSettings::IniFormat);
        ProfileStore profiles(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        profiles.keepSecretsIn(secrets);
        const QString ca = m_dir.filePath(QStringLiteral("prometheus-ca.pem"));
        {
            QFile f(ca);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
        }
        ConnectionProfile saved{QStringLiteral("Grafana Cloud"),
                                QUrl(QStringLiteral("https://api.example.com")),
                                {},
                                {},
                                QUrl(QStringLiteral("https://prometheus.example.net/api/prom"))};
        saved.prometheusAuth = PrometheusAuth::Basic;
        saved.prometheusUser = QStringLiteral("123456");
        saved.prometheusSecret = "glc_secret-password";
        saved.prometheusCaBundlePath = ca;
        profiles.save(saved);

        ConnectionDialog dialog(profiles, secrets);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.selectProfile(saved.name);

        auto* auth = child<QComboBox>(dialog, "prometheusAuth");
        auto* user = child<QLineEdit>(dialog, "prometheusUser");
        auto* secret = child<QLineEdit>(dialog, "prometheusSecret");
        auto* caField = child<QLineEdit>(dialog, "prometheusCaBundle");
        auto* address = child<QLineEdit>(dialog, "prometheusUrl");
        QVERIFY(auth && user && secret && caField && address);
        QCOMPARE(auth->currentText(), QStringLiteral("User and password"));
        QCOMPARE(user->text(), saved.prometheusUser);
        QCOMPARE(caField->text(), ca);
        QCOMPARE(secret->echoMode(), QLineEdit::Password);
        QTRY_COMPARE_WITH_TIMEOUT(secret->text(), QStringLiteral("glc_secret-password"), 10000);
        QVERIFY(user->isEnabled() && secret->isEnabled());
        // What the dialog hands on: the secret too (ProfileStore moves it to the keychain again).
        QCOMPARE(dialog.profile().prometheusAuth, PrometheusAuth::Basic);
        QCOMPARE(dialog.profile().prometheusSecret, QByteArray("glc_secret-password"));
        QCOMPARE(dialog.profile().prometheusCaBundlePath, ca);

        // Every field has a label with a mnemonic that reaches it.
        for (QWidget* field : {static_cast<QWidget*>(auth), static_cast<QWidget*>(user),
                               static_cast<QWidget*>(secret), static_cast<QWidget*>(caField)}) {
            QLabel* label = buddyOf(dialog, field);
            QVERIFY2(label, qPrintable(field->objectName()));
            QVERIFY2(label->text().contains(u'&'), qPrintable(label->text()));
        }
        // Tab goes down the rows: address, authentication, user, password, CA bundle, its Browse.
        QWidget* expected[] = {auth, user, secret, caField};
        QWidget* at = address;
        for (QWidget* next : expected) {
            at = at->nextInFocusChain();
            while (at->focusPolicy() == Qt::NoFocus || !at->isEnabled())
                at = at->nextInFocusChain();
            QCOMPARE(at->objectName(), next->objectName());
        }
        auto* browse = qobject_cast<QToolButton*>(caField->nextInFocusChain());
        QVERIFY(browse);
        QCOMPARE(browse->accessibleName(), QStringLiteral("Choose the Prometheus CA bundle file"));

        const QString shot = QDir(QStringLiteral(QT_TESTCASE_BUILDDIR))
                                 .filePath(QStringLiteral("connection-dialog-prometheus.png"));
        QVERIFY(dialog.grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));

        // Bearer: no user; none: nothing to type.
        auth->setCurrentIndex(auth->findText(QStringLiteral("Bearer token")));
        QVERIFY(!user->isEnabled());
        QVERIFY(secret->isEnabled());
        QVERIFY(dialog.profile().prometheusUser.isEmpty());
        auth->setCurrentIndex(auth->findText(QStringLiteral("None")));
        QVERIFY(!secret->isEnabled());
        QVERIFY(dialog.profile().prometheusSecret.isEmpty());
    }

    // Connect with User and password but no user: the dialog stays and says what to fix.
    void basicWithoutAUserIsRefused() {
        QSettings settings(m_dir.filePath(QStringLiteral("refuse.ini")), QSettings::IniFormat);
        ProfileStore profiles(settings);
        SecretStore secrets(QStringLiteral("ClusterDeskTest"));
        ConnectionDialog dialog(profiles, secrets);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        child<QLineEdit>(dialog, "name")->setText(QStringLiteral("lab"));
        child<QLineEdit>(dialog, "url")->setText(QStringLiteral("https://api.example.com"));
        child<QLineEdit>(dialog, "apiKey")->setText(QStringLiteral("cdk_test"));
        child<QLineEdit>(dialog, "prometheusUrl")->setText(QStringLiteral("https://prometheus.example:9090"));
        auto* auth = child<QComboBox>(dialog, "prometheusAuth");
        auth->setCurrentIndex(auth->findText(QStringLiteral("User and password")));
        QPushButton* connectButton = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>()) {
            if (b->text() == QStringLiteral("&Connect"))
                connectButton = b;
        }
        QVERIFY(connectButton);
        connectButton->click();
        QVERIFY(dialog.isVisible());
        auto* message = child<QLabel>(dialog, "dialogMessage");
        QVERIFY2(message->text().contains(QStringLiteral("user name for Prometheus")),
                 qPrintable(message->text()));
    }
};

QTEST_MAIN(TestConnectionDialogPrometheus)
#include "tst_connection_dialog_prometheus.moc"
