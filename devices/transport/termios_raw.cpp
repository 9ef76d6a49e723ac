// termios2 lives in <asm/termbits.h>, which clashes with glibc's <termios.h>:
// this file uses only the kernel header.
#include <QCoreApplication>
#include <QString>

#include <asm/termbits.h>
#include <cerrno>
#include <cstring>
#include <sys/ioctl.h>

namespace loopscope::devices {

bool configureRawSerial(int fd, int baud, QString *error)
{
    struct termios2 tio {};
    if (::ioctl(fd, TCGETS2, &tio) != 0) {
        if (error) {
            const QString why =
                QString::fromLocal8Bit(std::strerror(errno)); // before translate() can touch errno
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "cannot read the port settings (TCGETS2): %1")
                         .arg(why);
        }
        return false;
    }
    tio.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON | IXOFF | IXANY);
    tio.c_oflag &= ~tcflag_t(OPOST);
    tio.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    tio.c_cflag &= ~tcflag_t(CSIZE | PARENB | CSTOPB | CRTSCTS | CBAUD | (CBAUD << IBSHIFT));
    tio.c_cflag |= tcflag_t(CS8 | CLOCAL | CREAD | BOTHER | (BOTHER << IBSHIFT));
    tio.c_ispeed = speed_t(baud);
    tio.c_ospeed = speed_t(baud);
    tio.c_cc[VMIN] = 0;
    tio.c_cc[VTIME] = 0;
    if (::ioctl(fd, TCSETS2, &tio) != 0) {
        if (error) {
            const QString why =
                QString::fromLocal8Bit(std::strerror(errno)); // before translate() can touch errno
            *error = QCoreApplication::translate("loopscope::DeviceTexts",
                                                 "cannot set %1 baud raw 8N1 (TCSETS2): %2")
                         .arg(baud)
                         .arg(why);
        }
        return false;
    }
    return true;
}

} // namespace loopscope::devices
