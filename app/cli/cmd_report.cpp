#include "app/cli/cmd_report.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "app/cli/library_option.h"
#include "core/library/run_library.h"
#include "core/report/html_report.h"
#include "core/report/pdf_report.h"
#include "core/report/report_model.h"

#include <QGuiApplication>
#include <cstring>
#include <optional>
#include <utility>

namespace loopscope::cli {

namespace {

const CommandSpec &reportSpec()
{
    static const CommandSpec spec{
        QStringLiteral("report"),
        QStringLiteral("report RUN [RUN...] [--baseline RUN] [--html FILE] [--pdf FILE] [--library PATH] "
                       "[--channel TAG]"),
        QStringLiteral(
            "Writes the report of a run of the result library: a self-contained HTML file (inline "
            "charts, nothing loaded from the network) and/or a PDF with the same content — the method "
            "in plain words, the parameters, percentile tables up to the maximum, the percentile curves "
            "on a log 1/(1-p) axis, the maximum of every interval over time, counters and the "
            "environment fingerprint. RUN is a run id or name (`loopscope-cli runs list`); several RUNs "
            "make a comparison report whose baseline is the RUN --baseline names, else the first RUN: "
            "overlaid curves, each percentile with its ratio to the baseline, and the fingerprint "
            "differences. Runs are shown as #ID NAME."),
        QStringLiteral("EXAMPLES\n"
                       "  loopscope-cli report 12 --html run12.html --pdf run12.pdf\n"
                       "  loopscope-cli report idle-run loaded-run --html idle-vs-loaded.html\n"
                       "  loopscope-cli report 12 15 --baseline 15 --pdf against-15.pdf\n"),
        {
            {QStringLiteral("html"),
             QStringLiteral("FILE"),
             QStringLiteral("Write the HTML report to FILE."),
             {}},
            {QStringLiteral("pdf"),
             QStringLiteral("FILE"),
             QStringLiteral("Write the PDF report (A4) to FILE."),
             {}},
            {QStringLiteral("baseline"),
             QStringLiteral("RUN"),
             QStringLiteral("The baseline of a comparison (an id or a name); default: the first RUN."),
             {}},
            libraryOption(),
            {QStringLiteral("channel"),
             QStringLiteral("TAG"),
             QStringLiteral("Report only this channel (e.g. latency); every run must have it."),
             {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

} // namespace

std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv)
{
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

int runReport(const QStringList &args)
{
    const CommandSpec &spec = reportSpec();
    ParsedOptions options(&spec);
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options, /*allowPositional=*/true))
        return *exitCode;
    const QStringList runIds = options.positional();
    if (runIds.isEmpty())
        return usageError(spec,
                          QStringLiteral("no run given (a run id or name; see loopscope-cli runs list)"));
    const QString htmlPath = options.value(QStringLiteral("html"));
    const QString pdfPath = options.value(QStringLiteral("pdf"));
    if (htmlPath.isEmpty() && pdfPath.isEmpty())
        return usageError(spec, QStringLiteral("nothing to write: give --html FILE and/or --pdf FILE"));
    if (!htmlPath.isEmpty() && htmlPath == pdfPath)
        return usageError(spec, QStringLiteral("--html and --pdf name the same file %1").arg(htmlPath));

    const QString libraryPath = cli::libraryPath(options);
    core::RunLibrary library;
    QString error;
    if (const int exitCode = openLibraryToRead(options, &library, &error); exitCode != kExitSuccess) {
        printError(error);
        return exitCode;
    }
    // The runs in the order named; the baseline is the one --baseline names, else the first.
    QStringList named = runIds;
    if (options.isSet(QStringLiteral("baseline")))
        named.append(options.value(QStringLiteral("baseline")));
    std::vector<core::RunData> runs;
    QList<qint64> seen;
    qint64 lastId = 0; // the --baseline run is named last
    for (const QString &id : std::as_const(named)) {
        std::optional<core::RunData> run = library.load(id, &error);
        if (!run) {
            // The library's message names the run and the library once.
            printError(error.isEmpty() ? QStringLiteral("no run '%1' in %2 (loopscope-cli runs list shows the runs)")
                                             .arg(id, libraryPath)
                                       : error);
            return kExitUsage;
        }
        lastId = run->id;
        if (seen.contains(run->id))
            continue;
        seen << run->id;
        runs.push_back(std::move(*run));
    }

    core::ReportOptions reportOptions;
    reportOptions.channelTag = options.value(QStringLiteral("channel"));
    reportOptions.baselineId = options.isSet(QStringLiteral("baseline")) ? lastId : runs.front().id;
    core::ReportModel model;
    if (!core::buildReportModel(runs, reportOptions, &model, &error))
        return usageError(spec, error);

    int exitCode = kExitSuccess;
    if (!htmlPath.isEmpty()) {
        if (core::writeHtmlReport(model, htmlPath, &error)) {
            printOut(QStringLiteral("wrote %1\n").arg(htmlPath));
        } else {
            printError(error);
            exitCode = kExitIoError;
        }
    }
    if (!pdfPath.isEmpty()) {
        if (core::writePdfReport(model, pdfPath, &error)) {
            printOut(QStringLiteral("wrote %1\n").arg(pdfPath));
        } else {
            printError(error);
            exitCode = kExitIoError;
        }
    }
    return exitCode;
}

CommandSpecList reportSpecs()
{
    return {&reportSpec()};
}

} // namespace loopscope::cli
