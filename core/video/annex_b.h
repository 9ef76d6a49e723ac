#pragma once
// H.264 and H.265 access units in Annex B form (start codes before every
// NAL unit), the form Foxglove's CompressedVideo and every decoder take,
// with the parameter sets in front of each keyframe so a viewer can start
// there. RTSP and MPEG-TS sources give Annex B already (the parameter sets
// often only in the SDP, i.e. the stream's extradata); MP4 and Matroska give
// length-prefixed NAL units with the parameter sets in an avcC/hvcC
// extradata record (ISO/IEC 14496-15). Pure byte work, no FFmpeg: the bytes
// come from outside, so it checks every length (and has a fuzz target).

#include <QByteArray>
#include <QString>

namespace loopscope::core {

enum class AnnexBCodec { Invalid = 0, H264, H265 };

class AnnexBConverter
{
public:
    // extradata: the stream's codec extradata (Annex B or avcC/hvcC; may be empty).
    bool setExtradata(AnnexBCodec codec, const QByteArray &extradata, QString *error);

    // One packet (an access unit) as Annex B; for a keyframe without its own
    // parameter sets, the stream's are put in front. False with *error when
    // the packet is malformed (a length past its end).
    bool convert(const QByteArray &packet, bool keyframe, QByteArray *out, QString *error) const;

    bool lengthPrefixed() const { return m_lengthSize > 0; }
    const QByteArray &parameterSets() const { return m_parameterSets; }

private:
    AnnexBCodec m_codec = AnnexBCodec::Invalid;
    int m_lengthSize = 0;       // 1..4 for avcC/hvcC input; 0 for Annex B input
    QByteArray m_parameterSets; // Annex B: VPS/SPS/PPS, each after a start code
};

// Whether data (Annex B) holds a sequence parameter set NAL unit.
bool annexBHasParameterSets(AnnexBCodec codec, const QByteArray &data);

} // namespace loopscope::core
