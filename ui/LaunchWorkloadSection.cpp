#include "LaunchWorkloadSection.h"

#include "LaunchEnvTable.h"
#include "LaunchPortTable.h"
#include "TabOrder.h"
#include "Theme.h"

#include "core/WorkloadText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

namespace {

// A folder uploaded from the Storage page is bundled as "<folder>.tar.zst" (app/upload).
bool isFolderBundle(const Dataset& d) {
    const auto bundle = [](const QString& name) { return name.endsWith(u".tar.zst"); };
    return bundle(d.name) || std::any_of(d.files.begin(), d.files.end(),
                                         [&](const Dataset::File& f) { return bundle(f.name); });
}

QPlainTextEdit* shortTextEdit(QWidget* parent, int lines) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

} // namespace

LaunchWorkloadSection::LaunchWorkloadSection(QWidget* parent)
    : QWidget(parent)
    , m_run(new QCheckBox(tr("Run a wor&kload (unticked: an interactive cluster, reached over SSH)"), this))
    , m_fields(new QWidget(this))
    , m_image(new QComboBox(m_fields))
    , m_imageHint(new QLabel(m_fields))
    , m_privateRegistry(new QCheckBox(tr("Private re&gistry: sign in to pull the image"), m_fields))
    , m_registryUser(new QLineEdit(m_fields))
    , m_registryPassword(new QLineEdit(m_fields))
    , m_codeBundle(new QComboBox(m_fields))
    , m_workingDir(new QLineEdit(m_fields))
    , m_setup(shortTextEdit(m_fields, 2))
    , m_command(shortTextEdit(m_fields, 3))
    , m_env(new LaunchEnvTable(m_fields))
    , m_ports(new LaunchPortTable(m_fields))
    , m_checkpointDir(new QLineEdit(m_fields))
    , m_checkpointMinutes(new QSpinBox(m_fields))
    , m_onNodeFailure(new QComboBox(m_fields)) {
    setObjectName(QStringLiteral("workloadSection"));
    m_run->setObjectName(QStringLiteral("runWorkload"));
    m_image->setObjectName(QStringLiteral("workloadImage"));
    m_image->setEditable(true);
    m_image->setInsertPolicy(QComboBox::NoInsert);
    m_image->setAccessibleName(tr("Image"));
    m_imageHint->setObjectName(QStringLiteral("workloadImageHint"));
    m_imageHint->setWordWrap(true);
    m_privateRegistry->setObjectName(QStringLiteral("privateRegistry"));
    m_registryUser->setObjectName(QStringLiteral("registryUser"));
    m_registryPassword->setObjectName(QStringLiteral("registryPassword"));
    m_registryPassword->setEchoMode(QLineEdit::Password);
    m_codeBundle->setObjectName(QStringLiteral("codeBundle"));
    m_codeBundle->addItem(tr("None"), QString());
    m_workingDir->setObjectName(QStringLiteral("workingDir"));
    m_setup->setObjectName(QStringLiteral("workloadSetup"));
    m_setup->setPlaceholderText(QStringLiteral("pip install -r requirements.txt"));
    m_setup->setAccessibleName(tr("Setup"));
    m_command->setObjectName(QStringLiteral("workloadCommand"));
    m_command->setPlaceholderText(QStringLiteral("torchrun --nproc-per-node 8 train.py --config cfg.yaml"));
    m_command->setAccessibleName(tr("Command"));
    m_checkpointDir->setObjectName(QStringLiteral("checkpointDir"));
    m_checkpointMinutes->setObjectName(QStringLiteral("checkpointMinutes"));
    m_checkpointMinutes->setRange(WorkloadRules::minCheckpointMinutes, WorkloadRules::maxCheckpointMinutes);
    m_checkpointMinutes->setSuffix(tr(" min"));
    m_onNodeFailure->setObjectName(QStringLiteral("onNodeFailure"));
    for (OnNodeFailure policy : {OnNodeFailure::Stop, OnNodeFailure::RestartFromCheckpoint})
        m_onNodeFailure->addItem(WorkloadText::onNodeFailure(policy), int(policy));
    auto* dataNote = new QLabel(tr("The datasets ticked on the Resources tab are mounted read-only at "
                                   "/data/<name> on every node; the code bundle is unpacked to "
                                   "/workspace/code. MASTER_ADDR, MASTER_PORT, WORLD_SIZE, NODE_RANK and "
                                   "LOCAL_WORLD_SIZE are set on every node."),
                                m_fields);
    dataNote->setWordWrap(true);
    dataNote->setTextFormat(Qt::PlainText);

    auto* form = new QFormLayout(m_fields);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("I&mage:"), m_image);
    form->addRow(QString(), m_imageHint);
    form->addRow(QString(), m_privateRegistry);
    form->addRow(tr("Registry &user:"), m_registryUser);
    form->addRow(tr("Registry p&assword:"), m_registryPassword);
    form->addRow(tr("Code &bundle:"), m_codeBundle);
    form->addRow(QString(), dataNote);
    form->addRow(tr("Working director&y:"), m_workingDir);
    form->addRow(tr("Setu&p:"), m_setup);
    form->addRow(tr("&Command:"), m_command);
    form->addRow(tr("&Environment:"), m_env);
    form->addRow(tr("P&orts:"), m_ports);
    form->addRow(tr("Checkpoint d&irectory:"), m_checkpointDir);
    form->addRow(tr("Checkpoint i&nterval:"), m_checkpointMinutes);
    form->addRow(tr("On node &failure:"), m_onNodeFailure);
    // The buddies name the tables' first cells for a screen reader too.
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(m_env)))
        label->setBuddy(m_env->table());
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(m_ports)))
        label->setBuddy(m_ports->table());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_run);
    layout->addWidget(m_fields);
    layout->addStretch(1);

    setWorkload(std::nullopt);
    connect(m_run, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    connect(m_privateRegistry, &QCheckBox::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    connect(m_image, &QComboBox::editTextChanged, this, [this] {
        checkImage();
        Q_EMIT changed();
    });
    for (QLineEdit* edit : {m_registryUser, m_registryPassword, m_workingDir, m_checkpointDir})
        connect(edit, &QLineEdit::textChanged, this, &LaunchWorkloadSection::changed);
    connect(m_registryPassword, &QLineEdit::textEdited, this, [this] { m_registryPasswordHeld = false; });
    for (QPlainTextEdit* edit : {m_setup, m_command})
        connect(edit, &QPlainTextEdit::textChanged, this, &LaunchWorkloadSection::changed);
    for (QComboBox* box : {m_codeBundle, m_onNodeFailure})
        connect(box, &QComboBox::currentIndexChanged, this, &LaunchWorkloadSection::changed);
    connect(m_checkpointMinutes, &QSpinBox::valueChanged, this, &LaunchWorkloadSection::changed);
    connect(m_env, &LaunchEnvTable::changed, this, &LaunchWorkloadSection::changed);
    connect(m_ports, &LaunchPortTable::changed, this, &LaunchWorkloadSection::changed);
    TabOrder::chain({m_run, m_image, m_privateRegistry, m_registryUser, m_registryPassword, m_codeBundle,
                     m_workingDir, m_setup, m_command, m_env->table()});
}

void LaunchWorkloadSection::updateEnabled() {
    m_fields->setEnabled(m_run->isChecked());
    m_registryUser->setEnabled(m_privateRegistry->isChecked());
    m_registryPassword->setEnabled(m_privateRegistry->isChecked());
}

void LaunchWorkloadSection::checkImage() {
    const QString image = m_image->currentText().trimmed();
    const bool bad = !image.isEmpty() && !WorkloadRules::isValidImageReference(image);
    m_imageHint->setText(bad ? tr("Not an image reference: use registry/repository:tag or "
                                  "repository@sha256: and 64 hex digits.")
                             : QString());
    m_imageHint->setStyleSheet(bad ? QStringLiteral("color: %1").arg(Theme::bad().name()) : QString());
    m_imageHint->setVisible(bad);
}

void LaunchWorkloadSection::setOfferingImages(const QStringList& images) {
    const QString current = m_image->currentText();
    const QSignalBlocker block(m_image);
    m_image->clear();
    m_image->addItems(images);
    // A custom reference typed (or set) stays: the list only offers.
    m_image->setEditText(current.isEmpty() && !images.isEmpty() ? images.first() : current);
    checkImage();
}

void LaunchWorkloadSection::showDatasets(const QList<Dataset>& datasets) {
    const QString current =
        m_wantedCodeBundle.isEmpty() ? m_codeBundle->currentData().toString() : m_wantedCodeBundle;
    const bool anyBundle = std::any_of(datasets.begin(), datasets.end(), isFolderBundle);
    {
        const QSignalBlocker block(m_codeBundle);
        m_codeBundle->clear();
        m_codeBundle->addItem(tr("None"), QString());
        for (const Dataset& d : datasets) {
            // Folder bundles are the code; a platform that does not say so offers every dataset.
            if (!anyBundle || isFolderBundle(d))
                m_codeBundle->addItem(d.name, d.id);
        }
    }
    selectCodeBundle(current);
}

void LaunchWorkloadSection::selectCodeBundle(const QString& datasetId) {
    const int index = m_codeBundle->findData(datasetId);
    // Not listed (yet): chosen once the datasets arrive.
    m_wantedCodeBundle = index < 0 ? datasetId : QString();
    m_codeBundle->setCurrentIndex(std::max(0, index));
}

std::optional<WorkloadSpec> LaunchWorkloadSection::workload(const QStringList& dataDatasets) const {
    if (!m_run->isChecked())
        return std::nullopt;
    WorkloadSpec w;
    w.image = m_image->currentText().trimmed();
    if (m_privateRegistry->isChecked()) {
        RegistryAuth auth;
        auth.username = m_registryUser->text().trimmed();
        auth.password = m_registryPassword->text();
        auth.hasPassword = !auth.password.isEmpty() || m_registryPasswordHeld;
        w.registryAuth = auth;
    }
    w.codeDataset =
        m_wantedCodeBundle.isEmpty() ? m_codeBundle->currentData().toString() : m_wantedCodeBundle;
    w.dataDatasets = dataDatasets;
    w.workingDir = m_workingDir->text().trimmed();
    w.setup = m_setup->toPlainText();
    w.command = m_command->toPlainText();
    w.env = m_env->variables();
    w.ports = m_ports->ports();
    w.checkpointDir = m_checkpointDir->text().trimmed();
    w.checkpointIntervalMinutes = m_checkpointMinutes->value();
    w.onNodeFailure = OnNodeFailure(m_onNodeFailure->currentData().toInt());
    return w;
}

void LaunchWorkloadSection::setWorkload(const std::optional<WorkloadSpec>& workload) {
    const WorkloadSpec w = workload.value_or(WorkloadSpec{});
    {
        const QSignalBlocker block(this);
        m_run->setChecked(workload.has_value());
        m_image->setEditText(w.image);
        m_privateRegistry->setChecked(w.registryAuth.has_value());
        m_registryUser->setText(w.registryAuth ? w.registryAuth->username : QString());
        m_registryPassword->setText(w.registryAuth ? w.registryAuth->password : QString());
        m_registryPasswordHeld = w.registryAuth && w.registryAuth->hasPassword;
        m_registryPassword->setPlaceholderText(m_registryPasswordHeld && w.registryAuth->password.isEmpty()
                                                   ? tr("enter the password")
                                                   : QString());
        selectCodeBundle(w.codeDataset);
        m_workingDir->setText(w.workingDir);
        m_setup->setPlainText(w.setup);
        m_command->setPlainText(w.command);
        m_env->setVariables(w.env);
        m_ports->setPorts(w.ports);
        m_checkpointDir->setText(w.checkpointDir);
        m_checkpointMinutes->setValue(w.checkpointIntervalMinutes);
        m_onNodeFailure->setCurrentIndex(std::max(0, m_onNodeFailure->findData(int(w.onNodeFailure))));
    }
    checkImage();
    updateEnabled();
    Q_EMIT changed();
}

std::optional<WorkloadRules::Problem> LaunchWorkloadSection::problem(const QStringList& dataDatasets) const {
    const std::optional<WorkloadSpec> w = workload(dataDatasets);
    if (!w)
        return std::nullopt;
    if (auto p = WorkloadRules::check(*w))
        return p;
    // The platform never gives a secret back: one from a template or a cluster is typed again.
    for (qsizetype i = 0; i < w->env.size(); ++i) {
        if (w->env[i].secret && w->env[i].value.isEmpty())
            return WorkloadRules::Problem{QStringLiteral("missing_secret"), QString(),
                                          QStringLiteral("workload.env[%1].value").arg(i)};
    }
    if (w->registryAuth && w->registryAuth->password.isEmpty())
        return WorkloadRules::Problem{QStringLiteral("missing_registry_password"), QString(),
                                      QStringLiteral("workload.registry_auth.password")};
    return std::nullopt;
}

QString LaunchWorkloadSection::problemText(const WorkloadRules::Problem& problem,
                                           const QStringList& dataDatasets) const {
    if (problem.code == u"missing_registry_password")
        return tr("Registry password: enter it for this launch; it is never shown again.");
    return WorkloadText::problem(problem, workload(dataDatasets).value_or(WorkloadSpec{}));
}

bool LaunchWorkloadSection::focusField(const QString& field) {
    static const QRegularExpression indexed(QStringLiteral(R"(^workload\.(env|ports)\[(\d+)\]\.?(\w*))"));
    QWidget* target = nullptr;
    if (const QRegularExpressionMatch m = indexed.match(field); m.hasMatch()) {
        const int row = m.captured(2).toInt();
        if (m.captured(1) == u"env")
            target = m.captured(3) == u"value" ? static_cast<QWidget*>(m_env->valueEdit(row))
                                               : static_cast<QWidget*>(m_env->nameEdit(row));
        else
            target = m.captured(3) == u"name" ? static_cast<QWidget*>(m_ports->nameEdit(row))
                                              : static_cast<QWidget*>(m_ports->portBox(row));
    } else if (field == u"workload.image") {
        target = m_image;
    } else if (field == u"workload.command") {
        target = m_command;
    } else if (field == u"workload.setup") {
        target = m_setup;
    } else if (field == u"workload.working_dir") {
        target = m_workingDir;
    } else if (field == u"workload.checkpoint.dir") {
        target = m_checkpointDir;
    } else if (field == u"workload.checkpoint.interval_minutes") {
        target = m_checkpointMinutes;
    } else if (field == u"workload.env") {
        target = m_env->table();
    } else if (field == u"workload.ports") {
        target = m_ports->table();
    } else if (field == u"workload.registry_auth.username") {
        target = m_registryUser;
    } else if (field == u"workload.registry_auth.password") {
        target = m_registryPassword;
    } else if (field == u"workload.code_dataset") {
        target = m_codeBundle;
    } else if (field == u"workload" || field.startsWith(u"workload.")) {
        target = m_run;
    }
    if (!target)
        return false;
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

} // namespace cd
