// The Devices dock against the real simulated lab (UDP echo devices, a
// moteus bus, a Dynamixel bus, the stereo pair): rows name devices by
// model, ID and bus with no path in sight (the path is in the tooltip),
// statuses follow torque, faults and a lab that goes away, the column
// choice and the names users give survive a new dock and controller, and
// the cameras are listed with their stream state.

#include "app/gui/device_controller.h"
#include "app/gui/devices_dock.h"
#include "app/gui/lab_controller.h"
#include "app/gui/video_controller.h"
#include "devices/common/protocol.h"
#include "widgets/device_tree.h"
#include "support/settings_sandbox.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QTreeView>
#include <QtTest>
#include <limits>
#include <memory>

using loopscope::app::gui::DevicesDock;
using loopscope::app::gui::LabController;
using loopscope::widgets::DeviceTree;
using loopscope::widgets::DeviceTreeEntry;
using loopscope::widgets::DeviceTreeStatus;

namespace {
QImage iconOf(const DeviceTree *tree, const QString &key)
{
    return tree->indexOfKey(key).data(Qt::DecorationRole).value<QIcon>().pixmap(16, 16).toImage();
}

bool scanned(DevicesDock *dock)
{
    dock->scan();
    return QTest::qWaitFor([dock] { return !dock->controller()->scanning(); }, 60000)
           && dock->tree()->actuatorCount() > 0;
}

QString firstActuator(const DeviceTree *tree)
{
    for (int i = 0; i < tree->deviceCount(); ++i)
        if (tree->entry(i).actuator)
            return tree->entry(i).key;
    return {};
}

QString firstEndpointKey(const DeviceTree *tree)
{
    for (int i = 0; i < tree->deviceCount(); ++i)
        if (!tree->entry(i).endpoint.isEmpty())
            return tree->entry(i).key;
    return {};
}
} // namespace

