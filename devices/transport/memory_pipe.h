#pragma once
// MemoryPipe: two connected in-memory FrameStream endpoints (a "host" end and a
// "device" end), for testing codecs and drivers without hardware. Bytes written
// to one end are read from the other, in order. Thread-safe: a fake device may
// run on its own thread while the test reads on another.
//
// setMaxChunkBytes(n) makes every read return at most n bytes, to exercise
// decoders with chunked delivery (n = 1: bytes arrive one at a time).
// Closing either end closes both; blocked readers wake up with nothing.

#include "devices/transport/frame_stream.h"

#include <memory>

namespace loopscope::devices {

class MemoryPipe
{
public:
    MemoryPipe();
    ~MemoryPipe();
    MemoryPipe(const MemoryPipe &) = delete;
    MemoryPipe &operator=(const MemoryPipe &) = delete;

    FrameStream &hostEnd();
    FrameStream &deviceEnd();

    void setMaxChunkBytes(qsizetype maxBytes); // <= 0: unlimited (default)
    void close();

private:
    struct Shared;
    class End;
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<End> m_host;
    std::unique_ptr<End> m_device;
};

} // namespace loopscope::devices
