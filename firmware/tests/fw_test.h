#ifndef LOOPSCOPE_FW_TEST_H
#define LOOPSCOPE_FW_TEST_H
/* A tiny assertion helper for the firmware's C tests (no framework needed on
 * a microcontroller toolchain either). */
#include <math.h>
#include <stdio.h>

static int g_fw_failures = 0;

#define FW_CHECK(condition)                                                                                  \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);                    \
            ++g_fw_failures;                                                                                 \
        }                                                                                                    \
    } while (0)

#define FW_CHECK_NEAR(actual, expected, tolerance)                                                           \
    do {                                                                                                     \
        const double fw_a_ = (double)(actual), fw_e_ = (double)(expected);                                   \
        if (!(fabs(fw_a_ - fw_e_) <= (tolerance))) {                                                         \
            fprintf(stderr, "%s:%d: %s = %g, expected %g\n", __FILE__, __LINE__, #actual, fw_a_, fw_e_);     \
            ++g_fw_failures;                                                                                 \
        }                                                                                                    \
    } while (0)

static inline size_t fw_hex(const char *text, unsigned char *out, size_t capacity)
{
    size_t n = 0;
    unsigned value;
    while (n < capacity && sscanf(text + 2 * n, "%2x", &value) == 1)
        out[n++] = (unsigned char)value;
    return n;
}

static inline int fw_report(const char *name)
{
    if (g_fw_failures)
        fprintf(stderr, "%s: %d check(s) failed\n", name, g_fw_failures);
    else
        printf("%s: all checks passed\n", name);
    return g_fw_failures ? 1 : 0;
}

#endif
