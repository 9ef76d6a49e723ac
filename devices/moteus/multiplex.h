#pragma once
// moteus multiplex register protocol (mjlib multiplex): the payload codec, pure
// data and functions, no I/O. A payload is a sequence of subframes, each an
// opcode byte and a body (protocols.md §1); it travels inside a CAN-FD frame
// (can_frame.h), an fdcanusb line (fdcanusb_line.h) or an RS485 frame
// (rs485_frame.h).
//
// Typical use:
//   QByteArray payload = makePositionCommand(cmd);           // or makeStop(), makeQuery()
//   ... send, receive reply payload ...
//   QString error;
//   if (auto reply = parseReply(replyPayload, &error))
//       QueryResult r = parseQueryResult(*reply);

#include "devices/moteus/registers.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

namespace loopscope::devices::moteus {

// ---- opcodes -------------------------------------------------------------
namespace op {
inline constexpr uint8_t Write = 0x00; // | type << 2 | count (0 = explicit count)
inline constexpr uint8_t Read = 0x10;  // | type << 2 | count
inline constexpr uint8_t Reply = 0x20; // | type << 2 | count
inline constexpr uint8_t WriteError = 0x30;
inline constexpr uint8_t ReadError = 0x31;
inline constexpr uint8_t StreamClientToServer = 0x40;
inline constexpr uint8_t StreamServerToClient = 0x41;
inline constexpr uint8_t StreamClientPoll = 0x42;
inline constexpr uint8_t Nop = 0x50;
} // namespace op

// ---- varuint (7 bits per byte, LSB group first, bit 7 = more; max 5 bytes) ----
void appendVaruint(QByteArray &out, uint32_t value);
// Reads a varuint at *pos and advances *pos. nullopt (pos unchanged) if the data
// ends early, the encoding is longer than 5 bytes, or the value exceeds 32 bits.
std::optional<uint32_t> readVaruint(QByteArrayView data, qsizetype *pos);

// ---- values ----------------------------------------------------------------
// One register value as on the wire: an integer of `type`'s width, or a float.
struct Value
{
    ValueType type = ValueType::Int8;
    int32_t raw = 0;      // integer types (sign-extended)
    float floatValue = 0; // ValueType::Float

    static Value int8(int8_t v) { return {ValueType::Int8, v, 0}; }
    static Value int16(int16_t v) { return {ValueType::Int16, v, 0}; }
    static Value int32(int32_t v) { return {ValueType::Int32, v, 0}; }
    static Value float32(float v) { return {ValueType::Float, 0, v}; }

    // Physical value -> wire value: divides by the LSB, rounds to nearest and
    // saturates to [min+1, max] (min is reserved for NaN); NaN -> min.
    static Value fromDouble(double value, ScaleClass scale, ValueType type);
    // Wire value -> physical value; the most negative integer (and float NaN) -> NaN.
    double toDouble(ScaleClass scale) const;
    bool isNaN() const;

    // Little-endian bytes of the value (1, 2 or 4 bytes).
    void appendTo(QByteArray &out) const;
    friend bool operator==(const Value &, const Value &) = default;
};

// Saturating conversions of an already scaled number (NaN -> most negative).
int8_t saturateInt8(double raw);
int16_t saturateInt16(double raw);
int32_t saturateInt32(double raw);

// ---- requests ----------------------------------------------------------------
struct RegisterWrite
{
    uint32_t reg = 0;
    Value value;
};

struct RegisterRead
{
    uint32_t reg = 0;
    ValueType type = ValueType::Int8;
};

// Low-level builder: appends subframes exactly as asked, in call order.
class RequestBuilder
{
public:
    // Writes `values` (all of the same type; mixed types are split into several
    // subframes) to consecutive registers from startReg. Count 1..3 goes in the
    // opcode's low bits, larger counts as an explicit varuint.
    void write(uint32_t startReg, std::span<const Value> values);
    void write(uint32_t reg, const Value &value) { write(reg, std::span<const Value>(&value, 1)); }
    // Reads `count` consecutive registers of one type from startReg.
    void read(uint32_t startReg, ValueType type, uint32_t count = 1);
    void streamPoll(uint32_t channel, uint32_t maxBytes);
    void nop(int count = 1);

