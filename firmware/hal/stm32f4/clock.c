/*
 * The clock tree and the HAL's time base. The core runs at 168 MHz from the
 * PLL fed by the internal 16 MHz RC oscillator (HSI: M 16, N 336, P 2, Q 7;
 * RM0090 §6.3.2), so no board crystal is assumed; APB2 (USART1) at 84 MHz,
 * APB1 at 42 MHz. SysTick counts core cycles and interrupts every
 * millisecond; ls_hal_time_ns() is the millisecond count plus the cycles into
 * the current millisecond, to 6 ns.
 *
 * Every wait on a ready flag is bounded: an emulator that does not model the
 * RCC (QEMU's netduinoplus2 reads it as zeros and runs the core at 168 MHz
 * whatever is written) gets on after the bound instead of hanging.
 */
#include "stm32f4_hal.h"
#include "stm32f4_regs.h"

#include "hal.h"

#define LS_CORE_HZ 168000000u
#define LS_TICKS_PER_MS (LS_CORE_HZ / 1000u)
#define LS_READY_SPINS 100000u

static volatile uint32_t g_ms;

uint32_t ls_stm32_core_hz(void)
{
    return LS_CORE_HZ;
}

uint32_t ls_stm32_apb2_hz(void)
{
    return LS_CORE_HZ / 2u;
}

static int wait_for(volatile uint32_t *reg, uint32_t mask, uint32_t value)
{
    for (uint32_t i = 0; i < LS_READY_SPINS; ++i)
        if ((*reg & mask) == value)
            return 0;
    return -1;
}

void ls_stm32_clock_init(void)
{
    RCC_CR |= RCC_CR_HSION;
    (void)wait_for(&RCC_CR, RCC_CR_HSIRDY, RCC_CR_HSIRDY);
    /* 5 wait states at 168 MHz and 2.7-3.6 V (RM0090 Table 10), caches on. */
    FLASH_ACR = FLASH_ACR_LATENCY_5WS | FLASH_ACR_PRFTEN | FLASH_ACR_ICEN | FLASH_ACR_DCEN;
    RCC_PLLCFGR = 16u /* M */ | (336u << 6) /* N */ | (0u << 16) /* P = 2 */ | (0u << 22) /* HSI */ |
                  (7u << 24) /* Q */;
    RCC_CR |= RCC_CR_PLLON;
    (void)wait_for(&RCC_CR, RCC_CR_PLLRDY, RCC_CR_PLLRDY);
    RCC_CFGR = RCC_CFGR_PPRE1_DIV4 | RCC_CFGR_PPRE2_DIV2 | RCC_CFGR_SW_PLL;
    (void)wait_for(&RCC_CFGR, 3u << RCC_CFGR_SWS_SHIFT, RCC_CFGR_SW_PLL << RCC_CFGR_SWS_SHIFT);

    SYST_RVR = LS_TICKS_PER_MS - 1u;
    SYST_CVR = 0;
    SYST_CSR = SYST_CSR_ENABLE | SYST_CSR_TICKINT | SYST_CSR_CLKSOURCE;
}

void ls_systick_handler(void)
{
    g_ms = g_ms + 1u;
}

uint64_t ls_hal_time_ns(void)
{
    /* The count and the counter read as one: retry when a tick came between. */
    for (;;) {
        const uint32_t before = g_ms;
        const uint32_t counter = SYST_CVR;
        if (g_ms != before)
            continue;
        const uint32_t into = LS_TICKS_PER_MS - 1u - counter; /* SysTick counts down */
        static uint32_t wraps, last;
        if (before < last)
            ++wraps; /* 2^32 ms: 49.7 days */
        last = before;
        const uint64_t ms = ((uint64_t)wraps << 32) | before;
        return ms * 1000000ull + (uint64_t)into * 1000000000ull / LS_CORE_HZ;
    }
}
