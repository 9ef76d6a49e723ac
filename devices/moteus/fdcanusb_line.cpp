#include "devices/moteus/fdcanusb_line.h"

#include "devices/common/crc.h"

#include <QCoreApplication>
#include <QList>

namespace loopscope::devices::moteus {

namespace {

constexpr char kHexDigits[] = "0123456789ABCDEF";

void appendHex(QByteArray &out, QByteArrayView bytes)
{
    for (char c : bytes) {
        const auto b = static_cast<uint8_t>(c);
        out.append(kHexDigits[b >> 4]);
        out.append(kHexDigits[b & 0xf]);
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

QByteArray finishLine(QByteArray line, bool withChecksum)
{
    if (withChecksum)
        line = appendChecksum(line);
    line.append('\n');
    return line;
}

QByteArray frameLine(const char *verb, const CanFdFrame &frame, bool withChecksum)
{
    QByteArray line(verb);
    line.append(' ');
    line.append(QByteArray::number(frame.arbitrationId, 16).toUpper());
    if (frame.data.isEmpty()) // a zero-length frame: no data field, so no flags either
        return finishLine(line, withChecksum);
    line.append(' ');
    appendHex(line, frame.data);
    if (frame.bitRateSwitch || frame.fdFormat) {
        line.append(' ');
        if (frame.bitRateSwitch)
            line.append('B');
        if (frame.fdFormat)
            line.append('F');
    }
    return finishLine(line, withChecksum);
}

std::optional<FdcanusbLine> failed(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
    return std::nullopt;
}

} // namespace

QByteArray appendChecksum(QByteArrayView line)
{
    QByteArray out = line.toByteArray();
    out.append(" *");
    const uint8_t crc = crc8Fdcanusb(out.left(out.size() - 1)); // everything before '*'
    out.append(kHexDigits[crc >> 4]);
    out.append(kHexDigits[crc & 0xf]);
    return out;
}

QByteArray makeCanSendLine(const CanFdFrame &frame, bool withChecksum)
{
    return frameLine("can send", frame, withChecksum);
}

QByteArray makeReceiveLine(const CanFdFrame &frame, bool withChecksum)
{
    return frameLine("rcv", frame, withChecksum);
}

QByteArray makeOkLine(bool withChecksum)
{
    return finishLine("OK", withChecksum);
}

QByteArray makeErrorLine(const QString &text, bool withChecksum)
{
    QByteArray clean = text.toLatin1();
    for (char &c : clean) {
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e || c == '*')
            c = ' ';
    }
    return finishLine("ERR " + clean, withChecksum);
}

std::optional<FdcanusbLine> parseFdcanusbLine(QByteArrayView input, QString *error)
{
    QByteArrayView line = input;
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    for (qsizetype i = 0; i < line.size(); ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        if ((c < 0x20 && c != '\t') || c > 0x7e)
            return failed(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                             "control or non-ASCII byte 0x%1 at column %2")
                                     .arg(c, 2, 16, QLatin1Char('0'))
                                     .arg(i));
    }

    FdcanusbLine result;
    const qsizetype star = line.lastIndexOf('*');
    if (star >= 0) {
        const QByteArrayView digits = line.sliced(star + 1);
        if (star == 0 || line[star - 1] != ' ' || digits.size() != 2 || hexValue(digits[0]) < 0 ||
            hexValue(digits[1]) < 0)
            return failed(error,
                          QCoreApplication::translate("loopscope::DeviceTexts",
                                                      "malformed checksum suffix (expected \" *XX\")"));
        const uint8_t expected = static_cast<uint8_t>(hexValue(digits[0]) << 4 | hexValue(digits[1]));
        const uint8_t actual = crc8Fdcanusb(line.first(star));
        if (expected != actual)
            return failed(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                             "checksum mismatch: line says %1, computed %2")
                                     .arg(expected, 2, 16, QLatin1Char('0'))
                                     .arg(actual, 2, 16, QLatin1Char('0')));
        result.hadChecksum = true;
        line = line.first(star - 1);
    }

    const QList<QByteArray> words = line.toByteArray().simplified().split(' ');
    if (words.isEmpty() || words.front().isEmpty())
        return failed(error, QCoreApplication::translate("loopscope::DeviceTexts", "empty line"));

    const QByteArray &verb = words.front();
    if (verb == "OK") {
        if (words.size() != 1)
            return failed(error,
                          QCoreApplication::translate("loopscope::DeviceTexts", "unexpected text after OK"));
        result.kind = FdcanusbLine::Kind::Ok;
        return result;
    }
    if (verb == "ERR") {
        result.kind = FdcanusbLine::Kind::Error;
        result.errorText = QString::fromLatin1(words.mid(1).join(' '));
        return result;
    }

