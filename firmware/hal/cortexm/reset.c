/*
 * Reset and the fault handlers of every Cortex-M port. Reset copies .data
 * from flash, zeroes .bss, turns on the FPU (the servo model computes in
 * float) and calls main(). There is no heap: nothing here or in the C
 * library's start-up calls malloc, and the images are linked without _sbrk,
 * so code that would allocate fails to link.
 */
#include "cortexm.h"

#include <stdint.h>

extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss;
int main(void);

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
