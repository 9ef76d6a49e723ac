/*
 * USART1 with interrupt-driven RX and TX rings. The interrupt handler only
 * moves bytes between the data register and the rings: the bus parsers run
 * from the main loop (ls_usart_read), never in the interrupt.
 *
 * RS485 half duplex: the driver-enable pin (PA8) goes high before the first
 * byte of a reply is written and low once the UART reports transmission
 * complete (TC) for the last one, so the bus is released the moment the
 * reply has left the wire, never cutting its last stop bit.
 *
 * QEMU's model of this UART (hw/char/stm32f2xx_usart.c in QEMU 7.2) raises
 * its interrupt for received bytes only, never for TXE or TC, so the main
 * loop also calls ls_usart_tx_pump() while a reply is going out: on the
 * chip the interrupt has already done the work and the pump finds nothing
 * to do; under QEMU the pump sends.
 *
 * Ring indices are free-running 32-bit counters: the producer writes only
 * its head, the consumer only its tail, so neither side needs to mask
 * interrupts for longer than one index update.
 */
#include "stm32f4_hal.h"
#include "stm32f4_regs.h"

#include "hal.h"

#define LS_DE_PIN 8u

static uint8_t g_rx[LS_USART_RX_BYTES];
static uint8_t g_tx[LS_USART_TX_BYTES];
static volatile uint32_t g_rx_head, g_rx_tail; /* head: ISR, tail: main loop */
static volatile uint32_t g_tx_head, g_tx_tail; /* head: main loop, tail: ISR */
static ls_usart_stats g_stats;

_Static_assert((LS_USART_RX_BYTES & (LS_USART_RX_BYTES - 1u)) == 0, "RX ring size must be a power of two");
_Static_assert((LS_USART_TX_BYTES & (LS_USART_TX_BYTES - 1u)) == 0, "TX ring size must be a power of two");

static void driver_enable(int on)
{
    GPIOA_BSRR = on ? (1u << LS_DE_PIN) : (1u << (LS_DE_PIN + 16u));
}

void ls_usart_init(uint32_t baud)
{
    RCC_AHB1ENR |= RCC_AHB1ENR_GPIOAEN;
    RCC_APB2ENR |= RCC_APB2ENR_USART1EN;
    ls_barrier();
    /* PA8 output (driver enable, low: receive), PA9/PA10 alternate function 7. */
    GPIOA_MODER = (GPIOA_MODER & ~((3u << 16) | (3u << 18) | (3u << 20))) | (1u << 16) | (2u << 18) | (2u << 20);
    GPIOA_OSPEEDR |= (3u << 16) | (3u << 18);
    GPIOA_PUPDR = (GPIOA_PUPDR & ~(3u << 20)) | (1u << 20); /* RX pulled up: an idle line reads 1 */
    GPIOA_AFRH = (GPIOA_AFRH & ~((0xFu << 4) | (0xFu << 8))) | (7u << 4) | (7u << 8);
    driver_enable(0);

    /* Oversampling by 16: BRR = f_APB2 / baud, rounded (RM0090 §30.3.4). */
    USART1_BRR = (ls_stm32_apb2_hz() + baud / 2u) / baud;
    USART1_CR2 = 0;
    USART1_CR3 = 0;
    USART1_CR1 = USART_CR1_UE | USART_CR1_TE | USART_CR1_RE | USART_CR1_RXNEIE;
    NVIC_ISER(USART1_IRQN / 32u) = 1u << (USART1_IRQN % 32u);
}

/* Moves the transmit side on by one step: the next byte into DR when it is
 * empty, or the driver off once the last byte has left the wire. Called by
 * the interrupt handler and by ls_usart_tx_pump() with interrupts masked. */
