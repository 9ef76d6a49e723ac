/*
 * loopscope-sim: the firmware's UDP echo devices on POSIX sockets and its
 * servo buses on PTYs. One ppoll() loop serves every socket and PTY; its
 * timeout is the next delayed datagram or reply (or a servo model tick).
 * Receives are batched with recvmmsg; nothing is allocated or logged per
 * datagram. With --cameras, loopscope-camsim runs beside it as a child
 * process (sim_cameras.c). See sim_print_help() for the command line.
 */
#include "posix_link.h"
#include "sim_buses.h"
#include "sim_cameras.h"
#include "sim_options.h"
#include "udp_echo.h"

#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { EXIT_BAD_ARGUMENTS = 2, EXIT_BIND_FAILED = 3, RX_BATCH = 32, RX_BYTES = 65536 };

static ls_echo_device g_devices[SIM_MAX_DEVICES];
static posix_link g_links[SIM_MAX_DEVICES];
static struct pollfd g_pollfds[SIM_MAX_DEVICES + SIM_MAX_BUSES];
static uint8_t g_rx_buffers[RX_BATCH][RX_BYTES];
static struct sockaddr_storage g_rx_peers[RX_BATCH];
static struct iovec g_rx_iov[RX_BATCH];
static struct mmsghdr g_rx_msgs[RX_BATCH];
static volatile sig_atomic_t g_stop = 0;
static volatile sig_atomic_t g_dump_stats = 0;

static void on_stop_signal(int signal_number)
{
    (void)signal_number;
    g_stop = 1;
}

static void on_stats_signal(int signal_number)
{
    (void)signal_number;
    g_dump_stats = 1;
}

/* SIGINT/SIGTERM/SIGUSR1 are blocked except inside ppoll, so a request can
 * never slip in between the flag check and the wait. */
static void install_signals(sigset_t *wait_mask)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_stop_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    action.sa_handler = on_stats_signal;
    sigaction(SIGUSR1, &action, NULL);
    signal(SIGPIPE, SIG_IGN);
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigaddset(&blocked, SIGTERM);
    sigaddset(&blocked, SIGUSR1);
    sigprocmask(SIG_BLOCK, &blocked, wait_mask);
    sigdelset(wait_mask, SIGINT);
    sigdelset(wait_mask, SIGTERM);
    sigdelset(wait_mask, SIGUSR1);
}

static void set_buffer(int fd, int option, int bytes)
{
    /* Best effort: the kernel caps it at net.core.[rw]mem_max. */
    setsockopt(fd, SOL_SOCKET, option, &bytes, sizeof bytes);
}

/* Opens every device's socket and prints its line. Returns 0 or an exit code. */
static int open_devices(const sim_options *options)
{
    if (options->device_count == 0)
        return 0;
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    struct addrinfo *address = NULL;
    const int resolved = getaddrinfo(options->host, "0", &hints, &address);
    if (resolved != 0 || !address) {
        fprintf(stderr, "loopscope-sim: cannot resolve --udp-host '%s': %s\n", options->host,
                gai_strerror(resolved));
        return EXIT_BAD_ARGUMENTS;
    }
    int status = 0;
    for (unsigned i = 0; i < options->device_count && status == 0; ++i) {
        const unsigned number = i + 1;
        const unsigned want_port = options->base_port ? options->base_port + i : 0;
        struct sockaddr_storage bind_address;
        memcpy(&bind_address, address->ai_addr, address->ai_addrlen);
        if (address->ai_family == AF_INET6)
            ((struct sockaddr_in6 *)&bind_address)->sin6_port = htons((uint16_t)want_port);
        else
            ((struct sockaddr_in *)&bind_address)->sin_port = htons((uint16_t)want_port);

        const int fd = socket(address->ai_family, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
            fprintf(stderr, "loopscope-sim: cannot create a UDP socket: %s\n", strerror(errno));
            status = 1;
            break;
        }
        set_buffer(fd, SO_RCVBUF, 4 << 20);
        set_buffer(fd, SO_SNDBUF, 4 << 20);
        if (bind(fd, (struct sockaddr *)&bind_address, address->ai_addrlen) != 0) {
            fprintf(stderr, "loopscope-sim: cannot bind udp-echo %u to %s port %u: %s\n", number,
                    options->host, want_port, strerror(errno));
            close(fd);
            status = EXIT_BIND_FAILED;
            break;
        }
        struct sockaddr_storage bound;
        socklen_t bound_length = sizeof bound;
        getsockname(fd, (struct sockaddr *)&bound, &bound_length);
        char host[NI_MAXHOST] = "?";
        char port[NI_MAXSERV] = "0";
        getnameinfo((struct sockaddr *)&bound, bound_length, host, sizeof host, port, sizeof port,
                    NI_NUMERICHOST | NI_NUMERICSERV);

        g_links[i].fd = fd;
        g_pollfds[i].fd = fd;
        g_pollfds[i].events = POLLIN;
        ls_echo_init(&g_devices[i], number, &options->impair, &g_links[i]);
        const int v6 = bound.ss_family == AF_INET6;
        printf("udp-echo %u %s%s%s:%s name=%s serial=%s\n", number, v6 ? "[" : "", host, v6 ? "]" : "", port,
               g_devices[i].name, g_devices[i].serial);
    }
    freeaddrinfo(address);
    return status;
}

