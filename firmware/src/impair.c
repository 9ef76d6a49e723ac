#include "impair.h"

#include <string.h>

enum { FLAG_DUPLICATE = 1u, FLAG_REORDER = 2u };

/* splitmix64: small, fast, good enough for per-datagram coin flips. */
static uint64_t next_random(ls_impair *impair)
{
    uint64_t z = (impair->rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int chance(ls_impair *impair, uint32_t ppm)
{
    if (ppm == 0)
        return 0;
    if (ppm >= LS_IMPAIR_PPM_ONE)
        return 1;
    return (next_random(impair) >> 32) % LS_IMPAIR_PPM_ONE < ppm;
}

void ls_impair_init(ls_impair *impair, const ls_impair_config *config, void *link)
{
    impair->config = *config;
    if (impair->config.hold_timeout_us == 0)
        impair->config.hold_timeout_us = LS_IMPAIR_DEFAULT_HOLD_US;
    impair->link = link;
    impair->rng = config->seed;
    impair->active = config->delay_us || config->jitter_us || config->drop_ppm || config->reorder_ppm ||
                     config->duplicate_ppm;
    for (uint16_t i = 0; i < LS_IMPAIR_QUEUE_LEN; ++i)
        impair->free_slots[i] = (uint16_t)(LS_IMPAIR_QUEUE_LEN - 1 - i);
    impair->free_count = LS_IMPAIR_QUEUE_LEN;
    impair->pending_count = 0;
    impair->held = -1;
    impair->held_deadline_ns = 0;
    memset(&impair->stats, 0, sizeof impair->stats);
}

static void send_copies(ls_impair *impair, const ls_hal_peer *peer, const uint8_t *data, size_t length,
                        unsigned flags)
{
    const int copies = (flags & FLAG_DUPLICATE) ? 2 : 1;
    for (int i = 0; i < copies; ++i) {
        if (ls_hal_udp_send(impair->link, peer, data, length) < 0)
            ++impair->stats.send_errors;
        else
            ++impair->stats.sent;
    }
    if (copies == 2)
        ++impair->stats.duplicated;
}

static void free_slot(ls_impair *impair, int index)
{
    impair->free_slots[impair->free_count++] = (uint16_t)index;
}

static void send_held(ls_impair *impair, int counts_as_reordered)
{
    if (impair->held < 0)
        return;
    const int index = impair->held;
    ls_impair_slot *slot = &impair->slots[index];
    impair->held = -1;
    send_copies(impair, &slot->peer, slot->data, slot->length, slot->flags);
    if (counts_as_reordered)
        ++impair->stats.reordered;
    free_slot(impair, index);
}

/* A slot's datagram is due: hold it back for reordering, or send it and then
 * whatever was held back before it. */
static void emit_slot(ls_impair *impair, int index, uint64_t now_ns)
{
    ls_impair_slot *slot = &impair->slots[index];
    if ((slot->flags & FLAG_REORDER) && impair->held < 0) {
        impair->held = index;
        impair->held_deadline_ns = now_ns + (uint64_t)impair->config.hold_timeout_us * 1000u;
        return;
    }
    send_copies(impair, &slot->peer, slot->data, slot->length, slot->flags);
    free_slot(impair, index);
    send_held(impair, 1);
}

static void insert_pending(ls_impair *impair, int index)
{
    const uint64_t due = impair->slots[index].due_ns;
    uint16_t at = impair->pending_count;
    while (at > 0 && impair->slots[impair->pending[at - 1]].due_ns > due) {
        impair->pending[at] = impair->pending[at - 1];
        --at;
    }
    impair->pending[at] = (uint16_t)index;
    ++impair->pending_count;
}

void ls_impair_submit(ls_impair *impair, const ls_hal_peer *peer, const uint8_t *data, size_t length,
                      uint64_t now_ns)
{
    ++impair->stats.submitted;
    if (!impair->active) {
        send_copies(impair, peer, data, length, 0);
        return;
    }
    if (chance(impair, impair->config.drop_ppm)) {
        ++impair->stats.dropped;
        return;
    }
    unsigned flags = 0;
    if (chance(impair, impair->config.duplicate_ppm))
        flags |= FLAG_DUPLICATE;
    if (chance(impair, impair->config.reorder_ppm))
        flags |= FLAG_REORDER;
    uint64_t delay_us = impair->config.delay_us;
    if (impair->config.jitter_us)
        delay_us += next_random(impair) % ((uint64_t)impair->config.jitter_us + 1u);

    if (length > LS_IMPAIR_SLOT_BYTES) {
        ++impair->stats.oversized;
        send_copies(impair, peer, data, length, flags & FLAG_DUPLICATE);
        send_held(impair, 1);
        return;
    }
    if (delay_us == 0 && !(flags & FLAG_REORDER)) {
        send_copies(impair, peer, data, length, flags);
        send_held(impair, 1);
        return;
    }
    if (impair->free_count == 0) {
        ++impair->stats.overflowed;
        return;
    }
    const int index = impair->free_slots[--impair->free_count];
    ls_impair_slot *slot = &impair->slots[index];
    slot->peer = *peer;
    slot->length = (uint16_t)length;
    slot->flags = (uint8_t)flags;
    memcpy(slot->data, data, length);
    slot->due_ns = now_ns + delay_us * 1000u;
    if (delay_us == 0)
        emit_slot(impair, index, now_ns);
    else
        insert_pending(impair, index);
}

void ls_impair_poll(ls_impair *impair, uint64_t now_ns)
{
    while (impair->pending_count > 0 && impair->slots[impair->pending[0]].due_ns <= now_ns) {
        const int index = impair->pending[0];
        --impair->pending_count;
        memmove(&impair->pending[0], &impair->pending[1], impair->pending_count * sizeof impair->pending[0]);
        emit_slot(impair, index, now_ns);
    }
    if (impair->held >= 0 && impair->held_deadline_ns <= now_ns)
        send_held(impair, 0);
}

uint64_t ls_impair_next_due_ns(const ls_impair *impair)
{
    uint64_t due = UINT64_MAX;
    if (impair->pending_count > 0)
        due = impair->slots[impair->pending[0]].due_ns;
    if (impair->held >= 0 && impair->held_deadline_ns < due)
        due = impair->held_deadline_ns;
    return due;
}
