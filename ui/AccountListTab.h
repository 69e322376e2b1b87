#pragma once

#include <QMessageBox>
#include <QStringList>
#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace cd {

class MessageBanner;
class SubmitDialog;

// What the Account area's list tabs share: a banner for what went wrong, a sentence on what the
// list is, a row of buttons, the table (whole rows, one at a time, read-only) and the sentence said
// instead of an empty table. The table fills the width: the name column takes what the others,
// sized to their contents, leave.
class AccountListTab : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountListTab)

public:
    QTableWidget* table() const { return m_table; }
    MessageBanner* banner() const { return m_banner; }

Q_SIGNALS:
    void notification(const QString& title, const QString& text, bool problem);

protected:
    // Where the buttons go. Above: the first (one that needs no row) before the table, the others
    // after it in Tab order, since they act on the row chosen there. Below: the table first.
    enum class Buttons { AboveTable, BelowTable };

    AccountListTab(const QStringList& headers, int stretchColumn, QWidget* parent);

    QPushButton* addButton(const QString& text, const QString& objectName);
    // Lays the parts out once the buttons are added.
    void finishLayout(Buttons where);
    void setIntro(const QString& text);
    void setEmptyText(const QString& objectName, const QString& text);
    // Fills `row` with `cells`, each carrying `id`; the items, for a tab's own marks.
    QList<QTableWidgetItem*> setRow(int row, const QStringList& cells, const QString& id);
    // After the rows are set: the empty sentence, when the list is readable and empty; while its
    // load runs, that it is loading instead (an empty table then means nothing yet).
    void showEmpty(bool readable, bool loading);
    // The id of the chosen row's items, or empty.
    QString selectedId() const;
    // A request refused: said where the person is, in `dialog` while it is open (it keeps what
    // they entered for a correction or a retry), else above the list.
    void showRefusal(SubmitDialog* dialog, const QString& sentence);
    // Asks before taking something away, without blocking: `action` names the button that does it
    // (Cancel is the default), and `act` runs only when it is pressed. The question, while open.
    QMessageBox* askFirst(QMessageBox::Icon icon, const QString& objectName, const QString& title,
                          const QString& text, const QString& action, std::function<void()> act);

private:
    MessageBanner* m_banner;
    QLabel* m_intro;
    QLabel* m_empty; // said instead of an empty table
    QString m_emptyText;
    QTableWidget* m_table;
    QList<QPushButton*> m_buttons;
};

} // namespace cd
