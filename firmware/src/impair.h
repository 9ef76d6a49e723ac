#ifndef LOOPSCOPE_IMPAIR_H
#define LOOPSCOPE_IMPAIR_H
/*
 * Network impairments applied to every outgoing datagram of one device, for
 * tests and demonstrations: a fixed delay, a uniform random jitter, and drop,
 * reorder and duplicate ratios, decided per datagram by a seeded PRNG so a run
 * can be repeated. Delayed datagrams wait in a timed output queue made of a
 * fixed-size array (no dynamic allocation).
 *
 * Reordering: a datagram picked for reordering is held back when it is due
 * and sent right after the next datagram this device sends, or after
 * hold_timeout_us when no other datagram comes.
 */
#include "hal.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef LS_IMPAIR_QUEUE_LEN
#define LS_IMPAIR_QUEUE_LEN 256 /* datagrams in flight per device */
#endif
#ifndef LS_IMPAIR_SLOT_BYTES
#define LS_IMPAIR_SLOT_BYTES 2048 /* larger datagrams bypass the queue */
#endif
#define LS_IMPAIR_PPM_ONE 1000000u /* ratios are in parts per million */
#define LS_IMPAIR_DEFAULT_HOLD_US 10000u

typedef struct ls_impair_config
{
    uint32_t delay_us;  /* fixed extra delay */
    uint32_t jitter_us; /* plus uniform random 0..jitter_us */
    uint32_t drop_ppm;  /* 0..LS_IMPAIR_PPM_ONE */
    uint32_t reorder_ppm;
    uint32_t duplicate_ppm;
    uint32_t hold_timeout_us; /* reorder hold-back limit; 0: default */
    uint64_t seed;
} ls_impair_config;

typedef struct ls_impair_stats
{
    uint64_t submitted;
    uint64_t sent;    /* datagrams handed to the HAL (duplicates included) */
    uint64_t dropped; /* by the drop ratio */
    uint64_t duplicated;
    uint64_t reordered;  /* held back and sent after a later one */
    uint64_t overflowed; /* lost because the queue was full */
    uint64_t oversized;  /* too big for a queue slot: sent without delay */
    uint64_t send_errors;
} ls_impair_stats;

typedef struct ls_impair_slot
{
    uint64_t due_ns;
    ls_hal_peer peer;
    uint16_t length;
    uint8_t flags;
    uint8_t data[LS_IMPAIR_SLOT_BYTES];
} ls_impair_slot;

typedef struct ls_impair
{
    ls_impair_config config;
    void *link;
    uint64_t rng;
    int active; /* any impairment configured */
    ls_impair_slot slots[LS_IMPAIR_QUEUE_LEN];
    uint16_t free_slots[LS_IMPAIR_QUEUE_LEN];
    uint16_t free_count;
    uint16_t pending[LS_IMPAIR_QUEUE_LEN]; /* slot indices, ordered by due_ns */
    uint16_t pending_count;
    int held; /* slot held back for reordering, or -1 */
    uint64_t held_deadline_ns;
    ls_impair_stats stats;
} ls_impair;

void ls_impair_init(ls_impair *impair, const ls_impair_config *config, void *link);
/* Takes one outgoing datagram (the data is copied when it must wait). */
void ls_impair_submit(ls_impair *impair, const ls_hal_peer *peer, const uint8_t *data, size_t length,
                      uint64_t now_ns);
/* Sends everything that is due at now_ns. */
void ls_impair_poll(ls_impair *impair, uint64_t now_ns);
/* When ls_impair_poll next has work to do; UINT64_MAX when nothing waits. */
uint64_t ls_impair_next_due_ns(const ls_impair *impair);

#ifdef __cplusplus
}
#endif
#endif