static void tx_step(uint32_t sr)
{
    const uint32_t cr1 = USART1_CR1;
    if ((cr1 & USART_CR1_TXEIE) && (sr & USART_SR_TXE)) {
        const uint32_t tail = g_tx_tail;
        if (tail != g_tx_head) {
            USART1_DR = g_tx[tail % LS_USART_TX_BYTES];
            g_tx_tail = tail + 1u;
            ++g_stats.tx_bytes;
        } else {
            /* Last byte handed over: wait for it to leave the wire. */
            USART1_CR1 = (cr1 & ~USART_CR1_TXEIE) | USART_CR1_TCIE;
        }
    } else if ((cr1 & USART_CR1_TCIE) && (sr & USART_SR_TC)) {
        if (g_tx_tail == g_tx_head) {
            USART1_CR1 = cr1 & ~USART_CR1_TCIE;
            driver_enable(0);
        } else {
            USART1_CR1 = (cr1 & ~USART_CR1_TCIE) | USART_CR1_TXEIE; /* more came meanwhile */
        }
    }
}

void ls_usart1_handler(void)
{
    const uint32_t sr = USART1_SR;
    if (sr & (USART_SR_RXNE | USART_SR_ORE)) {
        const uint8_t byte = (uint8_t)USART1_DR; /* reading DR after SR clears RXNE and ORE */
        if (sr & USART_SR_ORE)
            ++g_stats.rx_hw_overruns;
        const uint32_t head = g_rx_head;
        if (head - g_rx_tail < LS_USART_RX_BYTES) {
            g_rx[head % LS_USART_RX_BYTES] = byte;
            g_rx_head = head + 1u;
            ++g_stats.rx_bytes;
        } else {
            ++g_stats.rx_overruns;
        }
    }
    tx_step(sr);
}

size_t ls_usart_read(uint8_t *data, size_t capacity)
{
    size_t n = 0;
    uint32_t tail = g_rx_tail;
    const uint32_t head = g_rx_head;
    while (n < capacity && tail != head)
        data[n++] = g_rx[tail++ % LS_USART_RX_BYTES];
    g_rx_tail = tail;
    return n;
}

int ls_usart_tx_busy(void)
{
    return (USART1_CR1 & (USART_CR1_TXEIE | USART_CR1_TCIE)) != 0;
}

void ls_usart_tx_pump(void)
{
    for (int i = 0; i < 64 && ls_usart_tx_busy(); ++i) {
        ls_irq_disable();
        const uint32_t sr = USART1_SR;
        const uint32_t before = g_tx_tail;
        const uint32_t cr1 = USART1_CR1;
        tx_step(sr);
        ls_irq_enable();
        if (g_tx_tail == before && USART1_CR1 == cr1)
            break; /* the UART is still busy with the byte before */
    }
}

int ls_usart_tx_idle(void)
{
    return g_tx_head == g_tx_tail && !(USART1_CR1 & (USART_CR1_TXEIE | USART_CR1_TCIE));
}

void ls_usart_set_baud(uint32_t baud)
{
    USART1_BRR = (ls_stm32_apb2_hz() + baud / 2u) / baud;
}

int ls_usart_rx_pending(void)
{
    return g_rx_head != g_rx_tail;
}

const ls_usart_stats *ls_usart_get_stats(void)
{
    return &g_stats;
}

int ls_hal_serial_write(void *link, const uint8_t *data, size_t length)
{
    (void)link; /* one bus: USART1 */
    uint32_t head = g_tx_head;
    int lost = 0;
    for (size_t i = 0; i < length; ++i) {
        if (head - g_tx_tail >= LS_USART_TX_BYTES) {
            g_stats.tx_dropped += (uint32_t)(length - i);
            lost = 1;
            break;
        }
        g_tx[head++ % LS_USART_TX_BYTES] = data[i];
    }
    g_tx_head = head;
    /* Driver on, then let the TXE interrupt take the bytes. */
    ls_irq_disable();
    driver_enable(1);
    USART1_CR1 = (USART1_CR1 & ~USART_CR1_TCIE) | USART_CR1_TXEIE;
    ls_irq_enable();
    return lost ? -1 : 0;
}
