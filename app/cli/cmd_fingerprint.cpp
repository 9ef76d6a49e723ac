#include "app/cli/cmd_fingerprint.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "core/timing/fingerprint.h"

#include <QJsonDocument>

namespace loopscope::cli {

namespace {
const CommandSpec &fingerprintSpec()
{
    static const CommandSpec spec{
        QStringLiteral("fingerprint"),
        QStringLiteral("fingerprint [--json]"),
        QStringLiteral("Prints the environment fingerprint attached to every result: kernel release and "
                       "preemption model (PREEMPT_RT or not), CPU model and count, frequency governor, "
                       "clocksource, timer slack, whether /dev/cpu_dma_latency is held, Loopscope version and "
                       "git revision."),
        {},
        {
            {QStringLiteral("json"), {}, QStringLiteral("Print JSON instead of key: value lines."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}
} // namespace

int runFingerprint(const QStringList &args)
{
    const CommandSpec &spec = fingerprintSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    const core::EnvironmentFingerprint fingerprint = core::EnvironmentFingerprint::capture();
    if (options.isSet(QStringLiteral("json"))) {
        printOut(QString::fromUtf8(QJsonDocument(fingerprint.toJson()).toJson()));
    } else {
        QString text = fingerprint.toText();
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        printOut(text);
    }
    return kExitSuccess;
}

CommandSpecList fingerprintSpecs()
{
    return {&fingerprintSpec()};
}

} // namespace loopscope::cli
