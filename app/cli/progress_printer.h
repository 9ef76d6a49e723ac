#pragma once
// Progress of a running benchmark on stderr: one line updated in place with
// '\r' when stderr is a terminal, otherwise a new line every few seconds (so
// logs of CI jobs stay readable).

#include "core/bench/probe.h"

#include <QString>
#include <vector>

namespace loopscope::cli {

struct ProgressSnapshot
{
    double elapsedS = 0;
    QString stateName;                    // "warming-up", "running", ...
    std::vector<core::ProbeCounter> counters;
    qint64 p99Ns = -1;                    // of the last closed interval; < 0 unknown
};

class ProgressPrinter
{
public:
    // totalS: expected length of the run (<= 0: unknown). terminal: stderr
    // is a TTY. A disabled printer prints nothing.
    ProgressPrinter(bool enabled, bool terminal, double totalS);

    void update(const ProgressSnapshot &snapshot); // rate-limited
    void finish();                                 // ends an in-place line

    static QString formatLine(const ProgressSnapshot &snapshot, double totalS);

private:
    bool m_enabled;
    bool m_terminal;
    double m_totalS;
    double m_lastPrintS = -1e9;
    int m_lastLength = 0;
};

} // namespace loopscope::cli
