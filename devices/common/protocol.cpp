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

QString Protocol::shortWord() const
{
    return aliases.isEmpty() ? bus : aliases.first();
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
    for (std::unique_ptr<Protocol> &p : m_protocols) {
        if (p->bus == protocol.bus) {
            *p = std::move(protocol);
            return;
        }
    }
    m_protocols.push_back(std::make_unique<Protocol>(std::move(protocol)));
}

std::vector<const Protocol *> ProtocolRegistry::protocols() const
{
    std::vector<const Protocol *> out;
    for (const std::unique_ptr<Protocol> &p : m_protocols)
        out.push_back(p.get());
    return out;
}

const Protocol *ProtocolRegistry::findBus(const QString &word) const
{
    for (const std::unique_ptr<Protocol> &p : m_protocols)
        if (p->isCalled(word))
            return p.get();
    return nullptr;
}

const Protocol *ProtocolRegistry::find(const QString &family, const QString &transport) const
{
    for (const std::unique_ptr<Protocol> &p : m_protocols)
        if (p->family == family && p->transport == transport)
            return p.get();
    return nullptr;
}

QStringList ProtocolRegistry::busWords() const
{
    QStringList words;
    for (const std::unique_ptr<Protocol> &p : m_protocols)
        words << p->bus;
    return words;
}

QStringList ProtocolRegistry::shortWords() const
{
    QStringList words;
    for (const std::unique_ptr<Protocol> &p : m_protocols)
        words << p->shortWord();
    return words;
}

} // namespace loopscope::devices
