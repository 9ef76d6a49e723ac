// Test helper for test_mcap_writer: records an MCAP session at a steady rate
// until it is killed. Three threads record on three topics; every time a
// chunk reaches the disk the main thread prints "written MESSAGES CHUNKS"
// (what is on disk for sure at that moment) and flushes stdout.
// Usage: mcap_crash_writer FILE CHUNK_BYTES RATE_HZ
#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/recording/session_recorder.h"
#include "core/timing/realtime.h"

#include <QString>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

using namespace loopscope::core;

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s FILE CHUNK_BYTES RATE_HZ\n", argv[0]);
        return 2;
    }
    McapWriterOptions options;
    options.chunkSizeBytes = std::strtoull(argv[2], nullptr, 10);
    const double rateHz = std::atof(argv[3]);
    if (options.chunkSizeBytes == 0 || rateHz <= 0) {
        std::fprintf(stderr, "CHUNK_BYTES and RATE_HZ must be positive\n");
        return 2;
    }
    SessionRecorder recorder(options);
    QString error;
    if (!recorder.open(QString::fromLocal8Bit(argv[1]), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const McapJsonSchema telemetry = actuatorTelemetrySchema();
    std::vector<std::jthread> threads;
    for (int t = 0; t < 3; ++t) {
        const QString name = QStringLiteral("joint%1").arg(t);
        const uint16_t channel =
            recorder.addChannel(actuatorTelemetryTopic(name), telemetry.name, telemetry.json);
        threads.emplace_back([&recorder, channel, name, rateHz] {
            const auto periodNs = static_cast<int64_t>(1e9 / rateHz);
            int64_t next = monotonicNs();
            for (uint64_t i = 0;; ++i) {
                ActuatorTelemetryMessage m;
                m.device = name;
                m.mode = QStringLiteral("position");
                m.positionDeg = static_cast<double>(i % 3600) / 10.0;
                m.temperatureC = 31.5;
                recorder.record(channel, realtimeFromMonotonicNs(next), actuatorTelemetryJson(m));
                next += periodNs;
                sleepUntilNs(next);
            }
        });
    }
    uint64_t chunksSeen = 0;
    for (;;) {
        const uint64_t chunks = recorder.chunksWritten();
        if (chunks != chunksSeen) {
            // Read messages after chunks: both grow together, messages never ahead of the disk.
            std::printf("written %llu %llu\n", static_cast<unsigned long long>(recorder.messagesWritten()),
                        static_cast<unsigned long long>(chunks));
            std::fflush(stdout);
            chunksSeen = chunks;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
}
