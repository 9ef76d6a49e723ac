#include "devices/moteus/multiplex.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>

namespace loopscope::devices::moteus {

namespace {

constexpr uint32_t kMaxCount = 4096; // no frame carries more registers than this

template <typename T> T saturate(double raw)
{
    constexpr double lo = double(std::numeric_limits<T>::min()) + 1.0; // min itself means NaN
    constexpr double hi = double(std::numeric_limits<T>::max());
    if (std::isnan(raw))
        return std::numeric_limits<T>::min();
    const double r = std::round(raw);
    if (r <= lo)
        return static_cast<T>(lo);
    if (r >= hi)
        return static_cast<T>(hi);
    return static_cast<T>(r);
}

int32_t nanRaw(ValueType type)
{
    switch (type) {
    case ValueType::Int8:
        return std::numeric_limits<int8_t>::min();
    case ValueType::Int16:
        return std::numeric_limits<int16_t>::min();
    default:
        return std::numeric_limits<int32_t>::min();
    }
}

void fail(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
}

// Appends one "opcode [count] start" header for `count` registers.
void appendHeader(QByteArray &out, uint8_t base, ValueType type, uint32_t count, uint32_t start)
{
    const uint8_t opcode = static_cast<uint8_t>(base | (static_cast<uint8_t>(type) << 2));
    if (count >= 1 && count <= 3) {
        out.append(static_cast<char>(opcode | count));
    } else {
        out.append(static_cast<char>(opcode));
        appendVaruint(out, count);
    }
    appendVaruint(out, start);
}

// Emits runs of consecutive registers of one type as single subframes.
void appendValueRuns(QByteArray &out, uint8_t base, std::span<const RegisterValue> values)
{
    size_t i = 0;
    while (i < values.size()) {
        size_t j = i + 1;
        while (j < values.size() && values[j].value.type == values[i].value.type &&
               values[j].reg == values[j - 1].reg + 1 && j - i < kMaxCount)
            ++j;
        appendHeader(out, base, values[i].value.type, uint32_t(j - i), values[i].reg);
        for (size_t k = i; k < j; ++k)
            values[k].value.appendTo(out);
        i = j;
    }
}

Value readValue(QByteArrayView data, qsizetype pos, ValueType type)
{
    const auto *p = reinterpret_cast<const uint8_t *>(data.data()) + pos;
    switch (type) {
    case ValueType::Int8:
        return Value::int8(static_cast<int8_t>(p[0]));
    case ValueType::Int16:
        return Value::int16(static_cast<int16_t>(uint16_t(p[0] | (p[1] << 8))));
    case ValueType::Int32: {
        const uint32_t u = uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
        return Value::int32(static_cast<int32_t>(u));
    }
    case ValueType::Float: {
        const uint32_t u = uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
        float f;
        std::memcpy(&f, &u, sizeof f);
        return Value::float32(f);
    }
    }
    return {};
}

// Callbacks of the subframe walker; a null callback means "skip".
struct Walker
{
    std::function<void(uint8_t base, uint32_t reg, const Value &)> value; // base 0x00 write, 0x20 reply
    std::function<void(uint32_t reg, ValueType)> read;
    std::function<void(const RegisterError &)> error;
    std::function<void(const StreamData &)> stream;
};

bool walk(QByteArrayView data, const Walker &walker, QString *error)
{
    qsizetype pos = 0;
    const auto need = [&](const char *what) {
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts", "truncated %1 at byte %2")
                        .arg(QLatin1String(what))
                        .arg(pos));
        return false;
    };
    while (pos < data.size()) {
        const qsizetype opPos = pos;
        const uint8_t opcode = static_cast<uint8_t>(data[pos++]);
        if (opcode == op::Nop)
            continue;
        if (opcode < 0x30) {
            const uint8_t base = opcode & 0x30;
            const auto type = static_cast<ValueType>((opcode >> 2) & 3);
            uint32_t count = opcode & 3;
            if (count == 0) {
                const auto c = readVaruint(data, &pos);
                if (!c)
                    return need("register count");
                count = *c;
            }
            if (count > kMaxCount) {
                fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                        "register count %1 too large at byte %2")
                                .arg(count)
                                .arg(opPos));
                return false;
            }
            const auto start = readVaruint(data, &pos);
            if (!start)
                return need("start register");
            if (uint64_t(*start) + count > uint64_t(1) << 32) {
                fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                        "register range overflows at byte %1")
                                .arg(opPos));
                return false;
            }
            if (base == op::Read) {
                if (walker.read) {
                    for (uint32_t k = 0; k < count; ++k)
                        walker.read(*start + k, type);
                }
                continue;
            }
            const qsizetype size = valueTypeSize(type);
            if (data.size() - pos < qsizetype(count) * size)
                return need("register values");
            for (uint32_t k = 0; k < count; ++k) {
                if (walker.value)
                    walker.value(base, *start + k, readValue(data, pos, type));
                pos += size;
            }
            continue;
        }
        if (opcode == op::WriteError || opcode == op::ReadError) {
            const auto reg = readVaruint(data, &pos);
            if (!reg)
                return need("error register");
            const auto code = readVaruint(data, &pos);
            if (!code)
                return need("error code");
            if (walker.error)
                walker.error(RegisterError{*reg, *code, opcode == op::ReadError});
            continue;
        }
        if (opcode == op::StreamClientToServer || opcode == op::StreamServerToClient ||
            opcode == op::StreamClientPoll) {
            StreamData stream;
            stream.opcode = opcode;
            const auto channel = readVaruint(data, &pos);
            if (!channel)
                return need("stream channel");
            const auto length = readVaruint(data, &pos);
            if (!length)
                return need("stream length");
            stream.channel = *channel;
            if (opcode == op::StreamClientPoll) {
                stream.maxBytes = *length; // a poll carries no data
            } else {
                if (data.size() - pos < qsizetype(*length))
                    return need("stream data");
                stream.bytes = data.sliced(pos, qsizetype(*length)).toByteArray();
                pos += qsizetype(*length);
            }
            if (walker.stream)
                walker.stream(stream);
            continue;
        }
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts", "unknown opcode 0x%1 at byte %2")
                        .arg(opcode, 2, 16, QLatin1Char('0'))
                        .arg(opPos));
        return false;
    }
    return true;
}

} // namespace

