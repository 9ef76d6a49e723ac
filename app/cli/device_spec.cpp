#include "app/cli/device_spec.h"

#include "devices/common/protocol.h"

#include <QStringList>
#include <algorithm>

namespace loopscope::cli {

namespace {

const devices::Protocol *parseProtocol(const QString &text)
{
    return devices::ProtocolRegistry::instance().findBus(text);
}

QString knownProtocolWords()
{
    return devices::ProtocolRegistry::instance().shortWords().join(QStringLiteral(", "));
}

// "  moteus          fdcanusb, default 921600 baud, IDs 1-126" for every protocol.
QString protocolLines()
{
    QString text;
    for (const devices::Protocol *p : devices::ProtocolRegistry::instance().protocols())
        text += QStringLiteral("    %1 %2, default %3 baud, IDs %4-%5\n")
                    .arg(p->shortWord(), -15)
                    .arg(p->title + QLatin1Char(' ') + p->transport)
                    .arg(p->defaultBaud)
                    .arg(p->minId)
                    .arg(p->maxId);
    return text;
}

} // namespace

QString BusSpec::toString() const
{
    const QString word = protocol ? protocol->shortWord() : QStringLiteral("?");
    if (port.isEmpty())
        return word + QStringLiteral(" (simulated)");
    return QStringLiteral("%1:%2@%3").arg(word, port).arg(baud);
}

QString busSpecHelp()
{
    return QStringLiteral("BUS AND DEVICE NAMES\n"
                          "  bus     PROTOCOL:PORT[@BAUD]      moteus:/dev/ttyACM0, dynamixel:/dev/ttyUSB0@1000000\n"
                          "  device  PROTOCOL:PORT[@BAUD]:ID   moteus:/dev/pts/5:1, dynamixel:/dev/pts/6@57600:3\n"
                          "  --sim   PROTOCOL or PROTOCOL:ID   moteus, moteus:1, dynamixel:2 (the simulated lab)\n"
                          "  PROTOCOL:\n")
        + protocolLines();
}

bool parseBusSpec(const QString &text, bool simulated, BusSpec *out, QString *error)
{
    const auto bad = [&](const QString &why) {
        *error = QStringLiteral("bad bus '%1': %2 (expected %3)")
                     .arg(text, why, simulated ? QStringLiteral("PROTOCOL with --sim, e.g. moteus or dynamixel")
                                               : QStringLiteral("PROTOCOL:PORT[@BAUD], e.g. moteus:/dev/ttyACM0"));
        return false;
    };
    BusSpec spec;
    spec.simulated = simulated;
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString protocolText = colon < 0 ? text : text.left(colon);
    spec.protocol = parseProtocol(protocolText);
    if (!spec.protocol)
        return bad(QStringLiteral("unknown protocol '%1' (known: %2)").arg(protocolText, knownProtocolWords()));
    spec.baud = spec.protocol->defaultBaud;
    if (simulated) {
        if (colon >= 0)
            return bad(QStringLiteral("with --sim give the protocol only; the simulator chooses the port"));
        *out = spec;
        return true;
    }
    if (colon < 0)
        return bad(QStringLiteral("no port given"));
    QString port = text.mid(colon + 1);
    if (const qsizetype at = port.lastIndexOf(QLatin1Char('@')); at >= 0) {
        bool ok = false;
        const int baud = port.mid(at + 1).toInt(&ok);
        if (!ok || baud < 300 || baud > 20'000'000)
            return bad(QStringLiteral("baud '%1' is not a number from 300 to 20000000").arg(port.mid(at + 1)));
        spec.baud = baud;
        port = port.left(at);
    }
    if (port.isEmpty())
        return bad(QStringLiteral("the port path is empty"));
    spec.port = port;
    *out = spec;
    return true;
}

bool parseDeviceSpec(const QString &text, bool simulated, DeviceSpec *out, QString *error)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon < 0) {
        *error = QStringLiteral("bad device '%1': no ID (expected %2)")
                     .arg(text, simulated ? QStringLiteral("PROTOCOL:ID with --sim, e.g. moteus:1")
                                          : QStringLiteral("PROTOCOL:PORT[@BAUD]:ID, e.g. moteus:/dev/ttyACM0:1"));
        return false;
    }
    DeviceSpec spec;
    if (!parseBusSpec(text.left(colon), simulated, &spec.bus, error)) {
        error->replace(QStringLiteral("bad bus '%1'").arg(text.left(colon)), QStringLiteral("bad device '%1'").arg(text));
        return false;
    }
    bool ok = false;
    spec.id = text.mid(colon + 1).toInt(&ok);
    const int lo = spec.bus.protocol->minId;
    const int hi = spec.bus.protocol->maxId;
    if (!ok || spec.id < lo || spec.id > hi) {
        *error = QStringLiteral("bad device '%1': ID '%2' is not a number from %3 to %4")
                     .arg(text, text.mid(colon + 1))
                     .arg(lo)
                     .arg(hi);
        return false;
    }
    *out = spec;
    return true;
}

