#pragma once
// The UDP echo a fleet agent serves when another agent's UDP probe names it
// (`--target agent:NAME`): one plain blocking thread that sends every
// datagram back to where it came from. A Loopscope probe datagram of 32
// bytes or more gets this host's wall clock stamped into it on the way
// (when it arrived, when its echo left: probe_datagram.h), so the probe can
// split the round trip into its two directions once the two clocks' offset
// is known; anything else comes back unchanged.
//
// inboundDelayNs holds every datagram that long before its arrival is
// stamped, as a slow inbound link would (an impairment for checking one-way
// figures: the forward direction grows by it, the return does not).

#include <QString>
#include <cstdint>
#include <memory>

namespace loopscope::core::fleet {

struct PeerEchoConfig
{
    QString bindAddress;         // the address other hosts reach this one on (IPv4 or IPv6 literal)
    uint16_t port = 0;           // 0: any free port
    int64_t clockOffsetNs = 0;   // added to the stamps (tests: a host whose clock is off by this)
    int64_t inboundDelayNs = 0;  // 0 .. 1 s
};

class PeerEcho
{
public:
    PeerEcho();
    ~PeerEcho(); // stops
    PeerEcho(const PeerEcho &) = delete;
    PeerEcho &operator=(const PeerEcho &) = delete;

    // Binds and starts the thread; false with a clear message.
    bool start(const PeerEchoConfig &config, QString *error);
    void stop();
    bool running() const;
    uint16_t port() const;   // the bound port once started
    QString address() const; // "HOST:PORT" ("[v6]:PORT")
    int64_t echoed() const;  // datagrams sent back
    int64_t stamped() const; // of those, probe datagrams stamped

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core::fleet
