#include "ui/ConsoleApp.h"

int main(int argc, char** argv) {
    return cd::runConsole(argc, argv);
}
