#include "cli/CliApp.h"

#include <QCoreApplication>

// cdctl: the command line of ClusterDesk (app/cli). No widgets, no display.
int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    return cd::cli::CliApp::run(QCoreApplication::arguments());
}
