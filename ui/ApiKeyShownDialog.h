#pragma once

#include "core/ApiKey.h"

#include <QDialog>

class QLineEdit;
class QMessageBox;

namespace cd {

// The one time a new API key is seen: in a read-only field with a Copy button. The person ends it
// with Done; closing it another way asks first whether they stored the key, since nobody can show
// it again.
class ApiKeyShownDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiKeyShownDialog)

public:
    explicit ApiKeyShownDialog(const NewApiKey& made, QWidget* parent = nullptr);
    ~ApiKeyShownDialog() override;

    QString shownKey() const;
    // Asks "Have you stored the key?" (Escape, the close button); closes on Yes.
    void reject() override;
    // The question reject() opened, while it is open (for tests).
    QMessageBox* question() const { return m_question; }

private:
    QLineEdit* m_key;
    QMessageBox* m_question = nullptr;
};

} // namespace cd
