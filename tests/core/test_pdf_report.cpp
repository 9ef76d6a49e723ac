// The PDF report: written, rendered back to PNG with pdftoppm (poppler), every
// page carries ink, and pdftotext finds the run's name and its p99 figure.

#include "core/experiment/experiment.h"
#include "core/report/html_report.h"
#include "core/report/pdf_report.h"
#include "core/report/report_model.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <csignal>
#include <sys/resource.h>
#include <random>

using namespace loopscope::core;

namespace {

RunChannel makeChannel(const QString &tag, quint64 seed, double medianUs, double scale = 1.0)
{
    RunChannel channel;
    channel.tag = tag;
    channel.title = QStringLiteral("title of ") + tag;
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> dist(std::log(medianUs * 1000.0), 0.6);
    for (int i = 0; i < 20; ++i) {
        HdrHistogram interval;
        for (int k = 0; k < 500; ++k)
            interval.record(std::llround(dist(rng) * scale));
        channel.total.add(interval);
        IntervalStats stats;
        stats.tag = tag;
        stats.startS = i;
        stats.lengthS = 1.0;
        stats.count = interval.totalCount();
        stats.maxNs = interval.max();
        channel.intervals.append(stats);
    }
    return channel;
}

RunData makeRun(const QString &name, quint64 seed, double scale = 1.0)
{
    RunData run;
    run.name = name;
    run.kind = QStringLiteral("pdf-test-kind");
    run.title = QStringLiteral("PDF test probe");
    run.params = {{QStringLiteral("rate"), 1000}, {QStringLiteral("payload"), 64}};
    run.note = QStringLiteral("A note with <markup> & \"quotes\".");
    run.started = QDateTime(QDate(2026, 11, 30), QTime(10, 15, 0), Qt::UTC);
    run.ended = run.started.addSecs(20);
    run.state = QStringLiteral("finished");
    run.durationS = 20;
    run.counters = {{QStringLiteral("sent"), 10000}, {QStringLiteral("lost"), 0}};
    run.fingerprint = QJsonObject{{QStringLiteral("hostname"), QStringLiteral("benchhost")},
                                  {QStringLiteral("kernel_release"), QStringLiteral("6.1.0")}};
    run.channels.push_back(makeChannel(QStringLiteral("latency"), seed, 80, scale));
    run.channels.push_back(makeChannel(QStringLiteral("service"), seed + 1, 30, scale));
    return run;
}

struct PageInk
{
    int pages = 0;
    double minInk = 1; // smallest share of non-white pixels over the pages
};

PageInk renderPages(const QString &pdf, const QString &dir)
{
    QProcess p;
    p.start(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"),
                                         pdf, QDir(dir).filePath(QStringLiteral("page"))});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("pdftoppm failed: %s", p.readAllStandardError().constData());
    PageInk ink;
    const QStringList pngs = QDir(dir).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    for (const QString &name : pngs) {
        const QImage image(QDir(dir).filePath(name));
        if (image.isNull())
            qFatal("cannot load %s", qPrintable(name));
        qint64 dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb c = image.pixel(x, y);
                if (qRed(c) < 220 || qGreen(c) < 220 || qBlue(c) < 220)
                    ++dark;
            }
        }
        const double share = double(dark) / double(image.width() * image.height());
        qInfo("%s: %.2f %% ink", qPrintable(name), share * 100);
        ink.minInk = std::min(ink.minInk, share);
        ++ink.pages;
    }
    return ink;
}

