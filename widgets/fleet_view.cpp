#include "widgets/fleet_view.h"

#include "core/experiment/experiment.h"
#include "widgets/elided_label.h"
#include "widgets/experiment_form.h"
#include "widgets/live_run_view.h"
#include "widgets/percentile_chart.h"
#include "widgets/run_list_model.h"

#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonValue>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace loopscope::widgets {

namespace {

QString stateWords(const QString &state)
{
    // The protocol's words, as the person reads them.
    static const std::map<QString, const char *> words{
        {QStringLiteral("online"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "online")},
        {QStringLiteral("busy"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "busy")},
        {QStringLiteral("offline"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "offline")},
        {QStringLiteral("dispatched"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "dispatched")},
        {QStringLiteral("waiting"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "waiting for the peer")},
        {QStringLiteral("accepted"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "running")},
        {QStringLiteral("collecting"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "collecting")},
        {QStringLiteral("refused"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "refused")},
        {QStringLiteral("finished"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "finished")},
        {QStringLiteral("stopped"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "stopped")},
        {QStringLiteral("failed"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "failed")},
        {QStringLiteral("interrupted"), QT_TRANSLATE_NOOP("loopscope::widgets::FleetView", "interrupted")},
    };
    const auto it = words.find(state);
    return it == words.end() ? state : FleetView::tr(it->second);
}

QString agoText(qint64 ms)
{
    if (ms <= 0)
        return QStringLiteral("-");
    const qint64 s = std::max<qint64>(0, (QDateTime::currentMSecsSinceEpoch() - ms) / 1000);
    if (s < 2)
        return FleetView::tr("now");
    if (s < 120)
        return FleetView::tr("%1 s ago").arg(s);
    return FleetView::tr("%1 min ago").arg(s / 60);
}

QString jsonText(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isUndefined() || v.isNull())
        return QStringLiteral("-");
    return QStringLiteral("…");
}

QTableWidgetItem *readOnlyItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

// Returns whether the cell was empty before (a new column width may be due).
bool setCell(QTableWidget *table, int row, int column, const QString &text, const QString &tip = {})
{
    QTableWidgetItem *item = table->item(row, column);
    const bool wasEmpty = !item || item->text().isEmpty();
    if (!item) {
        item = readOnlyItem(text);
        table->setItem(row, column, item);
    } else if (item->text() != text) {
        item->setText(text);
    }
    if (item->toolTip() != tip)
        item->setToolTip(tip);
    return wasEmpty && !text.isEmpty();
}

QLineEdit *fileEdit(QWidget *parent, QGridLayout *grid, int row, int column, const QString &label,
                    const QString &tip)
{
    auto *edit = new QLineEdit(parent);
    edit->setToolTip(tip);
    edit->setClearButtonEnabled(true);
    auto *browse = new QToolButton(parent);
    browse->setText(QStringLiteral("…"));
    browse->setToolTip(FleetView::tr("Choose the file"));
    QObject::connect(browse, &QToolButton::clicked, edit, [edit, label] {
        const QString file = QFileDialog::getOpenFileName(edit->window(), label, edit->text());
        if (!file.isEmpty())
            edit->setText(file);
    });
    auto *row_ = new QHBoxLayout;
    row_->setContentsMargins(0, 0, 0, 0);
    row_->addWidget(edit, 1);
    row_->addWidget(browse);
    grid->addWidget(new QLabel(label, parent), row, column);
    grid->addLayout(row_, row, column + 1);
    return edit;
}

} // namespace

FleetView::FleetView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildConnectionBar());

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->setChildrenCollapsible(false);
    top->addWidget(buildAgents());
    top->addWidget(buildExperiment());
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);

    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->setChildrenCollapsible(false);
    vertical->addWidget(top);
    vertical->addWidget(buildRun());
    vertical->setStretchFactor(0, 1);
    vertical->setStretchFactor(1, 1);
    layout->addWidget(vertical, 1);

    setConnection(Connection::Disconnected, {});
    refreshKinds();
    clearRun();
}

FleetView::~FleetView() = default;

