#pragma once

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QFormLayout;
class QLabel;

namespace cd {

// A form whose OK button asks the platform for something (Create API key, Invite member). OK does
// not close it: it emits submitted(), the page sends the request and closes the dialog when the
// platform agrees, or shows here why not, so the person can correct or retry what they entered.
// What is wrong with the form is said as it is filled in, and OK stays disabled until it is right.
class SubmitDialog : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SubmitDialog)

public:
    // Why OK is disabled, or empty when it is not.
    virtual QString verdictText() const = 0;
    // While the request is under way: the inputs and OK are disabled.
    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }
    void showError(const QString& sentence);
    QString errorText() const;

Q_SIGNALS:
    void submitted();

protected:
    // `prefix` names the parts for tests and screen readers: "<prefix>Verdict", "<prefix>Error".
    SubmitDialog(const QString& prefix, const QString& okText, QWidget* parent);

    QFormLayout* form() const { return m_form; }
    void setNote(const QString& text);
    // The inputs, in Tab order, disabled while busy.
    void setInputs(const QList<QWidget*>& inputs);
    // Says the verdict and enables OK; call it whenever an input changes (and once constructed).
    void judge();
    // Whether to say `verdict` now; by default always, a form may wait until there is input.
    virtual bool saysVerdict(const QString& verdict) const;
    // After the inputs were enabled or disabled, for one that depends on another's choice.
    virtual void busyChanged(bool busy);

private:
    QFormLayout* m_form;
    QLabel* m_note;
    QLabel* m_verdict;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    QList<QWidget*> m_inputs;
    bool m_busy = false;
};

} // namespace cd
