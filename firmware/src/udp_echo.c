#include "udp_echo.h"

#include "fw_version.h"

#include <string.h>

/* Text building without printf (a microcontroller's printf may allocate):
 * each returns the new length, or capacity when the text does not fit. */
static size_t put_text(char *out, size_t at, size_t capacity, const char *text)
{
    const size_t n = strlen(text);
    if (at >= capacity || capacity - at <= n)
        return capacity;
    memcpy(out + at, text, n + 1);
    return at + n;
}

static size_t put_number(char *out, size_t at, size_t capacity, unsigned value, unsigned min_digits)
{
    char digits[12];
    size_t n = 0;
    do {
        digits[n++] = (char)('0' + value % 10u);
        value /= 10u;
    } while (value || n < min_digits);
    char text[12];
    for (size_t i = 0; i < n; ++i)
        text[i] = digits[n - 1 - i];
    text[n] = '\0';
    return put_text(out, at, capacity, text);
}

void ls_echo_init(ls_echo_device *device, unsigned number, const ls_impair_config *config, void *link)
{
    device->number = number;
    device->name[0] = device->serial[0] = '\0';
    put_number(device->name, put_text(device->name, 0, sizeof device->name, LS_ECHO_NAME_PREFIX),
               sizeof device->name, number, 1);
    put_number(device->serial, put_text(device->serial, 0, sizeof device->serial, "LS-ECHO-"),
               sizeof device->serial, number, 4);
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
    const char *parts[] = {LS_ECHO_ID_HEADER "name=", device->name, "\nmodel=", LS_ECHO_MODEL, "\nserial=",
                           device->serial, "\nfirmware=", ls_fw_version(), "\nkind=", LS_ECHO_KIND "\n"};
    if (capacity == 0)
        return 0;
    size_t at = 0;
    buffer[0] = '\0';
    for (size_t i = 0; i < sizeof parts / sizeof parts[0] && at < capacity; ++i)
        at = put_text(buffer, at, capacity, parts[i]);
    return at >= capacity ? 0 : at;
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
