// The PDF report: written, rendered back to PNG with pdftoppm (poppler), every
// page carries ink, and pdftotext finds the run's name and its p99 figure.

#include "core/experiment/experiment.h"
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
        channel.intervals.push_back(stats);
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

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
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
