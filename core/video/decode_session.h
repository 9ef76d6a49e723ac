#pragma once
// Internal: one connection to a source — demuxer, decoder (software or
// hardware with fallback) and converter — owned by the decoder thread.

#include "core/video/ffmpeg_support.h"
#include "core/video/video_frame.h"
#include "core/video/video_source_options.h"

#include <QString>

#include <cstdint>

struct AVFormatContext;
struct AVCodecContext;
struct AVPacket;
struct AVFrame;
struct AVBufferRef;
struct AVStream;
struct SwsContext;

namespace loopscope::core {

class DecodeSession
{
public:
    DecodeSession(const VideoSourceOptions &options, ffmpeg::Interrupt *interrupt);
    ~DecodeSession();
    DecodeSession(const DecodeSession &) = delete;
    DecodeSession &operator=(const DecodeSession &) = delete;

    // Opens the URL, finds the video stream and opens its decoder. False with
    // a clear message (the deadline was armed by the caller).
    bool open(QString *error);

    enum class ReadResult { Packet, OtherStream, EndOfFile, TimedOut, Stopped, Error };
    // Reads the next packet into packet() (unreferenced first).
    ReadResult read(QString *error);
    AVPacket *packet() { return m_packet; }
    bool rewind(); // files: back to the start

    // Sends packet() (or flushes when null) with demuxNs attached; the
    // decoded frames are then taken with receive(). Returns false on a
    // decode error (counted by the caller, playback goes on).
    bool send(int64_t demuxNs, bool flush = false);
    enum class ReceiveResult { Frame, Again, End, Error };
    // A decoded frame in software memory: frame(), its demux time in *demuxNs.
    ReceiveResult receive(int64_t *demuxNs);
    AVFrame *frame() { return m_swFrame ? m_swFrame : m_frame; }

    // Whether frame() can be handed out as is (VideoFrame::adopt): a layout
    // the display takes (yuv420p, yuvj420p, nv12) at the output size.
    bool canShare(int outWidth, int outHeight) const;
    // Converts frame() into out (shaped by outputSize(), Rgb32 or Yuv420p),
    // keeping the declared colour (Yuv420p) or applying it (Rgb32); sets out.color.
    bool convert(VideoFrame &out);
    void outputSize(int srcWidth, int srcHeight, int *outWidth, int *outHeight) const;

    const AVStream *stream() const;
    double timeBaseS() const;
    QString codecName() const;
    QString formatName() const;
    QString decoderPath() const { return m_decoderPath; }
    QString decoderNote() const { return m_decoderNote; }
    double nominalFps() const;
    bool isFile() const { return m_kind.isFile; }
    int threadCount() const;

private:
    bool openDecoder(QString *error);
    bool tryHardware(const void *codec);

    VideoSourceOptions m_options;
    ffmpeg::Interrupt *m_interrupt;
    ffmpeg::SourceKind m_kind;
    AVFormatContext *m_format = nullptr;
    AVCodecContext *m_codec = nullptr;
    AVBufferRef *m_hwDevice = nullptr;
    AVPacket *m_packet = nullptr;
    AVFrame *m_frame = nullptr;
    AVFrame *m_swFrame = nullptr; // hardware frames are downloaded here
    AVFrame *m_dst = nullptr;
    SwsContext *m_sws = nullptr;
    int m_swsSrcW = 0, m_swsSrcH = 0, m_swsSrcFmt = -1, m_swsDstW = 0, m_swsDstH = 0, m_swsDstFmt = -1;
    VideoColor m_swsColor;
    int m_streamIndex = -1;
    int m_hwPixFmt = -1;
    QString m_decoderPath = QStringLiteral("software");
    QString m_decoderNote;
};

} // namespace loopscope::core
