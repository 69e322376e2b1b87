#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace cd {

// Adds an SSH public key: pasted, or read from a .pub file. As the person types it says what the
// key is (type, size, the fingerprint `ssh-keygen -lf` prints) or why it cannot be used.
class AddSshKeyDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddSshKeyDialog)

public:
    explicit AddSshKeyDialog(QWidget* parent = nullptr);

    QString name() const;
    QString publicKey() const;
    // What the verdict line says now (for tests and screen readers).
    QString verdictText() const;
    // Reads a .pub file into the key field; false (and says why) when it cannot be read.
    bool loadFile(const QString& path);

private:
    void judge();

    QLineEdit* m_name;
    QPlainTextEdit* m_key;
    QLabel* m_verdict;
    QDialogButtonBox* m_buttons;
};

} // namespace cd
