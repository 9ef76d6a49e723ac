#ifndef LOOPSCOPE_CORTEXM_H
#define LOOPSCOPE_CORTEXM_H
/*
 * What every Cortex-M4 port shares: the core's registers (ARMv7-M
 * Architecture Reference Manual B3.2-B3.4), interrupt masking and sleep, and
 * the SysTick time base behind ls_hal_time_ns() (systick.c).
 */
#include <stdint.h>

#define LS_REG(address) (*(volatile uint32_t *)(uintptr_t)(address))

#define SYST_CSR LS_REG(0xE000E010u)
#define SYST_RVR LS_REG(0xE000E014u)
#define SYST_CVR LS_REG(0xE000E018u)
#define SYST_CSR_ENABLE (1u << 0)
#define SYST_CSR_TICKINT (1u << 1)
#define SYST_CSR_CLKSOURCE (1u << 2)
#define NVIC_ISER(n) LS_REG(0xE000E100u + 4u * (n))
#define NVIC_IPR_BYTE(n) (*(volatile uint8_t *)(uintptr_t)(0xE000E400u + (n)))
#define SCB_CPACR LS_REG(0xE000ED88u)
#define SCB_VTOR LS_REG(0xE000ED08u)

static inline void ls_irq_disable(void) { __asm volatile("cpsid i" ::: "memory"); }
static inline void ls_irq_enable(void) { __asm volatile("cpsie i" ::: "memory"); }
static inline void ls_wait_for_interrupt(void) { __asm volatile("wfi" ::: "memory"); }
static inline void ls_barrier(void) { __asm volatile("dsb\n\tisb" ::: "memory"); }


/* SysTick counts core cycles and interrupts every millisecond; the HAL's
 * monotonic time is the millisecond count plus the cycles into the current
 * one. core_hz: the core clock (a multiple of 1 kHz). */
void ls_systick_init(uint32_t core_hz);
void ls_systick_handler(void);

/* The exceptions every port's vector table points at. */
void ls_default_handler(void);
void ls_fault_handler(void);
/* Copies .data, zeroes .bss, turns the FPU on; then main(). */
void ls_reset_handler(void);

/* A port's vector table: these 16 system entries, then its interrupts
 * ([16 + IRQ] = handler) in a const array placed in .isr_vector. */
typedef void (*ls_vector)(void);
#define LS_CORTEXM_SYSTEM_VECTORS(stack_top)                                                                  \
    [0] = (ls_vector)(uintptr_t)(stack_top), [1] = ls_reset_handler, [2] = ls_default_handler, /* NMI */     \
        [3] = ls_fault_handler, [4] = ls_fault_handler, [5] = ls_fault_handler,                              \
        [6] = ls_fault_handler, /* HardFault, MemManage, BusFault, UsageFault */                             \
        [11] = ls_default_handler, [12] = ls_default_handler, [14] = ls_default_handler, /* SVC, debug, PendSV */ \
        [15] = ls_systick_handler

#endif
