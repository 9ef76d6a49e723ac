#pragma once
// Every device found on the bench in ONE tree, grouped by transport and bus:
// "UDP echo" devices, then each serial bus (moteus over fdcanusb, Dynamixel
// 2.0 ...) with its actuators. Columns: transport, protocol, ID, model,
// firmware, address, probe round trip. A serial group shows its port's USB
// latency timer (ttyUSB) with an action to set it to 1 ms. Scan / Cancel
// buttons and a progress bar for the running scan. A view: the app scans and
// hands the results in.


#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
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
    QString name;       // display name
    QString transport;  // "udp", "fdcanusb", "dynamixel-serial", ...
    QString protocol;   // "udp-echo", "moteus", "dynamixel2"
    int id = -1;
    QString model;
    QString firmware;
    QString address;    // "/dev/pts/3@921600" or "127.0.0.1:7000"
    QString serial;     // UDP echo devices
    double rttMs = -1;
    bool actuator = false; // opens a jog panel when selected
    QString endpoint;   // UDP echo: "HOST:PORT" for the benchmark target
};

struct DeviceTreePort
{
    QString path;            // the port, as in DeviceTreeEntry::address before '@'
    int latencyTimerMs = -1; // ttyUSB; -1: none / unknown
    QString note;
    QString error;
};

class DeviceTree : public QWidget
{
    Q_OBJECT
public:
    explicit DeviceTree(QWidget *parent = nullptr);

    void setEntries(const QList<DeviceTreeEntry> &entries, const QList<DeviceTreePort> &ports = {});
    void setScanning(bool scanning);
    void setProgress(double fraction, const QString &text);
    void setStatusText(const QString &text);
    QString statusText() const;

    // Devices in tree order (groups in order, devices in each group).
    int deviceCount() const { return int(m_entries.size()); }
    DeviceTreeEntry entry(int row) const;
    DeviceInfo device(int row) const; // the UDP echo view of entry(row)
    int actuatorCount() const;
    int groupCount() const;
    QString groupTitle(int group) const;
    int groupDeviceCount(int group) const;

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

private:
    QStandardItem *groupItem(const QString &title, const QString &groupKey);
    void onCurrentChanged();
    QString portOf(const QString &address) const;

    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_scanButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_latencyButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QList<DeviceTreeEntry> m_entries;
    QList<DeviceTreePort> m_ports;
};

} // namespace loopscope::widgets
