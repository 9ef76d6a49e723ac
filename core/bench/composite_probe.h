#pragma once
// A LatencyProbe made of others, run side by side: the two streams of a
// stereo pair, or one probe plus the resources it needs kept alive (a
// simulator process started for it). Channel tags and counter names of part
// i get the part's prefix ("cam0-decode", "cam1-sent"); a single part with an
// empty prefix is passed through unchanged.
//
// State: Running while any part runs; Failed as soon as one part fails (the
// others are stopped); Stopped when the user stopped it; else Finished.

#include "core/bench/probe.h"

#include <memory>
#include <vector>

namespace loopscope::core {

class CompositeProbe final : public LatencyProbe
{
public:
    struct Part
    {
        QString prefix; // "" or e.g. "cam0" (no spaces or commas)
        std::unique_ptr<LatencyProbe> probe;
    };

    CompositeProbe(QString kind, std::vector<Part> parts, QJsonObject parameters = {});
    ~CompositeProbe() override; // stops and joins the parts, then releases the resources

    // Kept alive until after the parts are destroyed (e.g. a devices::SimLab).
    void keepAlive(std::shared_ptr<void> resource);

    bool start(QString *error) override;
    void requestStop() override;
    void wait() override;
    ProbeState state() const override;
    QString failureReason() const override;
    double progress() const override;
    std::vector<ProbeChannel> channels() override;
    std::vector<ProbeCounter> counters() const override;
    QJsonObject parameters() const override;
    QString kind() const override { return m_kind; }
    QString warning() const override;
    DeviceLoss deviceLoss() const override; // the first part's that lost one
    QString realtimeSummary() const override; // the first part's
    void releaseResources() override;          // joins the parts, then drops the kept resources

    LatencyProbe *part(size_t i) const { return i < m_parts.size() ? m_parts[i].probe.get() : nullptr; }
    size_t partCount() const { return m_parts.size(); }

private:
    QString prefixed(const Part &part, const QString &name) const;

    QString m_kind;
    std::vector<std::shared_ptr<void>> m_resources; // destroyed after m_parts (declared first)
    std::vector<Part> m_parts;
    QJsonObject m_parameters;
    bool m_stopRequested = false;
};

// The probe of type T in probe or, when probe is a CompositeProbe, in its
// parts; null when there is none. For the extras of one kind (the link
// budget of a control loop, the real-time grant of a UDP probe).
template <class T>
T *findProbe(LatencyProbe *probe)
{
    if (auto *direct = dynamic_cast<T *>(probe))
        return direct;
    if (auto *composite = dynamic_cast<CompositeProbe *>(probe))
        for (size_t i = 0; i < composite->partCount(); ++i)
            if (T *found = findProbe<T>(composite->part(i)))
                return found;
    return nullptr;
}

} // namespace loopscope::core
