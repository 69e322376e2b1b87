#include "ParentConsole.h"

#include "ui/ConsoleApp.h"

int main(int argc, char** argv) {
    cd::attachParentConsole();
    return cd::runConsole(argc, argv);
}
