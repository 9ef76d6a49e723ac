#include "app/cli/exit_codes.h"

namespace loopscope::cli {

QString exitCodesHelp()
{
    struct Row
    {
        int code;
        const char *meaning;
    };
    static const Row rows[] = {
        {kExitSuccess, "success"},
        {kExitMeasurementFailed, "the measurement failed: device unreachable, unknown host, refused port,\n"
                                 "     all datagrams lost, no device found, a servo that does not answer or\n"
                                 "     did not acknowledge its stop"},
        {kExitUsage, "usage error: a bad option or value (the message names it), or a result\n"
                     "     library to read that does not exist (runs, compare, report create none)"},
        {kExitIoError, "I/O error writing the results (unwritable --out, disk full, a file-size\n"
                       "     limit, a --library that cannot be opened: the run is not stored) or\n"
                       "     standard output (/dev/full, a closed pipe: quietly); the measurement\n"
                       "     summary is still printed on stdout and the files still written"},
        {kExitInterrupted, "interrupted by the user (Ctrl-C, SIGTERM); the results measured up to\n"
                           "     then are printed and written"},
        {kExitSimulatorFailed, "the simulator (--sim) failed to start"},
        {kExitRegression, "compare: a candidate exceeded a --max-ratio limit (the lines are named)"},
        {kExitDeviceVanished, "a device vanished while in use (jog, bench loop: its port or link went\n"
                              "     away): the command stops at once and names the device and the time;\n"
                              "     this replaces 1 when the loss is what ended the measurement"},
    };
    QString text = QStringLiteral("EXIT CODES\n");
    for (const Row &row : rows)
        text += QStringLiteral("  %1  %2\n").arg(row.code).arg(QString::fromUtf8(row.meaning));
    text += QStringLiteral("  When several apply, the lowest non-zero code is returned.\n");
    return text;
}

} // namespace loopscope::cli
