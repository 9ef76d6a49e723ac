#pragma once
// Writes a stream's compressed packets into a file without re-encoding
// (libavformat remux): .mkv, .mp4, .mov, .ts. Used from the decoder thread;
// starts at a keyframe; every failure is a clear message.

#include <QString>

#include <cstdint>
#include <memory>

struct AVStream;
struct AVPacket;

namespace loopscope::core {

class StreamRecorder
{
public:
    StreamRecorder();
    ~StreamRecorder(); // closes (writes the trailer)

    // Quick check from any thread: the directory exists and the file can be created.
    static bool checkWritable(const QString &path, QString *error);

    bool open(const QString &path, const AVStream *input, QString *error);
    // Writes one packet of the input stream (timestamps in the input's time
    // base). Packets before the first keyframe are skipped (returns true).
    bool write(const AVPacket *packet, QString *error);
    bool close(QString *error); // trailer + close; safe to call twice
    bool isOpen() const;
    QString path() const;
    int64_t packetsWritten() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::core
