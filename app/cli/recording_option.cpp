#include "app/cli/recording_option.h"

namespace loopscope::cli {

OptionSpec mcapOption()
{
    return {
        QStringLiteral("mcap"),
        QStringLiteral("FILE"),
        QStringLiteral("Also record the session as MCAP into FILE: every channel's interval percentiles, the "
                       "counters and (bench video) the camera streams as received, on one clock. Foxglove "
                       "and PlotJuggler open it; a killed run leaves every chunk but the last."),
        {}};
}

bool checkMcapOption(const ParsedOptions &options, QString *error)
{
    if (options.isSet(QStringLiteral("mcap")) && options.value(QStringLiteral("mcap")).isEmpty()) {
        *error = QStringLiteral("bad value for --mcap: an empty file name");
        return false;
    }
    return true;
}

} // namespace loopscope::cli
