#include "widgets/device_tree.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace loopscope::widgets {

namespace {
enum Column { ColTransport = 0, ColProtocol, ColId, ColModel, ColFirmware, ColAddress, ColRtt, ColCount };
constexpr int kRowRole = Qt::UserRole + 1;   // index into m_entries (devices), -1 for groups
constexpr int kPortRole = Qt::UserRole + 2;  // groups: the port path ("" for UDP)

QString groupKeyOf(const DeviceTreeEntry &e, const QString &port)
{
    return e.transport == QLatin1String("udp") ? QStringLiteral("udp") : e.transport + QLatin1Char('|') + port;
}
} // namespace

DeviceTree::DeviceTree(QWidget *parent) : QWidget(parent)
{
    m_model = new QStandardItemModel(0, ColCount, this);
    m_model->setHorizontalHeaderLabels({tr("Transport"), tr("Protocol"), tr("ID"), tr("Model"), tr("Firmware"),
                                        tr("Address"), tr("Probe RTT")});
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("deviceTreeView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ColTransport, QHeaderView::Interactive);
    m_view->header()->resizeSection(ColTransport, 150);

    m_scanButton = new QPushButton(tr("Scan"), this);
    m_scanButton->setObjectName(QStringLiteral("scanButton"));
    m_scanButton->setToolTip(tr("Scan serial ports, the simulated lab and UDP targets (F5)."));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelScanButton"));
    m_cancelButton->setEnabled(false);
    m_latencyButton = new QPushButton(tr("Set USB latency timer to 1 ms"), this);
    m_latencyButton->setObjectName(QStringLiteral("latencyTimerButton"));
    m_latencyButton->setEnabled(false);
    m_latencyButton->setToolTip(tr("FTDI adapters hold replies up to 16 ms by default; 1 ms suits control loops."));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("scanProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("scanStatus"));
    m_status->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_scanButton);
    buttons->addWidget(m_cancelButton);
    buttons->addStretch(1);
    buttons->addWidget(m_latencyButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_scanButton, &QPushButton::clicked, this, &DeviceTree::scanRequested);
    connect(m_cancelButton, &QPushButton::clicked, this, &DeviceTree::cancelRequested);
    connect(m_latencyButton, &QPushButton::clicked, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (!index.isValid())
            return;
        const QModelIndex group = index.parent().isValid() ? index.parent() : index;
        const QString port = group.siblingAtColumn(0).data(kPortRole).toString();
        if (!port.isEmpty())
            emit latencyTimerFixRequested(port);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DeviceTree::onCurrentChanged);
}

QString DeviceTree::portOf(const QString &address) const
{
    const int at = address.lastIndexOf(QLatin1Char('@'));
    return at > 0 ? address.left(at) : address;
}

QStandardItem *DeviceTree::groupItem(const QString &title, const QString &groupKey)
{
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStandardItem *item = m_model->item(r, 0);
        if (item->data(Qt::UserRole).toString() == groupKey)
            return item;
    }
    auto *item = new QStandardItem(title);
    item->setData(groupKey, Qt::UserRole);
    item->setData(-1, kRowRole);
    QFont bold = item->font();
    bold.setBold(true);
    item->setFont(bold);
    QList<QStandardItem *> row{item};
    for (int c = 1; c < ColCount; ++c) {
        auto *cell = new QStandardItem;
        cell->setData(-1, kRowRole);
        row << cell;
    }
    m_model->appendRow(row);
    return item;
}

void DeviceTree::setEntries(const QList<DeviceTreeEntry> &entries, const QList<DeviceTreePort> &ports)
{
    const QString previous = selectedKey();
    m_ports = ports;
    m_model->removeRows(0, m_model->rowCount());

    // Tree order: UDP devices first, then each serial bus in the order found.
    QList<DeviceTreeEntry> ordered;
    for (const DeviceTreeEntry &e : entries)
        if (e.transport == QLatin1String("udp"))
            ordered << e;
    for (const DeviceTreeEntry &e : entries)
        if (e.transport != QLatin1String("udp"))
            ordered << e;
    QList<DeviceTreeEntry> inTree;
    QStringList groupOrder;
    for (const DeviceTreeEntry &e : ordered) {
        const QString key = groupKeyOf(e, portOf(e.address));
        if (!groupOrder.contains(key))
            groupOrder << key;
    }
    for (const QString &groupKey : groupOrder)
        for (const DeviceTreeEntry &e : ordered)
            if (groupKeyOf(e, portOf(e.address)) == groupKey)
                inTree << e;
    m_entries = inTree;

    for (int i = 0; i < m_entries.size(); ++i) {
        const DeviceTreeEntry &e = m_entries[i];
        const QString port = portOf(e.address);
        const bool udp = e.transport == QLatin1String("udp");
        QString title = udp ? tr("UDP echo devices") : tr("%1 bus on %2").arg(e.protocol, e.address);
        const DeviceTreePort *portInfo = nullptr;
        for (const DeviceTreePort &p : m_ports)
            if (p.path == port)
                portInfo = &p;
        if (portInfo && portInfo->latencyTimerMs >= 0)
            title += tr(" — USB latency timer %1 ms").arg(portInfo->latencyTimerMs);
        QStandardItem *group = groupItem(title, groupKeyOf(e, port));
        group->setData(udp ? QString() : port, kPortRole);
        if (portInfo && !portInfo->note.isEmpty())
            group->setToolTip(portInfo->note);

        QList<QStandardItem *> row;
        row << new QStandardItem(e.transport) << new QStandardItem(e.protocol)
            << new QStandardItem(e.id >= 0 ? QString::number(e.id) : QString()) << new QStandardItem(e.model)
            << new QStandardItem(e.firmware) << new QStandardItem(e.address)
            << new QStandardItem(e.rttMs >= 0 ? tr("%1 ms").arg(QLocale().toString(e.rttMs, 'f', 2))
                                              : tr("–"));
        for (QStandardItem *cell : row) {
            cell->setData(i, kRowRole);
            cell->setToolTip(e.actuator ? tr("%1 — select to open its jog panel").arg(e.name) : e.name);
        }
        row[ColRtt]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        group->appendRow(row);
    }
    for (int g = 0; g < m_model->rowCount(); ++g)
        m_view->setFirstColumnSpanned(g, QModelIndex(), true); // group titles use the whole width
    m_view->expandAll();
    if (!previous.isEmpty())
        selectKey(previous);
}

