// LibraryView over a real SQLite library in a temporary folder: listing,
// filtering by kind and text, opening a run (its p99 from the stored
// histogram), comparing, deleting with confirmation and undo, editing the
// note, refreshing when a run is added, and exporting a report.

#include "app/gui/dialog_folder.h"
#include "app/gui/library_view.h"
#include "app/gui/settings_keys.h"
#include "core/library/run_library.h"
#include "core/timing/fingerprint.h"
#include "widgets/comparison_view.h"
#include "widgets/counters_view.h"
#include "widgets/interval_max_chart.h"
#include "widgets/percentile_chart.h"
#include "widgets/run_list_model.h"
#include "widgets/run_view.h"
#include "support/settings_sandbox.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtTest>
#include <cmath>

using loopscope::app::gui::LibraryView;
using loopscope::core::RunData;
using loopscope::core::RunLibrary;

namespace {
// Samples 1..1000 µs times scale; `intervals` closed intervals.
RunData makeRun(const QString &name, const QString &kind, qint64 scale, const QString &note,
                const QStringList &tags, int intervals = 4)
{
    RunData run;
    run.name = name;
    run.kind = kind;
    run.note = note;
    run.tags = tags;
    run.state = QStringLiteral("finished");
    run.started = QDateTime::currentDateTimeUtc().addSecs(-60);
    run.ended = run.started.addSecs(intervals);
    run.durationS = intervals;
    loopscope::core::EnvironmentFingerprint fp;
    fp.hostname = QStringLiteral("lab-host");
    fp.governor = QStringLiteral("performance");
    run.fingerprint = fp.toJson();
    run.counters = {{QStringLiteral("sent"), 1000}, {QStringLiteral("received"), 1000}};
    loopscope::core::RunChannel channel;
    channel.tag = QStringLiteral("latency");
    channel.title = QStringLiteral("Latency");
    for (int i = 0; i < intervals; ++i) {
        loopscope::core::HdrHistogram interval;
        for (qint64 us = 1 + i; us <= 1000; us += intervals)
            interval.record(us * 1000 * scale);
        channel.total.add(interval);
        loopscope::core::IntervalStats stats;
        stats.tag = channel.tag;
        stats.startS = i;
        stats.lengthS = 1;
        stats.count = interval.totalCount();
        stats.p50Ns = interval.valueAtPercentile(50);
        stats.p99Ns = interval.valueAtPercentile(99);
        stats.maxNs = interval.max();
        channel.intervals.append(stats);
    }
    run.channels.push_back(std::move(channel));
    return run;
}

qint64 p99Of(const RunData &run)
{
    return run.channels.front().total.valueAtPercentile(99);
}
} // namespace

