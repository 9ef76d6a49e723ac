/* The vector table of the STM32F405/407 (RM0090 Table 61: 16 system
 * exceptions and 82 peripheral interrupts); reset is cortexm/reset.c. */
#include "stm32f4_regs.h"

#include <stdint.h>

extern uint32_t _estack;
void ls_usart1_handler(void);

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
