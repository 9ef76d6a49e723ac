#pragma once
// FrameStream: the one abstract byte-stream interface the protocol layers sit on
// (serial port, PTY, in-memory pipe). It carries raw bytes; framing is the job of
// the codecs (fdcanusb lines, RS485 frames, Dynamixel packets), so the same codec
// runs over any stream. Implementations: MemoryPipe (tests), the serial link
// (devices/transport, DRIVERS).
//
// Threading: one reader thread and one writer thread may use a stream at the same
// time unless an implementation says otherwise. Calls never throw; failures
// return false / an empty result and leave a reason in errorString().

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <chrono>

namespace loopscope::devices {

class FrameStream
{
public:
    virtual ~FrameStream() = default;

    // Queues all of `bytes` for sending. False (see errorString()) if the stream
    // is closed or broken.
    virtual bool write(QByteArrayView bytes) = 0;

    // Returns whatever has arrived (possibly nothing) without waiting.
    virtual QByteArray readAvailable() = 0;

    // Waits up to `timeout` for at least one byte and returns what has arrived
    // (at most `maxBytes`, <= 0 meaning no limit). Empty on timeout or on error.
    virtual QByteArray read(std::chrono::milliseconds timeout, qsizetype maxBytes = 0) = 0;

    virtual bool isOpen() const = 0;
    virtual void close() = 0;
    virtual QString errorString() const = 0;
};

} // namespace loopscope::devices
