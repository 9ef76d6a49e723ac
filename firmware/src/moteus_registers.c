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
    };
    if (type > 2 || (unsigned)kind >= sizeof table / sizeof table[0])
        return 1.0f;
    return table[kind][type];
}

void ls_moteus_encode(ls_moteus_kind kind, unsigned type, float value, uint8_t *out)
{
    if (type == LS_MOTEUS_FLOAT) {
        memcpy(out, &value, 4); /* the targets are little-endian */
        return;
    }
    static const double min_raw[3] = {-128.0, -32768.0, -2147483648.0};
    static const double max_raw[3] = {127.0, 32767.0, 2147483647.0};
    double raw_value;
    if (isnan(value)) {
        raw_value = min_raw[type];
    } else {
        raw_value = round((double)value / (double)ls_moteus_lsb(kind, type));
        /* Saturate, keeping the most negative integer for NaN. */
        const double low = kind == LS_MOTEUS_KIND_INT ? min_raw[type] : min_raw[type] + 1.0;
        if (raw_value < low)
            raw_value = low;
        if (raw_value > max_raw[type])
            raw_value = max_raw[type];
    }
    const int32_t raw = (int32_t)raw_value;
    const uint32_t bits = (uint32_t)raw;
    for (unsigned i = 0; i < ls_moteus_width_bytes(type); ++i)
        out[i] = (uint8_t)(bits >> (8 * i));
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
        if (raw == -128 && kind != LS_MOTEUS_KIND_INT)
            return NAN;
    } else if (type == LS_MOTEUS_INT16) {
        raw = (int16_t)(uint16_t)(in[0] | (in[1] << 8));
        if (raw == -32768 && kind != LS_MOTEUS_KIND_INT)
            return NAN;
    } else {
        raw = (int32_t)((uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
                        ((uint32_t)in[3] << 24));
        if (raw == INT32_MIN && kind != LS_MOTEUS_KIND_INT)
            return NAN;
    }
    return (float)((double)raw * (double)ls_moteus_lsb(kind, type));
}