    const QByteArray &bytes() const { return m_bytes; }
    qsizetype size() const { return m_bytes.size(); }

private:
    QByteArray m_bytes;
};

// High-level request: writes first, then reads. The mode register (0x000) is
// written before any other; the remaining writes are sorted by register and
// consecutive registers of the same type share one subframe; reads likewise.
// Duplicate registers: the last write wins, a read appears once.
QByteArray makeRequest(std::span<const RegisterWrite> writes, std::span<const RegisterRead> reads = {});

// A request decoded (for fake responders, simulators and fuzzing).
struct Request
{
    std::vector<RegisterWrite> writes; // in wire order, one entry per register
    std::vector<RegisterRead> reads;   // in wire order, one entry per register
    bool operator==(const Request &) const = default;
};
std::optional<Request> parseRequest(QByteArrayView payload, QString *error = nullptr);

// ---- replies -------------------------------------------------------------
struct RegisterValue
{
    uint32_t reg = 0;
    Value value;
    bool operator==(const RegisterValue &) const = default;
};

struct RegisterError
{
    uint32_t reg = 0;
    uint32_t code = 0;
    bool isReadError = false; // 0x31 read error, otherwise 0x30 write error
    bool operator==(const RegisterError &) const = default;
};

struct StreamData
{
    uint8_t opcode = op::StreamServerToClient; // 0x40, 0x41 or 0x42
    uint32_t channel = 0;
    QByteArray bytes; // for 0x42 (poll): empty; the polled length is in maxBytes
    uint32_t maxBytes = 0;
    bool operator==(const StreamData &) const = default;
};

struct Reply
{
    std::vector<RegisterValue> values; // wire order, one per register
    std::vector<RegisterError> errors;
    std::vector<StreamData> streams; // collected stream subframes

    // The last value reported for `reg`, if any.
    std::optional<Value> value(uint32_t reg) const;
    // The physical value of `reg` scaled by its register class; NaN if absent.
    double scaled(uint32_t reg) const;
};

// Decodes a reply payload (also accepts write/read subframes mixed in, which it
// skips, and NOP padding). nullopt with a reason on malformed input.
std::optional<Reply> parseReply(QByteArrayView payload, QString *error = nullptr);

// Builds a reply payload (for fake responders and the simulator): values grouped
// into subframes like makeRequest, in the given order, then errors.
QByteArray makeReply(std::span<const RegisterValue> values, std::span<const RegisterError> errors = {});

// ---- typical commands ------------------------------------------------------
struct PositionCommand
{
    double positionRev = 0; // NaN = hold the current position
    double velocityRevS = 0;
    std::optional<double> feedforwardNm;
    std::optional<double> kpScale;
    std::optional<double> kdScale;
    std::optional<double> maxTorqueNm;
    std::optional<double> watchdogTimeoutS;  // 0 = default 0.1 s, NaN = never
    ValueType resolution = ValueType::Float; // width of every command register
};

// mode = 10 (int8), then the command registers 0x020.. at `resolution`.
QByteArray makePositionCommand(const PositionCommand &command);
// Convenience overload in the order of the registers.
QByteArray makePositionCommand(double positionRev, double velocityRevS, double feedforwardNm, double kpScale,
                               double kdScale, double maxTorqueNm, double watchdogTimeoutS,
                               ValueType resolution = ValueType::Float);
// mode = 0 (stopped; also clears a fault or the watchdog timeout).
QByteArray makeStop();

// Which registers a query reads and at which width (nullopt = not read).
struct QueryFormat
{
    std::optional<ValueType> mode = ValueType::Int8;
    std::optional<ValueType> position = ValueType::Float;
    std::optional<ValueType> velocity = ValueType::Float;
    std::optional<ValueType> torque = ValueType::Float;
    std::optional<ValueType> qCurrent = ValueType::Float;
    std::optional<ValueType> motorTemperature = ValueType::Int8;
    std::optional<ValueType> trajectoryComplete = ValueType::Int8;
    std::optional<ValueType> voltage = ValueType::Int8;
    std::optional<ValueType> boardTemperature = ValueType::Int8;
    std::optional<ValueType> fault = ValueType::Int8;

    std::vector<RegisterRead> reads() const;
};

// Read-only query payload.
QByteArray makeQuery(const QueryFormat &format = {});
// A command followed by the query reads, in one payload (one round trip).
QByteArray makeCommandWithQuery(const PositionCommand &command, const QueryFormat &format = {});

// Decoded telemetry; a field not present in the reply is NaN (ints: -1).
struct QueryResult
{
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    int mode = -1;
    double positionRev = kNaN;
    double velocityRevS = kNaN;
    double torqueNm = kNaN;
    double qCurrentA = kNaN;
    double motorTemperatureC = kNaN;
    double voltageV = kNaN;
    double boardTemperatureC = kNaN;
    int fault = -1;
    int trajectoryComplete = -1; // 0/1
};
QueryResult parseQueryResult(const Reply &reply);

} // namespace loopscope::devices::moteus
