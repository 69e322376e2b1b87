#include "ParentConsole.h"

#include "ui/ConsoleApp.h"

#ifdef CLUSTERDESK_DEMO
#include "demo/DemoPlatform.h"
#endif

int main(int argc, char** argv) {
    cd::attachParentConsole();
#ifdef CLUSTERDESK_DEMO
    return cd::runConsole(argc, argv, cd::DemoPlatform::factory());
#else
    return cd::runConsole(argc, argv, {});
#endif
}
