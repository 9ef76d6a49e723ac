#include "widgets/device_list.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace loopscope::widgets {

namespace {
enum Column { Name, Endpoint, Rtt, Model, Serial, Firmware, ColumnCount };
}

DeviceList::DeviceList(QWidget *parent) : QWidget(parent)
{
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_model->setHorizontalHeaderLabels(
        {tr("Name"), tr("Endpoint"), tr("RTT (ms)"), tr("Model"), tr("Serial"), tr("Firmware")});

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("deviceView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && current.row() < m_devices.size())
                    emit endpointSelected(m_devices.at(current.row()).endpoint);
            });

    m_scanButton = new QPushButton(tr("Scan"), this);
    m_scanButton->setObjectName(QStringLiteral("scanButton"));
    m_scanButton->setToolTip(tr("Look for devices again (F5)"));
    connect(m_scanButton, &QPushButton::clicked, this, &DeviceList::scanRequested);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("deviceStatus"));
    m_status->setWordWrap(true);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_scanButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addLayout(bar);
}

void DeviceList::setDevices(const QList<DeviceInfo> &devices)
{
    const QString previous = selectedEndpoint();
    m_devices = devices;
    m_model->removeRows(0, m_model->rowCount());
    for (const DeviceInfo &device : devices) {
        QList<QStandardItem *> row;
        auto *rtt = new QStandardItem(device.rttMs >= 0 ? QLocale().toString(device.rttMs, 'f', 3)
                                                        : QStringLiteral("–"));
        rtt->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row << new QStandardItem(device.name) << new QStandardItem(device.endpoint) << rtt
            << new QStandardItem(device.model) << new QStandardItem(device.serial)
            << new QStandardItem(device.firmware);
        m_model->appendRow(row);
    }
    if (!previous.isEmpty())
        selectEndpoint(previous);
}

void DeviceList::setScanning(bool scanning)
{
    m_scanButton->setEnabled(!scanning);
    if (scanning)
        m_status->setText(tr("Scanning…"));
}

void DeviceList::setStatusText(const QString &text)
{
    m_status->setText(text);
}

int DeviceList::deviceCount() const
{
    return static_cast<int>(m_devices.size());
}

DeviceInfo DeviceList::device(int row) const
{
    return m_devices.value(row);
}

QString DeviceList::selectedEndpoint() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid() || current.row() >= m_devices.size())
        return {};
    return m_devices.at(current.row()).endpoint;
}

bool DeviceList::selectEndpoint(const QString &endpoint)
{
    for (int row = 0; row < m_devices.size(); ++row) {
        if (m_devices.at(row).endpoint == endpoint) {
            m_view->selectionModel()->setCurrentIndex(
                m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            return true;
        }
    }
    return false;
}

} // namespace loopscope::widgets
