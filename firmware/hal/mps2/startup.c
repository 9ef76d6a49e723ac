/* The vector table of the MPS2 AN386 (a Cortex-M4 with the CMSDK
 * peripherals; the LAN9118 on interrupt 13); reset is cortexm/reset.c. */
#include "cortexm.h"
#include "lan9118.h"

#include <stdint.h>

extern uint32_t _estack;

#define LS_VECTORS (16 + 64)

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
    [16 + LS_LAN9118_IRQN] = ls_lan9118_handler,
};