static void drain_socket(unsigned index)
{
    for (;;) {
        for (unsigned m = 0; m < RX_BATCH; ++m)
            g_rx_msgs[m].msg_hdr.msg_namelen = sizeof g_rx_peers[m];
        const int count = recvmmsg(g_links[index].fd, g_rx_msgs, RX_BATCH, MSG_DONTWAIT, NULL);
        if (count <= 0)
            return; /* EAGAIN: drained; any other error: try again after the next poll */
        const uint64_t now_ns = ls_hal_time_ns();
        for (int m = 0; m < count; ++m) {
            ls_hal_peer peer;
            peer.length = g_rx_msgs[m].msg_hdr.msg_namelen;
            if (peer.length > LS_HAL_PEER_BYTES)
                continue;
            memcpy(peer.bytes, &g_rx_peers[m], peer.length);
            ls_echo_on_datagram(&g_devices[index], &peer, g_rx_buffers[m], g_rx_msgs[m].msg_len, now_ns);
        }
        if (count < RX_BATCH)
            return;
    }
}

static int run_loop(unsigned device_count, const sigset_t *wait_mask)
{
    for (unsigned m = 0; m < RX_BATCH; ++m) {
        g_rx_iov[m].iov_base = g_rx_buffers[m];
        g_rx_iov[m].iov_len = RX_BYTES;
        g_rx_msgs[m].msg_hdr.msg_name = &g_rx_peers[m];
        g_rx_msgs[m].msg_hdr.msg_iov = &g_rx_iov[m];
        g_rx_msgs[m].msg_hdr.msg_iovlen = 1;
    }
    const unsigned bus_count = sim_buses_pollfds(g_pollfds + device_count);
    while (!g_stop) {
        if (g_dump_stats) {
            g_dump_stats = 0;
            sim_buses_print_stats(stderr);
        }
        uint64_t next_due_ns = sim_buses_next_due_ns();
        for (unsigned i = 0; i < device_count; ++i) {
            const uint64_t due = ls_echo_next_due_ns(&g_devices[i]);
            if (due < next_due_ns)
                next_due_ns = due;
        }
        struct timespec timeout;
        struct timespec *timeout_pointer = NULL;
        if (next_due_ns != UINT64_MAX) {
            const uint64_t now_ns = ls_hal_time_ns();
            const uint64_t wait_ns = next_due_ns > now_ns ? next_due_ns - now_ns : 0;
            timeout.tv_sec = (time_t)(wait_ns / 1000000000u);
            timeout.tv_nsec = (long)(wait_ns % 1000000000u);
            timeout_pointer = &timeout;
        }
        const int ready = ppoll(g_pollfds, device_count + bus_count, timeout_pointer, wait_mask);
        if (ready < 0 && errno != EINTR) {
            fprintf(stderr, "loopscope-sim: poll failed: %s\n", strerror(errno));
            return 1;
        }
        if (ready > 0) {
            for (unsigned i = 0; i < device_count; ++i) {
                if (g_pollfds[i].revents)
                    drain_socket(i);
            }
            for (unsigned b = 0; b < bus_count; ++b) {
                if (g_pollfds[device_count + b].revents)
                    sim_buses_on_readable(b);
            }
        }
        if (next_due_ns != UINT64_MAX || ready > 0) {
            const uint64_t now_ns = ls_hal_time_ns();
            for (unsigned i = 0; i < device_count; ++i) {
                if (ls_echo_next_due_ns(&g_devices[i]) <= now_ns)
                    ls_echo_poll(&g_devices[i], now_ns);
            }
            if (sim_buses_next_due_ns() <= now_ns)
                sim_buses_poll(now_ns);
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    sim_options options;
    char error[512];
    if (sim_parse_options(argc, argv, &options, error, sizeof error) != 0) {
        fprintf(stderr, "loopscope-sim: %s\nTry 'loopscope-sim --help'.\n", error);
        return EXIT_BAD_ARGUMENTS;
    }
    if (options.help) {
        sim_print_help(stdout);
        return 0;
    }
    if (options.exit_with_parent) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() == 1)
            return 0; /* the parent is already gone */
    }
    sigset_t wait_mask;
    install_signals(&wait_mask);
    int status = open_devices(&options);
    if (status == 0 && sim_buses_open(&options, error, sizeof error) != 0) {
        fprintf(stderr, "loopscope-sim: %s\n", error);
        status = EXIT_BIND_FAILED;
    }
    if (status == 0) {
        const int cameras = sim_cameras_start(&options, &wait_mask, &g_stop, error, sizeof error);
        if (cameras < 0) {
            fprintf(stderr, "loopscope-sim: %s\n", error);
            status = EXIT_BIND_FAILED;
        }
    }
    if (status == 0) {
        puts("ready");
        fflush(stdout);
    }
    int result = status;
    if (status == 0)
        result = run_loop(options.device_count, &wait_mask);
    sim_cameras_stop();
    sim_buses_print_stats(stderr);
    sim_buses_close();
    for (unsigned i = 0; i < options.device_count; ++i) {
        if (g_links[i].fd > 0)
            close(g_links[i].fd);
    }
    return result;
}
