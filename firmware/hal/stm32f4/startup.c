/*
 * Reset and the vector table of the STM32F405/407 (RM0090 Table 61: 16
 * system exceptions and 82 peripheral interrupts). Reset copies .data from
 * flash, zeroes .bss, turns on the FPU (the servo model computes in float),
 * and calls main(). There is no heap: nothing here or in the C library's
 * start-up calls malloc, and the image is linked without _sbrk, so code that
 * would allocate fails to link (see stm32f405.ld).
 */
#include "stm32f4_regs.h"

#include <stdint.h>

extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss, _estack;
int main(void);
void ls_systick_handler(void);
void ls_usart1_handler(void);

void ls_reset_handler(void);
void ls_default_handler(void);
void ls_fault_handler(void);

void ls_reset_handler(void)
{
    const uint32_t *from = &_sidata;
    for (uint32_t *to = &_sdata; to < &_edata;)
        *to++ = *from++;
    for (uint32_t *to = &_sbss; to < &_ebss;)
        *to++ = 0;
    SCB_CPACR |= 0xFu << 20; /* CP10, CP11: full access (the FPU) */
    ls_barrier();
    main();
    for (;;)
        ls_wait_for_interrupt();
}

/* An interrupt nobody expects, or a fault: stop here (a debugger shows where),
 * with the outputs left as they are; the host's watchdog sees a silent node. */
void ls_default_handler(void)
{
    for (;;) {
    }
}

void ls_fault_handler(void)
{
    for (;;) {
    }
}

#define LS_VECTORS (16 + 82)

typedef void (*ls_vector)(void);

__attribute__((section(".isr_vector"), used)) const ls_vector ls_vector_table[LS_VECTORS] = {
    [0] = (ls_vector)(uintptr_t)&_estack,
    [1] = ls_reset_handler,
    [2] = ls_default_handler, /* NMI */
    [3] = ls_fault_handler,   /* HardFault */
    [4] = ls_fault_handler,   /* MemManage */
    [5] = ls_fault_handler,   /* BusFault */
    [6] = ls_fault_handler,   /* UsageFault */
    [11] = ls_default_handler, /* SVCall */
    [12] = ls_default_handler, /* DebugMonitor */
    [14] = ls_default_handler, /* PendSV */
    [15] = ls_systick_handler,
    [16 + USART1_IRQN] = ls_usart1_handler,
};
