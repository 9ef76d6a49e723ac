#include "ls_crc.h"

uint8_t ls_crc8_moteus(uint8_t crc, const uint8_t *data, size_t length)
{
    for (size_t i = 0; i < length; ++i) {
        crc ^= data[i];
        for (int bit = 0; bit < 8; ++bit)
            crc = (uint8_t)((crc & 0x80u) ? (unsigned)(crc << 1) ^ 0x97u : (unsigned)(crc << 1));
    }
    return crc;
}

static uint16_t crc16_msb_first(uint16_t crc, uint16_t poly, const uint8_t *data, size_t length)
{
    for (size_t i = 0; i < length; ++i) {
        crc ^= (uint16_t)(data[i] << 8);
        for (int bit = 0; bit < 8; ++bit)
            crc = (uint16_t)((crc & 0x8000u) ? (unsigned)(crc << 1) ^ poly : (unsigned)(crc << 1));
    }
    return crc;
}

uint16_t ls_crc16_ccitt(uint16_t crc, const uint8_t *data, size_t length)
{
    return crc16_msb_first(crc, 0x1021u, data, length);
}

uint16_t ls_crc16_dxl(uint16_t crc, const uint8_t *data, size_t length)
{
    return crc16_msb_first(crc, 0x8005u, data, length);
}
