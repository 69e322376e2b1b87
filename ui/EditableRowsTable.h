#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QHBoxLayout;
class QPushButton;
class QTableWidget;

namespace cd {

// A table whose rows are edited in place (an editor widget per cell), with Add and Remove buttons
// below it, and Tab going through the rows' editors in reading order. The workload's environment
// variables and ports are two of these: only their rows differ.
class EditableRowsTable : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EditableRowsTable)

public:
    QTableWidget* table() const { return m_table; }
    QPushButton* addButton() const { return m_add; }
    QPushButton* removeButton() const { return m_remove; }

Q_SIGNALS:
    void changed();

protected:
    // `maxRows` disables Add once reached; the texts are the subclass's, translated in its context.
    EditableRowsTable(const QStringList& headers, int stretchColumn, int maxRows, const QString& addText,
                      const QString& removeText, QWidget* parent);
    ~EditableRowsTable() override;

    // Adds a row of default values (the Add button); its first editor then gets the focus.
    virtual void addEmptyRow() = 0;
    // The editors of a row, in the order Tab goes through them.
    virtual QList<QWidget*> rowEditors(int row) const = 0;

    // Puts a widget after Add and Remove, in the button row and in Tab's order.
    void addTrailingWidget(QWidget* widget);
    // Inserts a row at the end for the subclass to fill with its editors; then rowAdded().
    int insertRow();
    void rowAdded();
    // Replaces every row, with one changed() at the end.
    template <typename Row, typename AddRow>
    void replaceRows(const QList<Row>& rows, AddRow addRow) {
        {
            const QSignalBlocker block(this);
            clearRows();
            for (const Row& row : rows)
                addRow(row);
        }
        rowsReplaced();
    }

private:
    void removeRow();
    void clearRows();
    void rowsReplaced();
    void updateTabOrder();

    int m_maxRows;
    QTableWidget* m_table;
    QPushButton* m_add;
    QPushButton* m_remove;
    QHBoxLayout* m_buttons;
    QList<QWidget*> m_trailing;
};

} // namespace cd