QWidget *FleetView::buildConnectionBar()
{
    auto *box = new QWidget(this);
    auto *outer = new QVBoxLayout(box);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    outer->addLayout(bar);
    auto *brokerLabel = new QLabel(tr("&Broker:"), box);
    m_url = new QLineEdit(box);
    m_url->setObjectName(QStringLiteral("fleetBrokerUrl"));
    m_url->setPlaceholderText(QStringLiteral("mqtt://HOST:1883"));
    m_url->setToolTip(tr("The MQTT broker the agents use: mqtt://HOST[:PORT], or mqtts://HOST[:PORT] for TLS "
                         "(give the CA file under Login and TLS)."));
    m_url->setMinimumWidth(220);
    brokerLabel->setBuddy(m_url);
    m_loginToggle = new QToolButton(box);
    m_loginToggle->setText(tr("Login and TLS"));
    m_loginToggle->setCheckable(true);
    m_loginToggle->setArrowType(Qt::RightArrow);
    m_loginToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_connect = new QPushButton(tr("&Connect"), box);
    m_connect->setObjectName(QStringLiteral("fleetConnect"));
    m_connectionLabel = new ElidedLabel({}, box, Qt::ElideRight);
    m_connectionLabel->setObjectName(QStringLiteral("fleetConnection"));
    bar->addWidget(brokerLabel);
    bar->addWidget(m_url, 2);
    bar->addWidget(m_loginToggle);
    bar->addWidget(m_connect);
    bar->addWidget(m_connectionLabel, 3);

    m_loginBox = new QWidget(box);
    auto *grid = new QGridLayout(m_loginBox);
    grid->setContentsMargins(0, 0, 0, 0);
    m_user = new QLineEdit(m_loginBox);
    m_user->setToolTip(tr("Log in to the broker with this user name (empty: no login)."));
    grid->addWidget(new QLabel(tr("User name"), m_loginBox), 0, 0);
    grid->addWidget(m_user, 0, 1);
    m_passwordFile = fileEdit(m_loginBox, grid, 0, 2, tr("Password file"),
                              tr("The broker password is the first line of this file (else the environment "
                                 "variable LOOPSCOPE_MQTT_PASSWORD). It is never stored in the settings."));
    m_prefix = new QLineEdit(m_loginBox);
    m_prefix->setToolTip(tr("The fleet's topic prefix on the broker (the agents' --prefix)."));
    grid->addWidget(new QLabel(tr("Topic prefix"), m_loginBox), 0, 4);
    grid->addWidget(m_prefix, 0, 5);
    m_caFile = fileEdit(m_loginBox, grid, 1, 0, tr("CA file"),
                        tr("TLS: the CA (PEM) that signed the broker's certificate; needs an mqtts:// address."));
    m_certFile = fileEdit(m_loginBox, grid, 1, 2, tr("Client certificate"), tr("TLS client certificate (PEM), optional."));
    m_keyFile = fileEdit(m_loginBox, grid, 1, 4, tr("Client key"), tr("The client certificate's key (PEM)."));
    m_loginBox->setVisible(false);
    outer->addWidget(m_loginBox);
    connect(m_loginToggle, &QToolButton::toggled, this, [this](bool on) {
        m_loginBox->setVisible(on);
        m_loginToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    connect(m_connect, &QPushButton::clicked, this, [this] {
        if (m_connection == Connection::Disconnected)
            emit connectRequested();
        else
            emit disconnectRequested();
    });
    connect(m_url, &QLineEdit::returnPressed, this, [this] {
        if (m_connection == Connection::Disconnected)
            emit connectRequested();
    });
    setBrokerFields({});
    return box;
}

QWidget *FleetView::buildAgents()
{
    auto *box = new QGroupBox(tr("Agents"), this);
    auto *layout = new QVBoxLayout(box);
    m_agents = new QTableWidget(0, AgentColumns, box);
    m_agents->setObjectName(QStringLiteral("fleetAgents"));
    m_agents->setHorizontalHeaderLabels(
        {tr("Agent"), tr("State"), tr("Host"), tr("Version"), tr("Last seen"), tr("Kinds"), tr("Differs in")});
    m_agents->horizontalHeaderItem(AgentDiffers)
        ->setToolTip(tr("This agent's values of the fingerprint entries that differ between the agents"));
    m_agents->verticalHeader()->setVisible(false);
    m_agents->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_agents->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agents->horizontalHeader()->setStretchLastSection(true);
    m_agents->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_agents->setWordWrap(false);
    layout->addWidget(m_agents, 1);
    m_differences = new ElidedLabel({}, box, Qt::ElideRight);
    m_differences->setObjectName(QStringLiteral("fleetDifferences"));
    layout->addWidget(m_differences);
    connect(m_agents, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() != AgentName)
            return;
        refreshKinds();
        updateRunButton();
        emit checkedAgentsChanged();
    });
    return box;
}

