#include "core/video/annex_b.h"

#include <QCoreApplication>

namespace loopscope::core {

namespace {

const QByteArray kStartCode("\x00\x00\x00\x01", 4);

uint32_t readBigEndian(const char *p, int size)
{
    uint32_t value = 0;
    for (int i = 0; i < size; ++i)
        value = (value << 8) | uint8_t(p[i]);
    return value;
}

bool isAnnexB(const QByteArray &data)
{
    return data.startsWith(QByteArray("\x00\x00\x01", 3)) || data.startsWith(kStartCode);
}

// NAL unit type of the NAL unit that starts with header byte(s) at p.
int nalType(AnnexBCodec codec, uint8_t first)
{
    return codec == AnnexBCodec::H265 ? (first >> 1) & 0x3f : first & 0x1f;
}

bool isSequenceParameterSet(AnnexBCodec codec, int type)
{
    return codec == AnnexBCodec::H265 ? type == 33 : type == 7;
}

// count NAL units at *at, each after its 16-bit length (as avcC and hvcC
// list their parameter sets), appended to sets in Annex B.
bool readParameterSets(const QByteArray &e, int count, qsizetype *at, QByteArray *sets)
{
    for (int i = 0; i < count; ++i) {
        if (*at + 2 > e.size())
            return false;
        const qsizetype length = qsizetype(readBigEndian(e.constData() + *at, 2));
        *at += 2;
        if (length == 0 || *at + length > e.size())
            return false;
        *sets += kStartCode + e.mid(*at, length);
        *at += length;
    }
    return true;
}

// avcC (ISO/IEC 14496-15 5.3.3.1): version, profile, compatibility, level,
// 6 bits reserved + lengthSizeMinusOne, 3 bits + numOfSequenceParameterSets,
// {16-bit length, SPS}..., numOfPictureParameterSets, {16-bit length, PPS}...
bool parseAvcC(const QByteArray &e, int *lengthSize, QByteArray *sets)
{
    if (e.size() < 7 || uint8_t(e[0]) != 1)
        return false;
    *lengthSize = (uint8_t(e[4]) & 0x3) + 1;
    qsizetype at = 5;
    for (int list = 0; list < 2; ++list) {
        if (at >= e.size())
            return false;
        const int count = list == 0 ? uint8_t(e[at]) & 0x1f : uint8_t(e[at]);
        ++at;
        if (!readParameterSets(e, count, &at, sets))
            return false;
    }
    return true;
}

// hvcC (ISO/IEC 14496-15 8.3.3.1): 22 bytes of configuration (the last two
// bits of byte 21 lengthSizeMinusOne), numOfArrays, then per array: type
// byte, 16-bit numNalus, {16-bit length, NAL unit}...
bool parseHvcC(const QByteArray &e, int *lengthSize, QByteArray *sets)
{
    if (e.size() < 23 || uint8_t(e[0]) != 1)
        return false;
    *lengthSize = (uint8_t(e[21]) & 0x3) + 1;
    const int arrays = uint8_t(e[22]);
    qsizetype at = 23;
    for (int a = 0; a < arrays; ++a) {
        if (at + 3 > e.size())
            return false;
        const int count = int(readBigEndian(e.constData() + at + 1, 2));
        at += 3;
        if (!readParameterSets(e, count, &at, sets))
            return false;
    }
    return true;
}

} // namespace

bool annexBHasParameterSets(AnnexBCodec codec, const QByteArray &data)
{
    const char *p = data.constData();
    const qsizetype n = data.size();
    for (qsizetype i = 0; i + 3 < n; ++i) {
        if (p[i] == 0 && p[i + 1] == 0 && p[i + 2] == 1 &&
            isSequenceParameterSet(codec, nalType(codec, uint8_t(p[i + 3]))))
            return true;
    }
    return false;
}

bool AnnexBConverter::setExtradata(AnnexBCodec codec, const QByteArray &extradata, QString *error)
{
    m_codec = codec;
    m_lengthSize = 0;
    m_parameterSets.clear();
    if (codec == AnnexBCodec::Invalid) {
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                 "only H.264 and H.265 streams can be recorded as Annex B");
        return false;
    }
    if (extradata.isEmpty() || isAnnexB(extradata)) {
        m_parameterSets = extradata;
        return true;
    }
    const bool ok = codec == AnnexBCodec::H264 ? parseAvcC(extradata, &m_lengthSize, &m_parameterSets)
                                               : parseHvcC(extradata, &m_lengthSize, &m_parameterSets);
    if (!ok) {
        m_lengthSize = 0;
        m_parameterSets.clear();
        if (error)
            *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                 "the stream's codec configuration (extradata) is malformed");
        return false;
    }
    return true;
}

bool AnnexBConverter::convert(const QByteArray &packet, bool keyframe, QByteArray *out, QString *error) const
{
    out->clear();
    if (m_lengthSize == 0) {
        if (!packet.isEmpty() && !isAnnexB(packet)) {
            if (error)
                *error = QCoreApplication::translate(
                    "loopscope::CoreTexts",
                    "a packet is neither Annex B nor length-prefixed as the stream says");
            return false;
        }
        if (keyframe && !m_parameterSets.isEmpty() && !annexBHasParameterSets(m_codec, packet))
            *out = m_parameterSets;
        *out += packet;
        return true;
    }
    QByteArray units;
    units.reserve(packet.size() + 16);
    qsizetype at = 0;
    while (at < packet.size()) {
        if (at + m_lengthSize > packet.size()) {
            if (error)
                *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                     "a packet ends inside a NAL unit length");
            return false;
        }
        const qsizetype length = qsizetype(readBigEndian(packet.constData() + at, m_lengthSize));
        at += m_lengthSize;
        if (length > packet.size() - at) {
            if (error)
                *error = QCoreApplication::translate("loopscope::CoreTexts",
                                                     "a NAL unit runs past the end of its packet");
            return false;
        }
        units += kStartCode;
        units.append(packet.constData() + at, length);
        at += length;
    }
    if (keyframe && !annexBHasParameterSets(m_codec, units))
        *out = m_parameterSets;
    *out += units;
    return true;
}

} // namespace loopscope::core
