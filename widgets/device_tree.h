#pragma once
// Every device on the bench in ONE tree, as people name them: a row per
// device ("moteus #1 · fdcanusb · 921600", or the name the user gave it)
// with a status icon (online, fault, lost, torque on), grouped by bus under
// a short title (the port's name; the full path is in the tooltip), the
// cameras in a group of their own. The first column stretches and elides;
// more columns (bus, protocol, ID, model, firmware/serial, path, probe round
// trip) are chosen from the header's context menu. F2 or the context menu
// renames a device. A serial group shows its port's USB latency timer
// (ttyUSB) with an action to set it to 1 ms. Scan / Cancel buttons and a
// progress bar for the running scan. A view: the app scans, keeps the
// names and the column choice, and hands everything in.

#include "widgets/device_status_icon.h"

#include <QHash>
#include <QList>
#include <QModelIndex>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace loopscope::widgets {

// The UDP echo view of a device: what the benchmark form needs of it.
struct DeviceInfo
{
    QString name;
    QString model;
    QString serial;
    QString firmware;
    QString endpoint;  // "127.0.0.1:7000"
    double rttMs = -1; // discovery round trip; < 0 when unknown
};

struct DeviceTreeEntry
{
    QString key;        // unique key ("protocol|address|id")
    QString name;       // the long name, for the tooltip ("moteus #1 on /dev/pts/3@921600 (fdcanusb)")
    QString label;      // the row as people say it: "moteus #1 · fdcanusb · 921600"
    QString userName;   // the user's own name ("" = none): shown instead of label
    QString group;      // the bus it is on: rows with the same group are listed together
    QString groupTitle; // "moteus on ttyACM0", "UDP echo devices", "Cameras"
    QString portPath;   // the group's serial port ("" = none): its USB latency timer
    QString bus;        // the Bus column: "ttyACM0 · 921600", "127.0.0.1:7000"
    QString transport;  // "udp", "fdcanusb", "dynamixel-serial", "rtsp", ...
    QString protocol;   // "udp-echo", "moteus", "dynamixel2"
    int id = -1;
    QString model;
    QString firmware;
    QString serial;
    QString address;    // "/dev/pts/3@921600", "127.0.0.1:7000", a camera's URL: the Path column
    double rttMs = -1;
    bool actuator = false; // opens a jog panel when selected
    QString endpoint;   // UDP echo: "HOST:PORT" for the benchmark target

    QString shownName() const { return !userName.isEmpty() ? userName : !label.isEmpty() ? label : name; }
};

struct DeviceTreePort
{
    QString path;            // the port, as in DeviceTreeEntry::portPath
    int latencyTimerMs = -1; // ttyUSB; -1: none / unknown
    QString note;
    QString error;
};

class DeviceTree : public QWidget
{
    Q_OBJECT
public:
    // The columns; Device is always shown, the others are chosen.
    enum Column { ColDevice = 0, ColBus, ColProtocol, ColId, ColModel, ColFirmware, ColPath, ColRtt, ColCount };
    // The data role of a device row's cells holding the row's key.
    static constexpr int KeyRole = Qt::UserRole + 3;

    explicit DeviceTree(QWidget *parent = nullptr);
    ~DeviceTree() override;

    // The devices a scan found (replaces the previous ones; names and
    // statuses by key are kept). Groups in the order their first device comes.
    void setEntries(const QList<DeviceTreeEntry> &entries, const QList<DeviceTreePort> &ports = {});
    // The cameras, listed after the devices (replaces the previous cameras).
    void setCameras(const QList<DeviceTreeEntry> &cameras);
    void setScanning(bool scanning);
    void setProgress(double fraction, const QString &text);
    void setStatusText(const QString &text);
    QString statusText() const;

    // Status of a device or camera by key: its icon and tooltip follow.
    void setStatus(const QString &key, const DeviceTreeStatus &status);
    DeviceTreeStatus status(const QString &key) const;
    // A device's own name ("" = back to its label); emits nothing.
    void setUserName(const QString &key, const QString &name);
    // Opens the name editor on the current device row (F2 does this too).
    void renameCurrent();

    // Column choice by stable ids ("bus", "protocol", "id", "model",
    // "firmware", "path", "rtt"); the Device column is always shown.
    static QStringList columnIds();
    QStringList visibleColumns() const;
    void setVisibleColumns(const QStringList &ids);
    QMenu *columnMenu() const { return m_columnMenu; } // the header's context menu

    // Devices in tree order (groups in order, devices in each group), cameras last.
    int deviceCount() const { return int(m_entries.size()); }
    DeviceTreeEntry entry(int row) const;
    DeviceInfo device(int row) const; // the UDP echo view of entry(row)
    int actuatorCount() const;
    int groupCount() const;
    QString groupTitle(int group) const;
    QString groupToolTip(int group) const;
    int groupDeviceCount(int group) const;
    // The cell of a device row (invalid when there is no such key).
    QModelIndex indexOfKey(const QString &key, int column = ColDevice) const;

    QString selectedEndpoint() const;
    QString selectedKey() const;
    bool selectEndpoint(const QString &endpoint);
    bool selectKey(const QString &key);
    QTreeView *view() const { return m_view; }

signals:
    void endpointSelected(const QString &endpoint);
    void actuatorSelected(const QString &key);
    void scanRequested();
    void cancelRequested();
    void latencyTimerFixRequested(const QString &portPath);
    // The user named a device (name "" = the name was cleared).
    void renamed(const QString &key, const QString &name);
    // The user showed or hid a column.
    void columnsChanged(const QStringList &visibleIds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QStandardItem *groupItem(const DeviceTreeEntry &e);
    void rebuild();
    void refreshRow(int row);
    QString toolTipOf(const DeviceTreeEntry &e) const;
    QString statusTextOf(const DeviceTreeStatus &status) const;
    void onCurrentChanged();
    void onEdited(const QModelIndex &index, const QString &text);
    void showContextMenu(const QPoint &pos);
    void buildColumnMenu();

    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_scanButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_latencyButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QMenu *m_columnMenu = nullptr;
    QList<DeviceTreeEntry> m_devices;
    QList<DeviceTreeEntry> m_cameras;
    QList<DeviceTreeEntry> m_entries; // tree order
    QList<DeviceTreePort> m_ports;
    QHash<QString, DeviceTreeStatus> m_statuses;
    bool m_closing = false;
};

} // namespace loopscope::widgets