bool parseIdList(const QString &text, int minId, int maxId, std::vector<int> *out, QString *error)
{
    std::vector<int> ids;
    const auto bad = [&](const QString &why) {
        *error = QStringLiteral("bad ID list '%1': %2 (expected e.g. 1-12 or 1,3,5-7 with IDs %3 to %4)")
                     .arg(text, why)
                     .arg(minId)
                     .arg(maxId);
        return false;
    };
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        const QStringList range = part.trimmed().split(QLatin1Char('-'));
        bool okA = false;
        bool okB = false;
        const int a = range.value(0).toInt(&okA);
        const int b = range.size() == 2 ? range.value(1).toInt(&okB) : a;
        if (range.size() > 2 || !okA || (range.size() == 2 && !okB))
            return bad(QStringLiteral("'%1' is not an ID or a range A-B").arg(part));
        if (a > b || a < minId || b > maxId)
            return bad(QStringLiteral("'%1' is outside %2-%3 or reversed").arg(part).arg(minId).arg(maxId));
        for (int id = a; id <= b; ++id)
            ids.push_back(id);
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    if (ids.empty())
        return bad(QStringLiteral("no ID"));
    *out = ids;
    return true;
}

devices::SimEchoOptions mixedSimLab(bool onMcu)
{
    devices::SimEchoOptions options;
    if (onMcu) { // --sim-mcu: the firmware nodes in QEMU
        options.onMcu = true;
        options.deviceCount = 1; // the I/O board
        options.dynamixelIds = QStringLiteral("1");
        options.moteusRs485Ids = QStringLiteral("1");
        return options;
    }
    options.deviceCount = 2;
    options.moteusIds = QStringLiteral("1-3");
    options.dynamixelIds = QStringLiteral("1-4");
    return options;
}

bool resolveSimBus(const devices::SimLab &lab, BusSpec *spec, QString *error)
{
    const devices::SimEndpoint *endpoint = lab.endpoint(spec->protocol->simEndpoint);
    if (!endpoint) {
        *error = QStringLiteral("the simulated lab has no %1 bus").arg(spec->protocol->bus);
        return false;
    }
    spec->port = endpoint->ptyPath;
    if (endpoint->baud > 0)
        spec->baud = endpoint->baud;
    return true;
}

void addSimBuses(const devices::SimLab &lab, bool onMcu, bool bausGiven, devices::ScanOptions *scan)
{
    const bool defaultProtocols = scan->protocols.isEmpty();
    for (const devices::SimEndpoint &endpoint : lab.endpoints()) {
        if (!endpoint.isSerialBus())
            continue;
        scan->ports << endpoint.ptyPath;
        if (endpoint.baud > 0 && !bausGiven &&
            std::find(scan->dynamixelBauds.begin(), scan->dynamixelBauds.end(), endpoint.baud) == scan->dynamixelBauds.end())
            scan->dynamixelBauds.push_back(endpoint.baud);
        if (onMcu && defaultProtocols && !scan->protocols.contains(endpoint.kind))
            scan->protocols << endpoint.kind;
    }
}

} // namespace loopscope::cli
