// Unit tests of DeviceTree: grouping by bus, the DeviceInfo view of UDP
// devices, selection signals (endpoint for the benchmark, key for the jog
// panel), the scan progress controls, status icons, the column chooser,
// renaming with F2, the Cameras group, and no horizontal scrolling at the
// dock's default width.

#include "widgets/device_tree.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using loopscope::widgets::DeviceTree;
using loopscope::widgets::DeviceTreeEntry;
using loopscope::widgets::DeviceTreePort;
using loopscope::widgets::DeviceTreeStatus;

namespace {
DeviceTreeEntry servo(const QString &protocol, const QString &transport, const QString &port, int baud, int id)
{
    DeviceTreeEntry e;
    e.protocol = protocol;
    e.transport = transport;
    e.portPath = port;
    e.address = QString("%1@%2").arg(port).arg(baud);
    e.id = id;
    e.key = QString("%1|%2|%3").arg(protocol, e.address).arg(id);
    e.name = e.key;
    e.label = QString("%1 #%2 · %3 · %4").arg(protocol).arg(id).arg(transport).arg(baud);
    e.group = protocol + "|" + port;
    e.groupTitle = QString("%1 (%2)").arg(port.section('/', -1), protocol);
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
    e.label = "UDP echo board · " + address;
    e.group = "network";
    e.groupTitle = "Network (UDP)";
    return e;
}
DeviceTreeEntry camera(const QString &url, const QString &name)
{
    DeviceTreeEntry e;
    e.key = "camera|" + url;
    e.label = name + " · 127.0.0.1:8554";
    e.address = url;
    e.group = "cameras";
    e.groupTitle = "Cameras";
    return e;
}
QImage iconImage(const QModelIndex &index)
{
    return index.data(Qt::DecorationRole).value<QIcon>().pixmap(16, 16).toImage();
}
} // namespace