QString pdfText(const QString &pdf, int page = 0)
{
    QProcess p;
    QStringList args{QStringLiteral("-layout")};
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l") << QString::number(page);
    p.start(QStringLiteral("pdftotext"), args + QStringList{pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("pdftotext failed: %s", p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestPdfReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
            QFAIL("pdftoppm (poppler-utils) is not installed");
    }

    void singleRunPagesCarryInk()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const RunData run = makeRun(QStringLiteral("pdf-run-alpha"), 42);
        ReportModel model;
        QString error;
        QVERIFY2(buildReportModel({run}, {}, &model, &error), qPrintable(error));
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY2(writePdfReport(model, pdf, &error), qPrintable(error));
        QVERIFY(QFileInfo(pdf).size() > 10000);

        const PageInk ink = renderPages(pdf, dir.path());
        QVERIFY2(ink.pages >= 2, qPrintable(QStringLiteral("%1 pages").arg(ink.pages)));
        QVERIFY2(ink.minInk > 0.005,
                 qPrintable(QStringLiteral("a page is nearly blank: %1 %").arg(ink.minInk * 100)));

        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("pdf-run-alpha")));
        const QString p99 = formatReportMicros(run.channels[0].total.valueAtPercentile(99));
        QVERIFY2(text.contains(p99), qPrintable(p99));
        QVERIFY(text.contains(QStringLiteral("A note with <markup> & \"quotes\".")));
        QVERIFY(text.contains(QStringLiteral("benchhost")));
        QVERIFY(text.contains(QStringLiteral("p99.99")));
    }

    void comparisonHasMorePages()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const RunData base = makeRun(QStringLiteral("cmp-base"), 7);
        RunData cand = makeRun(QStringLiteral("cmp-cand"), 7, 2.0);
        cand.fingerprint.insert(QStringLiteral("kernel_release"), QStringLiteral("6.1.0-rt"));
        ReportModel single, both;
        QString error;
        QVERIFY(buildReportModel({base}, {}, &single, &error));
        QVERIFY(buildReportModel({base, cand}, {}, &both, &error));
        const QString singlePdf = dir.filePath(QStringLiteral("single.pdf"));
        const QString bothPdf = dir.filePath(QStringLiteral("both.pdf"));
        QVERIFY2(writePdfReport(single, singlePdf, &error), qPrintable(error));
        QVERIFY2(writePdfReport(both, bothPdf, &error), qPrintable(error));
        QDir(dir.path()).mkdir(QStringLiteral("a"));
        QDir(dir.path()).mkdir(QStringLiteral("b"));
        const PageInk a = renderPages(singlePdf, dir.filePath(QStringLiteral("a")));
        const PageInk b = renderPages(bothPdf, dir.filePath(QStringLiteral("b")));
        QVERIFY2(b.pages > a.pages, qPrintable(QStringLiteral("%1 vs %2").arg(b.pages).arg(a.pages)));
        QVERIFY2(b.minInk > 0.005,
                 qPrintable(QStringLiteral("a page is nearly blank: %1 %").arg(b.minInk * 100)));
        const QString text = pdfText(bothPdf);
        QVERIFY(text.contains(QStringLiteral("2.00×")));
        QVERIFY(text.contains(QStringLiteral("6.1.0-rt")));
        QVERIFY(text.contains(QStringLiteral("cmp-cand")));
    }

    void headingsNeverEndAPage()
    {
        // A note of 0..70 lines moves everything after it down one line at a
        // time, so in some variants a heading lands at the foot of a page.
        int moved = 0;
        int strandedVariant = -1;
        for (int lines = 0; lines <= 70; ++lines) {
            RunData run = makeRun(QStringLiteral("heading-run"), 42);
            QStringList note;
            for (int i = 0; i < lines; ++i)
                note << QStringLiteral("note line %1").arg(i + 1);
            run.note = note.join(QLatin1Char('\n'));
            ReportModel model;
            QString error;
            QVERIFY2(buildReportModel({run}, {}, &model, &error), qPrintable(error));
            const PdfPagination pages = paginatePdfReport(model);
            QVERIFY(pages.pageCount >= 2);
            int headings = 0;
            for (size_t i = 0; i < pages.blocks.size(); ++i) {
                const PdfBlockPlacement &block = pages.blocks[i];
                if (block.headingLevel == 0)
                    continue;
                ++headings;
                QVERIFY2(i + 1 < pages.blocks.size(), qPrintable(block.text));
                QVERIFY2(pages.blocks[i + 1].page == block.page,
                         qPrintable(QStringLiteral("%1 note lines: \"%2\" on page %3, \"%4\" on page %5")
                                        .arg(lines)
                                        .arg(block.text)
                                        .arg(block.page + 1)
                                        .arg(pages.blocks[i + 1].text)
                                        .arg(pages.blocks[i + 1].page + 1)));
            }
            QVERIFY(headings >= 7); // title, run, method, parameters, percentiles, intervals, counters, ...
            moved += pages.headingsMoved;
            if (pages.headingsMoved > 0 && strandedVariant < 0)
                strandedVariant = lines;
        }
        // Otherwise the sweep never put a heading at a page's foot and proved nothing.
        QVERIFY2(moved > 0, "no variant needed a heading moved");

        // The PDF itself, read back page by page: no page ends with a heading.
        RunData run = makeRun(QStringLiteral("heading-run"), 42);
        QStringList note;
        for (int i = 0; i < strandedVariant; ++i)
            note << QStringLiteral("note line %1").arg(i + 1);
        run.note = note.join(QLatin1Char('\n'));
        ReportModel model;
        QString error;
        QVERIFY(buildReportModel({run}, {}, &model, &error));
        const PdfPagination pages = paginatePdfReport(model);
        QStringList headings;
        for (const PdfBlockPlacement &block : pages.blocks) {
            if (block.headingLevel > 0)
                headings << block.text;
        }
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pdf = dir.filePath(QStringLiteral("headings.pdf"));
        QVERIFY2(writePdfReport(model, pdf, &error), qPrintable(error));
        QCOMPARE(renderPages(pdf, dir.path()).pages, pages.pageCount);
        for (int page = 1; page <= pages.pageCount; ++page) {
            QStringList lines;
            for (const QString &line : pdfText(pdf, page).split(QLatin1Char('\n'))) {
                if (!line.trimmed().isEmpty())
                    lines << line.trimmed();
            }
            if (!lines.isEmpty() && lines.last() == QString::number(page))
                lines.removeLast(); // the page number
            QVERIFY2(!lines.isEmpty(), qPrintable(QStringLiteral("page %1 has no text").arg(page)));
            QVERIFY2(!headings.contains(lines.last()),
                     qPrintable(QStringLiteral("page %1 ends with the heading \"%2\"").arg(page).arg(lines.last())));
        }
    }

    void chartImageIsDrawn()
    {
        const RunData run = makeRun(QStringLiteral("c"), 3);
        ReportModel model;
        QString error;
        QVERIFY(buildReportModel({run}, {}, &model, &error));
        const QImage image = renderChartImage(model.runs[0].charts[0], 1.0);
        QCOMPARE(image.size(), QSize(720, 340));
        // The first series' colour appears along its curve.
        const QColor first = layoutChart(model.runs[0].charts[0].spec).lines[0].color;
        int coloured = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                coloured += QColor(image.pixel(x, y)) == first ? 1 : 0;
        QVERIFY2(coloured > 200, qPrintable(QString::number(coloured)));
    }

    void fullDeviceFailsAndIsNotReplaced()
    {
        // /dev/full: the write fails (ENOSPC) and is reported; the device is
        // written in place, never replaced by a renamed temporary file.
        ReportModel model;
        QString error;
        QVERIFY(buildReportModel({makeRun(QStringLiteral("x"), 1)}, {}, &model, &error));
        QVERIFY(!writePdfReport(model, QStringLiteral("/dev/full"), &error));
        QVERIFY2(error.contains(QLatin1String("/dev/full")), qPrintable(error));
        QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile()); // still a character device
        QVERIFY(!writeHtmlReport(model, QStringLiteral("/dev/full"), &error));
        QVERIFY2(error.contains(QLatin1String("/dev/full")), qPrintable(error));
        QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile());
    }

    void fileSizeLimitLeavesNoTruncatedPdf()
    {
        // Less room than the report needs (a 64 KiB file-size limit, SIGXFSZ
        // ignored so the write fails with EFBIG): an error, and no PDF left.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const RunData run = makeRun(QStringLiteral("pdf-run-big"), 42);
        ReportModel model;
        QString error;
        QVERIFY(buildReportModel({run, makeRun(QStringLiteral("pdf-run-two"), 7)}, {}, &model, &error));
        const QString whole = dir.filePath(QStringLiteral("whole.pdf"));
        QVERIFY2(writePdfReport(model, whole, &error), qPrintable(error));
        const qint64 size = QFileInfo(whole).size();
        QVERIFY2(size > 96 * 1024, qPrintable(QString::number(size))); // bigger than the limit below
        const QString cut = dir.filePath(QStringLiteral("cut.pdf"));
        struct rlimit old {};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &old) == 0);
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old;
        small.rlim_cur = 64 * 1024;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        const bool ok = writePdfReport(model, cut, &error);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previous);
        QVERIFY2(!ok, "a PDF cut at 64 KiB was reported as written");
        QVERIFY2(error.contains(cut), qPrintable(error));
        QVERIFY2(!QFileInfo::exists(cut), "a truncated PDF was left behind");
    }

    void unwritablePathsFailClearly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ReportModel model;
        QString error;
        QVERIFY(buildReportModel({makeRun(QStringLiteral("x"), 1)}, {}, &model, &error));
        const QString missing = dir.filePath(QStringLiteral("missing/folder/r.pdf"));
        QVERIFY(!writePdfReport(model, missing, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
        QVERIFY(!writePdfReport(model, dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("directory")), qPrintable(error));
        const QString file = dir.filePath(QStringLiteral("plain"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QVERIFY(!writePdfReport(model, file + QStringLiteral("/r.pdf"), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestPdfReport)
#include "test_pdf_report.moc"