QWidget *FleetView::buildExperiment()
{
    auto *box = new QGroupBox(tr("Experiment on the checked agents"), this);
    auto *layout = new QVBoxLayout(box);
    auto *kindRow = new QFormLayout;
    m_kind = new QComboBox(box);
    m_kind->setObjectName(QStringLiteral("fleetKind"));
    m_kind->setToolTip(tr("The probe kinds every checked agent offers (its allow-list)."));
    kindRow->addRow(tr("&Kind"), m_kind);
    m_name = new QLineEdit(box);
    m_name->setPlaceholderText(tr("fleet-KIND-RUN (default)"));
    m_name->setToolTip(tr("The name of the merged run in the library; each agent stores its own part as NAME.AGENT."));
    kindRow->addRow(tr("&Name"), m_name);
    layout->addLayout(kindRow);
    m_kindSummary = new ElidedLabel({}, box, Qt::ElideRight);
    layout->addWidget(m_kindSummary);
    m_form = new ExperimentForm(box);
    auto *scroll = new QScrollArea(box);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_form);
    layout->addWidget(scroll, 1);
    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("&Run on the checked agents"), box);
    m_run->setObjectName(QStringLiteral("fleetRun"));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_run->setToolTip(tr("Dispatch the experiment to every checked agent at once (Ctrl+Return)"));
    m_cancel = new QPushButton(tr("Cance&l run"), box);
    m_cancel->setObjectName(QStringLiteral("fleetCancel"));
    m_cancel->setToolTip(tr("Ask every agent to stop; each keeps what it measured"));
    m_runBlocked = new ElidedLabel({}, box, Qt::ElideRight);
    m_runBlocked->setObjectName(QStringLiteral("fleetRunBlocked"));
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_runBlocked, 1);
    layout->addLayout(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(kind());
        if (spec && spec->kind != m_form->spec().kind)
            m_form->setSpec(*spec);
        m_kindSummary->setText(spec ? spec->summary : QString());
        m_kindSummary->setToolTip(spec ? spec->summary : QString());
        updateRunButton();
    });
    connect(m_form, &ExperimentForm::validityChanged, this, [this] { updateRunButton(); });
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (runBlockedReason().isEmpty())
            emit runRequested();
    });
    connect(m_cancel, &QPushButton::clicked, this, &FleetView::cancelRequested);
    return box;
}

QWidget *FleetView::buildRun()
{
    auto *box = new QGroupBox(tr("Run"), this);
    auto *layout = new QVBoxLayout(box);
    auto *statusRow = new QHBoxLayout;
    m_runStatus = new ElidedLabel({}, box, Qt::ElideRight);
    m_runStatus->setObjectName(QStringLiteral("fleetRunStatus"));
    m_openStored = new QPushButton(tr("&Open in Library"), box);
    m_openStored->setToolTip(tr("Show the merged run (every agent's part beside the merged one) in the Library tab"));
    statusRow->addWidget(m_runStatus, 1);
    statusRow->addWidget(m_openStored);
    layout->addLayout(statusRow);
    // The parts beside the chart (one above the other would not fit a 768 px screen).
    auto *split = new QSplitter(Qt::Horizontal, box);
    split->setChildrenCollapsible(false);
    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_parts = new QTableWidget(0, PartColumns, left);
    m_parts->setObjectName(QStringLiteral("fleetParts"));
    m_parts->setHorizontalHeaderLabels({tr("Agent"), tr("State"), tr("Intervals"), tr("Count"), tr("p50 (µs)"),
                                        tr("p99 (µs)"), tr("max (µs)"), tr("Clock offset"), tr("Note")});
    m_parts->horizontalHeaderItem(PartClock)
        ->setToolTip(tr("The agent's wall clock minus this computer's, with its error bound, from NTP-style "
                        "exchanges over the broker during the run"));
    m_parts->verticalHeader()->setVisible(false);
    m_parts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_parts->horizontalHeader()->setStretchLastSection(true);
    m_parts->setWordWrap(false);
    leftLayout->addWidget(m_parts, 1);
    m_chart = new PercentileChart(split);
    m_chart->setObjectName(QStringLiteral("fleetChart"));
    m_chart->setToolTip(tr("The merged distribution (the agents' histograms added, exactly) beside each agent's own"));
    split->addWidget(left);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    connect(m_openStored, &QPushButton::clicked, this, [this] {
        if (m_storedId > 0)
            emit openStoredRequested(m_storedId);
    });
    return box;
}

