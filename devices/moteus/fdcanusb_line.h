#pragma once
// fdcanusb line protocol (mjbots fdcanusb; moteus' own UART at 921600 8N1 speaks
// the same lines). ASCII lines ending in '\n' ('\r' tolerated):
//   host -> adapter:  can send <HEXID> <HEXDATA> [B][F]     (B = bit-rate switch, F = FD)
//   adapter -> host:  OK | ERR <text> | rcv <HEXID> <HEXDATA> [flags...]
// Optional suffix " *XX": CRC-8 (poly 0x97, init 0) over everything before '*',
// the space included, as two hex digits. Once a command carried a checksum, all
// later ones must (the caller tracks that; see FdcanusbLine::hadChecksum).
// Pure codec, no I/O; FdcanusbLineSplitter turns a byte stream into lines.

#include "devices/moteus/can_frame.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <deque>
#include <optional>

namespace loopscope::devices::moteus {

struct FdcanusbLine
{
    enum class Kind : uint8_t { Unknown = 0, Ok, Error, Receive, Send };

    Kind kind = Kind::Unknown;
    uint32_t arbitrationId = 0; // Receive / Send
    QByteArray data;            // Receive / Send: the CAN data bytes
    bool bitRateSwitch = false; // flag B
    bool fdFormat = false;      // flag F
    QStringList otherFlags;     // any further rcv flags, kept verbatim
    QString errorText;          // Error: the text after "ERR "
    bool hadChecksum = false;   // the line carried a valid " *XX"

    CanFdFrame frame() const { return {arbitrationId, data, bitRateSwitch, fdFormat}; }
};

// "can send 8001 0100 BF\n" (hex upper case); with withChecksum the " *XX" suffix
// is added before the newline.
QByteArray makeCanSendLine(const CanFdFrame &frame, bool withChecksum = false);
// "rcv 100 2300 BF\n" (for fake adapters / the simulator).
QByteArray makeReceiveLine(const CanFdFrame &frame, bool withChecksum = false);
QByteArray makeOkLine(bool withChecksum = false);
QByteArray makeErrorLine(const QString &text, bool withChecksum = false);
// Appends " *XX" computed over `line` (which must not yet end in '\n').
QByteArray appendChecksum(QByteArrayView line);

// A frame without data is written as "rcv 100" (no data field, no flags), and
// parses back as a zero-length frame.
// Parses one line (a trailing "\n", "\r\n" is allowed). nullopt with a reason for
// anything malformed: bad hex, odd digit count, ID over 29 bits, data over 64
// bytes, wrong checksum, unknown command, control or non-ASCII bytes.
std::optional<FdcanusbLine> parseFdcanusbLine(QByteArrayView line, QString *error = nullptr);

// Accumulates bytes and yields complete lines (without the terminator; empty lines
// are dropped). A line longer than maxLineBytes is discarded up to its newline and
// counted; a line containing non-ASCII or control bytes (other than '\r', '\t') is
// discarded and counted. Never grows beyond maxLineBytes of buffered data.
class FdcanusbLineSplitter
{
public:
    static constexpr qsizetype kDefaultMaxLineBytes = 300; // "can send" of 64 bytes + flags + CRC fits

    explicit FdcanusbLineSplitter(qsizetype maxLineBytes = kDefaultMaxLineBytes);

    void feed(QByteArrayView bytes);
    // The next complete line, or nullopt if none is ready.
    std::optional<QByteArray> nextLine();

    qsizetype pendingLines() const { return qsizetype(m_lines.size()); }
    qsizetype bufferedBytes() const { return m_current.size(); }
    uint64_t overlongLines() const { return m_overlongLines; }
    uint64_t garbageLines() const { return m_garbageLines; }
    // Reason of the latest discarded line (empty if none yet).
    QString lastError() const { return m_lastError; }
    void reset(); // drops buffered bytes and pending lines; keeps the counters

private:
    qsizetype m_maxLineBytes;
    QByteArray m_current;
    bool m_discarding = false; // inside an over-long line, until its newline
    bool m_currentHasGarbage = false;
    std::deque<QByteArray> m_lines;
    uint64_t m_overlongLines = 0;
    uint64_t m_garbageLines = 0;
    QString m_lastError;
};

} // namespace loopscope::devices::moteus
