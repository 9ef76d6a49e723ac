#pragma once
// The devices found on the bench: name, model, serial, firmware, endpoint and
// the discovery round-trip time. A view only: the app runs discovery and hands
// the results in; selecting a device emits its endpoint ("HOST:PORT").

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;
class QStandardItemModel;
class QTreeView;

namespace loopscope::widgets {

struct DeviceInfo
{
    QString name;
    QString model;
    QString serial;
    QString firmware;
    QString endpoint;  // "127.0.0.1:7000"
    double rttMs = -1; // discovery round trip; < 0 when unknown
};

class DeviceList : public QWidget
{
    Q_OBJECT
public:
    explicit DeviceList(QWidget *parent = nullptr);

    void setDevices(const QList<DeviceInfo> &devices);
    // Shows "Scanning…" and disables the Scan button while a scan runs.
    void setScanning(bool scanning);
    // A line under the list (errors of the last scan, or how many were found).
    void setStatusText(const QString &text);

    int deviceCount() const;
    DeviceInfo device(int row) const;
    QString selectedEndpoint() const;
    // Selects the device with that endpoint; false when it is not listed.
    bool selectEndpoint(const QString &endpoint);
    QTreeView *view() const { return m_view; }

signals:
    void endpointSelected(const QString &endpoint);
    void scanRequested();

private:
    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_scanButton = nullptr;
    QLabel *m_status = nullptr;
    QList<DeviceInfo> m_devices;
};

} // namespace loopscope::widgets