void FleetView::setBrokerFields(const FleetBrokerFields &fields)
{
    m_url->setText(fields.url);
    m_user->setText(fields.username);
    m_passwordFile->setText(fields.passwordFile);
    m_caFile->setText(fields.caFile);
    m_certFile->setText(fields.certFile);
    m_keyFile->setText(fields.keyFile);
    m_prefix->setText(fields.prefix);
    // A login or TLS in use is shown, not hidden behind the toggle.
    const bool login = !fields.username.isEmpty() || !fields.caFile.isEmpty() || !fields.certFile.isEmpty() ||
                       fields.prefix != FleetBrokerFields{}.prefix;
    m_loginToggle->setChecked(login);
}

FleetBrokerFields FleetView::brokerFields() const
{
    FleetBrokerFields f;
    f.url = m_url->text().trimmed();
    f.username = m_user->text().trimmed();
    f.passwordFile = m_passwordFile->text().trimmed();
    f.caFile = m_caFile->text().trimmed();
    f.certFile = m_certFile->text().trimmed();
    f.keyFile = m_keyFile->text().trimmed();
    f.prefix = m_prefix->text().trimmed();
    return f;
}

void FleetView::setConnection(Connection state, const QString &message, bool failed)
{
    m_connection = state;
    const bool editable = state == Connection::Disconnected;
    for (QLineEdit *e : {m_url, m_user, m_passwordFile, m_caFile, m_certFile, m_keyFile, m_prefix})
        e->setEnabled(editable);
    m_connect->setEnabled(state != Connection::Connecting);
    switch (state) {
    case Connection::Disconnected:
        m_connect->setText(tr("&Connect"));
        m_connectionLabel->setText(message.isEmpty() ? tr("Not connected. Give the broker the agents use and press Connect.")
                                                     : message);
        break;
    case Connection::Connecting:
        m_connect->setText(tr("Connecting…"));
        m_connectionLabel->setText(message.isEmpty() ? tr("Connecting to the broker…") : message);
        break;
    case Connection::Connected:
        m_connect->setText(tr("Dis&connect"));
        m_connectionLabel->setText(message);
        break;
    case Connection::Reconnecting:
        m_connect->setText(tr("Dis&connect"));
        m_connectionLabel->setText(message.isEmpty() ? tr("The broker is gone; reconnecting (runs keep recording on the agents)…")
                                                     : message);
        break;
    }
    // A failed connection reads in the error colour.
    QPalette palette = m_connect->palette();
    if (failed)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_connectionLabel->setPalette(palette);
    updateRunButton();
}

int FleetView::agentRow(const QString &agent) const
{
    for (int row = 0; row < m_agents->rowCount(); ++row)
        if (m_agents->item(row, AgentName) && m_agents->item(row, AgentName)->data(Qt::UserRole).toString() == agent)
            return row;
    return -1;
}