    qsizetype first = 0;
    if (verb == "rcv") {
        result.kind = FdcanusbLine::Kind::Receive;
        first = 1;
    } else if (verb == "can" && words.size() >= 2 && words[1] == "send") {
        result.kind = FdcanusbLine::Kind::Send;
        first = 2;
    } else {
        return failed(error, QCoreApplication::translate("loopscope::DeviceTexts", "unknown line \"%1\"")
                                 .arg(QString::fromLatin1(verb.left(32))));
    }
    if (words.size() < first + 1)
        return failed(error, QCoreApplication::translate("loopscope::DeviceTexts", "missing CAN ID"));

    const QByteArray &idText = words[first];
    if (idText.size() > 8)
        return failed(error, QCoreApplication::translate("loopscope::DeviceTexts", "CAN ID \"%1\" too long")
                                 .arg(QString::fromLatin1(idText)));
    uint32_t id = 0;
    for (char c : idText) {
        const int v = hexValue(c);
        if (v < 0)
            return failed(error,
                          QCoreApplication::translate("loopscope::DeviceTexts", "CAN ID \"%1\" is not hex")
                              .arg(QString::fromLatin1(idText)));
        id = id << 4 | uint32_t(v);
    }
    if (id > 0x1fffffff)
        return failed(error,
                      QCoreApplication::translate("loopscope::DeviceTexts", "CAN ID 0x%1 exceeds 29 bits")
                          .arg(id, 0, 16));
    result.arbitrationId = id;

    if (words.size() == first + 1)
        return result; // a zero-length frame
    const QByteArray &dataText = words[first + 1];
    if (dataText.size() % 2 != 0)
        return failed(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                         "odd number of hex digits in CAN data"));
    if (dataText.size() / 2 > kMaxCanFdPayload)
        return failed(error,
                      QCoreApplication::translate("loopscope::DeviceTexts", "CAN data of %1 bytes exceeds %2")
                          .arg(dataText.size() / 2)
                          .arg(kMaxCanFdPayload));
    for (qsizetype i = 0; i < dataText.size(); i += 2) {
        const int hi = hexValue(dataText[i]);
        const int lo = hexValue(dataText[i + 1]);
        if (hi < 0 || lo < 0)
            return failed(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                             "CAN data is not hex at digit %1")
                                     .arg(i));
        result.data.append(static_cast<char>(hi << 4 | lo));
    }

    for (qsizetype i = first + 2; i < words.size(); ++i) {
        const QByteArray &flag = words[i];
        // "BF", "B F" and "F" all occur; any other token is kept verbatim.
        if (!flag.isEmpty() && flag.count('B') + flag.count('F') == flag.size()) {
            result.bitRateSwitch |= flag.contains('B');
            result.fdFormat |= flag.contains('F');
        } else {
            result.otherFlags.append(QString::fromLatin1(flag));
        }
    }
    return result;
}

// ---- splitter ----------------------------------------------------------------

FdcanusbLineSplitter::FdcanusbLineSplitter(qsizetype maxLineBytes)
    : m_maxLineBytes(std::max<qsizetype>(maxLineBytes, 8))
{
}

void FdcanusbLineSplitter::feed(QByteArrayView bytes)
{
    for (char c : bytes) {
        if (c == '\n') {
            if (m_discarding) {
                m_discarding = false;
            } else if (m_currentHasGarbage) {
                ++m_garbageLines;
                m_lastError = QCoreApplication::translate("loopscope::DeviceTexts",
                                                          "line with control or non-ASCII bytes discarded");
            } else {
                if (m_current.endsWith('\r'))
                    m_current.chop(1);
                if (!m_current.isEmpty())
                    m_lines.push_back(m_current);
            }
            m_current.clear();
            m_currentHasGarbage = false;
            continue;
        }
        if (m_discarding)
            continue;
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\r' && c != '\t') || u > 0x7e)
            m_currentHasGarbage = true;
        if (m_current.size() >= m_maxLineBytes) {
            ++m_overlongLines;
            m_lastError =
                QCoreApplication::translate("loopscope::DeviceTexts", "line longer than %1 bytes discarded")
                    .arg(m_maxLineBytes);
            m_discarding = true;
            m_current.clear();
            m_currentHasGarbage = false;
            continue;
        }
        m_current.append(c);
    }
}

std::optional<QByteArray> FdcanusbLineSplitter::nextLine()
{
    if (m_lines.empty())
        return std::nullopt;
    QByteArray line = std::move(m_lines.front());
    m_lines.pop_front();
    return line;
}

void FdcanusbLineSplitter::reset()
{
    m_current.clear();
    m_lines.clear();
    m_discarding = false;
    m_currentHasGarbage = false;
}

} // namespace loopscope::devices::moteus
