#include "platform/http/SimServerMain.h"

int main(int argc, char** argv) {
    return cd::sim::runSimServer(argc, argv);
}
