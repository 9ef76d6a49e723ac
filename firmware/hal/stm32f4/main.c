/*
 * The servo node: one simulated servo (the same firmware/src code the host
 * simulator runs, its servo model as the plant) on USART1, speaking the
 * protocol its configuration word names. The main loop takes received bytes
 * out of the UART's ring and feeds the bus parser, runs the bus when it has
 * work due (replies, the 20 ms model tick that lets watchdogs expire when the
 * host goes quiet), and sleeps until the next interrupt otherwise.
 */
#include "stm32f4_hal.h"
#include "stm32f4_regs.h"

#include "dxl_bus.h"
#include "hal.h"
#include "moteus_bus.h"

/* One bus is used: the two share their RAM. */
static union {
    ls_dxl_bus dxl;
    ls_moteus_bus moteus;
} g_bus;

int ls_hal_udp_send(void *link, const ls_hal_peer *peer, const uint8_t *data, size_t length)
{
    (void)link;
    (void)peer;
    (void)data;
    (void)length;
    return -1; /* no network on this node */
}

int main(void)
{
    ls_stm32_clock_init();
    const ls_node_config *config = &ls_node_config_word;
    const int dynamixel = config->magic == LS_NODE_CONFIG_MAGIC && config->protocol == LS_NODE_DYNAMIXEL2;
    uint32_t baud = config->baud ? config->baud : 57600u;
    ls_usart_init(baud);
    ls_irq_enable();

    const uint8_t id = (uint8_t)config->id;
    uint64_t now = ls_hal_time_ns();
    if (dynamixel)
        ls_dxl_bus_init(&g_bus.dxl, &id, 1, baud, LS_DXL_MODEL_XM430_W350, 0, 0, (void *)0, now);
    else
        ls_moteus_bus_init(&g_bus.moteus, LS_MOTEUS_TRANSPORT_RS485, &id, 1, config->watchdog_ms, 0, 0, (void *)0, now);

    for (;;) {
        uint8_t chunk[128];
        const size_t n = ls_usart_read(chunk, sizeof chunk);
        now = ls_hal_time_ns();
        if (n) {
            if (dynamixel)
                ls_dxl_bus_on_bytes(&g_bus.dxl, chunk, n, baud, now);
            else
                ls_moteus_bus_on_bytes(&g_bus.moteus, chunk, n, now);
        }
        const uint64_t due = dynamixel ? ls_dxl_bus_next_due_ns(&g_bus.dxl) : ls_moteus_bus_next_due_ns(&g_bus.moteus);
        if (now >= due) {
            if (dynamixel)
                ls_dxl_bus_poll(&g_bus.dxl, now);
            else
                ls_moteus_bus_poll(&g_bus.moteus, now);
        }
        /* A Dynamixel servo told to change its rate (address 8) answers at
         * the old one, then listens at the new one. */
        if (dynamixel && ls_dxl_baud(&g_bus.dxl.servos[0]) != baud && ls_usart_tx_idle()) {
            baud = ls_dxl_baud(&g_bus.dxl.servos[0]);
            ls_usart_set_baud(baud);
        }
        ls_usart_tx_pump();
        /* Sleep until an interrupt (a byte, the 1 ms tick) unless a reply is
         * going out; masked so that one arriving between the check and the
         * sleep still wakes it. */
        ls_irq_disable();
        if (!ls_usart_rx_pending() && !ls_usart_tx_busy())
            ls_wait_for_interrupt();
        ls_irq_enable();
    }
}
