#pragma once
// Lock-free single-producer / single-consumer ring. The bus thread pushes one
// TelemetrySample per exchange; the GUI (or a recorder) drains it at display
// rate — never one signal per sample (STYLE rule 5).
//
// Exactly one thread may call push() and exactly one (other) thread may call
// pop()/drain(). When the ring is full, push() drops the new sample and counts
// it in dropped(); the consumer sees the loss as a gap of time.

#include "devices/common/device.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace loopscope::devices {

template<typename T>
class SpscRing
{
public:
    // capacity is rounded up to a power of two (at least 2).
    explicit SpscRing(std::size_t capacity = 4096)
    {
        std::size_t size = 2;
        while (size < capacity)
            size *= 2;
        m_slots.resize(size);
        m_mask = size - 1;
    }
    SpscRing(const SpscRing &) = delete;
    SpscRing &operator=(const SpscRing &) = delete;

    // Producer side. False (and counted) when full.
    bool push(const T &value)
    {
        const std::uint64_t head = m_head.load(std::memory_order_relaxed);
        const std::uint64_t tail = m_tail.load(std::memory_order_acquire);
        if (head - tail >= m_slots.size()) {
            m_dropped.fetch_add(1, std::memory_order_relaxed);
            return false;
        }
        m_slots[head & m_mask] = value;
        m_head.store(head + 1, std::memory_order_release);
        return true;
    }

    // Consumer side. False when empty.
    bool pop(T *out)
    {
        const std::uint64_t tail = m_tail.load(std::memory_order_relaxed);
        const std::uint64_t head = m_head.load(std::memory_order_acquire);
        if (tail == head)
            return false;
        *out = m_slots[tail & m_mask];
        m_tail.store(tail + 1, std::memory_order_release);
        return true;
    }

    // Consumer side: appends up to maxCount items to *out; returns how many.
    std::size_t drain(std::vector<T> *out, std::size_t maxCount = SIZE_MAX)
    {
        std::size_t count = 0;
        T value;
        while (count < maxCount && pop(&value)) {
            out->push_back(std::move(value));
            ++count;
        }
        return count;
    }

    std::size_t capacity() const { return m_slots.size(); }
    // Approximate when called concurrently.
    std::size_t size() const
    {
        return static_cast<std::size_t>(m_head.load(std::memory_order_acquire)
                                        - m_tail.load(std::memory_order_acquire));
    }
    std::uint64_t pushed() const { return m_head.load(std::memory_order_acquire); }
    std::uint64_t dropped() const { return m_dropped.load(std::memory_order_relaxed); }

private:
    std::vector<T> m_slots;
    std::size_t m_mask = 0;
    alignas(64) std::atomic<std::uint64_t> m_head{0};
    alignas(64) std::atomic<std::uint64_t> m_tail{0};
    alignas(64) std::atomic<std::uint64_t> m_dropped{0};
};

using TelemetryRing = SpscRing<TelemetrySample>;

} // namespace loopscope::devices
