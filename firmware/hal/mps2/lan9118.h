#ifndef LOOPSCOPE_LAN9118_H
#define LOOPSCOPE_LAN9118_H
/*
 * The SMSC LAN9118 Ethernet controller of the MPS2 boards (AN385/AN386,
 * memory-mapped at 0x40200000, interrupt 13), in 32-bit mode: PIO through
 * its TX and RX FIFOs (LAN9118 datasheet §5). Receive is interrupt-signalled
 * (RX status FIFO level) and drained from the main loop.
 */
#include <stddef.h>
#include <stdint.h>

#define LS_LAN9118_IRQN 13u

/* Resets the chip and turns the MAC's receiver and transmitter on. Fills mac
 * with the chip's address (its EEPROM's, or QEMU's -nic mac=). 0, or -1 when
 * no LAN9118 answers (BYTE_TEST). */
int ls_lan9118_init(uint8_t mac[6]);
/* The next received frame into buffer (without its FCS): its length, 0 when
 * none is waiting. A frame longer than capacity or flagged bad is dropped
 * and counted. */
size_t ls_lan9118_receive(uint8_t *buffer, size_t capacity);
int ls_lan9118_rx_pending(void);
/* One frame out. 0, or -1 when the TX FIFO has no room. */
int ls_lan9118_send(void *link, const uint8_t *frame, size_t length);
uint32_t ls_lan9118_rx_dropped(void);
void ls_lan9118_handler(void);

#endif
