#pragma once

#include <QCoreApplication>
#include <QString>

namespace cd {

// What an NVIDIA XID error means and what to do about it, for the XIDs a rented GPU node reports
// (NVIDIA's XID catalogue; the platform's DCGM_FI_DEV_XID_ERRORS carries the last one).
class XidText {
    Q_DECLARE_TR_FUNCTIONS(XidText)

public:
    static QString meaning(int xid);
    static QString nextStep(int xid);
    // True for the XIDs after which the node cannot be trusted with work until it is replaced.
    static bool isFatal(int xid);
};

} // namespace cd
