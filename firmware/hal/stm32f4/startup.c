/* The vector table of the STM32F405/407 (RM0090 Table 61: 16 system
 * exceptions and 82 peripheral interrupts); reset is cortexm/reset.c. */
#include "stm32f4_regs.h"

#include <stdint.h>

extern uint32_t _estack;
void ls_usart1_handler(void);

#define LS_VECTORS (16 + 82)

__attribute__((section(".isr_vector"), used)) const ls_vector ls_vector_table[LS_VECTORS] = {
    LS_CORTEXM_SYSTEM_VECTORS(&_estack),
    [16 + USART1_IRQN] = ls_usart1_handler,
};
