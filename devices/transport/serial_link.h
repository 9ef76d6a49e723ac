#pragma once
// Abstract blocking serial link, used only from the thread that owns it (a
// bus thread, a scanner worker, a benchmark). Two implementations:
//   - TermiosSerialLink (termios_serial_link.h): open(O_NOCTTY) + raw termios,
//     termios2/BOTHER for arbitrary bauds, poll()+read(). The DEFAULT: it is
//     the design measured closest to the raw-termios baseline by
//     bench/bench_serial_turnaround.cpp.
//   - QtSerialLink (qt_serial_link.h): QSerialPort with waitForReadyRead /
//     waitForBytesWritten, created in and used from the worker thread, never
//     the GUI thread.
// createSerialLink() returns the default.
//
// Errors: every failing call returns false / -1 and sets errorString(). When
// the port vanished (EIO, ENXIO, ENODEV, hang-up, file gone) isOpen() becomes
// false and lostConnection() true, so the owner can reconnect.
//
// A SerialLink is also a FrameStream, so the protocol layers (moteus links,
// the Dynamixel driver) run unchanged over a serial port or a MemoryPipe.
// Unlike MemoryPipe, a SerialLink is used from ONE thread only.

#include "devices/transport/frame_stream.h"

#include <QString>
#include <cstdint>
#include <memory>

namespace loopscope::devices {

struct SerialCounters
{
    std::uint64_t bytesWritten = 0;
    std::uint64_t bytesRead = 0;
    std::uint64_t garbageBytes = 0; // bytes a protocol layer discarded (reported via addGarbage)
    std::uint64_t timeouts = 0;     // reads that returned nothing before their timeout
    std::uint64_t errors = 0;
};

class SerialLink : public FrameStream
{
public:
    ~SerialLink() override = default;

    // Opens the port raw 8N1 without flow control at baud (any value the
    // driver accepts; PTYs accept all). Closes a previously open port first.
    virtual bool open(const QString &path, int baud) = 0;
    void close() override = 0;
    bool isOpen() const override = 0;
    // Changes the baud rate of the open port.
    virtual bool setBaud(int baud) = 0;

    // Writes all bytes (blocking up to timeoutMs). False on error.
    virtual bool write(const char *data, std::size_t size, int timeoutMs = 100) = 0;
    // FrameStream: writes all bytes with a 100 ms timeout.
    bool write(QByteArrayView bytes) override;

    // Reads whatever is available, waiting up to timeoutMs for the first byte.
    // Returns bytes read (>0), 0 on timeout, -1 on error (see errorString()).
    virtual long read(char *buffer, std::size_t capacity, int timeoutMs) = 0;

    // Discards everything pending in the input buffer.
    virtual void flushInput() = 0;

    // FrameStream reads (built on read() above; -1 errors give an empty result).
    QByteArray readAvailable() override;
    QByteArray read(std::chrono::milliseconds timeout, qsizetype maxBytes = 0) override;

    QString errorString() const override { return m_error; }
    bool lostConnection() const { return m_lost; }
    QString path() const { return m_path; }
    int baud() const { return m_baud; }
    const SerialCounters &counters() const { return m_counters; }
    void addGarbage(std::uint64_t bytes) { m_counters.garbageBytes += bytes; }
    virtual QString implementationName() const = 0; // "termios", "qserialport"

protected:
    QString m_error;
    bool m_lost = false;
    QString m_path;
    int m_baud = 0;
    SerialCounters m_counters;
};

enum class SerialLinkKind : int { Invalid = 0, Termios, QSerialPort };

// The default implementation (termios; see the bench).
std::unique_ptr<SerialLink> createSerialLink(SerialLinkKind kind = SerialLinkKind::Termios);

// USB serial latency timer (FTDI default 16 ms makes every read ≥ 15 ms).
// For a path like /dev/ttyUSB0 (or a symlink to it) reads
// /sys/bus/usb-serial/devices/ttyUSB0/latency_timer. Returns the value in ms,
// or -1 when the port has none (PTY, ttyACM) with *error saying why.
int usbLatencyTimerMs(const QString &portPath, QString *error = nullptr);
// Writes 1 (or valueMs) to it. Usually needs root or a udev rule: on failure
// *error says so clearly.
bool setUsbLatencyTimerMs(const QString &portPath, int valueMs, QString *error);

} // namespace loopscope::devices
