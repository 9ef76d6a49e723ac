// Discovery against a hostile bus: a pseudo-terminal whose far end answers
// scan requests with crafted frames (replies from IDs nobody asked, from the
// broadcast ID, with the wrong register or shape, and floods of status
// packets). A scan lists a device only after a well-formed reply to a request
// sent to that very ID, with its identity read, and one port yields at most
// a capped number of devices with a warning. The honest simulator is still
// found in full.
#include "devices/discovery/scanner.h"
#include "devices/dynamixel/control_table.h"
#include "devices/dynamixel/protocol2.h"
#include "devices/moteus/can_frame.h"
#include "devices/moteus/fdcanusb_line.h"
#include "devices/moteus/multiplex.h"
#include "devices/moteus/registers.h"
#include "support/pty_peer.h"
#include "support/test_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

using namespace loopscope::devices;
namespace dxl = loopscope::devices::dynamixel;
namespace mot = loopscope::devices::moteus;
using loopscope::testsupport::PtyPeer;

namespace {

QByteArray pingStatus(int id, int params = 3)
{
    QByteArray body = dxl::le16(dxl::kModelXM430W350) + QByteArray(1, char(46));
    return dxl::makeStatusPacket(std::uint8_t(id), 0, body.left(params));
}

// Dynamixel: every broadcast ping draws a status packet from all 253 IDs. A
// ping to one ID is answered properly when `honest(id)`; otherwise by another
// ID, or with a status too short for a ping reply.
PtyPeer::Handler floodingDynamixel(std::function<bool(int)> honest)
{
    auto decoder = std::make_shared<dxl::PacketDecoder>();
    return [decoder, honest](PtyPeer &peer, QByteArrayView bytes) {
        decoder->feed(bytes);
        while (auto packet = decoder->next()) {
            if (packet->instruction != dxl::inst::Ping)
                continue;
            if (packet->id == dxl::kBroadcastId) {
                QByteArray flood;
                for (int id = 0; id <= dxl::kMaxId; ++id)
                    flood += pingStatus(id);
                peer.send(flood);
            } else if (honest(packet->id)) {
                peer.answered(packet->id);
                peer.send(pingStatus(packet->id));
            } else if (packet->id % 2) {
                peer.send(pingStatus((packet->id + 1) % (dxl::kMaxId + 1)));
            } else {
                peer.send(pingStatus(packet->id, 2));
            }
        }
    };
}

QByteArray receiveLine(int source, const QByteArray &payload)
{
    mot::CanAddress from;
    from.source = std::uint8_t(source);
    from.destination = mot::kHostId;
    from.replyWanted = false;
    return mot::makeReceiveLine(*mot::CanFdFrame::make(from, payload));
}

// A reply with every register `request` reads: the values of a moteus at
// `claimedId` (which may differ from the ID it was sent to).
QByteArray replyTo(const mot::Request &request, int claimedId)
{
    std::vector<mot::RegisterValue> values;
    for (const mot::RegisterRead &read : request.reads) {
        std::int32_t v = 0;
        if (read.reg == mot::reg::ModelNumber)
            v = 0x0100;
        else if (read.reg == mot::reg::FirmwareVersion)
            v = 0x010304;
        else if (read.reg == mot::reg::RegisterMapVersion)
            v = mot::kCurrentRegisterMapVersion;
        else if (read.reg == mot::reg::Id)
            v = claimedId;
        mot::Value value = mot::Value::int32(v);
        if (read.type == mot::ValueType::Int8)
            value = mot::Value::int8(std::int8_t(v));
        else if (read.type == mot::ValueType::Int16)
            value = mot::Value::int16(std::int16_t(v));
        values.push_back({read.reg, value});
    }
    return mot::makeReply(values);
}

// fdcanusb: the broadcast ID query is answered by "IDs" 127 (the broadcast
// address itself), 3, 5 (claiming to be 9) and 2. Only 2 answers queries to
// its own ID properly; 3's answers come from ID 4; 5 says it is 9.
PtyPeer::Handler hostileMoteus()
{
    auto splitter = std::make_shared<mot::FdcanusbLineSplitter>();
    return [splitter](PtyPeer &peer, QByteArrayView bytes) {
        splitter->feed(bytes);
        while (auto text = splitter->nextLine()) {
            const auto line = mot::parseFdcanusbLine(*text);
            if (!line || line->kind != mot::FdcanusbLine::Kind::Send)
                continue;
            const auto request = mot::parseRequest(line->data);
            const int to = mot::parseArbitrationId(line->arbitrationId).destination;
            QByteArray out = mot::makeOkLine();
            if (!request) {
                peer.send(out);
                continue;
            }
            if (to == mot::kBroadcastId) {
                for (int id : {127, 3, 5, 2})
                    out += receiveLine(id, replyTo(*request, id == 5 ? 9 : id));
            } else if (to == 2) {
                peer.answered(2);
                out += receiveLine(2, replyTo(*request, 2));
            } else if (to == 3) {
                out += receiveLine(4, replyTo(*request, 4));
            } else if (to == 5) {
                out += receiveLine(5, replyTo(*request, 9));
            }
            peer.send(out);
        }
    };
}

ScanOptions portOptions(const QStringList &ports, const QString &protocol)
{
    ScanOptions options;
    options.enumeratePorts = false;
    options.ports = ports;
    options.protocols = {protocol};
    return options;
}

QString idsOf(const ScanResult &result)
{
    QStringList ids;
    for (const DeviceIdentity &d : result.devices)
        ids << QString::number(d.id);
    return QStringLiteral("%1 device(s): %2").arg(result.devices.size()).arg(ids.join(QLatin1Char(' ')));
}

} // namespace

