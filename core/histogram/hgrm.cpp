#include "core/histogram/hgrm.h"

#include <QStringList>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace loopscope::core {

namespace {

// printf-style formatting in the C locale (the reference uses Locale.US).
QString format(const char *fmt, auto... args)
{
    char buf[256];
    const int n = std::snprintf(buf, sizeof buf, fmt, args...);
    return QString::fromLatin1(buf, n < 0 ? 0 : std::min<int>(n, sizeof buf - 1));
}

// "%<width>.<decimals>f" the way the reference's formatter rounds: take the
// shortest decimal form of the double and round it half-up (C's printf would
// round the exact binary value half-to-even: 0.9997802734375 -> ...437, not
// the reference's ...438).
QString fixed(double v, int decimals, int width)
{
    if (!std::isfinite(v))
        return format("%*.*f", width, decimals, v);
    char buf[400];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    std::string digits(buf, res.ptr);
    std::string sign;
    if (!digits.empty() && digits[0] == '-') {
        sign = "-";
        digits.erase(0, 1);
    }
    std::size_t dot = digits.find('.');
    if (dot == std::string::npos) {
        dot = digits.size();
        digits += '.';
    }
    const std::size_t keep = dot + 1 + static_cast<std::size_t>(decimals);
    if (digits.size() > keep) {
        const bool up = digits[keep] >= '5';
        digits.resize(keep);
        if (up) {
            // Propagate the carry leftwards, skipping the decimal point.
            std::ptrdiff_t i = static_cast<std::ptrdiff_t>(keep) - 1;
            for (; i >= 0; --i) {
                if (digits[static_cast<std::size_t>(i)] == '.')
                    continue;
                if (digits[static_cast<std::size_t>(i)] == '9') {
                    digits[static_cast<std::size_t>(i)] = '0';
                } else {
                    ++digits[static_cast<std::size_t>(i)];
                    break;
                }
            }
            if (i < 0)
                digits.insert(digits.begin(), '1');
        }
    } else {
        digits.append(keep - digits.size(), '0');
    }
    if (decimals == 0)
        digits.pop_back(); // the lone '.'
    if (sign == "-" && digits.find_first_not_of("0.") == std::string::npos)
        sign.clear();
    QString out = QString::fromLatin1(sign + digits);
    return out.rightJustified(width, QLatin1Char(' '));
}

} // namespace

void writeHgrm(const HdrHistogram &histogram, QTextStream &out, double outputValueUnitScalingRatio,
               int ticksPerHalfDistance)
{
    const double ratio = outputValueUnitScalingRatio > 0 ? outputValueUnitScalingRatio : 1.0;
    const int digits = histogram.significantDigits();
    out << format("%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)");
    for (const auto &step : histogram.percentileSteps(ticksPerHalfDistance)) {
        const double fraction = step.percentile / 100.0;
        const double value = static_cast<double>(step.value) / ratio;
        const auto count = static_cast<long long>(step.totalCountToHere);
        out << fixed(value, digits, 12) << ' ' << fixed(fraction, 12, 2) << ' ' << format("%10lld", count);
        if (step.percentile != 100.0)
            out << ' ' << fixed(1.0 / (1.0 - fraction), 2, 14);
        out << '\n';
    }
    out << "#[Mean    = " << fixed(histogram.mean() / ratio, digits, 12) << ", StdDeviation   = "
        << fixed(histogram.stddev() / ratio, digits, 12) << "]\n";
    out << "#[Max     = " << fixed(static_cast<double>(histogram.max()) / ratio, digits, 12)
        << format(", Total count    = %12lld]\n", static_cast<long long>(histogram.totalCount()));
    out << format("#[Buckets = %12d, SubBuckets     = %12d]\n", histogram.bucketCount(), histogram.subBucketCount());
}

QString hgrmText(const HdrHistogram &histogram, double outputValueUnitScalingRatio, int ticksPerHalfDistance)
{
    QString text;
    QTextStream out(&text);
    writeHgrm(histogram, out, outputValueUnitScalingRatio, ticksPerHalfDistance);
    out.flush();
    return text;
}

bool parseHgrmRows(const QString &text, std::vector<HgrmRow> *rows, QString *error)
{
    rows->clear();
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("Value")))
            continue;
        const QStringList f = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool okV = false, okP = false, okC = false;
        HgrmRow row;
        if (f.size() >= 3) {
            row.value = f[0].toDouble(&okV);
            row.percentile = f[1].toDouble(&okP);
            row.totalCount = f[2].toLongLong(&okC);
        }
        if (!okV || !okP || !okC || f.size() > 4) {
            if (error)
                *error = QStringLiteral("line %1: malformed percentile row: %2").arg(i + 1).arg(line);
            return false;
        }
        rows->push_back(row);
    }
    return true;
}

} // namespace loopscope::core
