/* The fdcanusb / moteus-UART line protocol of a moteus bus (see moteus_bus.h). */
#include "ls_crc.h"
#include "moteus_bus.h"

#include <string.h>

#define REPLY_LINE_MAX 256

static const char k_hex[] = "0123456789ABCDEF";

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static size_t canfd_length(size_t length)
{
    static const size_t sizes[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        if (sizes[i] >= length)
            return sizes[i];
    }
    return 64;
}

/* Queues text (adding " *XX" in checksum mode) and "\n". */
static void send_line(ls_moteus_bus *bus, char *text, size_t length, uint64_t ready_ns)
{
    if (bus->crc_required && length + 5 < REPLY_LINE_MAX) {
        text[length++] = ' ';
        const uint8_t crc = ls_crc8_moteus(0, (const uint8_t *)text, length);
        text[length++] = '*';
        text[length++] = k_hex[crc >> 4];
        text[length++] = k_hex[crc & 15];
    }
    text[length++] = '\n';
    if (ls_serial_tx_submit(&bus->tx, (const uint8_t *)text, length, ready_ns))
        ++bus->stats.replies;
}

static void send_text(ls_moteus_bus *bus, const char *text, uint64_t ready_ns)
{
    char line[REPLY_LINE_MAX];
    size_t length = strlen(text);
    if (length > REPLY_LINE_MAX - 8)
        length = REPLY_LINE_MAX - 8;
    memcpy(line, text, length);
    send_line(bus, line, length, ready_ns);
}

static void send_err_line(ls_moteus_bus *bus, const char *why, uint64_t now_ns)
{
    char line[REPLY_LINE_MAX] = "ERR ";
    strncat(line, why, REPLY_LINE_MAX - 16);
    send_text(bus, line, now_ns);
}

static void send_error(ls_moteus_bus *bus, const char *why, uint64_t now_ns)
{
    ++bus->stats.malformed;
    send_err_line(bus, why, now_ns);
}

static size_t put_hex(char *out, uint32_t value)
{
    char digits[8];
    size_t n = 0;
    do {
        digits[n++] = k_hex[value & 15u];
        value >>= 4;
    } while (value);
    for (size_t i = 0; i < n; ++i)
        out[i] = digits[n - 1 - i];
    return n;
}

static void send_rcv(ls_moteus_bus *bus, uint32_t can_id, const uint8_t *payload, size_t length,
                     uint64_t ready_ns)
{
    char line[REPLY_LINE_MAX];
    size_t used = 0;
    memcpy(line, "rcv ", 4);
    used = 4;
    used += put_hex(line + used, can_id);
    line[used++] = ' ';
    const size_t padded = canfd_length(length);
    for (size_t i = 0; i < padded; ++i) {
        const uint8_t byte = i < length ? payload[i] : 0x50;
        line[used++] = k_hex[byte >> 4];
        line[used++] = k_hex[byte & 15];
    }
    if (can_id > 0x7ffu) {
        memcpy(line + used, " E", 2);
        used += 2;
    }
    memcpy(line + used, " B F", 4);
    used += 4;
    send_line(bus, line, used, ready_ns);
}

typedef struct token
{
    const char *text;
    size_t length;
} token;

static size_t split(const char *line, size_t length, token *tokens, size_t capacity)
{
    size_t count = 0;
    size_t i = 0;
    while (i < length) {
        while (i < length && line[i] == ' ')
            ++i;
        if (i == length)
            break;
        const size_t start = i;
        while (i < length && line[i] != ' ')
            ++i;
        if (count == capacity)
            return capacity + 1;
        tokens[count].text = line + start;
        tokens[count].length = i - start;
        ++count;
    }
    return count;
}

static int token_is(const token *t, const char *word)
{
    return t->length == strlen(word) && memcmp(t->text, word, t->length) == 0;
}

