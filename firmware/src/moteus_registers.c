#include "moteus_registers.h"

#include <math.h>
#include <string.h>

unsigned ls_moteus_width_bytes(unsigned type)
{
    static const unsigned bytes[4] = {1, 2, 4, 4};
    return bytes[type & 3u];
}

float ls_moteus_lsb(ls_moteus_kind kind, unsigned type)
{
    /* int8, int16, int32 */
    static const float table[][3] = {
        [LS_MOTEUS_KIND_NONE] = {1.0f, 1.0f, 1.0f},
        [LS_MOTEUS_KIND_INT] = {1.0f, 1.0f, 1.0f},
        [LS_MOTEUS_KIND_POSITION] = {0.01f, 0.0001f, 0.00001f},
        [LS_MOTEUS_KIND_VELOCITY] = {0.1f, 0.00025f, 0.00001f},
        [LS_MOTEUS_KIND_ACCELERATION] = {0.05f, 0.001f, 0.00001f},
        [LS_MOTEUS_KIND_TORQUE] = {0.5f, 0.01f, 0.001f},
        [LS_MOTEUS_KIND_CURRENT] = {1.0f, 0.1f, 0.001f},
        [LS_MOTEUS_KIND_VOLTAGE] = {0.5f, 0.1f, 0.001f},
        [LS_MOTEUS_KIND_TEMPERATURE] = {1.0f, 0.1f, 0.001f},
        [LS_MOTEUS_KIND_TIME] = {0.01f, 0.001f, 0.000001f},
        [LS_MOTEUS_KIND_SCALE] = {1.0f / 127.0f, 1.0f / 32767.0f, 1.0f / 2147483647.0f},
        [LS_MOTEUS_KIND_POWER] = {10.0f, 0.05f, 0.0001f},
        [LS_MOTEUS_KIND_IDENTITY] = {1.0f, 1.0f, 1.0f},
    };
    if (type > 2 || (unsigned)kind >= sizeof table / sizeof table[0])
        return 1.0f;
    return table[kind][type];
}

int32_t ls_moteus_float_to_int32(float value)
{
    if (isnan(value))
        return 0;
    if (value >= 2147483647.0f) /* 2147483647 rounds to 2^31 in float */
        return INT32_MAX;
    if (value <= -2147483648.0f)
        return INT32_MIN;
    return (int32_t)value; /* in range: C truncates toward zero */
}

static void put_bits(uint32_t bits, unsigned type, uint8_t *out)
{
    for (unsigned i = 0; i < ls_moteus_width_bytes(type); ++i)
        out[i] = (uint8_t)(bits >> (8 * i));
}

static int plain_int(ls_moteus_kind kind)
{
    return kind == LS_MOTEUS_KIND_INT || kind == LS_MOTEUS_KIND_IDENTITY;
}

void ls_moteus_encode_int(unsigned type, int32_t value, uint8_t *out)
{
    if (type == LS_MOTEUS_FLOAT) {
        const float real = (float)value;
        memcpy(out, &real, 4);
        return;
    }
    put_bits((uint32_t)value, type, out);
}

int32_t ls_moteus_decode_int32(unsigned type, const uint8_t *in)
{
    if (type == LS_MOTEUS_FLOAT) {
        float value;
        memcpy(&value, in, 4);
        return ls_moteus_float_to_int32(value);
    }
    if (type == LS_MOTEUS_INT8)
        return (int8_t)in[0];
    if (type == LS_MOTEUS_INT16)
        return (int16_t)(uint16_t)(in[0] | (in[1] << 8));
    return (int32_t)((uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) | ((uint32_t)in[3] << 24));
}

void ls_moteus_encode(ls_moteus_kind kind, unsigned type, float value, uint8_t *out)
{
    if (type == LS_MOTEUS_FLOAT) {
        memcpy(out, &value, 4); /* the targets are little-endian */
        return;
    }
    static const int32_t min_raw[3] = {-128, -32768, INT32_MIN};
    static const double max_raw[3] = {127.0, 32767.0, 2147483647.0};
    int32_t raw;
    if (plain_int(kind)) {
        raw = ls_moteus_float_to_int32(value); /* the width keeps its low bytes */
    } else if (!isfinite(value)) {
        raw = min_raw[type];
    } else {
        /* The firmware divides in float, limits to ±max (the most negative
         * integer is NaN) and truncates. */
        double scaled = (double)(value / ls_moteus_lsb(kind, type));
        if (scaled > max_raw[type])
            scaled = max_raw[type];
        if (scaled < -max_raw[type])
            scaled = -max_raw[type];
        raw = (int32_t)scaled;
    }
    put_bits((uint32_t)raw, type, out);
}

int ls_moteus_decode_int8(unsigned type, const uint8_t *in)
{
    return (int8_t)(uint8_t)((uint32_t)ls_moteus_decode_int32(type, in) & 0xffu);
}

float ls_moteus_decode(ls_moteus_kind kind, unsigned type, const uint8_t *in)
{
    if (type == LS_MOTEUS_FLOAT) {
        float value;
        memcpy(&value, in, 4);
        return value;
    }
    int32_t raw;
    if (type == LS_MOTEUS_INT8) {
        raw = (int8_t)in[0];
        if (raw == -128 && !plain_int(kind))
            return NAN;
    } else if (type == LS_MOTEUS_INT16) {
        raw = (int16_t)(uint16_t)(in[0] | (in[1] << 8));
        if (raw == -32768 && !plain_int(kind))
            return NAN;
    } else {
        raw = (int32_t)((uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
                        ((uint32_t)in[3] << 24));
        if (raw == INT32_MIN && !plain_int(kind))
            return NAN;
    }
    return (float)raw * ls_moteus_lsb(kind, type); /* in float, as the firmware */
}
