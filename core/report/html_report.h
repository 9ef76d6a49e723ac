#pragma once
// The self-contained HTML report: one file with inline CSS and inline SVG
// charts, nothing loaded from anywhere (no script, no link, no URL at all
// besides the SVG namespace). Every name and text that came from a user or a
// device is escaped.
//
// Numbers carry machine-readable attributes so tools and tests can read them
// back: percentile cells are
//   <td data-table="percentiles" data-run="0" data-channel="latency" data-stat="p99" data-ns="12345">
// (data-count for the "count" row) and comparison ratio cells are
//   <td data-table="comparison" data-channel="latency" data-stat="p99" data-candidate="1"
//   data-ratio="1.2345">.

#include "core/report/report_model.h"

#include <QByteArray>
#include <QString>
#include <functional>

namespace loopscope::core {

// Turns a chart into markup: inline <svg> for HTML, <img> for the PDF.
using ReportChartMarkup = std::function<QString(const ReportChart &chart)>;

// The report's body (everything inside <body>), shared by the HTML and the
// PDF renderer. Uses only HTML that QTextDocument understands too.
QString reportBodyHtml(const ReportModel &model, const ReportChartMarkup &chartMarkup);

// The complete HTML document with inline SVG charts.
QString renderHtmlReport(const ReportModel &model);

// Writes the HTML report (atomically: a temporary file renamed on success).
// False with a clear message: unwritable path, disk full (short write).
bool writeHtmlReport(const ReportModel &model, const QString &path, QString *error);

// Writes bytes to path atomically and checks the written size.
bool writeReportBytes(const QString &path, const QByteArray &bytes, QString *error);

// The chart sizes both renderers use (pixels of the SVG / layout).
inline constexpr double kReportChartWidth = 720;
inline constexpr double kReportChartHeight = 340;

} // namespace loopscope::core
