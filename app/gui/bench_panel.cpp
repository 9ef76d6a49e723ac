#include "app/gui/bench_panel.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace loopscope::app::gui {

BenchPanel::BenchPanel(QWidget *parent) : QWidget(parent)
{
    m_target = new QLineEdit(this);
    m_target->setObjectName(QStringLiteral("targetEdit"));
    m_target->setPlaceholderText(tr("HOST:PORT, e.g. 127.0.0.1:7000"));
    m_target->setToolTip(tr("The UDP echo device to measure; selecting a device in the list fills it in."));

    m_rate = new QDoubleSpinBox(this);
    m_rate->setObjectName(QStringLiteral("rateSpin"));
    m_rate->setRange(1, 10000);
    m_rate->setDecimals(0);
    m_rate->setValue(1000);
    m_rate->setSuffix(tr(" Hz"));

    m_payload = new QSpinBox(this);
    m_payload->setObjectName(QStringLiteral("payloadSpin"));
    m_payload->setRange(16, 1472);
    m_payload->setValue(64);
    m_payload->setSuffix(tr(" bytes"));

    m_duration = new QDoubleSpinBox(this);
    m_duration->setObjectName(QStringLiteral("durationSpin"));
    m_duration->setRange(0.1, 7 * 24 * 3600.0);
    m_duration->setDecimals(1);
    m_duration->setValue(10);
    m_duration->setSuffix(tr(" s"));

    m_warmup = new QDoubleSpinBox(this);
    m_warmup->setObjectName(QStringLiteral("warmupSpin"));
    m_warmup->setRange(0, 3600);
    m_warmup->setDecimals(1);
    m_warmup->setValue(0);
    m_warmup->setSuffix(tr(" s"));
    m_warmup->setToolTip(tr("Datagrams sent during the warm-up are answered but not recorded."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Target:"), m_target);
    form->addRow(tr("&Rate:"), m_rate);
    form->addRow(tr("&Payload:"), m_payload);
    form->addRow(tr("&Duration:"), m_duration);
    form->addRow(tr("&Warm-up:"), m_warmup);

    m_start = new QPushButton(tr("Start"), this);
    m_start->setObjectName(QStringLiteral("startButton"));
    m_start->setToolTip(tr("Start the benchmark (Ctrl+R)"));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_stop->setToolTip(tr("Stop the benchmark (Esc)"));
    m_stop->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &BenchPanel::startRequested);
    connect(m_stop, &QPushButton::clicked, this, &BenchPanel::stopRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);

    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("stateLabel"));
    m_state->setWordWrap(true);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_state);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addStretch(1);
    setStateText(tr("Idle"));
}

bool BenchPanel::parseTarget(const QString &text, QString *host, quint16 *port, QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        *error = tr("Enter a target as HOST:PORT (e.g. 127.0.0.1:7000), or select a device.");
        return false;
    }
    QString hostPart;
    QString portPart;
    if (trimmed.startsWith(QLatin1Char('['))) {
        const qsizetype close = trimmed.indexOf(QLatin1Char(']'));
        if (close < 0 || close + 1 >= trimmed.size() || trimmed.at(close + 1) != QLatin1Char(':')) {
            *error = tr("The target \"%1\" is not [IPv6]:PORT.").arg(trimmed);
            return false;
        }
        hostPart = trimmed.mid(1, close - 1);
        portPart = trimmed.mid(close + 2);
    } else {
        const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0 || trimmed.indexOf(QLatin1Char(':')) != colon) {
            *error =
                tr("The target \"%1\" is not HOST:PORT (write IPv6 addresses as [::1]:PORT).").arg(trimmed);
            return false;
        }
        hostPart = trimmed.left(colon);
        portPart = trimmed.mid(colon + 1);
    }
    bool ok = false;
    const uint value = portPart.toUInt(&ok);
    if (!ok || value < 1 || value > 65535) {
        *error = tr("The port \"%1\" is not a number from 1 to 65535.").arg(portPart);
        return false;
    }
    if (hostPart.isEmpty()) {
        *error = tr("The target \"%1\" has no host.").arg(trimmed);
        return false;
    }
    *host = hostPart;
    *port = static_cast<quint16>(value);
    return true;
}

bool BenchPanel::experiment(core::Experiment *out, QString *error) const
{
    QString host;
    quint16 port = 0;
    if (!parseTarget(m_target->text(), &host, &port, error))
        return false;
    core::Experiment e;
    e.kind = QStringLiteral("udp-echo");
    e.params = {{QStringLiteral("target"), m_target->text().trimmed()},
                {QStringLiteral("rate"), m_rate->value()},
                {QStringLiteral("payload"), m_payload->value()},
                {QStringLiteral("duration"), m_duration->value()},
                {QStringLiteral("warmup"), m_warmup->value()}};
    const core::ProbeKindSpec *spec = core::ProbeRegistry::instance().find(e.kind);
    if (!spec) {
        *error = tr("This build has no UDP round-trip probe.");
        return false;
    }
    QString invalid;
    e.params = core::validateParams(*spec, e.params, &invalid);
    if (e.params.isEmpty()) {
        *error = invalid;
        return false;
    }
    *out = e;
    return true;
}

QString BenchPanel::target() const
{
    return m_target->text().trimmed();
}
void BenchPanel::setTarget(const QString &endpoint)
{
    m_target->setText(endpoint);
}
double BenchPanel::rateHz() const
{
    return m_rate->value();
}
void BenchPanel::setRateHz(double rateHz)
{
    m_rate->setValue(rateHz);
}
int BenchPanel::payloadBytes() const
{
    return m_payload->value();
}
void BenchPanel::setPayloadBytes(int bytes)
{
    m_payload->setValue(bytes);
}
double BenchPanel::durationS() const
{
    return m_duration->value();
}
void BenchPanel::setDurationS(double seconds)
{
    m_duration->setValue(seconds);
}
double BenchPanel::warmupS() const
{
    return m_warmup->value();
}
void BenchPanel::setWarmupS(double seconds)
{
    m_warmup->setValue(seconds);
}

void BenchPanel::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    for (QWidget *field :
         {static_cast<QWidget *>(m_target), static_cast<QWidget *>(m_rate), static_cast<QWidget *>(m_payload),
          static_cast<QWidget *>(m_duration), static_cast<QWidget *>(m_warmup)})
        field->setEnabled(!running);
}

void BenchPanel::setStateText(const QString &text)
{
    m_state->setText(tr("State: %1").arg(text));
}

QString BenchPanel::stateText() const
{
    return m_state->text();
}

void BenchPanel::setProgress(double fraction)
{
    if (fraction < 0) {
        m_progress->setRange(0, 0); // busy indicator
        return;
    }
    m_progress->setRange(0, 1000);
    m_progress->setValue(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000));
}

void BenchPanel::setError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

QString BenchPanel::errorText() const
{
    return m_error->text();
}

} // namespace loopscope::app::gui
