#pragma once

#include "core/Member.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDialogButtonBox;

namespace cd {

// Change role: one member's new role, among those the signed-in person may hand out. What needs
// asking again (demoting an owner, changing your own role) the tab asks after this closes.
class ChangeRoleDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeRoleDialog)

public:
    ChangeRoleDialog(const Member& member, const QList<Role>& roles, QWidget* parent = nullptr);

    Role role() const;

private:
    void judge();

    Role m_current;
    QComboBox* m_role;
    QDialogButtonBox* m_buttons;
};

} // namespace cd
