#include "widgets/device_tree.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace loopscope::widgets {

namespace {
constexpr int kRowRole = Qt::UserRole + 1;   // index into m_entries (devices), -1 for groups
constexpr int kGroupRole = Qt::UserRole + 2; // groups: the group key
constexpr int kEditRole = Qt::UserRole + 4;  // the Device cell: the text the name editor starts with
constexpr int kPortRole = Qt::UserRole + 5;  // groups: the port path ("" when none)

const char *const kColumnIds[DeviceTree::ColCount] = {"device", "bus",  "protocol", "id",
                                                      "model",  "firmware", "path", "rtt"};

// The name editor of the Device column: starts with the user's name (or the
// label) and hands the result to the tree instead of writing the model.
class NameDelegate : public QStyledItemDelegate
{
public:
    NameDelegate(std::function<void(const QModelIndex &, const QString &)> edited, QObject *parent)
        : QStyledItemDelegate(parent), m_edited(std::move(edited))
    {
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            line->setText(index.data(kEditRole).toString());
            line->selectAll();
        }
    }

    void setModelData(QWidget *editor, QAbstractItemModel *, const QModelIndex &index) const override
    {
        if (auto *line = qobject_cast<QLineEdit *>(editor))
            m_edited(index, line->text());
    }

private:
    std::function<void(const QModelIndex &, const QString &)> m_edited;
};

QString groupKeyOf(const DeviceTreeEntry &e)
{
    return e.group.isEmpty() ? e.transport + QLatin1Char('|') + e.portPath : e.group;
}
} // namespace

DeviceTree::DeviceTree(QWidget *parent) : QWidget(parent)
{
    m_model = new QStandardItemModel(0, ColCount, this);
    m_model->setHorizontalHeaderLabels({tr("Device"), tr("Bus"), tr("Protocol"), tr("ID"), tr("Model"),
                                        tr("Firmware / serial"), tr("Path"), tr("Probe RTT")});
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("deviceTreeView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers); // F2 and the context menu rename
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setItemDelegateForColumn(ColDevice,
                                     new NameDelegate([this](const QModelIndex &index, const QString &text) {
                                         onEdited(index, text);
                                     }, m_view));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->installEventFilter(this);
    QHeaderView *header = m_view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ColDevice, QHeaderView::Stretch); // elides instead of scrolling
    header->setSectionResizeMode(ColPath, QHeaderView::Interactive);
    header->resizeSection(ColPath, 180);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    buildColumnMenu();
    setVisibleColumns({});

    m_scanButton = new QPushButton(tr("Scan"), this);
    m_scanButton->setObjectName(QStringLiteral("scanButton"));
    m_scanButton->setToolTip(tr("Scan serial ports, the simulated lab and UDP targets (F5)."));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelScanButton"));
    m_cancelButton->setEnabled(false);
    m_latencyButton = new QPushButton(tr("USB latency 1 ms"), this);
    m_latencyButton->setObjectName(QStringLiteral("latencyTimerButton"));
    m_latencyButton->setEnabled(false);
    m_latencyButton->setToolTip(tr("Set the USB latency timer of the selected bus's port to 1 ms. FTDI adapters "
                                   "hold replies up to 16 ms by default; 1 ms suits control loops."));
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
    connect(m_view, &QWidget::customContextMenuRequested, this, &DeviceTree::showContextMenu);
    connect(header, &QWidget::customContextMenuRequested, this,
            [this, header](const QPoint &pos) { m_columnMenu->popup(header->mapToGlobal(pos)); });
}

DeviceTree::~DeviceTree()
{
    // An open name editor commits when the view closes it: ignore that now
    // (the tree's members and whoever listens may be gone already).
    m_closing = true;
    blockSignals(true);
    delete m_view;
    m_view = nullptr;
}

// ------------------------------------------------------------------ columns

QStringList DeviceTree::columnIds()
{
    QStringList ids;
    for (const char *id : kColumnIds)
        ids << QString::fromLatin1(id);
    return ids;
}

