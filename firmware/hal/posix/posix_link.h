#ifndef LOOPSCOPE_POSIX_LINK_H
#define LOOPSCOPE_POSIX_LINK_H
/* What the POSIX HAL hands the device code as its opaque `link`. */
typedef struct posix_link
{
    int fd; /* bound, non-blocking UDP socket, or a PTY master */
} posix_link;
#endif
