#ifndef LOOPSCOPE_MOTEUS_DIAG_H
#define LOOPSCOPE_MOTEUS_DIAG_H
/*
 * The diagnostic stream of one simulated moteus: the text console that the
 * firmware serves on multiplex channel 1 (subframes 0x40 client data, 0x42
 * poll, answered by 0x41 server data). Commands are lines ending in '\n' or
 * '\r'; replies end in "\r\n" as mjlib's command manager writes them:
 *   conf get NAME | set NAME VALUE | enumerate [GROUP] | list | load | write | default
 *   tel get NAME | schema NAME | list | stop | rate NAME MS | fmt NAME F | text
 *   d stop | d exact V | d rezero [V] | d nearest [V] | d cfg-set-output [V]
 * anything else: "ERR unknown command". Binary telemetry ("tel get",
 * "tel schema") uses mjlib's telemetry format: "emit NAME\r\n" or
 * "schema NAME\r\n", a little-endian uint32 size, then the bytes.
 *
 * Fixed buffers: input bytes beyond LS_MOTEUS_DIAG_IN_BYTES that the console
 * has not yet taken are dropped (counted); a line longer than
 * LS_MOTEUS_DIAG_LINE_BYTES is discarded up to its end, as mjlib does, and
 * gets no answer. A command runs only when its reply fits the output buffer,
 * so replies are never cut; "conf enumerate" fills the buffer as polls drain it.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef LS_MOTEUS_DIAG_IN_BYTES
#define LS_MOTEUS_DIAG_IN_BYTES 256
#endif
#ifndef LS_MOTEUS_DIAG_OUT_BYTES
#define LS_MOTEUS_DIAG_OUT_BYTES 1024
#endif
#define LS_MOTEUS_DIAG_LINE_BYTES 96
#define LS_MOTEUS_DIAG_CHANNEL 1

typedef struct ls_moteus_diag
{
    uint8_t in[LS_MOTEUS_DIAG_IN_BYTES]; /* ring of received, unparsed bytes */
    size_t in_head;
    size_t in_count;
    uint8_t out[LS_MOTEUS_DIAG_OUT_BYTES]; /* ring of output not yet polled */
    size_t out_head;
    size_t out_count;
    char line[LS_MOTEUS_DIAG_LINE_BYTES];
    size_t line_length;
    int discarding;     /* inside an overlong line: skip to its end */
    int enumerate_next; /* next configuration entry "conf enumerate" emits; -1: none */
    int enumerate_end;
    uint32_t dropped_bytes;
    uint32_t overlong_lines;
} ls_moteus_diag;

struct ls_moteus_servo;

void ls_moteus_diag_init(ls_moteus_diag *diag);
/* Bytes of a 0x40 subframe for `channel` (others are ignored). */
void ls_moteus_diag_receive(struct ls_moteus_servo *servo, unsigned channel, const uint8_t *data, size_t length);
/* Runs pending commands, then moves at most `capacity` bytes of output to
 * `out`; returns the count (0 when nothing is pending or on another channel). */
size_t ls_moteus_diag_take(struct ls_moteus_servo *servo, unsigned channel, uint8_t *out, size_t capacity);

#ifdef __cplusplus
}
#endif
#endif
