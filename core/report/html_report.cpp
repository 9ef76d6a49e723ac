#include "core/report/html_report.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cmath>

namespace loopscope::core {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// Escaped, with line breaks kept.
QString escLines(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QString tableOpen(const QString &cssClass)
{
    return QStringLiteral("<table class=\"%1\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n")
        .arg(cssClass);
}

QString fieldRow(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><th align=\"left\">%1</th><td>%2</td></tr>\n")
        .arg(esc(label), escLines(value));
}

QString runHeading(const ReportModel &model, size_t index)
{
    const ReportRun &run = model.runs[index];
    if (!model.isComparison())
        return QStringLiteral("Run: %1").arg(esc(run.label));
    if (index == 0)
        return QStringLiteral("Baseline: %1").arg(esc(run.label));
    return QStringLiteral("Candidate %1: %2").arg(index).arg(esc(run.label));
}

QString percentileTable(const ReportRun &run, size_t runIndex)
{
    QString html = tableOpen(QStringLiteral("numbers"));
    html += QStringLiteral("<tr><th align=\"left\">µs</th>");
    for (const ReportChannel &c : run.channels)
        html += QStringLiteral("<th align=\"right\">%1</th>").arg(esc(c.tag));
    html += QStringLiteral("</tr>\n");
    const std::vector<ReportStat> &stats = reportStats();
    for (size_t s = 0; s < stats.size(); ++s) {
        const bool isCount = stats[s].key == QLatin1String("count");
        html += QStringLiteral("<tr><th align=\"left\">%1</th>").arg(esc(stats[s].key));
        for (const ReportChannel &c : run.channels) {
            const qint64 v = s < c.values.size() ? c.values[s] : -1;
            const QString attrs =
                QStringLiteral("data-table=\"percentiles\" data-run=\"%1\" data-channel=\"%2\" "
                               "data-stat=\"%3\"")
                    .arg(runIndex)
                    .arg(esc(c.tag), esc(stats[s].key));
            // One-pass arg(): escaped user text may contain "%1".
            if (isCount)
                html += QStringLiteral("<td align=\"right\" %1 data-count=\"%2\">%2</td>")
                            .arg(attrs, QString::number(v));
            else if (v < 0)
                html += QStringLiteral("<td align=\"right\" %1>—</td>").arg(attrs);
            else
                html += QStringLiteral("<td align=\"right\" %1 data-ns=\"%2\">%3</td>")
                            .arg(attrs, QString::number(v), formatReportMicros(v));
        }
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("</table>\n");
    bool anyTitle = false;
    for (const ReportChannel &c : run.channels)
        anyTitle = anyTitle || !c.title.isEmpty();
    if (anyTitle) {
        html += QStringLiteral("<ul class=\"legend\">\n");
        for (const ReportChannel &c : run.channels) {
            if (!c.title.isEmpty())
                html += QStringLiteral("<li><b>%1</b>: %2</li>\n").arg(esc(c.tag), esc(c.title));
        }
        html += QStringLiteral("</ul>\n");
    }
    return html;
}

QString intervalsTable(const ReportRun &run)
{
    QString html = tableOpen(QStringLiteral("numbers"));
    html +=
        QStringLiteral("<tr><th align=\"left\">Channel</th><th>Intervals</th><th>Length</th><th>Empty</th>"
                       "<th>Median of maxima (µs)</th><th>Worst max (µs)</th><th>Worst at</th></tr>\n");
    for (const ReportChannel &c : run.channels) {
        html +=
            QStringLiteral(
                "<tr><th align=\"left\">%1</th><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                "<td align=\"right\">%4</td><td align=\"right\" data-ns=\"%5\">%6</td>"
                "<td align=\"right\" data-ns=\"%7\">%8</td><td align=\"right\">%9</td></tr>\n")
                .arg(esc(c.tag), QString::number(c.intervalCount),
                     c.intervalCount > 0 ? formatReportDuration(c.intervalLengthS) : QStringLiteral("—"),
                     QString::number(c.emptyIntervals), QString::number(c.medianIntervalMaxNs),
                     c.intervalCount > 0 ? formatReportMicros(c.medianIntervalMaxNs) : QStringLiteral("—"),
                     QString::number(c.worstIntervalMaxNs),
                     c.intervalCount > 0 ? formatReportMicros(c.worstIntervalMaxNs) : QStringLiteral("—"),
                     c.intervalCount > 0 ? QStringLiteral("%1 s").arg(c.worstIntervalAtS, 0, 'f', 1)
                                         : QStringLiteral("—"));
    }
    html += QStringLiteral("</table>\n");
    return html;
}

QString runSection(const ReportModel &model, size_t index, const ReportChartMarkup &chartMarkup)
{
    const ReportRun &run = model.runs[index];
    // Every run after the first (and after a comparison) starts a new page when printed.
    const bool newPage = index > 0 || model.isComparison();
    QString html = QStringLiteral("<div class=\"run\" data-run=\"%1\">\n<h2%2>%3</h2>\n")
                       .arg(QString::number(index),
                            newPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString(),
                            runHeading(model, index));
    html += tableOpen(QStringLiteral("fields"));
    html += fieldRow(QStringLiteral("Name"), run.name);
    if (run.id > 0)
        html += fieldRow(QStringLiteral("Library id"), QStringLiteral("#%1").arg(run.id));
    html +=
        fieldRow(QStringLiteral("Probe"),
                 run.kindTitle.isEmpty() ? run.kind : QStringLiteral("%1 (%2)").arg(run.kindTitle, run.kind));
    html +=
        fieldRow(QStringLiteral("Started (UTC)"), run.started.isEmpty() ? QStringLiteral("—") : run.started);
    html += fieldRow(QStringLiteral("Ended (UTC)"), run.ended.isEmpty() ? QStringLiteral("—") : run.ended);
    html += fieldRow(QStringLiteral("Duration"), run.duration);
    html += fieldRow(QStringLiteral("State"), run.state.isEmpty() ? QStringLiteral("unknown") : run.state);
    if (!run.failureReason.isEmpty())
        html += fieldRow(QStringLiteral("Failure"), run.failureReason);
    if (!run.warning.isEmpty())
        html += fieldRow(QStringLiteral("Warning"), run.warning);
    if (!run.host.isEmpty())
        html += fieldRow(QStringLiteral("Host"), run.host);
    if (!run.tags.isEmpty())
        html += fieldRow(QStringLiteral("Tags"), run.tags.join(QStringLiteral(", ")));
    html += QStringLiteral("</table>\n");
    if (!run.note.isEmpty())
        html += QStringLiteral("<h3>Note</h3>\n<p class=\"note\">%1</p>\n").arg(escLines(run.note));

    html += QStringLiteral("<h3>Method</h3>\n<p>%1</p>\n").arg(escLines(run.method));
    html += QStringLiteral("<h3>Parameters</h3>\n");
    if (run.params.empty()) {
        html += QStringLiteral("<p>No parameters were recorded.</p>\n");
    } else {
        html += tableOpen(QStringLiteral("fields"));
        for (const ReportParam &p : run.params)
            html +=
                QStringLiteral("<tr><th align=\"left\">%1</th><td>%2</td><td class=\"help\">%3</td></tr>\n")
                    .arg(esc(p.label), esc(p.value), esc(p.help));
        html += QStringLiteral("</table>\n");
    }

    html += QStringLiteral("<h3>Percentiles</h3>\n");
    if (run.channels.empty())
        html += QStringLiteral("<p>The run recorded no channel.</p>\n");
    else
        html += percentileTable(run, index);
    for (const ReportChart &chart : run.charts)
        html += QStringLiteral("<div class=\"chart\">%1</div>\n").arg(chartMarkup(chart));
    html += QStringLiteral("<h3>Intervals</h3>\n") + intervalsTable(run);

    html += QStringLiteral("<h3>Counters</h3>\n");
    if (run.counters.empty()) {
        html += QStringLiteral("<p>The probe reported no counters.</p>\n");
    } else {
        html += tableOpen(QStringLiteral("numbers"));
        for (const ProbeCounter &c : run.counters)
            html +=
                QStringLiteral(
                    "<tr><th align=\"left\">%1</th><td align=\"right\" data-counter=\"%1\">%2</td></tr>\n")
                    .arg(esc(c.name), QString::number(c.value));
        html += QStringLiteral("</table>\n");
    }
    if (!run.clocks.empty()) {
        html += QStringLiteral("<h3>Clocks between hosts</h3>\n<p>Each agent's wall clock minus the controller's, from "
                               "NTP-style exchanges over the broker; the true offset lies within the bound. "
                               "One-way figures are given only where the clock error is at most 10 % of "
                               "them.</p>\n");
        html += tableOpen(QStringLiteral("fields"));
        for (const ReportField &f : run.clocks)
            html += fieldRow(f.label, f.value);
        html += QStringLiteral("</table>\n");
    }
    html += QStringLiteral("<h3>Environment fingerprint</h3>\n");
    if (run.fingerprint.empty()) {
        html += QStringLiteral("<p>No fingerprint was recorded.</p>\n");
    } else {
        html += tableOpen(QStringLiteral("fields"));
        for (const ReportField &f : run.fingerprint)
            html += fieldRow(f.label, f.value);
        html += QStringLiteral("</table>\n");
    }
    html += QStringLiteral("</div>\n");
    return html;
}

QString comparisonSection(const ReportModel &model, const ReportChartMarkup &chartMarkup)
{
    QString html = QStringLiteral("<div class=\"comparison\">\n<h2>Comparison</h2>\n");
    html += QStringLiteral(
                "<p>Baseline: <b>%1</b>. Ratios are candidate ÷ baseline: above 1.00× the candidate is "
                "slower at that percentile.</p>\n")
                .arg(esc(model.runs.front().label));
    if (model.comparisons.empty())
        html += QStringLiteral("<p>The runs share no channel.</p>\n");
    for (const ReportComparison &cmp : model.comparisons) {
        html += QStringLiteral("<h3>Channel %1</h3>\n").arg(esc(cmp.tag));
        if (!cmp.title.isEmpty())
            html += QStringLiteral("<p>%1</p>\n").arg(esc(cmp.title));
        html += tableOpen(QStringLiteral("numbers"));
        html += QStringLiteral("<tr><th align=\"left\">µs</th><th align=\"right\" data-run-id=\"%1\">%2 "
                               "(baseline)</th>")
                    .arg(QString::number(model.runs[0].id), esc(model.runs[0].label));
        for (size_t i = 1; i < model.runs.size(); ++i)
            html += QStringLiteral("<th align=\"right\" data-run-id=\"%1\">%2</th><th align=\"right\">ratio</th>")
                        .arg(QString::number(model.runs[i].id), esc(model.runs[i].label));
        html += QStringLiteral("</tr>\n");
        for (const ReportRatioRow &row : cmp.rows) {
            const QString base =
                QStringLiteral("data-table=\"comparison\" data-channel=\"%1\" data-stat=\"%2\"")
                    .arg(esc(cmp.tag), esc(row.statKey));
            html +=
                QStringLiteral("<tr><th align=\"left\">%1</th><td align=\"right\" %2 data-candidate=\"0\" "
                               "data-ns=\"%3\">%4</td>")
                    .arg(esc(row.statKey), base, QString::number(row.baselineNs),
                         formatReportMicros(row.baselineNs));
            for (size_t i = 0; i < row.candidateNs.size(); ++i) {
                html += QStringLiteral("<td align=\"right\" %1 data-candidate=\"%2\" data-ns=\"%3\">%4</td>")
                            .arg(base, QString::number(i + 1), QString::number(row.candidateNs[i]),
                                 formatReportMicros(row.candidateNs[i]));
                const double r = row.ratios[i];
                const QString cls = !std::isfinite(r) ? QString()
                                    : r > 1.05        ? QStringLiteral(" class=\"worse\"")
                                    : r < 0.95        ? QStringLiteral(" class=\"better\"")
                                                      : QString();
                html +=
                    QStringLiteral("<td align=\"right\"%1 %2 data-candidate=\"%3\" data-ratio=\"%4\">%5</td>")
                        .arg(cls, base, QString::number(i + 1),
                             std::isfinite(r) ? QString::number(r, 'g', 8) : QStringLiteral("nan"),
                             formatReportRatio(r));
            }
            html += QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n<div class=\"chart\">%1</div>\n").arg(chartMarkup(cmp.chart));
    }
    html += QStringLiteral("<h3>Fingerprint differences</h3>\n");
    if (model.fingerprintDiffs.empty()) {
        html += QStringLiteral("<p>The environment fingerprints do not differ.</p>\n");
    } else {
        html += tableOpen(QStringLiteral("fields"));
        html += QStringLiteral("<tr><th align=\"left\">Field</th>");
        for (const ReportRun &r : model.runs)
            html += QStringLiteral("<th align=\"left\">%1</th>").arg(esc(r.label));
        html += QStringLiteral("</tr>\n");
        for (const ReportFingerprintDiff &d : model.fingerprintDiffs) {
            html += QStringLiteral("<tr data-fingerprint-diff=\"%1\"><th align=\"left\">%1</th>")
                        .arg(esc(d.label));
            for (const QString &v : d.values)
                html += QStringLiteral("<td>%1</td>").arg(esc(v));
            html += QStringLiteral("</tr>\n");
        }
        html += QStringLiteral("</table>\n");
    }
    html += QStringLiteral("</div>\n");
    return html;
}

const char kCss[] = R"(body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 14px; color: #222;
  max-width: 980px; margin: 24px auto; padding: 0 16px; }
h1 { font-size: 22px; } h2 { font-size: 18px; border-bottom: 2px solid #1f77b4; padding-bottom: 4px;
  margin-top: 32px; } h3 { font-size: 15px; margin-top: 20px; }
table { border-collapse: collapse; margin: 6px 0 12px 0; } th, td { border: 1px solid #ccc; padding: 3px 8px; }
th { background: #f3f5f7; font-weight: 600; } table.numbers td { font-variant-numeric: tabular-nums; }
td.help { color: #666; font-size: 12px; } .note { white-space: pre-wrap; background: #fffbe6;
  border-left: 3px solid #e0c040; padding: 6px 10px; } .meta { color: #666; }
td.worse { background: #fde2e2; } td.better { background: #e2f5e2; } .chart { margin: 10px 0; }
svg.chart { max-width: 100%; height: auto; border: 1px solid #eee; }
)";

} // namespace

QString reportBodyHtml(const ReportModel &model, const ReportChartMarkup &chartMarkup)
{
    QString html = QStringLiteral("<h1>%1</h1>\n").arg(esc(model.title));
    html += QStringLiteral(
                "<p class=\"meta\">Generated %1 (UTC) by Loopscope. Latency is not Gaussian: the tables "
                "give percentiles up to the maximum, the charts show the distribution on a log 1/(1-p) "
                "axis and the maximum of every interval over time.</p>\n")
                .arg(esc(model.generatedAt));
    if (model.isComparison())
        html += comparisonSection(model, chartMarkup);
    for (size_t i = 0; i < model.runs.size(); ++i)
        html += runSection(model, i, chartMarkup);
    return html;
}

QString renderHtmlReport(const ReportModel &model)
{
    const ReportChartMarkup svg = [](const ReportChart &chart) {
        return toSvg(layoutChart(chart.spec, QSizeF(kReportChartWidth, kReportChartHeight)));
    };
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                       "<meta name=\"generator\" content=\"Loopscope\"/>\n<title>%1</title>\n<style>\n%2"
                       "</style>\n</head>\n<body>\n")
            .arg(esc(model.title), QString::fromLatin1(kCss));
    html += reportBodyHtml(model, svg);
    html += QStringLiteral("</body>\n</html>\n");
    return html;
}

bool writeReportBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, why);
        return false;
    };
    if (path.isEmpty())
        return fail(QStringLiteral("no file name given"));
    const QFileInfo info(path);
    if (info.isDir())
        return fail(QStringLiteral("it is a directory"));
    if (!info.absoluteDir().exists())
        return fail(QStringLiteral("the folder %1 does not exist").arg(info.absolutePath()));
    if (info.exists() && !info.isFile()) {
        // A device, FIFO or socket (/dev/stdout, /dev/full): written in
        // place — never replaced by a renamed temporary file.
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return fail(device.errorString());
        const qint64 written = device.write(bytes);
        if (written != bytes.size())
            return fail(QStringLiteral("only %1 of %2 bytes written (%3)")
                            .arg(written < 0 ? 0 : written)
                            .arg(bytes.size())
                            .arg(device.errorString()));
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(QStringLiteral("only %1 of %2 bytes written (%3; is the disk full?)")
                        .arg(written < 0 ? 0 : written)
                        .arg(bytes.size())
                        .arg(why));
    }
    if (!file.commit())
        return fail(QStringLiteral("%1 (is the disk full?)").arg(file.errorString()));
    if (const qint64 size = QFileInfo(path).size(); size != bytes.size())
        return fail(QStringLiteral("the file has %1 bytes instead of %2 (is the disk full?)")
                        .arg(size)
                        .arg(bytes.size()));
    return true;
}

bool writeHtmlReport(const ReportModel &model, const QString &path, QString *error)
{
    return writeReportBytes(path, renderHtmlReport(model).toUtf8(), error);
}

} // namespace loopscope::core