void DeviceTree::buildColumnMenu()
{
    m_columnMenu = new QMenu(tr("Columns"), this);
    m_columnMenu->setObjectName(QStringLiteral("deviceColumnMenu"));
    for (int c = ColBus; c < ColCount; ++c) {
        QAction *action = m_columnMenu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setObjectName(QStringLiteral("column_") + QString::fromLatin1(kColumnIds[c]));
        action->setCheckable(true);
        action->setData(c);
        connect(action, &QAction::toggled, this, [this, c](bool on) {
            m_view->header()->setSectionHidden(c, !on);
            emit columnsChanged(visibleColumns());
        });
    }
}

QStringList DeviceTree::visibleColumns() const
{
    QStringList ids;
    for (int c = ColBus; c < ColCount; ++c)
        if (!m_view->header()->isSectionHidden(c))
            ids << QString::fromLatin1(kColumnIds[c]);
    return ids;
}

void DeviceTree::setVisibleColumns(const QStringList &ids)
{
    for (QAction *action : m_columnMenu->actions()) {
        const int c = action->data().toInt();
        const bool on = ids.contains(QString::fromLatin1(kColumnIds[c]));
        const QSignalBlocker quiet(action);
        action->setChecked(on);
        m_view->header()->setSectionHidden(c, !on);
    }
}

// ------------------------------------------------------------------ rows

QStandardItem *DeviceTree::groupItem(const DeviceTreeEntry &e)
{
    const QString key = groupKeyOf(e);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStandardItem *item = m_model->item(r, 0);
        if (item->data(kGroupRole).toString() == key)
            return item;
    }
    QString title = e.groupTitle.isEmpty() ? key : e.groupTitle;
    QStringList tip{title};
    if (!e.portPath.isEmpty()) {
        tip << tr("Port: %1").arg(e.portPath);
        for (const DeviceTreePort &p : std::as_const(m_ports)) {
            if (p.path != e.portPath)
                continue;
            if (p.latencyTimerMs >= 0)
                title = tr("%1 — USB latency timer %2 ms").arg(title).arg(p.latencyTimerMs);
            if (!p.note.isEmpty())
                tip << p.note;
            if (!p.error.isEmpty())
                tip << p.error;
        }
    }
    auto *item = new QStandardItem(title);
    item->setData(key, kGroupRole);
    item->setData(e.portPath, kPortRole);
    item->setData(-1, kRowRole);
    item->setToolTip(tip.join(QLatin1Char('\n')));
    item->setEditable(false);
    QFont bold = item->font();
    bold.setBold(true);
    item->setFont(bold);
    QList<QStandardItem *> row{item};
    for (int c = 1; c < ColCount; ++c) {
        auto *cell = new QStandardItem;
        cell->setData(-1, kRowRole);
        cell->setEditable(false);
        row << cell;
    }
    m_model->appendRow(row);
    return item;
}

void DeviceTree::setEntries(const QList<DeviceTreeEntry> &entries, const QList<DeviceTreePort> &ports)
{
    m_devices = entries;
    m_ports = ports;
    rebuild();
}

void DeviceTree::setCameras(const QList<DeviceTreeEntry> &cameras)
{
    m_cameras = cameras;
    rebuild();
}

