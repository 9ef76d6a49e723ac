#include "serial_tx.h"

#include "hal.h"

#include <string.h>

void ls_serial_tx_init(ls_serial_tx *tx, void *link, uint32_t wire_baud)
{
    memset(tx, 0, sizeof *tx);
    tx->link = link;
    tx->wire_baud = wire_baud;
}

uint64_t ls_serial_wire_ns(size_t length, uint32_t baud)
{
    if (baud == 0)
        return 0;
    return (uint64_t)length * 10u * 1000000000ull / baud;
}

uint64_t ls_serial_tx_submit(ls_serial_tx *tx, const uint8_t *data, size_t length, uint64_t ready_ns)
{
    if (length == 0)
        return 0;
    if (tx->count == LS_SERIAL_TX_SLOTS || length > LS_SERIAL_TX_SLOT_BYTES) {
        ++tx->overflowed;
        return 0;
    }
    const uint64_t start_ns = ready_ns > tx->busy_until_ns ? ready_ns : tx->busy_until_ns;
    const uint64_t due_ns = start_ns + ls_serial_wire_ns(length, tx->wire_baud);
    tx->busy_until_ns = due_ns;
    ls_serial_tx_slot *slot = &tx->slots[(tx->head + tx->count) % LS_SERIAL_TX_SLOTS];
    slot->due_ns = due_ns;
    slot->length = (uint16_t)length;
    memcpy(slot->data, data, length);
    ++tx->count;
    return due_ns;
}

void ls_serial_tx_poll(ls_serial_tx *tx, uint64_t now_ns)
{
    while (tx->count > 0 && tx->slots[tx->head].due_ns <= now_ns) {
        const ls_serial_tx_slot *slot = &tx->slots[tx->head];
        if (ls_hal_serial_write(tx->link, slot->data, slot->length) == 0)
            ++tx->sent;
        else
            ++tx->write_errors;
        tx->head = (tx->head + 1) % LS_SERIAL_TX_SLOTS;
        --tx->count;
    }
}

uint64_t ls_serial_tx_next_due_ns(const ls_serial_tx *tx)
{
    return tx->count ? tx->slots[tx->head].due_ns : UINT64_MAX;
}
