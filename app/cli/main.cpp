// loopscope-cli: the headless twin of the Loopscope GUI. The commands are in
// one table (command_table.h); each parses its own options from its option table.

#include "app/cli/command_table.h"
#include "app/cli/cmd_report.h"
#include "app/cli/console.h"
#include "core/experiment/experiment.h"
#include "core/version.h"
#include "devices/bench/device_probe_kinds.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    loopscope::cli::ignoreWriteSignals();
    // report needs a QGuiApplication (offscreen); every other command a QCoreApplication.
    const std::unique_ptr<QCoreApplication> app = loopscope::cli::createCliApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("loopscope-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(loopscope::core::kVersion));
    loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
    return loopscope::cli::finishOutput(loopscope::cli::dispatchCli(QCoreApplication::arguments().mid(1)));
}