void DeviceTree::setScanning(bool scanning)
{
    m_scanButton->setEnabled(!scanning);
    m_cancelButton->setEnabled(scanning);
    m_progress->setVisible(scanning);
    if (scanning) {
        m_progress->setValue(0);
        m_status->setText(tr("Scanning…"));
    }
}

void DeviceTree::setProgress(double fraction, const QString &text)
{
    m_progress->setValue(int(std::clamp(fraction, 0.0, 1.0) * 1000));
    if (!text.isEmpty())
        m_status->setText(text);
}

void DeviceTree::setStatusText(const QString &text)
{
    m_status->setText(text);
}

QString DeviceTree::statusText() const
{
    return m_status->text();
}

DeviceTreeEntry DeviceTree::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row] : DeviceTreeEntry{};
}

DeviceInfo DeviceTree::device(int row) const
{
    const DeviceTreeEntry e = entry(row);
    DeviceInfo info;
    info.name = e.name;
    info.model = e.model;
    info.serial = e.serial;
    info.firmware = e.firmware;
    info.endpoint = e.endpoint;
    info.rttMs = e.rttMs;
    return info;
}

int DeviceTree::actuatorCount() const
{
    return int(std::count_if(m_entries.begin(), m_entries.end(), [](const DeviceTreeEntry &e) { return e.actuator; }));
}

int DeviceTree::groupCount() const
{
    return m_model->rowCount();
}

QString DeviceTree::groupTitle(int group) const
{
    QStandardItem *item = m_model->item(group, 0);
    return item ? item->text() : QString();
}

int DeviceTree::groupDeviceCount(int group) const
{
    QStandardItem *item = m_model->item(group, 0);
    return item ? item->rowCount() : 0;
}

QString DeviceTree::selectedEndpoint() const
{
    return entry(m_view->currentIndex().data(kRowRole).toInt()).endpoint;
}

QString DeviceTree::selectedKey() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? entry(index.data(kRowRole).toInt()).key : QString();
}

bool DeviceTree::selectEndpoint(const QString &endpoint)
{
    if (endpoint.isEmpty())
        return false;
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].endpoint == endpoint)
            return selectKey(m_entries[i].key);
    return false;
}

bool DeviceTree::selectKey(const QString &key)
{
    if (key.isEmpty())
        return false;
    for (int g = 0; g < m_model->rowCount(); ++g) {
        QStandardItem *group = m_model->item(g, 0);
        for (int r = 0; r < group->rowCount(); ++r) {
            const int row = group->child(r, 0)->data(kRowRole).toInt();
            if (entry(row).key == key) {
                const QModelIndex index = m_model->indexFromItem(group->child(r, 0));
                m_view->setCurrentIndex(index);
                m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
                return true;
            }
        }
    }
    return false;
}

void DeviceTree::onCurrentChanged()
{
    const QModelIndex index = m_view->currentIndex();
    const QModelIndex group = index.parent().isValid() ? index.parent() : index;
    const QString port = group.isValid() ? group.siblingAtColumn(0).data(kPortRole).toString() : QString();
    bool usb = false;
    for (const DeviceTreePort &p : std::as_const(m_ports))
        usb = usb || (p.path == port && p.latencyTimerMs >= 0);
    m_latencyButton->setEnabled(usb);
    if (!index.isValid() || index.data(kRowRole).toInt() < 0)
        return;
    const DeviceTreeEntry e = entry(index.data(kRowRole).toInt());
    if (!e.endpoint.isEmpty())
        emit endpointSelected(e.endpoint);
    if (e.actuator)
        emit actuatorSelected(e.key);
}

} // namespace loopscope::widgets
