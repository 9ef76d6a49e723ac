#include "sim_cameras.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { READY_TIMEOUT_MS = 20000, STOP_TIMEOUT_MS = 3000, LINE_BYTES = 512 };

static pid_t g_camsim_pid = -1;

/* dirname(/proc/self/exe) + "/loopscope-camsim". */
static int camsim_path(char *path, size_t capacity)
{
    char self[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0)
        return -1;
    self[length] = '\0';
    char *slash = strrchr(self, '/');
    if (!slash)
        return -1;
    *slash = '\0';
    const int written = snprintf(path, capacity, "%s/loopscope-camsim", self);
    return written > 0 && (size_t)written < capacity ? 0 : -1;
}

static uint64_t monotonic_ms(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000u + (uint64_t)now.tv_nsec / 1000000u;
}

static pid_t spawn_camsim(const char *path, const sim_options *options, int stdout_fd)
{
    char count[16], width[16], height[16], fps[16], port[16];
    snprintf(count, sizeof count, "%u", options->camera_count);
    snprintf(width, sizeof width, "%u", options->camera_width);
    snprintf(height, sizeof height, "%u", options->camera_height);
    snprintf(fps, sizeof fps, "%u", options->camera_fps);
    snprintf(port, sizeof port, "%u", options->camera_port);
    char *const argv[] = {(char *)"loopscope-camsim", (char *)"--cameras", count, (char *)"--width", width,
                          (char *)"--height", height, (char *)"--fps", fps, (char *)"--port", port,
                          (char *)"--exit-with-parent", NULL};
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    /* Child: default signals, nothing blocked, stdout into the pipe, dies with us. */
    sigset_t none;
    sigemptyset(&none);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGUSR1, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    sigprocmask(SIG_SETMASK, &none, NULL);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent)
        _exit(0);
    if (dup2(stdout_fd, STDOUT_FILENO) < 0)
        _exit(127);
    execv(path, argv);
    fprintf(stderr, "loopscope-sim: cannot run %s: %s\n", path, strerror(errno));
    _exit(127);
}

static void describe_exit(int wait_status, char *error, size_t capacity)
{
    if (WIFEXITED(wait_status))
        snprintf(error, capacity, "the camera simulator exited (code %d) before it was ready",
                 WEXITSTATUS(wait_status));
    else if (WIFSIGNALED(wait_status))
        snprintf(error, capacity, "the camera simulator was killed by signal %d before it was ready",
                 WTERMSIG(wait_status));
    else
        snprintf(error, capacity, "the camera simulator stopped before it was ready");
}

/* Reads camsim's stdout up to "ready", relaying "camera ..." lines. Returns 0, 1 (stop) or -1. */
static int relay_until_ready(int fd, const sigset_t *wait_mask, volatile sig_atomic_t *stop, char *error,
                             size_t capacity)
{
    char line[LINE_BYTES];
    size_t used = 0;
    const uint64_t deadline_ms = monotonic_ms() + READY_TIMEOUT_MS;
    for (;;) {
        if (*stop)
            return 1;
        const uint64_t now_ms = monotonic_ms();
        if (now_ms >= deadline_ms) {
            snprintf(error, capacity, "the camera simulator did not report 'ready' within %d s",
                     READY_TIMEOUT_MS / 1000);
            return -1;
        }
        const uint64_t left_ms = deadline_ms - now_ms;
        const struct timespec timeout = {(time_t)(left_ms / 1000u), (long)(left_ms % 1000u) * 1000000L};
        struct pollfd pfd = {fd, POLLIN, 0};
        const int ready = ppoll(&pfd, 1, &timeout, wait_mask);
        if (ready < 0 && errno != EINTR) {
            snprintf(error, capacity, "waiting for the camera simulator: %s", strerror(errno));
            return -1;
        }
        if (ready <= 0)
            continue;
        const ssize_t got = read(fd, line + used, sizeof line - 1 - used);
        if (got == 0) {
            int wait_status = 0;
            if (waitpid(g_camsim_pid, &wait_status, 0) == g_camsim_pid) {
                g_camsim_pid = -1;
                describe_exit(wait_status, error, capacity);
            } else {
                snprintf(error, capacity, "the camera simulator closed its output before it was ready");
            }
            return -1;
        }
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            snprintf(error, capacity, "reading the camera simulator's output: %s", strerror(errno));
            return -1;
        }
        used += (size_t)got;
        char *newline;
        while ((newline = memchr(line, '\n', used)) != NULL) {
            *newline = '\0';
            if (strcmp(line, "ready") == 0)
                return 0;
            if (strncmp(line, "camera ", 7) == 0)
                printf("%s\n", line);
            const size_t consumed = (size_t)(newline - line) + 1;
            memmove(line, newline + 1, used - consumed);
            used -= consumed;
        }
        if (used == sizeof line - 1) {
            snprintf(error, capacity, "the camera simulator printed an over-long line");
            return -1;
        }
    }
}

int sim_cameras_start(const sim_options *options, const sigset_t *wait_mask, volatile sig_atomic_t *stop,
                      char *error, size_t error_capacity)
{
    if (options->camera_count == 0)
        return 0;
    char path[PATH_MAX + 32];
    if (camsim_path(path, sizeof path) != 0 || access(path, X_OK) != 0) {
        snprintf(error, error_capacity,
                 "cannot start the camera simulator: loopscope-camsim not found next to loopscope-sim (%s); "
                 "it is built only when GStreamer's RTSP server (libgstrtspserver-1.0-dev) is installed",
                 path);
        return -1;
    }
    int pipe_fds[2];
    if (pipe2(pipe_fds, O_CLOEXEC) != 0) {
        snprintf(error, error_capacity, "cannot create a pipe for the camera simulator: %s", strerror(errno));
        return -1;
    }
    fflush(stdout); /* the child must not inherit buffered lines */
    g_camsim_pid = spawn_camsim(path, options, pipe_fds[1]);
    close(pipe_fds[1]);
    if (g_camsim_pid < 0) {
        snprintf(error, error_capacity, "cannot start the camera simulator: fork failed: %s", strerror(errno));
        close(pipe_fds[0]);
        return -1;
    }
    char reason[400];
    const int result = relay_until_ready(pipe_fds[0], wait_mask, stop, reason, sizeof reason);
    close(pipe_fds[0]);
    if (result != 0)
        sim_cameras_stop();
    if (result < 0)
        snprintf(error, error_capacity, "cannot start the camera simulator: %s", reason);
    return result;
}

void sim_cameras_stop(void)
{
    if (g_camsim_pid <= 0)
        return;
    kill(g_camsim_pid, SIGTERM);
    const uint64_t deadline_ms = monotonic_ms() + STOP_TIMEOUT_MS;
    for (;;) {
        const pid_t done = waitpid(g_camsim_pid, NULL, WNOHANG);
        if (done == g_camsim_pid || (done < 0 && errno != EINTR))
            break;
        if (monotonic_ms() >= deadline_ms) {
            kill(g_camsim_pid, SIGKILL);
            waitpid(g_camsim_pid, NULL, 0);
            break;
        }
        const struct timespec pause = {0, 10 * 1000000L};
        nanosleep(&pause, NULL);
    }
    g_camsim_pid = -1;
}
