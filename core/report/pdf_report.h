#pragma once
// The PDF report: the same content as the HTML report (reportBodyHtml),
// typeset with QTextDocument on A4 pages (2 cm margins, page numbers) and
// printed onto a QPdfWriter, with the charts drawn by paintChart from the
// same layout as the SVG charts. A heading never ends a page: one whose
// following block would land on the next page starts that page itself.
// Needs a QGuiApplication (fonts); the CLI creates one with the offscreen
// platform when there is no display.

#include "core/report/report_model.h"

#include <QImage>
#include <QString>
#include <vector>

namespace loopscope::core {

// Writes the PDF (atomically: a temporary file renamed on success). False
// with a clear message: no QGuiApplication, unwritable path, disk full.
bool writePdfReport(const ReportModel &model, const QString &path, QString *error);

// A chart rendered to an image at scale × its layout size (white background).
QImage renderChartImage(const ReportChart &chart, double scale = 2.0);

// Where the PDF's blocks land: the page layout writePdfReport prints.
struct PdfBlockPlacement
{
    int page = 0;         // 0-based
    int headingLevel = 0; // 1..6 for <h1>..<h6>, 0 otherwise
    QString text;         // the block's text ("[image]" for a chart)
};

struct PdfPagination
{
    int pageCount = 0;
    std::vector<PdfBlockPlacement> blocks; // every non-empty block in reading order, table cells included
    int headingsMoved = 0;                 // headings moved to the next page to stay with what follows
};

// The pagination of the report (needs a QGuiApplication, like writePdfReport).
PdfPagination paginatePdfReport(const ReportModel &model);

} // namespace loopscope::core
