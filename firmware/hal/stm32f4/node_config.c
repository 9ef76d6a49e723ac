/* The configuration word of one image (see stm32f4_hal.h); the build
 * compiles this file once per image with LS_NODE_PROTOCOL, LS_NODE_ID and
 * LS_NODE_BAUD set. */
#include "stm32f4_hal.h"

#ifndef LS_NODE_PROTOCOL
#error "LS_NODE_PROTOCOL is the image's protocol (1 Dynamixel 2.0, 2 moteus RS485)"
#endif

__attribute__((section(".node_config"), used)) const ls_node_config ls_node_config_word = {
    LS_NODE_CONFIG_MAGIC, LS_NODE_PROTOCOL, LS_NODE_ID, LS_NODE_BAUD, LS_NODE_WATCHDOG_MS,
};
