#include "SupportBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace cd {

SupportBanner::SupportBanner(QWidget* parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_switch(new QPushButton(this)) {
    setObjectName(QStringLiteral("supportBanner"));
    m_text->setObjectName(QStringLiteral("supportBannerText"));
    m_switch->setObjectName(QStringLiteral("switchTenant"));
    setAccessibleName(tr("Support session"));
    setFrameShape(QFrame::StyledPanel);
    // Amber in both themes: it must not be mistaken for the tenant's own console.
    setStyleSheet(QStringLiteral("#supportBanner { background: #f6c344; border: 1px solid #b7860b; }"
                                 "#supportBanner QLabel { color: #1f1a0a; font-weight: bold; }"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 6, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_switch);
    connect(m_switch, &QPushButton::clicked, this, &SupportBanner::switchRequested);
    setTenant({});
}

void SupportBanner::setTenant(const QString& tenantName) {
    m_text->setText(tenantName.isEmpty() ? tr("Support session: choose a tenant to view.")
                                         : tr("Viewing %1 as support: read-only").arg(tenantName));
    // Alt+E and Alt+W: letters no page uses, since the banner is on every page.
    m_switch->setText(tenantName.isEmpty() ? tr("Choose t&enant…") : tr("S&witch tenant…"));
}

QString SupportBanner::text() const {
    return m_text->text();
}

} // namespace cd
