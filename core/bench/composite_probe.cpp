#include "core/bench/composite_probe.h"

#include <QCoreApplication>

#include <algorithm>

namespace loopscope::core {

CompositeProbe::CompositeProbe(QString kind, std::vector<Part> parts, QJsonObject parameters)
    : m_kind(std::move(kind)), m_parts(std::move(parts)), m_parameters(std::move(parameters))
{
}

CompositeProbe::~CompositeProbe()
{
    for (Part &p : m_parts)
        if (p.probe)
            p.probe->requestStop();
    for (Part &p : m_parts)
        if (p.probe)
            p.probe->wait();
    m_parts.clear(); // before the resources they may use
}

void CompositeProbe::keepAlive(std::shared_ptr<void> resource)
{
    m_resources.push_back(std::move(resource));
}

QString CompositeProbe::prefixed(const Part &part, const QString &name) const
{
    return part.prefix.isEmpty() ? name : part.prefix + QLatin1Char('-') + name;
}

bool CompositeProbe::start(QString *error)
{
    if (m_parts.empty()) {
        *error = QCoreApplication::translate("loopscope::CoreTexts", "nothing to measure");
        return false;
    }
    for (size_t i = 0; i < m_parts.size(); ++i) {
        QString why;
        if (!m_parts[i].probe->start(&why)) {
            for (size_t j = 0; j < i; ++j)
                m_parts[j].probe->requestStop();
            for (size_t j = 0; j < i; ++j)
                m_parts[j].probe->wait();
            *error = m_parts[i].prefix.isEmpty() ? why : QStringLiteral("%1: %2").arg(m_parts[i].prefix, why);
            return false;
        }
    }
    return true;
}

void CompositeProbe::requestStop()
{
    m_stopRequested = true;
    for (Part &p : m_parts)
        p.probe->requestStop();
}

void CompositeProbe::wait()
{
    for (Part &p : m_parts)
        p.probe->wait();
}

void CompositeProbe::releaseResources()
{
    wait(); // the parts no longer use them
    for (Part &p : m_parts)
        p.probe->releaseResources();
    m_resources.clear();
}

ProbeState CompositeProbe::state() const
{
    bool anyRunning = false, allInvalid = true, anyStopped = false;
    ProbeState earliest = ProbeState::Finished;
    for (const Part &p : m_parts) {
        const ProbeState s = p.probe->state();
        if (s == ProbeState::Failed)
            return ProbeState::Failed;
        if (s != ProbeState::Invalid)
            allInvalid = false;
        if (!isTerminal(s)) {
            anyRunning = true;
            earliest = std::min(earliest, s);
        }
        if (s == ProbeState::Stopped)
            anyStopped = true;
    }
    if (allInvalid)
        return ProbeState::Invalid;
    if (anyRunning)
        return earliest;
    return anyStopped || m_stopRequested ? ProbeState::Stopped : ProbeState::Finished;
}

QString CompositeProbe::failureReason() const
{
    for (const Part &p : m_parts) {
        if (p.probe->state() == ProbeState::Failed) {
            const QString why = p.probe->failureReason();
            return p.prefix.isEmpty() ? why : QStringLiteral("%1: %2").arg(p.prefix, why);
        }
    }
    return {};
}

DeviceLoss CompositeProbe::deviceLoss() const
{
    for (const Part &p : m_parts)
        if (DeviceLoss loss = p.probe->deviceLoss(); loss.lost())
            return loss;
    return {};
}

double CompositeProbe::progress() const
{
    double least = 1.0;
    bool known = false;
    for (const Part &p : m_parts) {
        const double v = p.probe->progress();
        if (v >= 0) {
            known = true;
            least = std::min(least, v);
        }
    }
    return known ? least : -1.0;
}

std::vector<ProbeChannel> CompositeProbe::channels()
{
    std::vector<ProbeChannel> out;
    for (Part &p : m_parts) {
        for (ProbeChannel c : p.probe->channels()) {
            if (!p.prefix.isEmpty()) {
                c.tag = prefixed(p, c.tag);
                c.title = QStringLiteral("%1: %2").arg(p.prefix, c.title);
            }
            out.push_back(c);
        }
    }
    return out;
}

std::vector<ProbeCounter> CompositeProbe::counters() const
{
    std::vector<ProbeCounter> out;
    for (const Part &p : m_parts)
        for (ProbeCounter c : p.probe->counters()) {
            c.name = prefixed(p, c.name);
            out.push_back(c);
        }
    return out;
}

QJsonObject CompositeProbe::parameters() const
{
    QJsonObject out = m_parameters;
    if (m_parts.size() == 1 && m_parts.front().prefix.isEmpty()) {
        const QJsonObject inner = m_parts.front().probe->parameters();
        for (auto it = inner.begin(); it != inner.end(); ++it)
            if (!out.contains(it.key()))
                out.insert(it.key(), it.value());
        return out;
    }
    for (const Part &p : m_parts)
        out.insert(p.prefix, p.probe->parameters());
    return out;
}

QString CompositeProbe::warning() const
{
    QStringList all;
    for (const Part &p : m_parts) {
        const QString w = p.probe->warning();
        if (!w.isEmpty())
            all << (p.prefix.isEmpty() ? w : QStringLiteral("%1: %2").arg(p.prefix, w));
    }
    return all.join(QStringLiteral("; "));
}

QString CompositeProbe::realtimeSummary() const
{
    return m_parts.empty() ? QString() : m_parts.front().probe->realtimeSummary();
}

} // namespace loopscope::core