class TestDevicesDock : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_settingsDir.enter(QStringLiteral("loopscope-test-devices-dock")), qPrintable(m_settingsDir.error()));
        loopscope::app::gui::SimLabConfig config;
        config.moteusIds = "1-2";
        config.dynamixelIds = "1-2";
        config.cameraCount = 2;
        config.cameraWidth = 320;
        config.cameraHeight = 240;
        QString error;
        QVERIFY2(m_lab.startSimulator(config, &error), qPrintable(error));
        m_dock = std::make_unique<DevicesDock>(&m_lab, false);
        m_dock->resize(300, 500);
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
        QVERIFY2(scanned(m_dock.get()), qPrintable(m_dock->tree()->statusText()));
    }

    void rowsNameModelIdAndBus()
    {
        DeviceTree *tree = m_dock->tree();
        int servos = 0, network = 0;
        for (int i = 0; i < tree->deviceCount(); ++i) {
            const DeviceTreeEntry e = tree->entry(i);
            const QString text = tree->indexOfKey(e.key).data().toString();
            const QString tip = tree->indexOfKey(e.key).data(Qt::ToolTipRole).toString();
            QVERIFY2(!text.contains('/'), qPrintable(text));
            QVERIFY2(tip.contains(e.address), qPrintable(tip)); // the full path or URL
            if (e.address.startsWith("rtsp:"))
                continue; // cameras: camerasAreDevices
            if (!e.endpoint.isEmpty()) {
                ++network;
                QVERIFY2(text.contains(e.endpoint), qPrintable(text));
                continue;
            }
            ++servos;
            const loopscope::devices::Protocol *protocol =
                loopscope::devices::ProtocolRegistry::instance().find(e.protocol, e.transport);
            QVERIFY(protocol);
            QVERIFY2(text.contains(protocol->namedByModel ? e.model : protocol->title), qPrintable(text));
            QVERIFY2(text.contains(QString("#%1").arg(e.id)), qPrintable(text));
            QVERIFY2(text.contains(protocol->linkTitle), qPrintable(text));
            QVERIFY2(text.contains(e.address.section('@', -1)), qPrintable(text)); // the baud
            QVERIFY2(tip.contains(e.portPath), qPrintable(tip));
        }
        QCOMPARE(servos, 4);
        QCOMPARE(network, 2);
        // Group titles are short: no folders.
        for (int g = 0; g < tree->groupCount(); ++g)
            QVERIFY2(!tree->groupTitle(g).contains(m_lab.ptyLinkDir()), qPrintable(tree->groupTitle(g)));
        // At the dock's default width, nothing to scroll sideways.
        QCoreApplication::processEvents();
        QCOMPARE(tree->view()->horizontalScrollBar()->maximum(), 0);
    }

    void statusFollowsTheDevices()
    {
        DeviceTree *tree = m_dock->tree();
        auto *devices = m_dock->controller();
        const QString key = firstActuator(tree);
        QVERIFY(!key.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(tree->status(key).link, DeviceTreeStatus::Link::Online, 5000);
        QVERIFY(!tree->status(key).torqueOn);
        const QImage online = iconOf(tree, key);

        // Torque on, as the jog panel asks for it: the device reports a motion mode.
        loopscope::devices::Bus *bus = nullptr;
        int index = -1;
        QVERIFY(devices->findActuator(key, &bus, &index));
        loopscope::devices::ActuatorCommand hold;
        hold.mode = loopscope::devices::ControlMode::Position;
        hold.positionDeg = std::numeric_limits<double>::quiet_NaN(); // where it is
        bus->requestTorque(index, true);
        QVERIFY(bus->setSetpoint(index, hold));
        QTRY_VERIFY_WITH_TIMEOUT(tree->status(key).torqueOn, 5000);
        QVERIFY(devices->deviceStatus(key).torqueOn);
        QVERIFY(iconOf(tree, key) != online);
        loopscope::devices::ActuatorCommand stop;
        stop.mode = loopscope::devices::ControlMode::Stopped;
        QVERIFY(bus->setSetpoint(index, stop));
        bus->requestTorque(index, false);
        QTRY_VERIFY_WITH_TIMEOUT(!tree->status(key).torqueOn, 5000);
        QCOMPARE(iconOf(tree, key), online);

        // Others report what they see of a device (here a UDP board, which no bus polls).
        const QString board = firstEndpointKey(tree);
        QVERIFY(!board.isEmpty());
        QCOMPARE(tree->status(board).link, DeviceTreeStatus::Link::Online);
        const QImage boardOnline = iconOf(tree, board);
        devices->setDeviceFault(board, 7, "overheat");
        QVERIFY(tree->status(board).fault);
        QVERIFY(tree->indexOfKey(board).data(Qt::ToolTipRole).toString().contains("overheat"));
        const QImage fault = iconOf(tree, board);
        QVERIFY(fault != boardOnline);
        devices->setDeviceLost(board, "no echo for 2 s");
        QCOMPARE(tree->status(board).link, DeviceTreeStatus::Link::Lost);
        QVERIFY(iconOf(tree, board) != fault && iconOf(tree, board) != boardOnline);
        QVERIFY(tree->indexOfKey(board).data(Qt::ToolTipRole).toString().contains("no echo for 2 s"));
        devices->setDeviceFault(board, 0, {});
        devices->setDeviceOnline(board);
        QCOMPARE(iconOf(tree, board), boardOnline);
    }

    void columnChoiceIsKept()
    {
        QAction *model = m_dock->tree()->columnMenu()->findChild<QAction *>("column_model");
        QVERIFY(model && !model->isChecked());
        model->trigger();
        {
            DevicesDock other(&m_lab, false);
            QCOMPARE(other.tree()->visibleColumns(), QStringList({"model"}));
            QVERIFY(!other.tree()->view()->header()->isSectionHidden(DeviceTree::ColModel));
        }
        model->trigger();
        DevicesDock again(&m_lab, false);
        QVERIFY(again.tree()->visibleColumns().isEmpty());
    }

    void renameIsKeptByIdentity()
    {
        const QString servo = firstActuator(m_dock->tree());
        const QString board = firstEndpointKey(m_dock->tree());
        DeviceTree *tree = m_dock->tree();
        QSignalSpy renamed(m_dock.get(), &DevicesDock::deviceRenamed);
        // Renamed as a user would: select, F2, type, Enter.
        for (const auto &[key, name] : {std::pair{servo, QString("left hip")}, std::pair{board, QString("io board")}}) {
            QVERIFY(tree->selectKey(key));
            tree->view()->setFocus();
            QTest::keyClick(tree->view(), Qt::Key_F2);
            QLineEdit *editor = nullptr;
            QTRY_VERIFY((editor = tree->view()->findChild<QLineEdit *>()) && editor->isVisible());
            editor->setText(name);
            QTest::keyClick(editor, Qt::Key_Return);
            QTRY_VERIFY(!tree->view()->findChild<QLineEdit *>());
        }
        QCOMPARE(renamed.size(), 2);
        QCOMPARE(tree->indexOfKey(servo).data().toString(), QString("left hip"));
        QCOMPARE(m_dock->actuatorTitle(servo), QString("left hip"));

        // A new dock, tree and controller (the old one lets go of the ports
        // first): the names come back after its scan.
        m_dock.reset();
        m_dock = std::make_unique<DevicesDock>(&m_lab, false);
        m_dock->resize(300, 500);
        m_dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_dock.get()));
        QVERIFY2(scanned(m_dock.get()), qPrintable(m_dock->tree()->statusText()));
        tree = m_dock->tree();
        QCOMPARE(tree->indexOfKey(servo).data().toString(), QString("left hip"));
        QCOMPARE(tree->indexOfKey(board).data().toString(), QString("io board"));
        QCOMPARE(m_dock->actuatorTitle(servo), QString("left hip"));
        QCOMPARE(m_dock->userName(board), QString("io board"));
        // Devices nobody renamed keep their labels.
        for (int i = 0; i < tree->deviceCount(); ++i) {
            const DeviceTreeEntry e = tree->entry(i);
            if (e.key != servo && e.key != board)
                QVERIFY2(e.userName.isEmpty(), qPrintable(e.key));
        }
    }

    void camerasAreDevices()
    {
        DeviceTree *tree = m_dock->tree();
        const QStringList urls = m_lab.cameraUrls();
        QCOMPARE(urls.size(), 2);
        const auto cameraGroup = [tree] {
            for (int g = 0; g < tree->groupCount(); ++g)
                if (tree->groupTitle(g) == QLatin1String("Cameras"))
                    return g;
            return -1;
        };
        QVERIFY(cameraGroup() >= 0);
        QCOMPARE(tree->groupDeviceCount(cameraGroup()), 2);
        for (const QString &url : urls) {
            const QModelIndex row = tree->indexOfKey("camera|" + url);
            QVERIFY2(row.isValid(), qPrintable(url));
            QVERIFY(row.data(Qt::ToolTipRole).toString().contains(url));
            QVERIFY(!row.data().toString().contains('/'));
            QCOMPARE(tree->status("camera|" + url).link, DeviceTreeStatus::Link::Unknown);
        }

        // Opened in the video controller: named left and right, online once they play.
        loopscope::app::gui::VideoController video;
        m_dock->setCameraSource(&video);
        QString error;
        QVERIFY2(video.openCameras(urls.at(0), urls.at(1), &error), qPrintable(error));
        const QString left = "camera|" + urls.at(0);
        QVERIFY(tree->indexOfKey(left).data().toString().startsWith("Left camera"));
        QVERIFY(tree->indexOfKey("camera|" + urls.at(1)).data().toString().startsWith("Right camera"));
        QCOMPARE(tree->groupDeviceCount(cameraGroup()), 2); // the same cameras, not listed twice
        QTRY_COMPARE_WITH_TIMEOUT(tree->status(left).link, DeviceTreeStatus::Link::Online, 20000);
        video.closeCameras();
        QCOMPARE(tree->status(left).link, DeviceTreeStatus::Link::Unknown);
        QVERIFY(tree->indexOfKey(left).isValid()); // still the lab's camera
    }

    // Last: the lab goes away and every servo's link is lost.
    void lostWhenTheLabStops()
    {
        DeviceTree *tree = m_dock->tree();
        QStringList servos;
        for (int i = 0; i < tree->deviceCount(); ++i)
            if (tree->entry(i).actuator)
                servos << tree->entry(i).key;
        QCOMPARE(servos.size(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(tree->status(servos.first()).link == DeviceTreeStatus::Link::Online, 5000);
        const QImage online = iconOf(tree, servos.first());
        m_lab.stopSimulator();
        for (const QString &key : std::as_const(servos)) {
            QTRY_COMPARE_WITH_TIMEOUT(tree->status(key).link, DeviceTreeStatus::Link::Lost, 10000);
            QVERIFY(!tree->status(key).linkText.isEmpty());
        }
        QVERIFY(iconOf(tree, servos.first()) != online);
    }

    void cleanupTestCase()
    {
        m_dock.reset();
        m_lab.stopSimulator();
    }

private:
    loopscope::testsupport::SettingsSandbox m_settingsDir;
    LabController m_lab;
    std::unique_ptr<DevicesDock> m_dock;
};

QTEST_MAIN(TestDevicesDock)
#include "test_devices_dock.moc"