void DeviceTree::rebuild()
{
    const QString previous = selectedKey();
    m_model->removeRows(0, m_model->rowCount());

    // Tree order: groups in the order their first device comes, cameras last.
    QStringList groupOrder;
    for (const DeviceTreeEntry &e : std::as_const(m_devices))
        if (!groupOrder.contains(groupKeyOf(e)))
            groupOrder << groupKeyOf(e);
    m_entries.clear();
    for (const QString &groupKey : std::as_const(groupOrder))
        for (const DeviceTreeEntry &e : std::as_const(m_devices))
            if (groupKeyOf(e) == groupKey)
                m_entries << e;
    m_entries << m_cameras;

    for (int i = 0; i < m_entries.size(); ++i) {
        const DeviceTreeEntry &e = m_entries[i];
        QStandardItem *group = groupItem(e);
        QString firmware = e.firmware;
        if (!e.serial.isEmpty())
            firmware = firmware.isEmpty() ? e.serial : tr("%1 · %2").arg(firmware, e.serial);
        QList<QStandardItem *> row;
        row << new QStandardItem << new QStandardItem(e.bus) << new QStandardItem(e.protocol)
            << new QStandardItem(e.id >= 0 ? QString::number(e.id) : QString()) << new QStandardItem(e.model)
            << new QStandardItem(firmware) << new QStandardItem(e.address)
            << new QStandardItem(e.rttMs >= 0 ? tr("%1 ms").arg(QLocale().toString(e.rttMs, 'f', 2)) : tr("–"));
        for (QStandardItem *cell : row) {
            cell->setData(i, kRowRole);
            cell->setData(e.key, KeyRole);
            cell->setEditable(false);
        }
        row[ColDevice]->setEditable(true);
        row[ColRtt]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        group->appendRow(row);
        refreshRow(i);
    }
    for (int g = 0; g < m_model->rowCount(); ++g)
        m_view->setFirstColumnSpanned(g, QModelIndex(), true); // group titles use the whole width
    m_view->expandAll();
    if (!previous.isEmpty())
        selectKey(previous);
}

void DeviceTree::refreshRow(int row)
{
    if (row < 0 || row >= m_entries.size())
        return;
    const DeviceTreeEntry &e = m_entries[row];
    const QModelIndex index = indexOfKey(e.key);
    QStandardItem *item = m_model->itemFromIndex(index);
    if (!item)
        return;
    item->setText(e.shownName());
    item->setData(e.userName.isEmpty() ? e.label : e.userName, kEditRole);
    item->setIcon(deviceStatusIcon(m_statuses.value(e.key)));
    const QString tip = toolTipOf(e);
    const QModelIndex first = index.siblingAtColumn(0);
    for (int c = 0; c < ColCount; ++c)
        if (QStandardItem *cell = m_model->itemFromIndex(first.siblingAtColumn(c)))
            cell->setToolTip(tip);
}

QString DeviceTree::statusTextOf(const DeviceTreeStatus &status) const
{
    QStringList parts;
    switch (status.link) {
    case DeviceTreeStatus::Link::Unknown:
        parts << (status.linkText.isEmpty() ? tr("Not heard from since the scan") : status.linkText);
        break;
    case DeviceTreeStatus::Link::Online: parts << tr("Online"); break;
    case DeviceTreeStatus::Link::Lost:
        parts << (status.linkText.isEmpty() ? tr("Link lost") : tr("Link lost: %1").arg(status.linkText));
        break;
    }
    if (status.fault)
        parts << (status.faultText.isEmpty() ? tr("Fault") : tr("Fault: %1").arg(status.faultText));
    if (status.torqueOn)
        parts << tr("Torque on");
    return parts.join(QStringLiteral(" · "));
}

QString DeviceTree::toolTipOf(const DeviceTreeEntry &e) const
{
    QStringList lines;
    if (!e.userName.isEmpty())
        lines << e.userName;
    if (!e.label.isEmpty())
        lines << e.label;
    if (!e.address.isEmpty())
        lines << tr("Path: %1").arg(e.address);
    if (!e.model.isEmpty())
        lines << tr("Model: %1").arg(e.model);
    if (!e.firmware.isEmpty())
        lines << tr("Firmware: %1").arg(e.firmware);
    if (!e.serial.isEmpty())
        lines << tr("Serial number: %1").arg(e.serial);
    if (e.rttMs >= 0)
        lines << tr("Probe round trip: %1 ms").arg(QLocale().toString(e.rttMs, 'f', 2));
    lines << statusTextOf(m_statuses.value(e.key));
    if (e.actuator)
        lines << tr("Select to open its jog panel.");
    lines << tr("F2 renames it.");
    return lines.join(QLatin1Char('\n'));
}

