#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace cd {

class StorageSession;

// The strip above the Storage page's uploads: the tenant key by fingerprint (or why there is
// none), with export to a passphrase-protected file and import from one.
class StorageKeyStrip final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StorageKeyStrip)

public:
    explicit StorageKeyStrip(StorageSession& storage, QWidget* parent = nullptr);
    ~StorageKeyStrip() override;

    // Shows the session's key and its status.
    void showKey();
    // Export needs a key; import a connection and a role that may change datasets.
    void updateActions(bool canChange);
    // Its buttons as they read, left to right, hidden ones included: the start of the page's Tab order.
    QList<QWidget*> tabOrder() const;
    // Asks for a passphrase and keeps the memory-only key in the app's key file; `then` learns
    // whether it was kept.
    void keepInFile(std::function<void(bool kept)> then);
    // Before an upload with a key kept in memory only: asks whether to keep it in a key file first
    // (then `uploadOnceKept` runs once it is kept) or upload anyway. True: upload now.
    bool confirmKeyAtRisk(std::function<void()> uploadOnceKept);

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

private:
    QWidget* busyPage();
    void exportKey();
    void importKey();
    void unlockKeyFile();
    void makeNewKey();

    StorageSession& m_storage;
    QPushButton* m_exportKey;
    QPushButton* m_importKey;
    QLabel* m_keyLabel;
    QPushButton* m_unlockKey = nullptr;
    QPushButton* m_newKey = nullptr;
    QPushButton* m_keepInFile = nullptr;
};

} // namespace cd
