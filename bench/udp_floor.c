/* The smallest honest UDP round trip on this machine: one blocking thread
 * that sends a datagram (sendto) and waits for its echo (recvfrom), on an
 * absolute schedule at a fixed rate (clock_nanosleep TIMER_ABSTIME, as the
 * probe does), against a blocking C echo on loopback; with UDP_FLOOR_PIN=1
 * each is pinned to its own CPU (when the affinity call is allowed). Nothing else in the path: no event
 * loop, no second thread, no histogram. It is the floor the Loopscope probe
 * is set beside (bench/udp_vs_floor.sh).
 *
 *   udp_floor echo PORT                    serve an echo on 127.0.0.1:PORT until killed
 *   udp_floor ping PORT RATE_HZ PAYLOAD SECONDS [WARMUP_S]
 *       prints: "floor sent N received M p50_us X p90_us X p99_us X p99_9_us X max_us X"
 *       round trips from the actual send time (the service time) and,
 *       with "intended_", from the scheduled send time.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void pin_to(int cpu)
{
    if (!getenv("UDP_FLOOR_PIN") || strcmp(getenv("UDP_FLOOR_PIN"), "1") != 0)
        return; /* pinning only when asked: on a loaded 2-CPU machine it can cost more than it saves */
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        fprintf(stderr, "udp_floor: not pinned to CPU %d (%s)\n", cpu, strerror(errno));
}

static int bound_socket(int port)
{
    const int fd = socket(AF_INET, SOCK_DGRAM, 0);
    if (fd < 0) {
        perror("udp_floor: socket");
        exit(1);
    }
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons((uint16_t)port);
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        fprintf(stderr, "udp_floor: cannot bind 127.0.0.1:%d: %s\n", port, strerror(errno));
        exit(3);
    }
    return fd;
}

static int serve_echo(int port)
{
    pin_to(1);
    const int fd = bound_socket(port);
    char buffer[65536];
    for (;;) {
        struct sockaddr_in from;
        socklen_t len = sizeof from;
        const ssize_t n = recvfrom(fd, buffer, sizeof buffer, 0, (struct sockaddr *)&from, &len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            perror("udp_floor: recvfrom");
            return 1;
        }
        sendto(fd, buffer, (size_t)n, 0, (struct sockaddr *)&from, len);
    }
}

static int compare(const void *a, const void *b)
{
    const int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

static double at(const int64_t *sorted, size_t n, double percentile)
{
    if (n == 0)
        return 0;
    size_t index = (size_t)(percentile / 100.0 * (double)n + 0.5);
    if (index >= 1)
        index -= 1;
    if (index >= n)
        index = n - 1;
    return (double)sorted[index] / 1000.0;
}

static void print_line(const char *what, int64_t *values, size_t n)
{
    qsort(values, n, sizeof *values, compare);
    printf(" %sp50_us %.3f %sp90_us %.3f %sp99_us %.3f %sp99_9_us %.3f %smax_us %.3f", what, at(values, n, 50), what,
           at(values, n, 90), what, at(values, n, 99), what, at(values, n, 99.9), what,
           n ? (double)values[n - 1] / 1000.0 : 0.0);
}

static int ping(int port, double rate_hz, int payload, double seconds, double warmup_s)
{
    pin_to(0);
    const int fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in to;
    memset(&to, 0, sizeof to);
    to.sin_family = AF_INET;
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    to.sin_port = htons((uint16_t)port);
    if (connect(fd, (struct sockaddr *)&to, sizeof to) != 0) {
        perror("udp_floor: connect");
        return 1;
    }
    /* A lost reply must not stall the schedule for ever: 100 ms. */
    struct timeval timeout = {0, 100000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    const int64_t period_ns = (int64_t)(1e9 / rate_hz);
    const size_t count = (size_t)(seconds * rate_hz);
    const size_t warmup = (size_t)(warmup_s * rate_hz);
    int64_t *service = calloc(count, sizeof *service);
    int64_t *intended = calloc(count, sizeof *intended);
    char buffer[65536];
    memset(buffer, 0x5a, sizeof buffer);
    size_t received = 0, kept = 0;
    const int64_t start = now_ns() + 10000000; /* 10 ms from now */
    for (size_t i = 0; i < count; ++i) {
        const int64_t due = start + (int64_t)i * period_ns;
        struct timespec ts = {(time_t)(due / 1000000000LL), (long)(due % 1000000000LL)};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) == EINTR) {
        }
        memcpy(buffer, &i, sizeof i);
        const int64_t sent = now_ns();
        if (send(fd, buffer, (size_t)payload, 0) != payload)
            continue;
        for (;;) { /* the echo of this datagram (a late one of an earlier is skipped) */
            const ssize_t n = recv(fd, buffer + 32768, 32768, 0);
            if (n < 0)
                break;
            size_t seq;
            memcpy(&seq, buffer + 32768, sizeof seq);
            if (seq != i)
                continue;
            const int64_t back = now_ns();
            ++received;
            if (i >= warmup) {
                service[kept] = back - sent;
                intended[kept] = back - due;
                ++kept;
            }
            break;
        }
    }
    printf("floor sent %zu received %zu", count, received);
    print_line("", service, kept);
    print_line("intended_", intended, kept);
    printf("\n");
    free(service);
    free(intended);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "echo") == 0)
        return serve_echo(atoi(argv[2]));
    if (argc >= 6 && strcmp(argv[1], "ping") == 0)
        return ping(atoi(argv[2]), atof(argv[3]), atoi(argv[4]), atof(argv[5]), argc > 6 ? atof(argv[6]) : 0.5);
    fprintf(stderr, "usage: udp_floor echo PORT | udp_floor ping PORT RATE_HZ PAYLOAD SECONDS [WARMUP_S]\n");
    return 2;
}