class TestLibraryView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_dir.enter(QStringLiteral("loopscope-test-library-view")), qPrintable(m_dir.error()));
        QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs); // a dialog the test can drive
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        static int counter = 0;
        m_library = std::make_unique<RunLibrary>();
        QString error;
        QVERIFY2(m_library->open(m_dir.filePath(QStringLiteral("library-%1.sqlite").arg(++counter)), &error),
                 qPrintable(error));
        m_runs = {makeRun("udp-alpha", "udp-echo", 1, "baseline on the bench", {"idle"}),
                  makeRun("udp-beta", "udp-echo", 2, "with stress-ng", {"under-load"}),
                  makeRun("hiccup-gamma", "hiccup", 3, "quiet machine", {})};
        m_ids.clear();
        for (RunData &run : m_runs) {
            run.id = m_library->store(run, &error);
            QVERIFY2(run.id > 0, qPrintable(error));
            m_ids << run.id;
        }
    }

    void cleanup() { m_library.reset(); }

    void listsAndFiltersByKindAndText()
    {
        LibraryView view(m_library.get());
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QCOMPARE(view.rowCount(), 3);
        QCOMPARE(view.model()->columnCount(), int(loopscope::widgets::RunListModel::ColumnCount));

        // Kind: pick "hiccup" in the combo box.
        const int hiccup = view.kindCombo()->findData(QStringLiteral("hiccup"));
        QVERIFY(hiccup > 0);
        view.kindCombo()->setCurrentIndex(hiccup);
        QCOMPARE(view.listedIds(), QList<qint64>({m_ids[2]}));
        view.kindCombo()->setCurrentIndex(0); // all kinds
        QCOMPARE(view.rowCount(), 3);

        // Text: Ctrl+F goes to the filter, typing narrows the list (name, then tag).
        view.table()->setFocus();
        QTest::keyClick(view.table(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(view.filterEdit()->hasFocus());
        QTest::keyClicks(view.filterEdit(), "beta");
        QCOMPARE(view.listedIds(), QList<qint64>({m_ids[1]}));
        view.setTextFilter("IDLE"); // a tag, case-insensitive
        QCOMPARE(view.listedIds(), QList<qint64>({m_ids[0]}));
        view.setKindFilter("hiccup"); // both filters: nothing matches
        QCOMPARE(view.rowCount(), 0);
        QVERIFY(view.statusText().contains("0 of 3"));
        view.setKindFilter(QString());
        view.setTextFilter(QString());
        QCOMPARE(view.rowCount(), 3);
    }

    void sortsNumbersAsNumbers()
    {
        LibraryView view(m_library.get());
        view.table()->sortByColumn(loopscope::widgets::RunListModel::P99, Qt::DescendingOrder);
        QCOMPARE(view.listedIds(), QList<qint64>({m_ids[2], m_ids[1], m_ids[0]}));
        const QString shown = view.model()->index(0, loopscope::widgets::RunListModel::P99).data().toString();
        QCOMPARE(shown, loopscope::widgets::RunListModel::formatMicros(p99Of(m_runs[2])));
        view.refresh(); // the sort order survives a refresh
        QCOMPARE(view.listedIds().front(), m_ids[2]);
    }

    void openingARunRestoresItsCharts()
    {
        LibraryView view(m_library.get());
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QSignalSpy opened(&view, &LibraryView::runOpened);
        view.selectIds({m_ids[1]});
        view.table()->setFocus();
        QTest::keyClick(view.table(), Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toLongLong(), m_ids[1]);

        loopscope::widgets::RunView *run = view.runView();
        QCOMPARE(run->runId(), m_ids[1]);
        QVERIFY(run->headerText().contains("udp-beta"));
        // Percentile table: p99 column (channel, count, p50, p90, p99, ...).
        QCOMPARE(run->countersView()->percentileRowCount(), 1);
        QCOMPARE(run->countersView()->percentileCell(0, 4),
                 QLocale().toString(double(p99Of(m_runs[1])) / 1000.0, 'f', 1));
        QCOMPARE(run->countersView()->counterValue("sent"), qint64(1000));
        QVERIFY(run->percentileChart()->pointCount("Latency") > 10);
        QCOMPARE(run->intervalMaxChart()->pointCount("Latency"), 4);
        QCOMPARE(run->fingerprintText("governor"), QString("performance"));
        QVERIFY(run->stateText().contains("finished"));

        QVERIFY(!view.openRun(987654));
        QVERIFY(view.lastError().contains("987654"));
    }

    void comparingTwoRuns()
    {
        LibraryView view(m_library.get());
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.selectIds({m_ids[0]});
        QVERIFY(!view.compareAction()->isEnabled());
        view.selectIds({m_ids[1], m_ids[0]}); // the oldest (alpha) becomes the baseline
        QVERIFY(view.compareAction()->isEnabled());
        view.table()->setFocus();
        QTest::keyClick(view.table(), Qt::Key_K, Qt::ControlModifier);
        loopscope::widgets::ComparisonView *cmp = view.comparisonView();
        QCOMPARE(cmp->runCount(), 2);
        const double expected = double(p99Of(m_runs[1])) / double(p99Of(m_runs[0]));
        QCOMPARE(cmp->ratio("p99", 1), expected);
        QVERIFY(cmp->isHighlighted("p99", 1));
        QCOMPARE(cmp->chart()->seriesNames(),
                 QStringList({QString("#%1 udp-alpha").arg(m_ids[0]), QString("#%1 udp-beta").arg(m_ids[1])}));
    }

    void reportUsesThePickedBaselineAndRemembersTheFolder()
    {
        QSettings().remove(loopscope::app::gui::settings::kLastDialogFolder);
        LibraryView view(m_library.get());
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.selectIds({m_ids[1], m_ids[0]});
        view.compareAction()->trigger();
        loopscope::widgets::ComparisonView *cmp = view.comparisonView();
        QCOMPARE(cmp->baselineRunId(), m_ids[0]); // the oldest until the user picks another
        QCOMPARE(view.baselineFor(view.selectedIds()), m_ids[0]);
        // The user picks beta as the baseline: alpha is then half as slow.
        QVERIFY(cmp->setBaselineRunId(m_ids[1]));
        QCOMPARE(view.baselineFor(view.selectedIds()), m_ids[1]);
        const int alphaIndex = cmp->runIds().indexOf(m_ids[0]);
        const double shown = cmp->ratio("p50", alphaIndex);
        QVERIFY2(std::abs(shown - 0.5) < 0.01, qPrintable(QString::number(shown)));

        // Report… opens its dialog in a folder that exists (nothing remembered yet).
        QFileDialog *dialog = openReportDialog(view);
        QVERIFY(dialog);
        const QString firstFolder = dialog->directory().absolutePath();
        QVERIFY2(QFileInfo(firstFolder).isDir(), qPrintable(firstFolder));
        QCOMPARE(firstFolder, loopscope::app::gui::dialogStartFolder());
        QTemporaryDir reports;
        QVERIFY(reports.isValid());
        const QString path = QDir(reports.path()).filePath("picked.html");
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // what the Save button does
        QTRY_VERIFY(QFileInfo::exists(path));

        // The report compares against the same baseline, with the same ratio, and names runs by id.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        const QString beta = QString("#%1 udp-beta").arg(m_ids[1]);
        const QString alpha = QString("#%1 udp-alpha").arg(m_ids[0]);
        QVERIFY2(html.contains("Baseline: " + beta), qPrintable(beta));
        QVERIFY(html.contains("Candidate 1: " + alpha));
        static const QRegularExpression p50(
            "data-channel=\"latency\" data-stat=\"p50\" data-candidate=\"1\" data-ratio=\"([^\"]*)\"");
        const QRegularExpressionMatch match = p50.match(html);
        QVERIFY(match.hasMatch());
        // The same number (the HTML attribute carries 8 significant digits).
        QVERIFY2(std::abs(match.captured(1).toDouble() - shown) < 1e-7 * shown,
                 qPrintable(match.captured(1) + " vs " + QString::number(shown, 'g', 17)));

        // The folder is remembered: the next dialog opens there.
        QCOMPARE(QSettings().value(loopscope::app::gui::settings::kLastDialogFolder).toString(),
                 QDir(reports.path()).absolutePath());
        dialog = openReportDialog(view);
        QVERIFY(dialog);
        QCOMPARE(dialog->directory().absolutePath(), QDir(reports.path()).absolutePath());
        dialog->reject();
        // Once that folder is gone, the dialog falls back to one that exists.
        QVERIFY(QDir(reports.path()).removeRecursively());
        dialog = openReportDialog(view);
        QVERIFY(dialog);
        QVERIFY(QFileInfo(dialog->directory().absolutePath()).isDir());
        QVERIFY(dialog->directory().absolutePath() != QDir(reports.path()).absolutePath());
        dialog->reject();
    }

    void deleteAsksAndUndoRestores()
    {
        LibraryView view(m_library.get());
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QStringList asked;
        bool answer = false;
        view.setConfirmDelete([&](const QStringList &names, std::function<void()> proceed) {
            asked = names;
            if (answer)
                proceed();
        });
        view.selectIds({m_ids[1]});
        view.table()->setFocus();
        QTest::keyClick(view.table(), Qt::Key_Delete); // answered "No"
        QCOMPARE(asked, QStringList({"udp-beta"}));
        QCOMPARE(view.rowCount(), 3);

        answer = true;
        QTest::keyClick(view.table(), Qt::Key_Delete);
        QCOMPARE(view.rowCount(), 2);
        QVERIFY(!view.listedIds().contains(m_ids[1]));
        QCOMPARE(m_library->list().size(), std::size_t(2)); // really gone from the database
        QVERIFY(view.undoAction()->isEnabled());

        QTest::keyClick(view.table(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(view.rowCount(), 3);
        QCOMPARE(view.undoDepth(), 0);
        QString error;
        const std::optional<RunData> back = m_library->load(QStringLiteral("udp-beta"), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(p99Of(*back), p99Of(m_runs[1]));
        QCOMPARE(back->note, QString("with stress-ng"));
        QCOMPARE(back->tags, QStringList({"under-load"}));
        QCOMPARE(back->channels.front().intervals.intervalCount(), qint64(4));
        QCOMPARE(view.selectedIds(), QList<qint64>({back->id}));
        QCOMPARE(back->id, m_ids[1]); // the same run, from the trash: nothing was copied
        QVERIFY(!view.undoDelete()); // nothing left to undo

        // Deleted again and the session ends: gone for good, no undo left.
        QTest::keyClick(view.table(), Qt::Key_Delete);
        QCOMPARE(view.undoDepth(), 1);
        view.emptyTrash();
        QCOMPARE(view.undoDepth(), 0);
        QVERIFY(!m_library->restore(m_ids[1], &error));
        QVERIFY2(error.contains(QLatin1String("not in the trash")), qPrintable(error));
        QVERIFY(!m_library->load(m_ids[1], &error));
    }

    void longRunShowsBoundedAndZoomsFromTheLibrary()
    {
        // 6,000 intervals of 0.1 s, one spike: the Run tab's chart holds the
        // downsampled series; zooming reads the window at full resolution.
        RunData header = makeRun("long-run", "udp-echo", 1, QString(), {});
        header.channels.clear();
        QString error;
        const qint64 id = m_library->beginRun(header, &error);
        QVERIFY2(id > 0, qPrintable(error));
        constexpr int kIntervals = 6000;
        constexpr int kSpike = 4321;
        for (int i = 0; i < kIntervals; ++i) {
            loopscope::core::HdrHistogram h;
            h.record(i == kSpike ? 50'000'000 : 100'000 + (i % 10) * 1000);
            loopscope::core::IntervalStats s;
            s.tag = QStringLiteral("latency");
            s.startS = 0.1 * i;
            s.lengthS = 0.1;
            s.count = 1;
            s.p50Ns = s.p90Ns = s.p99Ns = s.p999Ns = s.maxNs = h.max();
            QVERIFY2(m_library->appendInterval(id, s.tag, QStringLiteral("Latency"), s, h, &error),
                     qPrintable(error));
        }
        LibraryView view(m_library.get());
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.openRun(id));
        loopscope::widgets::IntervalMaxChart *chart = view.runView()->intervalMaxChart();
        const QString series = chart->seriesNames().value(0);
        QVERIFY(!series.isEmpty());
        QVERIFY(chart->pointCount(series) <= loopscope::widgets::IntervalMaxChart::kMaxPoints);
        QVERIFY(chart->pointCount(series) < kIntervals);

        QChartView *plot = chart->findChild<QChartView *>();
        QVERIFY(plot);
        // The "Max per interval" tab of the Run view, as a user opens it.
        auto *tabs = qobject_cast<QTabWidget *>(chart->parentWidget()->parentWidget());
        QVERIFY(tabs);
        tabs->setCurrentWidget(chart);
        QTRY_VERIFY(plot->isVisible());
        QTest::qWait(50);
        QSignalSpy zoomed(chart, &loopscope::widgets::IntervalMaxChart::zoomRequested);
        // What a drag across the chart does: Qt Charts narrows the axis.
        auto *x = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Horizontal).first());
        QVERIFY(x);
        x->setRange(0.1 * kSpike - 5, 0.1 * kSpike + 5);
        QCOMPARE(zoomed.count(), 1);
        QVERIFY(chart->isZoomed());
        QVERIFY(qAbs(chart->timeAxisMinS() - (0.1 * kSpike - 5)) < 1e-6);
        QVERIFY2(chart->pointCount(series) >= 100 && chart->pointCount(series) <= 102,
                 qPrintable(QString::number(chart->pointCount(series))));
        QVERIFY2(view.statusText().contains(QLatin1String("all shown")), qPrintable(view.statusText()));
        auto *line = qobject_cast<QLineSeries *>(chart->chart()->series().first());
        double top = 0;
        for (const QPointF &p : line->points())
            top = std::max(top, p.y());
        QVERIFY(top > 0);
        // LOOPSCOPE_TEST_SCREENSHOTS=DIR keeps pictures of the zoomed and the whole view.
        const QString shots = qEnvironmentVariable("LOOPSCOPE_TEST_SCREENSHOTS");
        if (!shots.isEmpty()) {
            QTest::qWait(50);
            view.grab().save(QDir(shots).filePath(QStringLiteral("library-zoomed.png")));
        }

        // Right-click: the whole run again.
        QSignalSpy reset(chart, &loopscope::widgets::IntervalMaxChart::zoomReset);
        QTest::mouseClick(plot->viewport(), Qt::RightButton, {}, plot->viewport()->rect().center());
        QCOMPARE(reset.count(), 1);
        QVERIFY(!chart->isZoomed());
        QCOMPARE(chart->timeAxisMinS(), 0.0);
        QVERIFY(chart->pointCount(series) < kIntervals);
        if (!shots.isEmpty()) {
            QTest::qWait(50);
            view.grab().save(QDir(shots).filePath(QStringLiteral("library-whole.png")));
        }
    }

    void editingTheNoteAndRefreshing()
    {
        LibraryView view(m_library.get());
        QVERIFY(view.setNoteAndTags(m_ids[2], "after the BIOS update", {"bios", "idle"}));
        view.setTextFilter("update bios");
        QCOMPARE(view.rowCount(), 0); // a substring, not a bag of words
        view.setTextFilter("BIOS");
        QCOMPARE(view.listedIds(), QList<qint64>({m_ids[2]}));
        const QString note = view.model()->index(0, loopscope::widgets::RunListModel::Note).data().toString();
        QVERIFY(note.contains("after the BIOS update"));
        view.setTextFilter(QString());

        // A run added elsewhere shows up on refresh().
        QString error;
        QVERIFY(m_library->store(makeRun("late-arrival", "udp-echo", 1, QString(), {}), &error) > 0);
        QCOMPARE(view.rowCount(), 3);
        view.refresh();
        QCOMPARE(view.rowCount(), 4);
    }

    void exportsReports()
    {
        LibraryView view(m_library.get());
        const QString html = m_dir.filePath("alpha.html");
        QVERIFY2(view.exportReport({m_ids[0]}, html, QString()), qPrintable(view.lastError()));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains("udp-alpha"));
        const QString p99Cell = QStringLiteral("data-stat=\"p99\" data-ns=\"%1\"").arg(p99Of(m_runs[0]));
        QVERIFY2(text.contains(p99Cell), qPrintable(p99Cell));

        const QString cmpHtml = m_dir.filePath("cmp.html");
        const QString cmpPdf = m_dir.filePath("cmp.pdf");
        QVERIFY2(view.exportReport({m_ids[0], m_ids[1]}, cmpHtml, cmpPdf), qPrintable(view.lastError()));
        QFile pdf(cmpPdf);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5).startsWith("%PDF"));
        QFile cmp(cmpHtml);
        QVERIFY(cmp.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(cmp.readAll()).contains("data-table=\"comparison\""));

        QVERIFY(!view.exportReport({m_ids[0]}, "/nonexistent-dir/x/report.html", QString()));
        QVERIFY(!view.lastError().isEmpty());
        QVERIFY(!view.exportReport({}, html, QString()));
    }

    void aClosedLibraryIsReportedNotCrashed()
    {
        RunLibrary closed;
        LibraryView view(&closed);
        QCOMPARE(view.rowCount(), 0);
        QVERIFY(!view.statusText().isEmpty());
        QVERIFY(!view.openRun(1));
        LibraryView none(nullptr);
        QVERIFY(!none.deleteRuns({1}));
    }

private:
    // Triggers Report… and returns the dialog it opened (the earlier ones are gone).
    static QFileDialog *openReportDialog(LibraryView &view)
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        view.reportAction()->trigger();
        QFileDialog *dialog = nullptr;
        for (QFileDialog *candidate : view.findChildren<QFileDialog *>("libraryReportDialog")) {
            if (candidate->isVisible())
                dialog = candidate;
        }
        return dialog;
    }

    loopscope::testsupport::SettingsSandbox m_dir;
    std::unique_ptr<RunLibrary> m_library;
    std::vector<RunData> m_runs;
    QList<qint64> m_ids;
};

QTEST_MAIN(TestLibraryView)
#include "test_library_view.moc"
