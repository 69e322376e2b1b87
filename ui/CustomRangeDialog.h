#pragma once

#include <QDialog>

class QDateTimeEdit;
class QLabel;
class QPushButton;

namespace cd {

// Asks for a start and an end (local time) for a page's custom range, and refuses an end before
// the start, a range in the future, or one longer than `longest` seconds (0: any length).
class CustomRangeDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CustomRangeDialog)

public:
    static constexpr qint64 longestSeconds = 90LL * 24 * 3600;

    CustomRangeDialog(qint64 start, qint64 end, qint64 now, QWidget* parent = nullptr,
                      qint64 longest = longestSeconds);
    qint64 start() const;
    qint64 end() const;
    // Empty when the range can be shown; otherwise why not.
    QString problem() const;

private:
    void validate();

    qint64 m_now;
    qint64 m_longest;
    QDateTimeEdit* m_start;
    QDateTimeEdit* m_end;
    QLabel* m_message;
    QPushButton* m_ok;
};

} // namespace cd
