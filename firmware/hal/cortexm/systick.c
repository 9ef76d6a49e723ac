/* The SysTick time base of every Cortex-M port (cortexm.h). */
#include "cortexm.h"

#include "hal.h"

static volatile uint32_t g_ms;
static uint32_t g_ticks_per_ms = 1000u;
static uint32_t g_core_hz = 1000000u;

void ls_systick_init(uint32_t core_hz)
{
    g_core_hz = core_hz;
    g_ticks_per_ms = core_hz / 1000u;
    SYST_RVR = g_ticks_per_ms - 1u;
    SYST_CVR = 0;
    SYST_CSR = SYST_CSR_ENABLE | SYST_CSR_TICKINT | SYST_CSR_CLKSOURCE;
}

void ls_systick_handler(void)
{
    g_ms = g_ms + 1u;
}

uint64_t ls_hal_time_ns(void)
{
    /* The count and the counter read as one: retry when a tick came between
     * (call with interrupts enabled, from the main loop). */
    for (;;) {
        const uint32_t before = g_ms;
        const uint32_t counter = SYST_CVR;
        if (g_ms != before)
            continue;
        const uint32_t into = g_ticks_per_ms - 1u - counter; /* SysTick counts down */
        static uint32_t wraps, last;
        if (before < last)
            ++wraps; /* 2^32 ms: 49.7 days */
        last = before;
        const uint64_t ms = ((uint64_t)wraps << 32) | before;
        return ms * 1000000ull + (uint64_t)into * 1000000000ull / g_core_hz;
    }
}
