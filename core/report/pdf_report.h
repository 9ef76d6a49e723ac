#pragma once
// The PDF report: the same content as the HTML report (reportBodyHtml),
// typeset with QTextDocument onto a QPdfWriter (A4, 2 cm margins, page
// numbers), with the charts drawn by paintChart from the same layout as the
// SVG charts. Needs a QGuiApplication (fonts); the CLI creates one with the
// offscreen platform when there is no display.

#include "core/report/report_model.h"

#include <QImage>
#include <QString>

namespace loopscope::core {

// Writes the PDF (atomically: a temporary file renamed on success). False
// with a clear message: no QGuiApplication, unwritable path, disk full.
bool writePdfReport(const ReportModel &model, const QString &path, QString *error);

// A chart rendered to an image at scale × its layout size (white background).
QImage renderChartImage(const ReportChart &chart, double scale = 2.0);

} // namespace loopscope::core
