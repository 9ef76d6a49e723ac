#include "app/cli/cmd_discover.h"

#include "app/cli/cli_options.h"
#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "devices/echo/echo_discovery.h"
#include "devices/sim/sim_lab.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace loopscope::cli {

namespace {

const CommandSpec &discoverSpec()
{
    static const CommandSpec spec{
        QStringLiteral("discover"),
        QStringLiteral("discover [--target HOST:PORT[-PORT]]... [--timeout-ms N] [--sim] [--json]"),
        QStringLiteral("Sends a discovery request (\"LOOPSCOPE-DISCOVER 1\") to every port of every target and lists "
                       "the UDP echo devices that answer: name, model, serial, firmware, endpoint and the round "
                       "trip of the request. Exits with 1 when no device answered."),
        {},
        {
            {QStringLiteral("target"), QStringLiteral("HOST:PORT[-PORT]"),
             QStringLiteral("Where to ask: a host (name, IPv4, [IPv6] or a broadcast address) and a port or an "
                            "inclusive port range. Without --target and --sim the default is used."),
             QStringLiteral("127.0.0.1:7000-7015"), true},
            {QStringLiteral("timeout-ms"), QStringLiteral("N"),
             QStringLiteral("How long to collect replies, in milliseconds (10 to 60000)."), QStringLiteral("500")},
            {QStringLiteral("sim"), {},
             QStringLiteral("Start simulated devices (loopscope-sim) on loopback and ask them too."), {}},
            {QStringLiteral("sim-devices"), QStringLiteral("N"),
             QStringLiteral("With --sim: how many simulated devices, 1 to 64."), QStringLiteral("2")},
            {QStringLiteral("json"), {}, QStringLiteral("Print a JSON array instead of a table."), {}},
            {QStringLiteral("help"), {}, QStringLiteral("Show this help and exit."), {}},
        },
    };
    return spec;
}

QString deviceTable(const std::vector<devices::DiscoveredDevice> &found)
{
    const QStringList headers = {QStringLiteral("NAME"),     QStringLiteral("MODEL"),
                                 QStringLiteral("SERIAL"),   QStringLiteral("FIRMWARE"),
                                 QStringLiteral("ENDPOINT"), QStringLiteral("RTT ms")};
    std::vector<QStringList> rows;
    for (const devices::DiscoveredDevice &device : found) {
        rows.push_back({device.identity.name, device.identity.model, device.identity.serial,
                        device.identity.firmware, device.endpoint(), QString::number(device.probeRttMs, 'f', 3)});
    }
    std::vector<qsizetype> widths;
    for (const QString &header : headers)
        widths.push_back(header.size());
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[size_t(i)] = std::max(widths[size_t(i)], row.at(i).size());
    }
    auto line = [&widths](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const bool last = i + 1 == cells.size();
            text += last ? cells.at(i) : cells.at(i).leftJustified(widths[size_t(i)] + 2);
        }
        return text + QLatin1Char('\n');
    };
    QString text = line(headers);
    for (const QStringList &row : rows)
        text += line(row);
    return text;
}

QJsonArray deviceJson(const std::vector<devices::DiscoveredDevice> &found)
{
    QJsonArray array;
    for (const devices::DiscoveredDevice &device : found) {
        QJsonObject object;
        object.insert(QStringLiteral("name"), device.identity.name);
        object.insert(QStringLiteral("model"), device.identity.model);
        object.insert(QStringLiteral("serial"), device.identity.serial);
        object.insert(QStringLiteral("firmware"), device.identity.firmware);
        object.insert(QStringLiteral("kind"), device.identity.kind);
        object.insert(QStringLiteral("endpoint"), device.endpoint());
        object.insert(QStringLiteral("address"), device.address.toString());
        object.insert(QStringLiteral("port"), int(device.port));
        object.insert(QStringLiteral("rtt_ms"), device.probeRttMs);
        array.append(object);
    }
    return array;
}

} // namespace

int runDiscover(const QStringList &args)
{
    const CommandSpec &spec = discoverSpec();
    ParsedOptions options;
    if (const std::optional<int> exitCode = parseCommandLine(spec, args, &options))
        return *exitCode;
    QString error;
    qint64 timeoutMs = 0;
    if (!options.integer(QStringLiteral("timeout-ms"), 10, 60000, &timeoutMs, &error))
        return usageError(spec, error);
    const bool useSim = options.isSet(QStringLiteral("sim"));
    qint64 simDevices = 0;
    if (!options.integer(QStringLiteral("sim-devices"), 1, 64, &simDevices, &error))
        return usageError(spec, error);
    if (options.isSet(QStringLiteral("sim-devices")) && !useSim)
        return usageError(spec, QStringLiteral("option --sim-devices needs --sim"));

    QStringList targetTexts = options.values(QStringLiteral("target"));
    if (targetTexts.isEmpty() && !useSim)
        targetTexts << spec.find(QStringLiteral("target"))->defaultValue;
    std::vector<devices::DiscoveryTarget> targets;
    for (const QString &text : std::as_const(targetTexts)) {
        devices::DiscoveryTarget target;
        if (!devices::DiscoveryTarget::parse(text, &target, &error))
            return usageError(spec, QStringLiteral("bad value for --target: '%1': %2").arg(text, error));
        targets.push_back(target);
    }

    devices::SimLab lab;
    if (useSim) {
        devices::SimEchoOptions simOptions;
        simOptions.deviceCount = static_cast<int>(simDevices);
        if (!lab.start(simOptions, &error)) {
            printError(QStringLiteral("the simulator failed to start: %1").arg(error));
            return kExitSimulatorFailed;
        }
        for (const devices::SimEndpoint &endpoint : lab.endpoints())
            targets.push_back({endpoint.host, endpoint.port, endpoint.port});
    }

    QStringList errors;
    const std::vector<devices::DiscoveredDevice> found =
        devices::discoverEchoDevices(targets, static_cast<int>(timeoutMs), &errors);
    for (const QString &message : std::as_const(errors))
        printError(message);
    if (options.isSet(QStringLiteral("json")))
        printOut(QString::fromUtf8(QJsonDocument(deviceJson(found)).toJson()));
    else if (!found.empty())
        printOut(deviceTable(found));
    if (found.empty()) {
        printError(QStringLiteral("no device answered within %1 ms (asked: %2)").arg(timeoutMs).arg(targetTexts.isEmpty() ? QStringLiteral("the simulator") : targetTexts.join(QStringLiteral(", "))));
        return kExitMeasurementFailed;
    }
    return kExitSuccess;
}

CommandSpecList discoverSpecs()
{
    return {&discoverSpec()};
}

} // namespace loopscope::cli
