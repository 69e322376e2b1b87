#include "ShortcutsHelp.h"

#include <QList>
#include <utility>

namespace cd {

namespace {

QKeySequence ctrl(int key) {
    return QKeySequence(Qt::CTRL | Qt::Key(key));
}

} // namespace

QString ShortcutsHelp::native(const QKeySequence& key) {
    return key.toString(QKeySequence::NativeText);
}

QString ShortcutsHelp::withKey(const QString& text, const QKeySequence& key) {
    return key.isEmpty() ? text : tr("%1 (%2)").arg(text, native(key));
}

QString ShortcutsHelp::richText() {
    // The same keys as the menus (MainMenus), the pages (StoragePage, MonitoringToolbar) and the
    // presenter's toolbar set; tst_shortcuts checks every key bound in the window is here.
    const QString areas[] = {tr("Go to Offerings"), tr("Go to Clusters"), tr("Go to Monitoring"),
                             tr("Go to Storage"),   tr("Go to Billing"),  tr("Go to Audit"),
                             tr("Go to Account")};
    const QString ranges[] = {tr("Monitoring: live"),
                              tr("Monitoring: the last 15 minutes"),
                              tr("Monitoring: the last hour"),
                              tr("Monitoring: the last 6 hours"),
                              tr("Monitoring: the last 24 hours"),
                              tr("Monitoring: the last 7 days")};
    QList<std::pair<QString, QString>> rows;
    auto add = [&rows](const QList<QKeySequence>& keys, const QString& what) {
        QStringList written;
        for (const QKeySequence& key : keys) {
            if (!key.isEmpty())
                written.append(native(key).toHtmlEscaped());
        }
        if (!written.isEmpty()) // a standard key this system does not have (Quit on Windows)
            rows.append({written.join(QStringLiteral(" / ")), what.toHtmlEscaped()});
    };
    for (int i = 0; i < int(std::size(areas)); ++i)
        add({ctrl(Qt::Key_1 + i)}, areas[i]);
    add({QKeySequence(QKeySequence::Find)}, tr("Search the offerings or the clusters"));
    add({QKeySequence(QKeySequence::Refresh)}, tr("Refresh the page"));
    add({ctrl(Qt::Key_K)}, tr("Connect to a platform"));
    add({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)}, tr("Offline demo"));
    add({ctrl(Qt::Key_L)}, tr("Launch a cluster"));
    for (int i = 0; i < int(std::size(ranges)); ++i)
        add({QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i))}, ranges[i]);
    add({ctrl(Qt::Key_P)}, tr("Monitoring: pause or follow the live stream"));
    add({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
        tr("Monitoring: export the chart as PNG / its data as CSV"));
    add({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Minus), QKeySequence(Qt::Key_Left),
         QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Home)},
        tr("In a chart: zoom in, zoom out, pan left, pan right, show everything"));
    add({ctrl(Qt::Key_U)}, tr("Storage: upload files"));
    add({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U)}, tr("Storage: upload a folder"));
    add({QKeySequence(QKeySequence::Delete)}, tr("Storage: delete the selected dataset"));
    add({QKeySequence(QKeySequence::Copy)}, tr("Cluster logs: copy the selected lines"));
    add({QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P)}, tr("Demo: show or hide the presenter's toolbar"));
#ifndef Q_OS_MACOS
    // macOS underlines no letters: its menus and buttons have no Alt keys.
    rows.append({tr("Alt+underlined letter").toHtmlEscaped(), tr("Jump to that field").toHtmlEscaped()});
#endif
    add({QKeySequence(QKeySequence::HelpContents)}, tr("This list"));
    add({QKeySequence(QKeySequence::Quit)}, tr("Quit"));

    // Qt's rich text gives table cells no padding of their own: without it the longest keys run
    // into their descriptions, in every language.
    QString html = QStringLiteral("<style>td { padding-right: 18px; padding-bottom: 2px; }</style><table>");
    for (const auto& [keys, what] : rows)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(keys, what);
    return html + QStringLiteral("</table>");
}

} // namespace cd
