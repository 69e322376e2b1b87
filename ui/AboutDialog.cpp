#include "AboutDialog.h"

#include "diagnostics/ComponentVersions.h"

#include "BuildInfo.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cd {

namespace {

QString link(const QUrl& url, const QString& text) {
    return QStringLiteral("<a href=\"%1\">%2</a>")
        .arg(url.toString(QUrl::FullyEncoded), text.toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
    , m_components(new QTableWidget(this)) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About ClusterDesk"));

    auto* heading = new QLabel(tr("<h3>ClusterDesk %1</h3>").arg(QString::fromLatin1(build::version)), this);
    auto* summary = new QLabel(tr("A desktop console for renting GPU compute: compare offerings, run "
                                  "clusters, follow costs."),
                               this);
    summary->setWordWrap(true);
    auto* built = new QLabel(tr("Built with %1.").arg(ComponentVersions::build()), this);
    built->setObjectName(QStringLiteral("aboutBuild"));
    built->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* licence = new QLabel(tr("ClusterDesk is free software under the GNU General Public License, "
                                  "version 3 or later (%1). It uses these components:")
                                   .arg(link(ComponentVersions::licenceUrl(), ComponentVersions::licence())),
                               this);
    licence->setObjectName(QStringLiteral("aboutLicence"));
    licence->setWordWrap(true);
    licence->setOpenExternalLinks(true);

    const QList<Component> all = ComponentVersions::all();
    m_components->setObjectName(QStringLiteral("aboutComponents"));
    m_components->setColumnCount(ColumnCount);
    m_components->setRowCount(int(all.size()));
    m_components->setHorizontalHeaderLabels(
        {tr("Component"), tr("Built with"), tr("Running"), tr("Licence")});
    m_components->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_components->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_components->verticalHeader()->hide();
    m_components->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < all.size(); ++row) {
        const Component& c = all[row];
        m_components->setItem(row, Name, new QTableWidgetItem(c.name));
        m_components->setItem(row, BuiltWith, new QTableWidgetItem(c.builtWith));
        // Some libraries cannot say which version is loaded: their headers' is the best known.
        auto* running = new QTableWidgetItem(c.runsWith.isEmpty() ? tr("not reported") : c.runsWith);
        if (c.runsWith.isEmpty())
            running->setToolTip(tr("This library does not say its version at run time."));
        m_components->setItem(row, Running, running);
        // The SPDX id as the item's text (for screen readers and copying), the same as a link.
        auto* licenceItem = new QTableWidgetItem(c.licence);
        licenceItem->setToolTip(c.licenceUrl.toString());
        licenceItem->setForeground(Qt::transparent);
        m_components->setItem(row, Licence, licenceItem);
        auto* licenceLink = new QLabel(link(c.licenceUrl, c.licence), m_components);
        licenceLink->setOpenExternalLinks(true);
        licenceLink->setContentsMargins(4, 0, 4, 0);
        m_components->setCellWidget(row, Licence, licenceLink);
    }
    m_components->resizeColumnsToContents();
    // Every row in view: ten rows need no scrolling.
    m_components->setMinimumSize(
        m_components->horizontalHeader()->length() + 2 * m_components->frameWidth() + 4,
        m_components->verticalHeader()->length() + m_components->horizontalHeader()->sizeHint().height() +
            2 * m_components->frameWidth() + 4);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(summary);
    layout->addWidget(built);
    layout->addWidget(licence);
    layout->addWidget(m_components, 1);
    layout->addWidget(buttons);
}

} // namespace cd
