#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace cd {

// Asks for a key file's passphrase: twice, with a strength rule, when exporting; once when
// importing. The text never leaves the dialog except through passphrase().
class PassphraseDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PassphraseDialog)

public:
    enum Mode { Export, Import };
    static constexpr int minimumLength = 12;

    PassphraseDialog(Mode mode, const QString& explanation, QWidget* parent = nullptr);
    ~PassphraseDialog() override;
    QByteArray passphrase() const;
    // The OK button says what it does (Export, Import by default); e.g. Unlock for the key file.
    void setAcceptText(const QString& text);

private:
    void validate();
    Mode m_mode;
    QLineEdit* m_first;
    QLineEdit* m_second;
    QLabel* m_problem;
    QPushButton* m_ok;
};

} // namespace cd
