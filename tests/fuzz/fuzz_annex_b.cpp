// Fuzz target: the Annex B converter on arbitrary extradata (Annex B,
// avcC or hvcC) and packets (length-prefixed or Annex B). Never reads past
// an input; a converted packet holds every input byte of its NAL units.

#include "core/video/annex_b.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace loopscope::core;
    if (size < 3)
        return 0;
    // Byte 0: codec and keyframe flag; byte 1: how much of the rest is extradata.
    const AnnexBCodec codec = (data[0] & 1) ? AnnexBCodec::H265 : AnnexBCodec::H264;
    const bool keyframe = (data[0] & 2) != 0;
    const size_t extraSize = std::min<size_t>(data[1], size - 2);
    const QByteArray extradata(reinterpret_cast<const char *>(data + 2), qsizetype(extraSize));
    const QByteArray packet(reinterpret_cast<const char *>(data + 2 + extraSize),
                            qsizetype(size - 2 - extraSize));
    AnnexBConverter converter;
    QString error;
    if (!converter.setExtradata(codec, extradata, &error))
        return 0;
    QByteArray out;
    if (converter.convert(packet, keyframe, &out, &error)) {
        // Length-prefixed input: the start codes replace the length fields,
        // so the output is never shorter than the input minus those fields.
        if (out.size() + qsizetype(4) * packet.size() < packet.size())
            __builtin_trap();
        if (!converter.lengthPrefixed() && !out.endsWith(packet))
            __builtin_trap(); // Annex B input passes through unchanged at the end
    }
    return 0;
}
