/*
 * The clock tree and the HAL's time base. The core runs at 168 MHz from the
 * PLL fed by the internal 16 MHz RC oscillator (HSI: M 16, N 336, P 2, Q 7;
 * RM0090 §6.3.2), so no board crystal is assumed; APB2 (USART1) at 84 MHz,
 * APB1 at 42 MHz. The time base is SysTick on the core clock
 * (cortexm/systick.c), to 6 ns.
 *
 * Every wait on a ready flag is bounded: an emulator that does not model the
 * RCC (QEMU's netduinoplus2 reads it as zeros and runs the core at 168 MHz
 * whatever is written) gets on after the bound instead of hanging.
 */
#include "stm32f4_hal.h"
#include "stm32f4_regs.h"


#define LS_CORE_HZ 168000000u
#define LS_READY_SPINS 100000u


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

    ls_systick_init(LS_CORE_HZ);
}
