#pragma once

#include "core/ClusterSpec.h"
#include "core/LaunchTemplate.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;

namespace cd {

class TemplatesSession;

// The top of the launch dialog: start from one of the tenant's templates, save the form as one
// (asking before it replaces a template of the same name), delete one (asking first), and import
// or export the form as a YAML file (docs/templates.md), a bad file's every error listed with its
// line and column. Roles that may not save see the templates but not the buttons that change them.
class LaunchTemplateBar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchTemplateBar)

public:
    // `form` reads the dialog's form as it stands.
    LaunchTemplateBar(TemplatesSession& templates, bool canSave, std::function<ClusterSpec()> form,
                      QWidget* parent = nullptr);
    ~LaunchTemplateBar() override;

    // What the buttons do once the person chose a file: for the buttons and for tests.
    bool importFile(const QString& path);
    bool exportFile(const QString& path);
    // Saves without asking for a name (the name dialog calls it); asks before replacing one.
    void saveAs(const QString& name, const QString& description);

    QComboBox* templateBox() const { return m_choice; }
    QLabel* problemsLabel() const { return m_problems; }

Q_SIGNALS:
    // Fill the form with this spec (a template chosen, a file imported).
    void specChosen(const cd::ClusterSpec& spec);

private:
    void showTemplates();
    void choose(int index);
    void askSave();
    void askDelete();
    void showProblems(const QStringList& lines);

    TemplatesSession& m_templates;
    bool m_canSave;
    std::function<ClusterSpec()> m_form;
    QComboBox* m_choice;
    QPushButton* m_save;
    QPushButton* m_delete;
    QPushButton* m_import;
    QPushButton* m_export;
    QLabel* m_problems;
    QString m_suggestedName; // of the template chosen or imported last
    QString m_suggestedDescription;
};

} // namespace cd