void DeviceTree::setStatus(const QString &key, const DeviceTreeStatus &status)
{
    if (m_statuses.value(key) == status && m_statuses.contains(key))
        return;
    m_statuses.insert(key, status);
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].key == key)
            refreshRow(i);
}

DeviceTreeStatus DeviceTree::status(const QString &key) const
{
    return m_statuses.value(key);
}

void DeviceTree::setUserName(const QString &key, const QString &name)
{
    const auto rename = [&](QList<DeviceTreeEntry> &list) {
        for (DeviceTreeEntry &e : list)
            if (e.key == key)
                e.userName = name;
    };
    rename(m_devices);
    rename(m_cameras);
    rename(m_entries);
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].key == key)
            refreshRow(i);
}

void DeviceTree::renameCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid() || index.data(kRowRole).toInt() < 0)
        return;
    m_view->edit(index.siblingAtColumn(ColDevice));
}

void DeviceTree::onEdited(const QModelIndex &index, const QString &text)
{
    if (m_closing)
        return;
    const int row = index.data(kRowRole).toInt();
    if (row < 0 || row >= m_entries.size())
        return;
    const DeviceTreeEntry e = m_entries[row];
    QString name = text.simplified();
    if (name == e.label)
        name.clear(); // typing the label back means no name of its own
    if (name == e.userName) {
        refreshRow(row); // the model was not written; show the name again
        return;
    }
    setUserName(e.key, name);
    emit renamed(e.key, name);
}

bool DeviceTree::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_F2) { // an open editor has the keys itself
        renameCurrent();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void DeviceTree::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid() || index.data(kRowRole).toInt() < 0)
        return;
    m_view->setCurrentIndex(index);
    const DeviceTreeEntry e = entry(index.data(kRowRole).toInt());
    QMenu menu(this);
    QAction *rename = menu.addAction(tr("Rename…"), this, &DeviceTree::renameCurrent);
    rename->setShortcut(QKeySequence(Qt::Key_F2)); // shown only; the view handles the key
    if (!e.userName.isEmpty()) {
        menu.addAction(tr("Use the name “%1” again").arg(e.label), this, [this, key = e.key] {
            setUserName(key, {});
            emit renamed(key, {});
        });
    }
    menu.addSeparator();
    menu.addMenu(m_columnMenu);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

// ------------------------------------------------------------------ scan controls

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

// ------------------------------------------------------------------ lookups

DeviceTreeEntry DeviceTree::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries[row] : DeviceTreeEntry{};
}

DeviceInfo DeviceTree::device(int row) const
{
    const DeviceTreeEntry e = entry(row);
    DeviceInfo info;
    info.name = e.shownName();
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

QString DeviceTree::groupToolTip(int group) const
{
    QStandardItem *item = m_model->item(group, 0);
    return item ? item->toolTip() : QString();
}

int DeviceTree::groupDeviceCount(int group) const
{
    QStandardItem *item = m_model->item(group, 0);
    return item ? item->rowCount() : 0;
}

QModelIndex DeviceTree::indexOfKey(const QString &key, int column) const
{
    if (key.isEmpty())
        return {};
    for (int g = 0; g < m_model->rowCount(); ++g) {
        QStandardItem *group = m_model->item(g, 0);
        for (int r = 0; r < group->rowCount(); ++r)
            if (group->child(r, 0)->data(KeyRole).toString() == key)
                return m_model->indexFromItem(group->child(r, column));
    }
    return {};
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
    for (const DeviceTreeEntry &e : std::as_const(m_entries))
        if (e.endpoint == endpoint)
            return selectKey(e.key);
    return false;
}

bool DeviceTree::selectKey(const QString &key)
{
    const QModelIndex index = indexOfKey(key);
    if (!index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    return true;
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