void FleetView::setAgents(const std::map<QString, core::fleet::AgentPresence> &agents, const QStringList &differences)
{
    const QStringList checked = checkedAgents();
    const QStringList kindsBefore = offeredKinds();
    m_presence = agents;
    const QSignalBlocker block(m_agents);
    // Rows in name order; only what changed is written (the table stays put
    // under the person's mouse at display rate).
    const bool newRows = m_agents->rowCount() != int(agents.size());
    if (newRows)
        m_agents->setRowCount(int(agents.size()));
    int row = 0;
    for (const auto &[name, p] : agents) {
        QTableWidgetItem *item = m_agents->item(row, AgentName);
        if (!item || item->data(Qt::UserRole).toString() != name) {
            item = new QTableWidgetItem(name);
            item->setData(Qt::UserRole, name);
            item->setCheckState(checked.contains(name) ? Qt::Checked : Qt::Unchecked);
            m_agents->setItem(row, AgentName, item);
        }
        const bool online = p.state != QLatin1String("offline");
        item->setFlags(online ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable
                              : Qt::ItemIsSelectable);
        if (!online && item->checkState() != Qt::Unchecked)
            item->setCheckState(Qt::Unchecked);
        QStringList differ;
        for (const QString &key : differences)
            differ << QStringLiteral("%1 %2").arg(key, jsonText(p.fingerprint.value(key)));
        QStringList devices;
        for (const QJsonValue &d : p.devices)
            devices << (d.isObject() ? d.toObject().value(QStringLiteral("name")).toString() : d.toString());
        setCell(m_agents, row, AgentState, stateWords(p.state),
                p.runId.isEmpty() ? QString() : tr("running %1").arg(p.runId));
        setCell(m_agents, row, AgentHost, p.host.isEmpty() ? QStringLiteral("-") : p.host,
                devices.isEmpty() ? tr("no devices seen") : tr("devices: %1").arg(devices.join(QStringLiteral(", "))));
        setCell(m_agents, row, AgentVersion, p.version.isEmpty() ? QStringLiteral("-") : p.version);
        setCell(m_agents, row, AgentKinds, QString::number(p.kinds.size()),
                p.kinds.join(QStringLiteral(", ")) +
                    (p.actuatorsAllowed ? tr("\n(allowed to drive actuators)") : QString()));
        setCell(m_agents, row, AgentDiffers, differ.join(QStringLiteral("; ")), differ.join(QLatin1Char('\n')));
        ++row;
    }
    updateLastSeen();
    if (newRows)
        m_agents->resizeColumnsToContents();
    if (agents.empty())
        m_differences->setText(m_connection == Connection::Connected
                                   ? tr("No agent on this broker yet. Start one on each host: loopscope-cli agent "
                                        "--broker URL --name NAME")
                                   : QString());
    else if (agents.size() == 1)
        m_differences->setText({});
    else if (differences.isEmpty())
        m_differences->setText(tr("The agents' fingerprints agree (kernel, CPU, clock source, governor, version)."));
    else
        m_differences->setText(tr("Fingerprints differ in: %1").arg(differences.join(QStringLiteral(", "))));
    if (offeredKinds() != kindsBefore)
        refreshKinds();
    updateRunButton();
}

void FleetView::updateLastSeen()
{
    int row = 0;
    for (const auto &[name, p] : m_presence)
        setCell(m_agents, row++, AgentSeen, agoText(p.seenMs),
                tr("the agent said \"%1\" at %2 (its clock)")
                    .arg(p.state, QDateTime::fromMSecsSinceEpoch(p.statedMs).toString(Qt::ISODate)));
}

QStringList FleetView::checkedAgents() const
{
    QStringList out;
    for (int row = 0; row < m_agents->rowCount(); ++row)
        if (const QTableWidgetItem *item = m_agents->item(row, AgentName); item && item->checkState() == Qt::Checked)
            out << item->data(Qt::UserRole).toString();
    return out;
}

