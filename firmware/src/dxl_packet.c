#include "dxl_packet.h"

#include "ls_crc.h"

size_t ls_dxl_build(uint8_t id, const uint8_t *body, size_t body_length, uint8_t *out, size_t capacity)
{
    if (capacity < LS_DXL_HEADER_BYTES + 2)
        return 0;
    size_t used = LS_DXL_HEADER_BYTES;
    for (size_t i = 0; i < body_length; ++i) {
        if (used + 1 > capacity - 2)
            return 0;
        out[used++] = body[i];
        /* After FF FF FD inside the body, insert an FD. */
        if (used - LS_DXL_HEADER_BYTES >= 3 && out[used - 1] == 0xfd && out[used - 2] == 0xff &&
            out[used - 3] == 0xff) {
            if (used + 1 > capacity - 2)
                return 0;
            out[used++] = 0xfd;
        }
    }
    const size_t length_field = used - LS_DXL_HEADER_BYTES + 2;
    if (length_field > 0xffff)
        return 0;
    out[0] = 0xff;
    out[1] = 0xff;
    out[2] = 0xfd;
    out[3] = 0x00;
    out[4] = id;
    out[5] = (uint8_t)(length_field & 0xff);
    out[6] = (uint8_t)(length_field >> 8);
    const uint16_t crc = ls_crc16_dxl(0, out, used);
    out[used++] = (uint8_t)(crc & 0xff);
    out[used++] = (uint8_t)(crc >> 8);
    return used;
}

size_t ls_dxl_unstuff(uint8_t *data, size_t length)
{
    size_t out = 0;
    for (size_t i = 0; i < length; ++i) {
        data[out++] = data[i];
        if (out >= 3 && data[out - 1] == 0xfd && data[out - 2] == 0xff && data[out - 3] == 0xff &&
            i + 1 < length && data[i + 1] == 0xfd)
            ++i; /* skip the stuffed FD */
    }
    return out;
}
