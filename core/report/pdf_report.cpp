#include "core/report/pdf_report.h"

#include "core/report/html_report.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QUrl>
#include <cmath>
#include <memory>

namespace loopscope::core {

namespace {

// Display width of a chart in the document (QTextDocument pixels at 96 dpi;
// the A4 text width with 2 cm margins is about 640).
constexpr double kChartDisplayWidth = 620;
// A report smaller than this cannot hold even one page with text.
constexpr qint64 kMinimumPdfBytes = 1000;
constexpr double kPageWidthMm = 210, kPageHeightMm = 297, kMarginMm = 20;
// Enough for any report: each pass moves one heading.
constexpr int kMaxHeadingMoves = 500;

const char kPdfCss[] =
    R"(h1 { font-size: 16pt; } h2 { font-size: 13pt; color: #1f4e79; } h3 { font-size: 11pt; }
th { background-color: #f0f2f4; } td.help { color: #666666; font-size: 8pt; } .meta { color: #555555; }
td.worse { background-color: #fde2e2; } td.better { background-color: #e2f5e2; }
.note { background-color: #fffbe6; })";

// The document's pixels per inch: QTextDocument lays out text in the
// screen's logical resolution when it has no paint device.
double layoutDpi()
{
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? std::round(screen->logicalDotsPerInchY()) : 96.0;
}

double mmToLayout(double mm)
{
    return mm / 25.4 * layoutDpi();
}

// True for a block that shows something (text or an image).
bool hasContent(const QTextBlock &block)
{
    return !block.text().trimmed().isEmpty();
}

// The page of a block's first line.
int pageOf(const QTextDocument &document, const QTextBlock &block)
{
    const QRectF rect = document.documentLayout()->blockBoundingRect(block);
    const QTextLayout *layout = block.layout();
    double y = rect.top();
    if (layout && layout->lineCount() > 0) {
        const QTextLine line = layout->lineAt(0);
        y += line.y() + line.height() / 2;
    }
    return int(std::floor(y / document.pageSize().height()));
}

QTextBlock nextContent(QTextBlock block)
{
    for (block = block.next(); block.isValid(); block = block.next()) {
        if (hasContent(block))
            return block;
    }
    return {};
}

// The report as a paginated document: HTML, charts as image resources, A4
// pages, and every heading kept on the page of the block after it.
class ReportDocument
{
public:
    explicit ReportDocument(const ReportModel &model)
    {
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        m_document.setDefaultFont(font);
        m_document.setDefaultStyleSheet(QString::fromLatin1(kPdfCss));
        const double displayHeight = kChartDisplayWidth * kReportChartHeight / kReportChartWidth;
        const ReportChartMarkup images = [&](const ReportChart &chart) {
            const QString name = chart.id + QStringLiteral(".png");
            m_document.addResource(QTextDocument::ImageResource, QUrl(name), renderChartImage(chart));
            return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"/>")
                .arg(name, QString::number(int(kChartDisplayWidth)), QString::number(int(displayHeight)));
        };
        m_document.setHtml(QStringLiteral("<html><body>%1</body></html>").arg(reportBodyHtml(model, images)));

        QTextFrameFormat frame = m_document.rootFrame()->frameFormat();
        m_margin = mmToLayout(kMarginMm);
        frame.setMargin(m_margin);
        m_document.rootFrame()->setFrameFormat(frame);
        m_document.setPageSize(QSizeF(mmToLayout(kPageWidthMm), mmToLayout(kPageHeightMm)));
        keepHeadingsWithNext();
    }

    QTextDocument &document() { return m_document; }
    double margin() const { return m_margin; }
    int headingsMoved() const { return m_moved; }

private:
    // A heading whose next block starts on a later page starts that page
    // itself. One move at a time: moving a heading can strand the heading
    // before it (an <h2> directly above an <h3>), which the next pass moves.
    void keepHeadingsWithNext()
    {
        for (int pass = 0; pass < kMaxHeadingMoves; ++pass) {
            bool moved = false;
            for (QTextBlock block = m_document.begin(); block.isValid() && !moved; block = block.next()) {
                const QTextBlockFormat format = block.blockFormat();
                if (format.headingLevel() == 0 || !hasContent(block))
                    continue;
                if (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                    continue; // already at the top of a page: what follows is too tall to join it
                const QTextBlock next = nextContent(block);
                if (!next.isValid() || pageOf(m_document, next) <= pageOf(m_document, block))
                    continue;
                QTextBlockFormat breakBefore;
                breakBefore.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
                QTextCursor(block).mergeBlockFormat(breakBefore);
                ++m_moved;
                moved = true;
            }
            if (!moved)
                return;
        }
    }

    QTextDocument m_document;
    double m_margin = 0;
    int m_moved = 0;
};

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

PdfPagination paginatePdfReport(const ReportModel &model)
{
    PdfPagination out;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return out;
    ReportDocument report(model);
    QTextDocument &document = report.document();
    out.pageCount = document.pageCount();
    out.headingsMoved = report.headingsMoved();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (!hasContent(block))
            continue;
        QString text = block.text();
        text.replace(QChar::ObjectReplacementCharacter, QStringLiteral("[image]"));
        out.blocks.push_back({pageOf(document, block), block.blockFormat().headingLevel(), text.trimmed()});
    }
    return out;
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

    ReportDocument report(model);
    QTextDocument &document = report.document();
    // Rendered into memory, then written by the one checked writer: a PDF
    // cut short by a full disk is never left behind as if it were whole.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter); // the document has its own
        writer.setTitle(model.title);
        writer.setCreator(QStringLiteral("Loopscope"));
        QPainter painter(&writer);
        if (!painter.isActive())
            return fail(QStringLiteral("the PDF writer cannot paint (is the disk full?)"));
        // Page by page, from the document's own pagination (so what was kept
        // together stays together), scaled from layout pixels to the device.
        const QSizeF page = document.pageSize();
        const double scale = double(writer.width()) / page.width();
        // In layout pixels, like the document's text (the painter scales both to the device).
        QFont numberFont = document.defaultFont();
        numberFont.setPixelSize(int(std::lround(8.0 / 72.0 * layoutDpi())));
        for (int i = 0; i < document.pageCount(); ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.scale(scale, scale);
            painter.save();
            painter.translate(0, -i * page.height());
            document.drawContents(&painter, QRectF(0, i * page.height(), page.width(), page.height()));
            painter.restore();
            painter.setFont(numberFont);
            painter.setPen(Qt::black);
            const double margin = report.margin();
            painter.drawText(QRectF(margin, page.height() - margin, page.width() - 2 * margin, margin / 2),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
            painter.restore();
        }
        painter.end();
    } // the writer finishes the PDF here
    const QByteArray &bytes = buffer.data();
    if (bytes.size() < kMinimumPdfBytes || !bytes.trimmed().endsWith("%%EOF"))
        return fail(QStringLiteral("the PDF writer produced an incomplete document (%1 bytes)").arg(bytes.size()));
    return writeReportBytes(path, bytes, error);
}

} // namespace loopscope::core
