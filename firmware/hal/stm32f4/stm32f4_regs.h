#ifndef LOOPSCOPE_STM32F4_REGS_H
#define LOOPSCOPE_STM32F4_REGS_H
/*
 * The few STM32F405/407 and Cortex-M4 registers the servo node uses, from
 * RM0090 (STM32F405/415, 407/417 reference manual) and the ARMv7-M
 * Architecture Reference Manual. Addresses and bit positions only: no vendor
 * header is needed to build the firmware.
 */
#include "cortexm.h"

#include <stdint.h>

/* RCC (RM0090 §7.3) */
#define RCC_BASE 0x40023800u
#define RCC_CR LS_REG(RCC_BASE + 0x00u)
#define RCC_PLLCFGR LS_REG(RCC_BASE + 0x04u)
#define RCC_CFGR LS_REG(RCC_BASE + 0x08u)
#define RCC_AHB1ENR LS_REG(RCC_BASE + 0x30u)
#define RCC_APB2ENR LS_REG(RCC_BASE + 0x44u)
#define RCC_CR_HSION (1u << 0)
#define RCC_CR_HSIRDY (1u << 1)
#define RCC_CR_PLLON (1u << 24)
#define RCC_CR_PLLRDY (1u << 25)
#define RCC_CFGR_SW_PLL 2u
#define RCC_CFGR_SWS_SHIFT 2u
#define RCC_CFGR_PPRE1_DIV4 (5u << 10)
#define RCC_CFGR_PPRE2_DIV2 (4u << 13)
#define RCC_AHB1ENR_GPIOAEN (1u << 0)
#define RCC_APB2ENR_USART1EN (1u << 4)

/* Flash interface (RM0090 §3.9) */
#define FLASH_ACR LS_REG(0x40023C00u)
#define FLASH_ACR_LATENCY_5WS 5u
#define FLASH_ACR_PRFTEN (1u << 8)
#define FLASH_ACR_ICEN (1u << 9)
#define FLASH_ACR_DCEN (1u << 10)

/* GPIOA (RM0090 §8.4) */
#define GPIOA_BASE 0x40020000u
#define GPIOA_MODER LS_REG(GPIOA_BASE + 0x00u)
#define GPIOA_OSPEEDR LS_REG(GPIOA_BASE + 0x08u)
#define GPIOA_PUPDR LS_REG(GPIOA_BASE + 0x0Cu)
#define GPIOA_BSRR LS_REG(GPIOA_BASE + 0x18u)
#define GPIOA_AFRH LS_REG(GPIOA_BASE + 0x24u)

/* USART1 (RM0090 §30.6) */
#define USART1_BASE 0x40011000u
#define USART1_SR LS_REG(USART1_BASE + 0x00u)
#define USART1_DR LS_REG(USART1_BASE + 0x04u)
#define USART1_BRR LS_REG(USART1_BASE + 0x08u)
#define USART1_CR1 LS_REG(USART1_BASE + 0x0Cu)
#define USART1_CR2 LS_REG(USART1_BASE + 0x10u)
#define USART1_CR3 LS_REG(USART1_BASE + 0x14u)
#define USART_SR_ORE (1u << 3)
#define USART_SR_RXNE (1u << 5)
#define USART_SR_TC (1u << 6)
#define USART_SR_TXE (1u << 7)
#define USART_CR1_RE (1u << 2)
#define USART_CR1_TE (1u << 3)
#define USART_CR1_RXNEIE (1u << 5)
#define USART_CR1_TCIE (1u << 6)
#define USART_CR1_TXEIE (1u << 7)
#define USART_CR1_UE (1u << 13)
#define USART1_IRQN 37u

#endif
