#include "LaunchTemplateBar.h"

#include "session/TemplatesSession.h"
#include "templates/TemplateYamlReader.h"
#include "templates/TemplateYamlWriter.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cd {

LaunchTemplateBar::LaunchTemplateBar(TemplatesSession& templates, bool canSave,
                                     std::function<ClusterSpec()> form, QWidget* parent)
    : QWidget(parent)
    , m_templates(templates)
    , m_canSave(canSave)
    , m_form(std::move(form))
    , m_choice(new QComboBox(this))
    , m_save(new QPushButton(tr("&Save as template…"), this))
    , m_delete(new QPushButton(tr("Delete template"), this))
    , m_import(new QPushButton(tr("Import YAML…"), this))
    , m_export(new QPushButton(tr("Export YAML…"), this))
    , m_problems(new QLabel(this)) {
    m_choice->setObjectName(QStringLiteral("templateChoice"));
    m_save->setObjectName(QStringLiteral("saveTemplate"));
    m_choice->setAccessibleName(tr("Start from template"));
    m_choice->setMinimumContentsLength(24);
    m_problems->setObjectName(QStringLiteral("templateProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->hide();
    auto* label = new QLabel(tr("Start from &template:"), this);
    label->setBuddy(m_choice);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label);
    row->addWidget(m_choice, 1);
    for (QPushButton* b : {m_save, m_delete, m_import, m_export})
        row->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_problems);
    // Saving and deleting change the tenant's templates: roles that cannot are shown none of it.
    m_save->setVisible(m_canSave);
    m_delete->setVisible(m_canSave);

    connect(&m_templates, &TemplatesSession::loaded, this, &LaunchTemplateBar::showTemplates);
    connect(&m_templates, &TemplatesSession::failed, this,
            [this](const QString& sentence) { showProblems({sentence}); });
    connect(&m_templates, &TemplatesSession::saved, this, [this](const LaunchTemplate& t) {
        showProblems({});
        m_choice->setCurrentIndex(m_choice->findData(t.id));
    });
    connect(m_choice, &QComboBox::activated, this, &LaunchTemplateBar::choose);
    connect(m_choice, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_delete->setEnabled(index > 0); });
    connect(m_save, &QPushButton::clicked, this, &LaunchTemplateBar::askSave);
    connect(m_delete, &QPushButton::clicked, this, &LaunchTemplateBar::askDelete);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a launch template"), {},
                                                          tr("YAML files (*.yaml *.yml);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export the launch form"),
            m_suggestedName.isEmpty() ? QStringLiteral("template.yaml") : m_suggestedName + u".yaml",
            tr("YAML files (*.yaml *.yml)"));
        if (!path.isEmpty())
            exportFile(path);
    });
    showTemplates();
    m_templates.load();
}

LaunchTemplateBar::~LaunchTemplateBar() = default;

void LaunchTemplateBar::showTemplates() {
    const QString current = m_choice->currentData().toString();
    m_choice->clear();
    m_choice->addItem(tr("(none)"));
    for (const LaunchTemplate& t : m_templates.templates())
        m_choice->addItem(t.name, t.id);
    m_choice->setCurrentIndex(std::max(0, m_choice->findData(current)));
    m_delete->setEnabled(m_choice->currentIndex() > 0);
}

void LaunchTemplateBar::choose(int index) {
    const auto t = m_templates.byId(m_choice->itemData(index).toString());
    if (!t)
        return;
    m_suggestedName = t->name;
    m_suggestedDescription = t->description;
    showProblems({});
    Q_EMIT specChosen(t->spec);
}

void LaunchTemplateBar::showProblems(const QStringList& lines) {
    m_problems->setText(lines.join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

bool LaunchTemplateBar::importFile(const QString& path) {
    const TemplateYamlReader::Result read = TemplateYamlReader::readFile(path);
    if (!read.ok()) {
        QStringList lines{tr("%1 was not imported:").arg(QFileInfo(path).fileName())};
        for (const TemplateYamlIssue& issue : read.issues)
            lines.append(issue.text());
        showProblems(lines);
        return false;
    }
    showProblems({});
    m_suggestedName = read.value.name;
    m_suggestedDescription = read.value.description;
    m_choice->setCurrentIndex(0);
    Q_EMIT specChosen(read.value.spec);
    return true;
}

bool LaunchTemplateBar::exportFile(const QString& path) {
    LaunchTemplate t;
    t.name = m_suggestedName;
    t.description = m_suggestedDescription;
    t.spec = m_form();
    t.spec.name.clear(); // each cluster is named at launch
    QString error;
    if (!TemplateYamlWriter::writeFile(path, t, &error)) {
        showProblems({error});
        return false;
    }
    showProblems({});
    return true;
}

void LaunchTemplateBar::saveAs(const QString& name, const QString& description) {
    if (m_templates.byName(name) &&
        QMessageBox::question(
            this, tr("Replace template"),
            tr("The tenant already has a template named \"%1\". Replace it with this form?").arg(name),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    m_suggestedName = name;
    m_suggestedDescription = description;
    ClusterSpec spec = m_form();
    spec.name.clear();
    m_templates.save(name, description, spec);
}

void LaunchTemplateBar::askSave() {
    QDialog ask(this);
    ask.setObjectName(QStringLiteral("saveTemplateDialog"));
    ask.setWindowTitle(tr("Save as template"));
    auto* name = new QLineEdit(m_suggestedName, &ask);
    name->setObjectName(QStringLiteral("templateName"));
    name->setMaxLength(80);
    auto* description = new QPlainTextEdit(m_suggestedDescription, &ask);
    description->setObjectName(QStringLiteral("templateDescription"));
    description->setTabChangesFocus(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, &ask);
    auto* form = new QFormLayout(&ask);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("&Description:"), description);
    form->addRow(
        new QLabel(tr("Secret values are not saved: whoever launches from the template enters them."), &ask));
    form->addRow(buttons);
    buttons->button(QDialogButtonBox::Save)->setEnabled(!name->text().trimmed().isEmpty());
    connect(name, &QLineEdit::textChanged, &ask, [buttons](const QString& text) {
        buttons->button(QDialogButtonBox::Save)->setEnabled(!text.trimmed().isEmpty());
    });
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    if (ask.exec() == QDialog::Accepted)
        saveAs(name->text().trimmed(), description->toPlainText());
}

void LaunchTemplateBar::askDelete() {
    const auto t = m_templates.byId(m_choice->currentData().toString());
    if (!t)
        return;
    if (QMessageBox::question(this, tr("Delete template"),
                              tr("Delete the template \"%1\" for everyone in the tenant? Clusters launched "
                                 "from it are not affected.")
                                  .arg(t->name),
                              QMessageBox::Yes | QMessageBox::Cancel,
                              QMessageBox::Cancel) == QMessageBox::Yes)
        m_templates.remove(t->id);
}

} // namespace cd
