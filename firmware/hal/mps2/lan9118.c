/* The LAN9118 driver (see lan9118.h). Register offsets and bits: SMSC
 * LAN9118 datasheet, §5.3 (system control and status registers) and §5.4
 * (MAC control and status registers, reached through MAC_CSR_CMD/DATA). */
#include "lan9118.h"

#include "cortexm.h"

#define LAN_BASE 0x40200000u
#define RX_DATA_FIFO LS_REG(LAN_BASE + 0x00u)
#define TX_DATA_FIFO LS_REG(LAN_BASE + 0x20u)
#define RX_STATUS_FIFO LS_REG(LAN_BASE + 0x40u)
#define TX_STATUS_FIFO LS_REG(LAN_BASE + 0x48u)
#define IRQ_CFG LS_REG(LAN_BASE + 0x54u)
#define INT_STS LS_REG(LAN_BASE + 0x58u)
#define INT_EN LS_REG(LAN_BASE + 0x5Cu)
#define BYTE_TEST LS_REG(LAN_BASE + 0x64u)
#define TX_CFG LS_REG(LAN_BASE + 0x70u)
#define HW_CFG LS_REG(LAN_BASE + 0x74u)
#define RX_FIFO_INF LS_REG(LAN_BASE + 0x7Cu)
#define TX_FIFO_INF LS_REG(LAN_BASE + 0x80u)
#define MAC_CSR_CMD LS_REG(LAN_BASE + 0xA4u)
#define MAC_CSR_DATA LS_REG(LAN_BASE + 0xA8u)

#define BYTE_TEST_VALUE 0x87654321u
#define HW_CFG_SRST (1u << 0)
#define TX_CFG_TX_ON (1u << 1)
#define IRQ_CFG_IRQ_TYPE (1u << 0) /* push-pull */
#define IRQ_CFG_IRQ_POL (1u << 4)  /* active high */
#define IRQ_CFG_IRQ_EN (1u << 8)
#define INT_RSFL (1u << 3) /* RX status FIFO level */
#define CSR_BUSY (1u << 31)
#define CSR_READ (1u << 30)
#define MAC_CR 1u
#define MAC_ADDRH 2u
#define MAC_ADDRL 3u
#define MAC_CR_RXEN (1u << 2)
#define MAC_CR_TXEN (1u << 3)
#define MAC_CR_FDPX (1u << 20)
#define RX_STATUS_ERROR (1u << 15)
#define TX_CMD_A_FIRST (1u << 13)
#define TX_CMD_A_LAST (1u << 12)
#define SPINS 100000u

static uint32_t g_rx_dropped;
static uint32_t g_tag;

static int mac_wait(void)
{
    for (uint32_t i = 0; i < SPINS; ++i)
        if (!(MAC_CSR_CMD & CSR_BUSY))
            return 0;
    return -1;
}

static uint32_t mac_read(uint32_t reg)
{
    (void)mac_wait();
    MAC_CSR_CMD = CSR_BUSY | CSR_READ | reg;
    (void)mac_wait();
    return MAC_CSR_DATA;
}

static void mac_write(uint32_t reg, uint32_t value)
{
    (void)mac_wait();
    MAC_CSR_DATA = value;
    MAC_CSR_CMD = CSR_BUSY | reg;
    (void)mac_wait();
}

int ls_lan9118_init(uint8_t mac[6])
{
    if (BYTE_TEST != BYTE_TEST_VALUE)
        return -1;
    HW_CFG = HW_CFG_SRST;
    for (uint32_t i = 0; i < SPINS && (HW_CFG & HW_CFG_SRST); ++i) {
    }
    const uint32_t low = mac_read(MAC_ADDRL), high = mac_read(MAC_ADDRH);
    for (int i = 0; i < 4; ++i)
        mac[i] = (uint8_t)(low >> (8 * i));
    mac[4] = (uint8_t)high;
    mac[5] = (uint8_t)(high >> 8);
    /* Exact address and broadcast filtering (not promiscuous), full duplex. */
    mac_write(MAC_CR, MAC_CR_RXEN | MAC_CR_TXEN | MAC_CR_FDPX);
    TX_CFG = TX_CFG_TX_ON;
    INT_STS = 0xFFFFFFFFu;
    INT_EN = INT_RSFL;
    IRQ_CFG = IRQ_CFG_IRQ_EN | IRQ_CFG_IRQ_POL | IRQ_CFG_IRQ_TYPE;
    NVIC_ISER(LS_LAN9118_IRQN / 32u) = 1u << (LS_LAN9118_IRQN % 32u);
    return 0;
}

/* Only wakes the main loop: the frames are taken from the FIFO there. */
void ls_lan9118_handler(void)
{
    INT_STS = INT_RSFL;
}

int ls_lan9118_rx_pending(void)
{
    return ((RX_FIFO_INF >> 16) & 0xFFu) != 0;
}

size_t ls_lan9118_receive(uint8_t *buffer, size_t capacity)
{
    if (!ls_lan9118_rx_pending())
        return 0;
    const uint32_t status = RX_STATUS_FIFO;
    const size_t length = (status >> 16) & 0x3FFFu; /* with the 4-byte FCS */
    const size_t words = (length + 3u) / 4u;
    const int keep = !(status & RX_STATUS_ERROR) && length >= 4u && length - 4u <= capacity;
    for (size_t w = 0; w < words; ++w) {
        const uint32_t word = RX_DATA_FIFO;
        for (size_t b = 0; b < 4u && keep; ++b) {
            const size_t at = w * 4u + b;
            if (at < length - 4u)
                buffer[at] = (uint8_t)(word >> (8u * b));
        }
    }
    if (!keep) {
        ++g_rx_dropped;
        return 0;
    }
    return length - 4u;
}

uint32_t ls_lan9118_rx_dropped(void)
{
    return g_rx_dropped;
}

int ls_lan9118_send(void *link, const uint8_t *frame, size_t length)
{
    (void)link;
    /* The TX status FIFO holds one word per frame sent: keep it empty. */
    while ((TX_FIFO_INF >> 16) & 0xFFu)
        (void)TX_STATUS_FIFO;
    if (length == 0 || length > 2047u || (TX_FIFO_INF & 0xFFFFu) < length + 8u)
        return -1;
    ++g_tag;
    TX_DATA_FIFO = TX_CMD_A_FIRST | TX_CMD_A_LAST | (uint32_t)length;
    TX_DATA_FIFO = ((g_tag & 0xFFFFu) << 16) | (uint32_t)length;
    for (size_t at = 0; at < length; at += 4u) {
        uint32_t word = 0;
        for (size_t b = 0; b < 4u && at + b < length; ++b)
            word |= (uint32_t)frame[at + b] << (8u * b);
        TX_DATA_FIFO = word;
    }
    return 0;
}
