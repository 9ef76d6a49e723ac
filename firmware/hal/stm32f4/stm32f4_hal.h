#ifndef LOOPSCOPE_STM32F4_HAL_H
#define LOOPSCOPE_STM32F4_HAL_H
/*
 * The STM32F4 port of the HAL (hal.h): clock and time base (clock.c), the
 * bus UART (usart.c) and the node's start-up (main.c). One servo bus on
 * USART1 (PA9 TX, PA10 RX, AF7) with the RS485 driver-enable on PA8.
 */
#include <stddef.h>
#include <stdint.h>

void ls_stm32_clock_init(void);
uint32_t ls_stm32_core_hz(void);
uint32_t ls_stm32_apb2_hz(void);

/* Ring sizes (powers of two). RX holds what arrives between two passes of
 * the main loop; TX one reply burst (a Dynamixel status of the largest read
 * the host makes, or a moteus RS485 frame). */
#ifndef LS_USART_RX_BYTES
#define LS_USART_RX_BYTES 1024u
#endif
#ifndef LS_USART_TX_BYTES
#define LS_USART_TX_BYTES 1024u
#endif

typedef struct ls_usart_stats
{
    uint32_t rx_bytes, tx_bytes;
    uint32_t rx_overruns;   /* the ring was full: bytes lost */
    uint32_t rx_hw_overruns; /* the UART's own overrun (ORE) */
    uint32_t tx_dropped;    /* ls_hal_serial_write found no room */
} ls_usart_stats;

/* 8N1 at baud, receive interrupt on, the RS485 driver off (listening). */
void ls_usart_init(uint32_t baud);
/* Takes up to capacity received bytes out of the RX ring (main loop only). */
size_t ls_usart_read(uint8_t *data, size_t capacity);
int ls_usart_rx_pending(void);
/* A reply is queued or on the wire. */
int ls_usart_tx_busy(void);
/* Moves the transmitter on from the main loop (see usart.c: QEMU). */
void ls_usart_tx_pump(void);
/* Nothing queued or on the wire (the reply has fully left). */
int ls_usart_tx_idle(void);
/* A new rate (call when ls_usart_tx_idle()). */
void ls_usart_set_baud(uint32_t baud);
const ls_usart_stats *ls_usart_get_stats(void);

/* The node's configuration word, at a fixed place in flash (the
 * .node_config section, 0x08000400): which servo the firmware is. One
 * firmware serves both protocols; the images differ only in this word. */
#define LS_NODE_CONFIG_MAGIC 0x4C534E31u /* "LSN1" */
enum { LS_NODE_DYNAMIXEL2 = 1, LS_NODE_MOTEUS_RS485 = 2 };
typedef struct ls_node_config
{
    uint32_t magic;
    uint32_t protocol; /* LS_NODE_* */
    uint32_t id;       /* Dynamixel 0..252, moteus 1..126 */
    uint32_t baud;     /* the bus's rate */
    uint32_t watchdog_ms; /* moteus: the default watchdog timeout */
} ls_node_config;
extern const ls_node_config ls_node_config_word;

#endif