class TestHostileScan : public QObject
{
    Q_OBJECT

private slots:
    void moteusListsOnlyWhatAnsweredItsOwnId()
    {
        PtyPeer peer(hostileMoteus());
        QVERIFY(!peer.path().isEmpty());
        ScanOptions options = portOptions({peer.path()}, QStringLiteral("moteus"));
        options.moteusBroadcastTimeoutMs = 100;
        const ScanResult result = runScan(options, nullptr, nullptr);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        for (const DeviceIdentity &d : result.devices) {
            QVERIFY2(d.id >= 1 && d.id <= 126, qPrintable(idsOf(result)));
            QVERIFY2(peer.answeredIds().contains(d.id), qPrintable(idsOf(result)));
            QVERIFY2(!d.model.isEmpty() && !d.firmware.isEmpty(), qPrintable(d.model));
            QVERIFY2(d.probeRttMs > 0, qPrintable(QString::number(d.probeRttMs)));
        }
        QCOMPARE(result.devices.size(), 1u); // ID 2, the only honest one
        QCOMPARE(result.devices[0].id, 2);
        // The replies ignored and the IDs that answered the broadcast but not
        // their own queries are named.
        const QString warnings = result.warnings.join(QLatin1Char('\n'));
        // The broadcast reads the mode register (the firmware refuses 0x110),
        // so 5's claim to be 9 shows in its identity, not in the broadcast.
        QVERIFY2(warnings.contains(QLatin1String("ID(s) 127 were ignored")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QLatin1String("ID(s) 3, 5 answered the broadcast query but not")),
                 qPrintable(warnings));
    }

