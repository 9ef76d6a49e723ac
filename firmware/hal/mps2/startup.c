/* The vector table of the MPS2 AN386 (a Cortex-M4 with the CMSDK
 * peripherals; the LAN9118 on interrupt 13); reset is cortexm/reset.c. */
#include "cortexm.h"
#include "lan9118.h"

#include <stdint.h>

extern uint32_t _estack;

#define LS_VECTORS (16 + 64)

__attribute__((section(".isr_vector"), used)) const ls_vector ls_vector_table[LS_VECTORS] = {
    LS_CORTEXM_SYSTEM_VECTORS(&_estack),
    [16 + LS_LAN9118_IRQN] = ls_lan9118_handler,
};