void FleetView::setCheckedAgents(const QStringList &agents)
{
    {
        const QSignalBlocker block(m_agents);
        for (int row = 0; row < m_agents->rowCount(); ++row)
            if (QTableWidgetItem *item = m_agents->item(row, AgentName); item && (item->flags() & Qt::ItemIsUserCheckable))
                item->setCheckState(agents.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    refreshKinds();
    updateRunButton();
    emit checkedAgentsChanged();
}

int FleetView::agentRowCount() const
{
    return m_agents->rowCount();
}

QString FleetView::agentCell(const QString &agent, int column) const
{
    const int row = agentRow(agent);
    const QTableWidgetItem *item = row < 0 ? nullptr : m_agents->item(row, column);
    return item ? item->text() : QString();
}

QString FleetView::differencesText() const
{
    return m_differences->text();
}

QStringList FleetView::offeredKinds() const
{
    const QStringList checked = checkedAgents();
    QStringList kinds;
    bool first = true;
    for (const auto &[name, p] : m_presence) {
        if (p.state == QLatin1String("offline") || (!checked.isEmpty() && !checked.contains(name)))
            continue;
        if (checked.isEmpty()) { // every kind some agent offers
            for (const QString &k : p.kinds)
                if (!kinds.contains(k))
                    kinds << k;
        } else if (first) {
            kinds = p.kinds;
        } else { // the kinds all checked agents offer
            kinds.erase(std::remove_if(kinds.begin(), kinds.end(), [&](const QString &k) { return !p.kinds.contains(k); }),
                        kinds.end());
        }
        first = false;
    }
    // Only kinds this build knows how to describe (an agent newer than this window may offer more).
    kinds.erase(std::remove_if(kinds.begin(), kinds.end(),
                               [](const QString &k) { return !core::ProbeRegistry::instance().find(k); }),
                kinds.end());
    return kinds;
}

void FleetView::refreshKinds()
{
    const QString current = kind();
    const QStringList kinds = offeredKinds();
    QStringList shown;
    for (int i = 0; i < m_kind->count(); ++i)
        shown << m_kind->itemData(i).toString();
    if (shown == kinds)
        return;
    {
        const QSignalBlocker block(m_kind);
        m_kind->clear();
        for (const QString &k : kinds) {
            const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(k);
            m_kind->addItem(QStringLiteral("%1 (%2)").arg(spec->title, k), k);
        }
        const int keep = m_kind->findData(current);
        m_kind->setCurrentIndex(keep >= 0 ? keep : (kinds.isEmpty() ? -1 : 0));
    }
    if (kind() != current || (m_form->spec().kind != kind() && !kind().isEmpty()))
        emit m_kind->currentIndexChanged(m_kind->currentIndex());
    updateRunButton();
}

bool FleetView::setKind(const QString &k)
{
    const int index = m_kind->findData(k);
    if (index < 0)
        return false;
    m_kind->setCurrentIndex(index);
    return true;
}

QString FleetView::kind() const
{
    return m_kind->currentData().toString();
}

QString FleetView::runName() const
{
    return m_name->text().trimmed();
}

void FleetView::setRunName(const QString &name)
{
    m_name->setText(name);
}

QString FleetView::runBlockedReason() const
{
    if (m_connection == Connection::Disconnected || m_connection == Connection::Connecting)
        return tr("Connect to the broker first.");
    if (m_running)
        return tr("A fleet run is in progress.");
    if (checkedAgents().isEmpty())
        return tr("Check the agents to run on.");
    if (kind().isEmpty())
        return tr("The checked agents offer no probe kind in common.");
    if (m_form->spec().kind != kind())
        return tr("Choose a kind.");
    if (!m_form->isValid())
        return m_form->message();
    return {};
}

void FleetView::updateRunButton()
{
    if (!m_run)
        return;
    const QString reason = runBlockedReason();
    m_run->setEnabled(reason.isEmpty());
    const int n = int(checkedAgents().size());
    m_run->setText(n == 1 ? tr("&Run on 1 agent") : n > 1 ? tr("&Run on %1 agents").arg(n) : tr("&Run on the checked agents"));
    m_runBlocked->setText(m_running ? QString() : reason);
    m_cancel->setEnabled(m_running);
}

int FleetView::partRow(const QString &agent) const
{
    for (int row = 0; row < m_parts->rowCount(); ++row)
        if (m_parts->item(row, PartAgent) && m_parts->item(row, PartAgent)->text() == agent)
            return row;
    return -1;
}

void FleetView::setRun(const QString &runId, const std::map<QString, core::fleet::AgentRun> &runs,
                       const std::optional<core::fleet::PeerPart> &peer, const std::map<QString, QStringList> &notes,
                       bool running)
{
    const bool newRows = m_parts->rowCount() != int(runs.size()) || m_running != running;
    m_running = running;
    if (m_parts->rowCount() != int(runs.size()))
        m_parts->setRowCount(int(runs.size()));
    int row = 0;
    int done = 0;
    for (const auto &[agent, r] : runs) {
        setCell(m_parts, row, PartAgent, agent);
        setCell(m_parts, row, PartState, stateWords(r.state), r.reason);
        setCell(m_parts, row, PartIntervals, QString::number(r.seen.size()),
                r.intervalsSent >= 0 ? tr("%1 of %2 the agent sent").arg(r.seen.size()).arg(r.intervalsSent) : QString());
        setCell(m_parts, row, PartClock,
                r.clock.valid ? tr("%1 ms ± %2 ms").arg(r.clock.offsetNs / 1e6, 0, 'f', 3).arg(r.clock.boundNs / 1e6, 0, 'f', 3)
                              : tr("not measured yet"),
                r.clock.valid ? tr("exchanges: %1; least round trip %2 ms")
                                    .arg(r.clock.exchanges)
                                    .arg(double(r.clock.bestDelayNs) / 1e6, 0, 'f', 3)
                              : QString());
        QStringList note;
        if (!r.reason.isEmpty())
            note << r.reason;
        if (const auto n = notes.find(agent); n != notes.end())
            note << n->second;
        setCell(m_parts, row, PartNote, note.join(QStringLiteral("; ")), note.join(QLatin1Char('\n')));
        done += r.done() ? 1 : 0;
        ++row;
    }
    if (newRows)
        m_parts->resizeColumnsToContents();
    QString status;
    if (runId.isEmpty())
        status = tr("No fleet run yet: check agents, pick an experiment and press Run.");
    else if (running)
        status = tr("Run %1: %2 of %3 agents done…").arg(runId).arg(done).arg(runs.size());
    else
        status = tr("Run %1 ended: %2 of %3 agents done.").arg(runId).arg(done).arg(runs.size());
    if (peer)
        status += QLatin1Char(' ') +
                  tr("Peer %1 (%2): %3%4")
                      .arg(peer->agent, peer->service, stateWords(peer->state),
                           peer->address.isEmpty() ? QString() : QStringLiteral(" ") + peer->address);
    if (peer && peer->clock.valid)
        status += QLatin1Char(' ') + tr("Its clock: %1 ms ± %2 ms from this computer's.")
                                         .arg(peer->clock.offsetNs / 1e6, 0, 'f', 3)
                                         .arg(peer->clock.boundNs / 1e6, 0, 'f', 3);
    if (peer && !peer->reason.isEmpty())
        status += QLatin1Char(' ') + peer->reason;
    if (m_storedId <= 0 || running)
        m_runStatus->setText(status);
    updateRunButton();
}

void FleetView::setMerged(const core::RunData &merged)
{
    m_mainTag.clear();
    for (const core::RunChannel &c : merged.channels)
        if (!c.tag.contains(QLatin1Char('@'))) {
            m_mainTag = c.tag;
            break;
        }
    QStringList wanted;
    bool filled = false;
    for (const core::RunChannel &c : merged.channels) {
        if (c.tag == m_mainTag) {
            const QString series = tr("merged");
            wanted << series;
            m_chart->setSeries(series, percentilePointsOf(c.total));
        } else if (c.tag.startsWith(m_mainTag + QLatin1Char('@')) && !m_mainTag.isEmpty()) {
            const QString agent = c.tag.mid(m_mainTag.size() + 1);
            wanted << agent;
            m_chart->setSeries(agent, percentilePointsOf(c.total));
            const int row = partRow(agent);
            if (row < 0)
                continue;
            const bool any = c.total.totalCount() > 0;
            filled = setCell(m_parts, row, PartCount, QString::number(c.total.totalCount())) || filled;
            setCell(m_parts, row, PartP50, any ? RunListModel::formatMicros(c.total.valueAtPercentile(50)) : QString());
            setCell(m_parts, row, PartP99, any ? RunListModel::formatMicros(c.total.valueAtPercentile(99)) : QString());
            setCell(m_parts, row, PartMax, any ? RunListModel::formatMicros(c.total.max()) : QString());
        }
    }
    for (const QString &name : m_chart->seriesNames())
        if (!wanted.contains(name))
            m_chart->removeSeries(name);
    if (filled)
        m_parts->resizeColumnsToContents();
}

void FleetView::setStored(qint64 runId, const QString &message)
{
    m_storedId = runId;
    m_openStored->setEnabled(runId > 0);
    m_runStatus->setText(m_runStatus->text() + QLatin1Char(' ') + message);
}

void FleetView::clearRun()
{
    m_storedId = 0;
    m_openStored->setEnabled(false);
    m_parts->setRowCount(0);
    m_chart->clear();
    setRun({}, {}, std::nullopt, {}, false);
}

int FleetView::partRowCount() const
{
    return m_parts->rowCount();
}

QString FleetView::partCell(const QString &agent, int column) const
{
    const int row = partRow(agent);
    const QTableWidgetItem *item = row < 0 ? nullptr : m_parts->item(row, column);
    return item ? item->text() : QString();
}

QString FleetView::runStatusText() const
{
    return m_runStatus->text();
}

} // namespace loopscope::widgets
