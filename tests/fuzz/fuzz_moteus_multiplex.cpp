// Fuzz target: moteus multiplex payloads arrive from a bus. The reply and request
// parsers must never crash, must say why they reject, and what they accept must
// survive a round trip through our own encoders.
#include "devices/moteus/multiplex.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace loopscope::devices::moteus;

namespace {

bool sameBits(const Value &a, const Value &b)
{
    return a.type == b.type && a.raw == b.raw &&
           std::memcmp(&a.floatValue, &b.floatValue, sizeof(float)) == 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    QString error;
    if (const auto reply = parseReply(bytes, &error)) {
        const auto again = parseReply(makeReply(reply->values, reply->errors));
        if (!again || again->values.size() != reply->values.size() || again->errors != reply->errors)
            std::abort();
        for (size_t i = 0; i < reply->values.size(); ++i) {
            if (again->values[i].reg != reply->values[i].reg ||
                !sameBits(again->values[i].value, reply->values[i].value))
                std::abort();
        }
        (void)parseQueryResult(*reply);
    } else if (error.isEmpty()) {
        std::abort();
    }

    error.clear();
    if (const auto request = parseRequest(bytes, &error)) {
        const auto again = parseRequest(makeRequest(request->writes, request->reads));
        if (!again || again->writes.size() > request->writes.size() ||
            again->reads.size() > request->reads.size())
            std::abort();
    } else if (error.isEmpty()) {
        std::abort();
    }

    qsizetype pos = 0;
    while (const auto v = readVaruint(bytes, &pos)) {
        QByteArray encoded;
        appendVaruint(encoded, *v);
        qsizetype p2 = 0;
        if (readVaruint(encoded, &p2) != v)
            std::abort();
    }
    return 0;
}