// ---- varuint ---------------------------------------------------------------

void appendVaruint(QByteArray &out, uint32_t value)
{
    do {
        uint8_t byte = value & 0x7f;
        value >>= 7;
        if (value)
            byte |= 0x80;
        out.append(static_cast<char>(byte));
    } while (value);
}

std::optional<uint32_t> readVaruint(QByteArrayView data, qsizetype *pos)
{
    uint64_t value = 0;
    qsizetype p = *pos;
    for (int i = 0; i < 5; ++i) {
        if (p >= data.size())
            return std::nullopt;
        const uint8_t byte = static_cast<uint8_t>(data[p++]);
        value |= uint64_t(byte & 0x7f) << (7 * i);
        if (!(byte & 0x80)) {
            if (value > 0xffffffffu)
                return std::nullopt;
            *pos = p;
            return static_cast<uint32_t>(value);
        }
    }
    return std::nullopt; // more than 5 bytes
}

// ---- values ----------------------------------------------------------------

int8_t saturateInt8(double raw)
{
    return saturate<int8_t>(raw);
}
int16_t saturateInt16(double raw)
{
    return saturate<int16_t>(raw);
}
int32_t saturateInt32(double raw)
{
    return saturate<int32_t>(raw);
}

Value Value::fromDouble(double value, ScaleClass scale, ValueType type)
{
    if (type == ValueType::Float) {
        constexpr double maxFloat = std::numeric_limits<float>::max();
        if (std::isfinite(value))
            value = std::clamp(value, -maxFloat, maxFloat); // saturate, like the integers
        return float32(static_cast<float>(value));
    }
    const double raw = value / lsb(scale, type);
    switch (type) {
    case ValueType::Int8:
        return int8(saturateInt8(raw));
    case ValueType::Int16:
        return int16(saturateInt16(raw));
    default:
        return int32(saturateInt32(raw));
    }
}

double Value::toDouble(ScaleClass scale) const
{
    if (type == ValueType::Float)
        return floatValue;
    if (raw == nanRaw(type))
        return std::numeric_limits<double>::quiet_NaN();
    return raw * lsb(scale, type);
}

bool Value::isNaN() const
{
    return type == ValueType::Float ? std::isnan(floatValue) : raw == nanRaw(type);
}

void Value::appendTo(QByteArray &out) const
{
    uint32_t u = static_cast<uint32_t>(raw);
    if (type == ValueType::Float)
        std::memcpy(&u, &floatValue, sizeof u);
    for (int i = 0; i < valueTypeSize(type); ++i)
        out.append(static_cast<char>((u >> (8 * i)) & 0xff));
}

