// Unit tests of DeviceTree: grouping by transport and bus, the DeviceInfo view
// of UDP devices, selection signals (endpoint for the benchmark, key for the
// jog panel) and the scan progress controls.

#include "widgets/device_tree.h"

#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using loopscope::widgets::DeviceTree;
using loopscope::widgets::DeviceTreeEntry;
using loopscope::widgets::DeviceTreePort;

namespace {
DeviceTreeEntry servo(const QString &protocol, const QString &transport, const QString &address, int id)
{
    DeviceTreeEntry e;
    e.protocol = protocol;
    e.transport = transport;
    e.address = address;
    e.id = id;
    e.key = QString("%1|%2|%3").arg(protocol, address).arg(id);
    e.name = e.key;
    e.actuator = true;
    e.model = "model";
    e.rttMs = 0.5;
    return e;
}
DeviceTreeEntry echo(const QString &address)
{
    DeviceTreeEntry e;
    e.protocol = "udp-echo";
    e.transport = "udp";
    e.address = address;
    e.endpoint = address;
    e.key = "udp-echo|" + address + "|-1";
    e.name = "echo " + address;
    return e;
}
} // namespace

class TestDeviceTree : public QObject
{
    Q_OBJECT
private slots:
    void groupsByTransportAndBus()
    {
        DeviceTree tree;
        // Mixed order on input: the tree groups them, UDP first.
        tree.setEntries({servo("moteus", "fdcanusb", "/dev/pts/3@921600", 1),
                         servo("dynamixel2", "dynamixel-serial", "/dev/ttyUSB0@57600", 1), echo("127.0.0.1:7000"),
                         servo("moteus", "fdcanusb", "/dev/pts/3@921600", 2),
                         servo("dynamixel2", "dynamixel-serial", "/dev/ttyUSB0@57600", 2), echo("127.0.0.1:7001")},
                        {DeviceTreePort{"/dev/ttyUSB0", 16, "USB latency timer 16 ms", {}}});
        QCOMPARE(tree.deviceCount(), 6);
        QCOMPARE(tree.groupCount(), 3);
        QCOMPARE(tree.groupDeviceCount(0), 2);
        QCOMPARE(tree.groupDeviceCount(1), 2);
        QCOMPARE(tree.groupDeviceCount(2), 2);
        QVERIFY(tree.groupTitle(0).contains("UDP"));
        QVERIFY(tree.groupTitle(1).contains("moteus"));
        QVERIFY(tree.groupTitle(2).contains("dynamixel2"));
        QVERIFY2(tree.groupTitle(2).contains("16 ms"), qPrintable(tree.groupTitle(2)));
        QCOMPARE(tree.actuatorCount(), 4);
        // Tree order: device(0) is the first UDP device, with its endpoint.
        QCOMPARE(tree.device(0).endpoint, QString("127.0.0.1:7000"));
        QCOMPARE(tree.entry(2).protocol, QString("moteus"));
        QCOMPARE(tree.entry(2).id, 1);
        QCOMPARE(tree.entry(3).id, 2);
    }

    void selectionEmitsEndpointOrKey()
    {
        DeviceTree tree;
        tree.setEntries({echo("127.0.0.1:7000"), servo("moteus", "fdcanusb", "/dev/pts/3@921600", 5)});
        QSignalSpy endpoints(&tree, &DeviceTree::endpointSelected);
        QSignalSpy actuators(&tree, &DeviceTree::actuatorSelected);
        QVERIFY(tree.selectEndpoint("127.0.0.1:7000"));
        QCOMPARE(endpoints.size(), 1);
        QCOMPARE(actuators.size(), 0);
        QVERIFY(tree.selectKey("moteus|/dev/pts/3@921600|5"));
        QCOMPARE(actuators.size(), 1);
        QCOMPARE(actuators.last().at(0).toString(), QString("moteus|/dev/pts/3@921600|5"));
        QCOMPARE(tree.selectedKey(), QString("moteus|/dev/pts/3@921600|5"));
        QVERIFY(!tree.selectKey("no such key"));
        // A rescan keeps the selection.
        tree.setEntries({echo("127.0.0.1:7000"), servo("moteus", "fdcanusb", "/dev/pts/3@921600", 5)});
        QCOMPARE(tree.selectedKey(), QString("moteus|/dev/pts/3@921600|5"));
    }

    void scanControls()
    {
        DeviceTree tree;
        QSignalSpy scan(&tree, &DeviceTree::scanRequested);
        QSignalSpy cancel(&tree, &DeviceTree::cancelRequested);
        auto *scanButton = tree.findChild<QPushButton *>("scanButton");
        auto *cancelButton = tree.findChild<QPushButton *>("cancelScanButton");
        auto *progress = tree.findChild<QProgressBar *>("scanProgress");
        QTest::mouseClick(scanButton, Qt::LeftButton);
        QCOMPARE(scan.size(), 1);
        tree.setScanning(true);
        QVERIFY(!scanButton->isEnabled());
        QVERIFY(cancelButton->isEnabled());
        tree.setProgress(0.5, "port /dev/pts/3: moteus");
        QCOMPARE(progress->value(), 500);
        QCOMPARE(tree.statusText(), QString("port /dev/pts/3: moteus"));
        QTest::mouseClick(cancelButton, Qt::LeftButton);
        QCOMPARE(cancel.size(), 1);
        tree.setScanning(false);
        QVERIFY(scanButton->isEnabled());
        QVERIFY(!cancelButton->isEnabled());
    }
};

QTEST_MAIN(TestDeviceTree)
#include "test_device_tree.moc"
