#include "devices/common/protocol.h"

namespace loopscope::devices {

// Each family's folder defines its registration (devices/<family>/*_protocol.cpp).
void registerMoteusProtocols(ProtocolRegistry &registry);
void registerDynamixelProtocols(ProtocolRegistry &registry);

void registerBuiltinProtocols(ProtocolRegistry &registry)
{
    registerMoteusProtocols(registry);
    registerDynamixelProtocols(registry);
}

core::LinkBudgetInput Protocol::budgetFor(const QString &name, int baud, int deviceCount) const
{
    core::LinkBudgetInput in;
    in.name = name;
    in.pattern = core::BusPattern::PerDevice; // the bus polls one actuator after another
    in.baudBitsPerS = baud;
    in.deviceCount = std::max(1, deviceCount);
    in.bitsPerByte = 10;
    in.hostTurnaroundUs = 50;
    if (budget)
        budget(&in);
    return in;
}

bool Protocol::isCalled(const QString &word) const
{
    return word == bus || aliases.contains(word);
}

ProtocolRegistry &ProtocolRegistry::instance()
{
    static ProtocolRegistry *registry = [] {
        auto *r = new ProtocolRegistry;
        registerBuiltinProtocols(*r);
        return r;
    }();
    return *registry;
}

void ProtocolRegistry::add(Protocol protocol)
{
    for (Protocol &p : m_protocols) {
        if (p.bus == protocol.bus) {
            p = std::move(protocol);
            return;
        }
    }
    m_protocols.push_back(std::move(protocol));
}

const Protocol *ProtocolRegistry::findBus(const QString &word) const
{
    for (const Protocol &p : m_protocols)
        if (p.isCalled(word))
            return &p;
    return nullptr;
}

const Protocol *ProtocolRegistry::find(const QString &family, const QString &transport) const
{
    for (const Protocol &p : m_protocols)
        if (p.family == family && p.transport == transport)
            return &p;
    return nullptr;
}

const Protocol *ProtocolRegistry::find(LoopProtocol loop) const
{
    for (const Protocol &p : m_protocols)
        if (p.loop == loop)
            return &p;
    return nullptr;
}

QStringList ProtocolRegistry::busWords() const
{
    QStringList words;
    for (const Protocol &p : m_protocols)
        words << p.bus;
    return words;
}

} // namespace loopscope::devices
