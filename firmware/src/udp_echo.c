#include "udp_echo.h"

#include "fw_version.h"

#include <stdio.h>
#include <string.h>

void ls_echo_init(ls_echo_device *device, unsigned number, const ls_impair_config *config, void *link)
{
    device->number = number;
    snprintf(device->name, sizeof device->name, "sim-echo-%u", number);
    snprintf(device->serial, sizeof device->serial, "LS-ECHO-%04u", number);
    device->link = link;
    device->echoed = 0;
    device->identified = 0;
    ls_impair_config own = *config;
    own.seed = config->seed ^ ((uint64_t)number * 0xD1B54A32D192ED03ull);
    ls_impair_init(&device->impair, &own, link);
}

int ls_echo_is_discovery_request(const uint8_t *data, size_t length)
{
    const size_t expected = sizeof LS_ECHO_DISCOVERY_REQUEST - 1;
    return length == expected && memcmp(data, LS_ECHO_DISCOVERY_REQUEST, expected) == 0;
}

size_t ls_echo_identity_reply(const ls_echo_device *device, char *buffer, size_t capacity)
{
    const int written =
        snprintf(buffer, capacity, LS_ECHO_ID_HEADER "name=%s\nmodel=%s\nserial=%s\nfirmware=%s\nkind=%s\n",
                 device->name, LS_ECHO_MODEL, device->serial, ls_fw_version(), LS_ECHO_KIND);
    if (written < 0 || (size_t)written >= capacity)
        return 0;
    return (size_t)written;
}

void ls_echo_on_datagram(ls_echo_device *device, const ls_hal_peer *peer, const uint8_t *data, size_t length,
                         uint64_t now_ns)
{
    if (ls_echo_is_discovery_request(data, length)) {
        char reply[LS_ECHO_IDENTITY_MAX];
        const size_t reply_length = ls_echo_identity_reply(device, reply, sizeof reply);
        if (reply_length > 0 &&
            ls_hal_udp_send(device->link, peer, (const uint8_t *)reply, reply_length) == 0)
            ++device->identified;
        return;
    }
    ++device->echoed;
    ls_impair_submit(&device->impair, peer, data, length, now_ns);
}

void ls_echo_poll(ls_echo_device *device, uint64_t now_ns)
{
    ls_impair_poll(&device->impair, now_ns);
}

uint64_t ls_echo_next_due_ns(const ls_echo_device *device)
{
    return ls_impair_next_due_ns(&device->impair);
}
