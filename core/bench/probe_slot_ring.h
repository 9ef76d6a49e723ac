#pragma once
// The UDP probe's in-flight bookkeeping shared by its sender and receiver
// threads: a preallocated ring of slots, one per sequence number, made of
// atomics only (no locks, no allocation after construction).
//
// A slot's word packs the 64-bit sequence and its state, so that a
// compare-and-swap both checks that the slot still belongs to that sequence
// and moves its state (Sent -> Received / Lost) exactly once.

#include <atomic>
#include <cstdint>
#include <memory>

namespace loopscope::core {

class ProbeSlotRing
{
public:
    enum State : uint64_t { Empty = 0, Sent = 1, Received = 2, Lost = 3, SendFailed = 4 };
    static constexpr int kStateBits = 3;

    struct Slot
    {
        std::atomic<uint64_t> word{0}; // (sequence << kStateBits) | state
        std::atomic<int64_t> intendedNs{0};
        std::atomic<int64_t> sentNs{0};
        std::atomic<bool> warmup{false};
    };

    // capacity is rounded up to a power of two.
    explicit ProbeSlotRing(uint64_t minCapacity)
    {
        m_capacity = 1024;
        while (m_capacity < minCapacity)
            m_capacity <<= 1;
        m_slots = std::make_unique<Slot[]>(m_capacity);
    }

    uint64_t capacity() const noexcept { return m_capacity; }
    Slot &at(uint64_t sequence) noexcept { return m_slots[sequence & (m_capacity - 1)]; }

    static uint64_t pack(uint64_t sequence, State state) noexcept { return (sequence << kStateBits) | state; }
    static uint64_t sequenceOf(uint64_t word) noexcept { return word >> kStateBits; }
    static State stateOf(uint64_t word) noexcept
    {
        return static_cast<State>(word & ((1u << kStateBits) - 1));
    }

    // Moves sequence from `from` to `to`; false when the slot is in another
    // state or already belongs to another sequence.
    bool transition(uint64_t sequence, State from, State to) noexcept
    {
        uint64_t expected = pack(sequence, from);
        return at(sequence).word.compare_exchange_strong(expected, pack(sequence, to),
                                                         std::memory_order_acq_rel);
    }

private:
    uint64_t m_capacity = 0;
    std::unique_ptr<Slot[]> m_slots;
};

} // namespace loopscope::core