static void handle_send(ls_moteus_bus *bus, const token *tokens, size_t count, uint64_t now_ns)
{
    if (count < 4) {
        send_error(bus, "usage: can send <hexid> <hexdata> [flags]", now_ns);
        return;
    }
    uint32_t can_id = 0;
    if (tokens[2].length == 0 || tokens[2].length > 8) {
        send_error(bus, "bad id", now_ns);
        return;
    }
    for (size_t i = 0; i < tokens[2].length; ++i) {
        const int v = hex_value(tokens[2].text[i]);
        if (v < 0) {
            send_error(bus, "bad id", now_ns);
            return;
        }
        can_id = (can_id << 4) | (uint32_t)v;
    }
    if (can_id > 0x1fffffffu) {
        send_error(bus, "bad id", now_ns);
        return;
    }
    const token *data = &tokens[3];
    if (data->length == 0 || data->length % 2 || data->length > 2 * LS_MOTEUS_MAX_FRAME) {
        send_error(bus, "bad data length", now_ns);
        return;
    }
    uint8_t payload[LS_MOTEUS_MAX_FRAME];
    const size_t length = data->length / 2;
    for (size_t i = 0; i < length; ++i) {
        const int high = hex_value(data->text[2 * i]);
        const int low = hex_value(data->text[2 * i + 1]);
        if (high < 0 || low < 0) {
            send_error(bus, "bad data", now_ns);
            return;
        }
        payload[i] = (uint8_t)(high << 4 | low);
    }
    for (size_t f = 4; f < count; ++f) {
        for (size_t i = 0; i < tokens[f].length; ++i) {
            const char c = tokens[f].text[i];
            if (!strchr("BFEbfe", c)) {
                send_error(bus, "bad flag", now_ns);
                return;
            }
        }
    }
    ++bus->stats.frames;
    send_text(bus, "OK", now_ns);

    const unsigned dest = can_id & 0x7fu;
    const unsigned source = (can_id >> 8) & 0x7fu;
    const int reply_wanted = (can_id & 0x8000u) != 0;
    const uint32_t prefix = can_id >> 16;
    const uint64_t ready_ns = now_ns + (uint64_t)bus->reply_delay_us * 1000u;
    int matched = 0;
    for (unsigned i = 0; i < bus->servo_count; ++i) {
        ls_moteus_servo *servo = &bus->servos[i];
        if (dest != LS_MOTEUS_BROADCAST && servo->id != dest)
            continue;
        matched = 1;
        uint8_t reply[LS_MOTEUS_MAX_FRAME];
        const size_t reply_length =
            ls_moteus_handle_frame(servo, payload, length, reply, sizeof reply, now_ns);
        if (reply_wanted && reply_length > 0)
            send_rcv(bus, (prefix << 16) | ((uint32_t)servo->id << 8) | source, reply, reply_length,
                     ready_ns);
    }
    if (!matched)
        ++bus->stats.unknown_id;
}

static void handle_line(ls_moteus_bus *bus, char *line, size_t length, uint64_t now_ns)
{
    /* Optional checksum suffix " *XX" over everything before the '*'. */
    if (length >= 4 && line[length - 3] == '*' && line[length - 4] == ' ') {
        const int high = hex_value(line[length - 2]);
        const int low = hex_value(line[length - 1]);
        const uint8_t expected = ls_crc8_moteus(0, (const uint8_t *)line, length - 3);
        bus->crc_required = 1;
        if (high < 0 || low < 0 || (uint8_t)(high << 4 | low) != expected) {
            ++bus->stats.crc_errors;
            send_err_line(bus, "checksum mismatch", now_ns);
            return;
        }
        length -= 4;
    } else if (bus->crc_required) {
        ++bus->stats.crc_errors;
        send_err_line(bus, "checksum required", now_ns);
        return;
    }
    token tokens[8];
    const size_t count = split(line, length, tokens, 8);
    if (count == 0)
        return;
    if (count > 8) {
        send_error(bus, "too many fields", now_ns);
        return;
    }
    if (!token_is(&tokens[0], "can") || count < 2) {
        send_error(bus, "unknown command", now_ns);
        return;
    }
    if (token_is(&tokens[1], "send")) {
        handle_send(bus, tokens, count, now_ns);
    } else if ((token_is(&tokens[1], "on") || token_is(&tokens[1], "off")) && count == 2) {
        send_text(bus, "OK", now_ns);
    } else {
        send_error(bus, "unknown command", now_ns);
    }
}

void ls_moteus_fdcanusb_on_bytes(ls_moteus_bus *bus, const uint8_t *data, size_t length, uint64_t now_ns)
{
    for (size_t i = 0; i < length; ++i) {
        const uint8_t byte = data[i];
        if (byte == '\n' || byte == '\r') {
            if (bus->rx_overflow) {
                send_error(bus, "line too long", now_ns);
            } else if (bus->rx_length > 0) {
                handle_line(bus, (char *)bus->rx, bus->rx_length, now_ns);
            }
            bus->rx_length = 0;
            bus->rx_overflow = 0;
            continue;
        }
        if (byte < 0x20 || byte > 0x7e) {
            ++bus->stats.garbage_bytes; /* not text: ignored, the line goes on */
            continue;
        }
        if (bus->rx_length >= LS_MOTEUS_LINE_MAX) {
            bus->rx_overflow = 1;
            continue;
        }
        bus->rx[bus->rx_length++] = byte;
    }
}