    void dynamixelFloodIsCapped()
    {
        // Honest for every third ID: 85 servos would "answer", more than the cap.
        PtyPeer peer(floodingDynamixel([](int id) { return id % 3 == 0; }));
        QVERIFY(!peer.path().isEmpty());
        ScanOptions options = portOptions({peer.path()}, QStringLiteral("dynamixel")); // all eight bauds
        const ScanResult result = runScan(options, nullptr, nullptr);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QVERIFY2(int(result.devices.size()) <= options.maxDevicesPerPort, qPrintable(idsOf(result)));
        const QSet<int> answered = peer.answeredIds();
        for (const DeviceIdentity &d : result.devices) {
            QVERIFY2(d.id >= 0 && d.id <= dxl::kMaxId, qPrintable(idsOf(result)));
            QVERIFY2(answered.contains(d.id), qPrintable(idsOf(result)));
            QVERIFY2(!d.model.isEmpty() && d.probeRttMs > 0, qPrintable(idsOf(result)));
        }
        QVERIFY(!result.devices.empty());
        QCOMPARE(result.ports.size(), 1u);
        const QString warnings = result.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("253 answers to one broadcast ping")) &&
                     warnings.contains(QLatin1String("flooded")),
                 qPrintable(warnings));
        QVERIFY(result.ports[0].capped);
        QCOMPARE(result.ports[0].probes.size(), 1); // the flood stopped the port's scan
        QCOMPARE(result.ports[0].warnings, result.warnings);
        qInfo("%s; warnings:\n%s", qPrintable(idsOf(result)), qPrintable(warnings));
    }

    void dynamixelCapStopsThePort()
    {
        // Every ping to one ID is answered properly: a bus of 253 "servos",
        // found one by one (the per-ID sweep).
        PtyPeer peer(floodingDynamixel([](int) { return true; }));
        ScanOptions options = portOptions({peer.path()}, QStringLiteral("dynamixel"));
        options.dynamixelBauds = {1000000, 57600};
        options.dynamixelIdSweep = true;
        options.maxDevicesPerPort = 10;
        const ScanResult result = runScan(options, nullptr, nullptr);
        QCOMPARE(result.devices.size(), 10u);
        QCOMPARE(result.ports.size(), 1u);
        QVERIFY(result.ports[0].capped);
        QCOMPARE(result.ports[0].devicesFound, 10);
        QCOMPARE(result.ports[0].probes.size(), 1); // the second baud is not tried
        QVERIFY2(result.warnings.join(QLatin1Char('\n')).contains(QLatin1String("first 10 devices")),
                 qPrintable(result.warnings.join(QLatin1Char('\n'))));
    }

    void cliScanShowsTheWarning()
    {
        PtyPeer peer(floodingDynamixel([](int id) { return id % 3 == 0; }));
        const QStringList args{QStringLiteral("scan"), QStringLiteral("--port"), peer.path(),
                               QStringLiteral("--baud"), QStringLiteral("57600")};
        const auto text = loopscope::testsupport::runCli(args);
        QVERIFY2(text.finished && text.exitCode == 0, qPrintable(loopscope::testsupport::describe(text)));
        QVERIFY2(text.err.contains(QLatin1String("warning: ")) && text.err.contains(QLatin1String("flooded")),
                 qPrintable(text.err));
        QVERIFY2(text.out.contains(QLatin1String("capped")), qPrintable(text.out));

        const auto json = loopscope::testsupport::runCli(args + QStringList{QStringLiteral("--json")});
        QVERIFY2(json.finished && json.exitCode == 0, qPrintable(loopscope::testsupport::describe(json)));
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY2(root.value(QLatin1String("devices")).toArray().size() <= 64, qPrintable(json.out.left(400)));
        QVERIFY(!root.value(QLatin1String("devices")).toArray().isEmpty());
        QVERIFY2(root.value(QLatin1String("warnings")).toArray().size() >= 1, qPrintable(json.out.left(400)));
        QVERIFY(root.value(QLatin1String("ports")).toArray().at(0).toObject().value(QLatin1String("capped")).toBool());
    }

    void honestSimulatorIsFoundInFull()
    {
        QTemporaryDir links;
        QProcess sim;
        sim.start(loopscope::testsupport::binPath(QStringLiteral("loopscope-sim")),
                  {QStringLiteral("--moteus"), QStringLiteral("1-2"), QStringLiteral("--dynamixel"),
                   QStringLiteral("1-6"), QStringLiteral("--pty-link-dir"), links.path(),
                   QStringLiteral("--exit-with-parent")});
        QVERIFY(sim.waitForStarted(5000));
        QVERIFY(loopscope::testsupport::waitForSimReady(sim, 10000));
        ScanOptions options;
        options.enumeratePorts = false;
        options.ports = {links.filePath(QStringLiteral("moteus-fdcanusb")),
                         links.filePath(QStringLiteral("dynamixel"))};
        options.dynamixelBauds = {57600};
        const ScanResult result = runScan(options, nullptr, nullptr);
        sim.kill();
        sim.waitForFinished(5000);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QVERIFY2(result.warnings.isEmpty(), qPrintable(result.warnings.join(QLatin1Char('\n'))));
        QStringList found;
        for (const DeviceIdentity &d : result.devices) {
            found << QStringLiteral("%1 %2").arg(d.protocol).arg(d.id);
            QVERIFY2(!d.model.isEmpty() && !d.firmware.isEmpty(), qPrintable(found.last()));
            QVERIFY2(d.probeRttMs > 0, qPrintable(found.last()));
        }
        QCOMPARE(found, (QStringList{QStringLiteral("moteus 1"), QStringLiteral("moteus 2"),
                                     QStringLiteral("dynamixel2 1"), QStringLiteral("dynamixel2 2"),
                                     QStringLiteral("dynamixel2 3"), QStringLiteral("dynamixel2 4"),
                                     QStringLiteral("dynamixel2 5"), QStringLiteral("dynamixel2 6")}));
    }
};

QTEST_GUILESS_MAIN(TestHostileScan)
#include "test_hostile_scan.moc"
