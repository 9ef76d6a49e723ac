#include "core/report/pdf_report.h"

#include "core/report/html_report.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>
#include <memory>

namespace loopscope::core {

namespace {

// Display width of a chart in the document (QTextDocument pixels at 96 dpi;
// the A4 text width with 2 cm margins is about 640).
constexpr double kChartDisplayWidth = 620;
// A report smaller than this cannot hold even one page with text.
constexpr qint64 kMinimumPdfBytes = 1000;

const char kPdfCss[] =
    R"(h1 { font-size: 16pt; } h2 { font-size: 13pt; color: #1f4e79; } h3 { font-size: 11pt; }
th { background-color: #f0f2f4; } td.help { color: #666666; font-size: 8pt; } .meta { color: #555555; }
td.worse { background-color: #fde2e2; } td.better { background-color: #e2f5e2; }
.note { background-color: #fffbe6; })";

} // namespace

QImage renderChartImage(const ReportChart &chart, double scale)
{
    const ChartLayout layout = layoutChart(chart.spec, QSizeF(kReportChartWidth, kReportChartHeight));
    QImage image(QSize(int(layout.size.width() * scale), int(layout.size.height() * scale)),
                 QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    paintChart(painter, layout);
    painter.end();
    return image;
}

bool writePdfReport(const ReportModel &model, const QString &path, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2").arg(path, why);
        return false;
    };
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return fail(QStringLiteral("the PDF report needs a QGuiApplication (fonts); none was created"));
    if (path.isEmpty())
        return fail(QStringLiteral("no file name given"));
    const QFileInfo info(path);
    if (info.isDir())
        return fail(QStringLiteral("it is a directory"));
    if (!info.absoluteDir().exists())
        return fail(QStringLiteral("the folder %1 does not exist").arg(info.absolutePath()));

    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    document.setDefaultStyleSheet(QString::fromLatin1(kPdfCss));
    const double displayHeight = kChartDisplayWidth * kReportChartHeight / kReportChartWidth;
    const ReportChartMarkup images = [&](const ReportChart &chart) {
        const QString name = chart.id + QStringLiteral(".png");
        document.addResource(QTextDocument::ImageResource, QUrl(name), renderChartImage(chart));
        return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"/>")
            .arg(name, QString::number(int(kChartDisplayWidth)), QString::number(int(displayHeight)));
    };
    document.setHtml(QStringLiteral("<html><body>%1</body></html>").arg(reportBodyHtml(model, images)));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        // QTextDocument::print adds 2 cm margins and the page numbers itself.
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setTitle(model.title);
        writer.setCreator(QStringLiteral("Loopscope"));
        document.print(&writer);
    } // the writer finishes the PDF here
    const qint64 written = file.size();
    if (file.error() != QFileDevice::NoError) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(QStringLiteral("%1 (is the disk full?)").arg(why));
    }
    if (written < kMinimumPdfBytes) {
        file.cancelWriting();
        return fail(QStringLiteral("the PDF writer produced only %1 bytes (is the disk full?)").arg(written));
    }
    if (!file.commit())
        return fail(QStringLiteral("%1 (is the disk full?)").arg(file.errorString()));
    if (const qint64 size = QFileInfo(path).size(); size != written)
        return fail(
            QStringLiteral("the file has %1 bytes instead of %2 (is the disk full?)").arg(size).arg(written));
    return true;
}

} // namespace loopscope::core