// ---- requests ---------------------------------------------------------------

void RequestBuilder::write(uint32_t startReg, std::span<const Value> values)
{
    std::vector<RegisterValue> regs;
    regs.reserve(values.size());
    for (size_t i = 0; i < values.size(); ++i)
        regs.push_back({startReg + uint32_t(i), values[i]});
    appendValueRuns(m_bytes, op::Write, regs);
}

void RequestBuilder::read(uint32_t startReg, ValueType type, uint32_t count)
{
    if (count > 0)
        appendHeader(m_bytes, op::Read, type, count, startReg);
}

void RequestBuilder::streamPoll(uint32_t channel, uint32_t maxBytes)
{
    m_bytes.append(static_cast<char>(op::StreamClientPoll));
    appendVaruint(m_bytes, channel);
    appendVaruint(m_bytes, maxBytes);
}

void RequestBuilder::nop(int count)
{
    for (int i = 0; i < count; ++i)
        m_bytes.append(static_cast<char>(op::Nop));
}

QByteArray makeRequest(std::span<const RegisterWrite> writes, std::span<const RegisterRead> reads)
{
    // Sorting by register puts the mode register (0x000) first, as required.
    std::map<uint32_t, Value> sortedWrites;
    for (const RegisterWrite &w : writes)
        sortedWrites[w.reg] = w.value;
    std::vector<RegisterValue> runs;
    for (const auto &[reg, value] : sortedWrites)
        runs.push_back({reg, value});
    QByteArray out;
    appendValueRuns(out, op::Write, runs);

    std::map<uint32_t, ValueType> sortedReads;
    for (const RegisterRead &r : reads)
        sortedReads[r.reg] = r.type;
    auto it = sortedReads.begin();
    while (it != sortedReads.end()) {
        const uint32_t start = it->first;
        const ValueType type = it->second;
        uint32_t count = 1;
        auto next = std::next(it);
        while (next != sortedReads.end() && next->second == type && next->first == start + count &&
               count < kMaxCount) {
            ++count;
            ++next;
        }
        appendHeader(out, op::Read, type, count, start);
        it = next;
    }
    return out;
}

std::optional<Request> parseRequest(QByteArrayView payload, QString *error)
{
    Request request;
    bool unexpected = false;
    Walker walker;
    walker.value = [&](uint8_t base, uint32_t reg, const Value &value) {
        if (base == op::Write)
            request.writes.push_back({reg, value});
        else
            unexpected = true;
    };
    bool tooMany = false;
    walker.read = [&](uint32_t reg, ValueType type) {
        if (request.reads.size() < kMaxCount)
            request.reads.push_back({reg, type});
        else
            tooMany = true;
    };
    walker.error = [&](const RegisterError &) { unexpected = true; };
    if (!walk(payload, walker, error))
        return std::nullopt;
    if (tooMany) {
        fail(error,
             QCoreApplication::translate("loopscope::DeviceTexts", "request reads more than %1 registers")
                 .arg(kMaxCount));
        return std::nullopt;
    }
    if (unexpected) {
        fail(error, QCoreApplication::translate("loopscope::DeviceTexts",
                                                "request contains reply or error subframes"));
        return std::nullopt;
    }
    return request;
}

// ---- replies -------------------------------------------------------------

std::optional<Value> Reply::value(uint32_t reg) const
{
    for (auto it = values.rbegin(); it != values.rend(); ++it) {
        if (it->reg == reg)
            return it->value;
    }
    return std::nullopt;
}

double Reply::scaled(uint32_t reg) const
{
    const auto v = value(reg);
    return v ? v->toDouble(scaleOf(reg)) : std::numeric_limits<double>::quiet_NaN();
}

std::optional<Reply> parseReply(QByteArrayView payload, QString *error)
{
    Reply reply;
    Walker walker;
    walker.value = [&](uint8_t base, uint32_t reg, const Value &value) {
        if (base == op::Reply)
            reply.values.push_back({reg, value});
    };
    walker.error = [&](const RegisterError &e) { reply.errors.push_back(e); };
    walker.stream = [&](const StreamData &s) { reply.streams.push_back(s); };
    if (!walk(payload, walker, error))
        return std::nullopt;
    return reply;
}