class TestDeviceTree : public QObject
{
    Q_OBJECT
private slots:
    void groupsByBus()
    {
        DeviceTree tree;
        // Mixed order on input: groups come in the order of their first device.
        tree.setEntries({echo("127.0.0.1:7000"), servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 1),
                         servo("dynamixel2", "dynamixel-serial", "/dev/ttyUSB0", 57600, 1),
                         servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 2),
                         servo("dynamixel2", "dynamixel-serial", "/dev/ttyUSB0", 57600, 2), echo("127.0.0.1:7001")},
                        {DeviceTreePort{"/dev/ttyUSB0", 16, "USB latency timer 16 ms", {}}});
        QCOMPARE(tree.deviceCount(), 6);
        QCOMPARE(tree.groupCount(), 3);
        QCOMPARE(tree.groupDeviceCount(0), 2);
        QCOMPARE(tree.groupDeviceCount(1), 2);
        QCOMPARE(tree.groupDeviceCount(2), 2);
        QCOMPARE(tree.groupTitle(0), QString("Network (UDP)"));
        QVERIFY(tree.groupTitle(1).startsWith("3 (moteus)"));
        QVERIFY(tree.groupTitle(2).startsWith("ttyUSB0 (dynamixel2)"));
        QVERIFY2(tree.groupTitle(2).contains("16 ms"), qPrintable(tree.groupTitle(2)));
        // The title is short; the full path is in the group's tooltip.
        QVERIFY(!tree.groupTitle(2).contains("/dev/"));
        QVERIFY2(tree.groupToolTip(2).contains("/dev/ttyUSB0"), qPrintable(tree.groupToolTip(2)));
        QCOMPARE(tree.actuatorCount(), 4);
        // Tree order: device(0) is the first UDP device, with its endpoint.
        QCOMPARE(tree.device(0).endpoint, QString("127.0.0.1:7000"));
        QCOMPARE(tree.entry(2).protocol, QString("moteus"));
        QCOMPARE(tree.entry(2).id, 1);
        QCOMPARE(tree.entry(3).id, 2);
        // A row shows the label; its tooltip has the path.
        const QModelIndex row = tree.indexOfKey(tree.entry(2).key);
        QCOMPARE(row.data().toString(), QString("moteus #1 · fdcanusb · 921600"));
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains("/dev/pts/3@921600"));
    }

    void selectionEmitsEndpointOrKey()
    {
        DeviceTree tree;
        tree.setEntries({echo("127.0.0.1:7000"), servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 5)});
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
        tree.setEntries({echo("127.0.0.1:7000"), servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 5)});
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

    void statusIconsFollowTheStatus()
    {
        DeviceTree tree;
        const DeviceTreeEntry s = servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 1);
        tree.setEntries({s, echo("127.0.0.1:7000")});
        const QImage unknown = iconImage(tree.indexOfKey(s.key));
        QVERIFY(!unknown.isNull());

        DeviceTreeStatus status;
        status.link = DeviceTreeStatus::Link::Online;
        tree.setStatus(s.key, status);
        const QImage online = iconImage(tree.indexOfKey(s.key));
        QVERIFY(online != unknown);
        QVERIFY(tree.indexOfKey(s.key).data(Qt::ToolTipRole).toString().contains("Online"));

        status.torqueOn = true;
        tree.setStatus(s.key, status);
        const QImage torque = iconImage(tree.indexOfKey(s.key));
        QVERIFY(torque != online);
        QVERIFY(tree.indexOfKey(s.key).data(Qt::ToolTipRole).toString().contains("Torque on"));

        status.fault = true;
        status.faultText = "overheat";
        tree.setStatus(s.key, status);
        const QImage fault = iconImage(tree.indexOfKey(s.key));
        QVERIFY(fault != torque && fault != online);
        QVERIFY(tree.indexOfKey(s.key).data(Qt::ToolTipRole).toString().contains("overheat"));

        status = {};
        status.link = DeviceTreeStatus::Link::Lost;
        status.linkText = "read error";
        tree.setStatus(s.key, status);
        const QImage lost = iconImage(tree.indexOfKey(s.key));
        QVERIFY(lost != online && lost != fault && lost != unknown);
        QVERIFY(tree.indexOfKey(s.key).data(Qt::ToolTipRole).toString().contains("read error"));
        QCOMPARE(tree.status(s.key), status);

        // The other device kept its own status; a rescan keeps the statuses by key.
        QCOMPARE(iconImage(tree.indexOfKey(echo("127.0.0.1:7000").key)), unknown);
        tree.setEntries({s});
        QCOMPARE(iconImage(tree.indexOfKey(s.key)), lost);
    }

    void columnChooser()
    {
        DeviceTree tree;
        tree.setEntries({servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 1)});
        QHeaderView *header = tree.view()->header();
        // By default only the Device column.
        QVERIFY(tree.visibleColumns().isEmpty());
        for (int c = DeviceTree::ColBus; c < DeviceTree::ColCount; ++c)
            QVERIFY(header->isSectionHidden(c));
        QVERIFY(!header->isSectionHidden(DeviceTree::ColDevice));
        QCOMPARE(header->contextMenuPolicy(), Qt::CustomContextMenu);

        QSignalSpy changed(&tree, &DeviceTree::columnsChanged);
        auto *model = tree.columnMenu()->findChild<QAction *>("column_model");
        auto *path = tree.columnMenu()->findChild<QAction *>("column_path");
        QVERIFY(model && path);
        model->trigger();
        path->trigger();
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.last().at(0).toStringList(), QStringList({"model", "path"}));
        QVERIFY(!header->isSectionHidden(DeviceTree::ColModel));
        QVERIFY(!header->isSectionHidden(DeviceTree::ColPath));
        QCOMPARE(tree.indexOfKey(tree.entry(0).key, DeviceTree::ColPath).data().toString(),
                 QString("/dev/pts/3@921600"));
        path->trigger();
        QCOMPARE(tree.visibleColumns(), QStringList({"model"}));

        // Restoring a choice shows those columns and checks their actions, silently.
        DeviceTree other;
        QSignalSpy quiet(&other, &DeviceTree::columnsChanged);
        other.setVisibleColumns({"bus", "rtt", "no-such-column"});
        QCOMPARE(other.visibleColumns(), QStringList({"bus", "rtt"}));
        QVERIFY(other.columnMenu()->findChild<QAction *>("column_bus")->isChecked());
        QVERIFY(!other.columnMenu()->findChild<QAction *>("column_model")->isChecked());
        QCOMPARE(quiet.size(), 0);
    }

    void noHorizontalScrollingAtDockWidth()
    {
        DeviceTree tree;
        DeviceTreeEntry e = servo("moteus", "fdcanusb", "/home/someone/.local/share/loopscope/sim-ports/moteus-fdcanusb",
                                  921600, 1);
        e.userName = "A very long name that people give to the servo of the left hip of the robot";
        tree.setEntries({e, echo("127.0.0.1:40053")});
        tree.resize(300, 400);
        tree.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tree));
        QCoreApplication::processEvents();
        QCOMPARE(tree.view()->horizontalScrollBar()->maximum(), 0);
        const QRect cell = tree.view()->visualRect(tree.indexOfKey(e.key));
        QVERIFY(cell.right() <= tree.view()->viewport()->width());
        // The whole name is in the tooltip.
        QVERIFY(tree.indexOfKey(e.key).data(Qt::ToolTipRole).toString().contains(e.userName));
    }

    void renameWithF2()
    {
        DeviceTree tree;
        const DeviceTreeEntry s = servo("moteus", "fdcanusb", "/dev/pts/3", 921600, 1);
        tree.setEntries({s});
        tree.resize(300, 300);
        tree.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tree));
        QVERIFY(tree.selectKey(s.key));
        tree.view()->setFocus();
        QSignalSpy renamed(&tree, &DeviceTree::renamed);
        QTest::keyClick(tree.view(), Qt::Key_F2);
        auto *editor = tree.view()->findChild<QLineEdit *>();
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), s.label); // starts with what the row says
        editor->clear();
        QTest::keyClicks(editor, "left hip");
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(renamed.size(), 1); // the view commits on its next turn
        QCOMPARE(renamed.last().at(0).toString(), s.key);
        QCOMPARE(renamed.last().at(1).toString(), QString("left hip"));
        QCOMPARE(tree.indexOfKey(s.key).data().toString(), QString("left hip"));
        QCOMPARE(tree.entry(0).userName, QString("left hip"));
        // The label is still in the tooltip.
        QVERIFY(tree.indexOfKey(s.key).data(Qt::ToolTipRole).toString().contains(s.label));

        // Typing the label back clears the name.
        QTRY_VERIFY(!tree.view()->findChild<QLineEdit *>() || !tree.view()->findChild<QLineEdit *>()->isVisible());
        tree.renameCurrent();
        editor = tree.view()->findChild<QLineEdit *>();
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), QString("left hip"));
        editor->setText(s.label);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE(renamed.size(), 2);
        QCOMPARE(renamed.last().at(1).toString(), QString());
        QCOMPARE(tree.indexOfKey(s.key).data().toString(), s.label);
    }

    void camerasAfterDevices()
    {
        DeviceTree tree;
        tree.setCameras({camera("rtsp://127.0.0.1:8554/cam0", "Left camera"),
                         camera("rtsp://127.0.0.1:8554/cam1", "Right camera")});
        QCOMPARE(tree.groupCount(), 1);
        QCOMPARE(tree.groupTitle(0), QString("Cameras"));
        tree.setEntries({echo("127.0.0.1:7000")});
        // A scan's devices replace the devices only; the cameras stay, last.
        QCOMPARE(tree.groupCount(), 2);
        QCOMPARE(tree.groupTitle(1), QString("Cameras"));
        QCOMPARE(tree.groupDeviceCount(1), 2);
        QCOMPARE(tree.deviceCount(), 3);
        const QModelIndex left = tree.indexOfKey("camera|rtsp://127.0.0.1:8554/cam0");
        QVERIFY(left.data().toString().startsWith("Left camera"));
        QVERIFY(left.data(Qt::ToolTipRole).toString().contains("rtsp://127.0.0.1:8554/cam0"));
        QCOMPARE(tree.actuatorCount(), 0);
        tree.setCameras({});
        QCOMPARE(tree.groupCount(), 1);
    }
};

QTEST_MAIN(TestDeviceTree)
#include "test_device_tree.moc"
