#include "XidText.h"

namespace cd {

QString XidText::meaning(int xid) {
    switch (xid) {
    case 13:
        return tr("graphics engine exception, usually a fault in the running program");
    case 31:
        return tr("GPU memory page fault, usually a bad memory access in the running program");
    case 43:
        return tr("the GPU stopped processing the program's work");
    case 45:
        return tr("the driver cleaned up after a process that ended");
    case 48:
        return tr("double-bit ECC memory error");
    case 63:
    case 64:
        return tr("ECC page retirement or row remapping");
    case 74:
        return tr("NVLink error");
    case 79:
        return tr("the GPU has fallen off the bus");
    case 92:
        return tr("high rate of single-bit ECC errors");
    case 94:
        return tr("contained ECC error");
    case 95:
        return tr("uncontained ECC error");
    case 119:
    case 120:
        return tr("GPU System Processor (GSP) error");
    default:
        return tr("XID %1").arg(xid);
    }
}

QString XidText::nextStep(int xid) {
    switch (xid) {
    case 13:
    case 31:
    case 43:
        return tr("Check the program's logs on that node; restart the job from its last checkpoint.");
    case 45:
        return tr("Nothing to do unless it repeats.");
    case 63:
    case 64:
    case 92:
        return tr("Watch for repeats; the GPU needs a reset when the node next drains.");
    case 74:
        return tr("Restart the job from its last checkpoint; if it repeats, have the node replaced.");
    case 48:
    case 79:
    case 94:
    case 95:
    case 119:
    case 120:
        return tr("The node cannot be trusted with work: the platform replaces failed nodes; resume the "
                  "job from its last checkpoint on the replacement.");
    default:
        return tr("Look the XID up in NVIDIA's XID catalogue; if it repeats, have the node replaced.");
    }
}

bool XidText::isFatal(int xid) {
    return xid == 48 || xid == 79 || xid == 94 || xid == 95 || xid == 119 || xid == 120;
}

} // namespace cd