QByteArray makeReply(std::span<const RegisterValue> values, std::span<const RegisterError> errors)
{
    QByteArray out;
    appendValueRuns(out, op::Reply, values);
    for (const RegisterError &e : errors) {
        out.append(static_cast<char>(e.isReadError ? op::ReadError : op::WriteError));
        appendVaruint(out, e.reg);
        appendVaruint(out, e.code);
    }
    return out;
}

// ---- typical commands ------------------------------------------------------

namespace {

std::vector<RegisterWrite> commandWrites(const PositionCommand &c)
{
    const auto w = [&c](uint32_t reg, double v) {
        return RegisterWrite{reg, Value::fromDouble(v, scaleOf(reg), c.resolution)};
    };
    std::vector<RegisterWrite> writes{{reg::Mode, Value::int8(mode::Position)},
                                      w(reg::CommandPosition, c.positionRev),
                                      w(reg::CommandVelocity, c.velocityRevS)};
    if (c.feedforwardNm)
        writes.push_back(w(reg::CommandFeedforwardTorque, *c.feedforwardNm));
    if (c.kpScale)
        writes.push_back(w(reg::CommandKpScale, *c.kpScale));
    if (c.kdScale)
        writes.push_back(w(reg::CommandKdScale, *c.kdScale));
    if (c.maxTorqueNm)
        writes.push_back(w(reg::CommandMaxTorque, *c.maxTorqueNm));
    if (c.watchdogTimeoutS)
        writes.push_back(w(reg::CommandWatchdogTimeout, *c.watchdogTimeoutS));
    return writes;
}

} // namespace

QByteArray makePositionCommand(const PositionCommand &command)
{
    return makeRequest(commandWrites(command));
}

QByteArray makePositionCommand(double positionRev, double velocityRevS, double feedforwardNm, double kpScale,
                               double kdScale, double maxTorqueNm, double watchdogTimeoutS,
                               ValueType resolution)
{
    PositionCommand c;
    c.positionRev = positionRev;
    c.velocityRevS = velocityRevS;
    c.feedforwardNm = feedforwardNm;
    c.kpScale = kpScale;
    c.kdScale = kdScale;
    c.maxTorqueNm = maxTorqueNm;
    c.watchdogTimeoutS = watchdogTimeoutS;
    c.resolution = resolution;
    return makePositionCommand(c);
}

QByteArray makeStop()
{
    const RegisterWrite stop{reg::Mode, Value::int8(mode::Stopped)};
    return makeRequest(std::span(&stop, 1));
}

std::vector<RegisterRead> QueryFormat::reads() const
{
    std::vector<RegisterRead> out;
    const auto add = [&out](uint32_t reg, std::optional<ValueType> type) {
        if (type)
            out.push_back({reg, *type});
    };
    add(reg::Mode, mode);
    add(reg::Position, position);
    add(reg::Velocity, velocity);
    add(reg::Torque, torque);
    add(reg::QCurrent, qCurrent);
    add(reg::MotorTemperature, motorTemperature);
    add(reg::TrajectoryComplete, trajectoryComplete);
    add(reg::Voltage, voltage);
    add(reg::BoardTemperature, boardTemperature);
    add(reg::Fault, fault);
    return out;
}

QByteArray makeQuery(const QueryFormat &format)
{
    return makeRequest({}, format.reads());
}

QByteArray makeCommandWithQuery(const PositionCommand &command, const QueryFormat &format)
{
    return makeRequest(commandWrites(command), format.reads());
}

QueryResult parseQueryResult(const Reply &reply)
{
    const auto integer = [&reply](uint32_t reg) {
        const double v = reply.scaled(reg);
        return std::isnan(v) ? -1 : static_cast<int>(std::lround(v));
    };
    QueryResult r;
    r.mode = integer(reg::Mode);
    r.positionRev = reply.scaled(reg::Position);
    r.velocityRevS = reply.scaled(reg::Velocity);
    r.torqueNm = reply.scaled(reg::Torque);
    r.qCurrentA = reply.scaled(reg::QCurrent);
    r.motorTemperatureC = reply.scaled(reg::MotorTemperature);
    r.voltageV = reply.scaled(reg::Voltage);
    r.boardTemperatureC = reply.scaled(reg::BoardTemperature);
    r.fault = integer(reg::Fault);
    r.trajectoryComplete = integer(reg::TrajectoryComplete);
    return r;
}

} // namespace loopscope::devices::moteus
