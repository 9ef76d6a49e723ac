// loopscope: the GUI. Starts the simulated lab (unless --no-sim), shows the
// main window, and stops the simulators on exit (also on SIGTERM/SIGINT).

#include "app/gui/icons.h"
#include "app/gui/language.h"
#include "app/gui/preferences.h"
#include "app/gui/main_window.h"
#include "app/gui/quit_on_signal.h"
#include "app/gui/settings_keys.h"
#include "core/experiment/experiment.h"
#include "core/version.h"
#include "devices/bench/device_probe_kinds.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

bool wantsHelpOrVersion(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (!std::strcmp(arg, "-h") || !std::strcmp(arg, "--help") || !std::strcmp(arg, "-v") ||
            !std::strcmp(arg, "--version") || !std::strcmp(arg, "--help-all"))
            return true;
    }
    return false;
}

bool haveDisplay()
{
    auto set = [](const char *name) {
        const char *value = std::getenv(name);
        return value && *value;
    };
    return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM");
}

} // namespace

int main(int argc, char **argv)
{
    // QApplication aborts without a display: say how to run it instead.
    if (!haveDisplay() && !wantsHelpOrVersion(argc, argv)) {
        std::fprintf(stderr,
                     "loopscope: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                     "Run it under a virtual X server:\n"
                     "    xvfb-run -a ./build/bin/loopscope\n"
                     "or without any window system:\n"
                     "    QT_QPA_PLATFORM=offscreen ./build/bin/loopscope\n"
                     "For measurements without a GUI use loopscope-cli (see loopscope-cli --help).\n");
        return 1;
    }
    if (!haveDisplay()) // --help / --version only: no window needed
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QString::fromLatin1(loopscope::app::gui::settings::kOrganization));
    QApplication::setApplicationName(QString::fromLatin1(loopscope::app::gui::settings::kApplication));
    QApplication::setApplicationVersion(loopscope::core::versionString());
    QApplication::setWindowIcon(loopscope::app::gui::resourceIcon("loopscope"));
    // Desktops match the window to org.loopscope.Loopscope.desktop by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.loopscope.Loopscope"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Loopscope: latency measurement for robot benches."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption noSim(
        QStringLiteral("no-sim"),
        QApplication::translate("main", "Do not start the simulated lab (loopscope-sim)."));
    QCommandLineOption lang(QStringLiteral("lang"),
                            QApplication::translate("main", "User interface language, e.g. de, ja, zh_CN or en."),
                            QStringLiteral("code"));
    QCommandLineOption scan(
        QStringLiteral("scan"),
        QApplication::translate("main", "Also scan TARGET (HOST:PORT or HOST:FIRST-LAST)."),
        QStringLiteral("target"));
    QCommandLineOption autostart(QStringLiteral("autostart-bench"),
                                 QStringLiteral("Start a benchmark on the first device found."));
    autostart.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save the window as PNG to FILE after --screenshot-delay s, then quit."),
        QStringLiteral("file"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption screenshotDelay(QStringLiteral("screenshot-delay"),
                                       QStringLiteral("Seconds (default 5)."), QStringLiteral("seconds"),
                                       QStringLiteral("5"));
    screenshotDelay.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption openDevice(QStringLiteral("open-device"),
                                  QStringLiteral("After the first scan, open the jog panel of DEVICE "
                                                 "(\"moteus:1\", \"dynamixel2:2\" or its unique key)."),
                                  QStringLiteral("device"));
    openDevice.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption tab(QStringLiteral("tab"), QStringLiteral("Show the central tab with this title at start."),
                           QStringLiteral("title"));
    tab.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption soak(
        QStringLiteral("soak-bench"),
        QStringLiteral("After the first scan, run the UDP benchmark at 1 kHz on the first "
                       "device and a host-hiccup experiment in the Workbench side by side "
                       "for SECONDS (bench/soak.sh)."),
        QStringLiteral("seconds"));
    soak.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption soakInterval(QStringLiteral("soak-interval"),
                                    QStringLiteral("Logged interval of the --soak-bench runs, 0.1 to 3600 s "
                                                   "(default 0.1)."),
                                    QStringLiteral("seconds"), QStringLiteral("0.1"));
    soakInterval.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption fleetBroker(
        QStringLiteral("fleet-broker"),
        QApplication::translate("main", "Connect the Fleet tab to this MQTT broker at start (mqtt://HOST[:PORT])."),
        QStringLiteral("url"));
    QCommandLineOption fleetRun(QStringLiteral("fleet-run"),
                                QStringLiteral("Run KIND with its defaults on every online agent offering it "
                                               "once one is there (the manual's screenshots)."),
                                QStringLiteral("kind"));
    fleetRun.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption record(
        QStringLiteral("record"),
        QApplication::translate("main", "Record the session into FILE (MCAP) from the start, as File > Record session."),
        QStringLiteral("file"));
    parser.addOptions({noSim, lang, scan, autostart, screenshot, screenshotDelay, openDevice, tab, soak, soakInterval,
                       fleetBroker, fleetRun, record});
    parser.process(app);

    // Loopscope's and Qt's translations for --lang, else the language of the
    // Preferences, else the system locale; then the theme and data folder.
    const loopscope::app::gui::Preferences preferences = loopscope::app::gui::Preferences::load();
    const QString code = parser.isSet(lang) ? parser.value(lang) : preferences.language;
    if (!loopscope::app::gui::installLanguage(code) && parser.isSet(lang))
        std::fprintf(stderr, "loopscope: no translation for language \"%s\"; using English.\n",
                     qPrintable(parser.value(lang)));

    loopscope::app::gui::applyTheme(preferences.theme);
    loopscope::app::gui::applyDataFolder(preferences);

    loopscope::app::gui::MainWindowOptions options;
    options.startSimulator = !parser.isSet(noSim);
    options.autostartBench = parser.isSet(autostart);
    options.openLabCameras = true; // the simulated lab's stereo pair, live in the video dock
    options.extraScanTargets = parser.values(scan);
    options.openDevice = parser.value(openDevice);
    options.fleetBroker = parser.value(fleetBroker);
    options.fleetRunKind = parser.value(fleetRun);
    if (parser.isSet(soak)) {
        bool secondsOk = false, intervalOk = false;
        options.soakS = parser.value(soak).toDouble(&secondsOk);
        options.soakIntervalS = parser.value(soakInterval).toDouble(&intervalOk);
        if (!secondsOk || options.soakS < 0.1 || options.soakS > 7 * 24 * 3600.0 || !intervalOk ||
            options.soakIntervalS < 0.1 || options.soakIntervalS > 3600) {
            std::fprintf(stderr,
                         "loopscope: --soak-bench takes 0.1 to 604800 s, --soak-interval 0.1 to 3600 s\n");
            return 2;
        }
        // The soak measures runs, charts and the library: no simulated cameras
        // (bench_video_gui measures video) take the CPU from the two probes.
        options.openLabCameras = false;
        options.simConfig.cameraCount = 0;
    }
    loopscope::app::gui::MainWindow window(options);
    // A SIGTERM/SIGINT quits like File > Quit: runs are stored, simulators stopped.
    loopscope::app::gui::quitOnTerminationSignals(&app);
    window.show();
    // --tab takes the English title or the one shown (--tab Workbench under --lang de).
    const QString tabTitle = parser.value(tab);
    const QString shownTitle =
        QApplication::translate("loopscope::app::gui::MainWindow", tabTitle.toUtf8().constData());
    for (int i = 0; parser.isSet(tab) && i < window.centralTabs()->count(); ++i)
        if (const QString t = window.centralTabs()->tabText(i).remove(QLatin1Char('&'));
            t == tabTitle || t == shownTitle)
            window.centralTabs()->setCurrentIndex(i);

    // --record: a file that cannot be made is said in a message box, and the
    // lab runs without a recording (the exit code says so at the end).
    bool recordFailed = false;
    if (parser.isSet(record) && !window.startRecordingTo(parser.value(record), /*interactive=*/false))
        recordFailed = true;

    if (parser.isSet(screenshot)) {
        bool ok = false;
        const double delayS = parser.value(screenshotDelay).toDouble(&ok);
        const QString file = parser.value(screenshot);
        QTimer::singleShot(static_cast<int>((ok ? delayS : 5.0) * 1000), &window, [&window, file] {
            if (!window.grab().save(file, "PNG"))
                std::fprintf(stderr, "loopscope: could not write the screenshot %s\n", qPrintable(file));
            window.close();
        });
    }
    const int exitCode = QApplication::exec();
    return exitCode != 0 ? exitCode : recordFailed ? 3 : 0;
}
