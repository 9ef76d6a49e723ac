// MCAP session files: the bytes this test can check itself (magic at both
// ends, Header, Data End and its CRC, the summary, its offsets and the
// footer's CRC, every chunk decompressed against its CRC), chunking by size
// and by log-time span, clear errors for a bad path, a full disk and a
// write that fails mid-session, and the reference reader (@mcap/core run by
// Node, tests/node/mcap_summary.mjs) on a session recorded from several
// threads and on one whose recorder was killed.
#include "core/recording/little_endian.h"
#include "core/recording/mcap_messages.h"
#include "core/recording/mcap_schemas.h"
#include "core/recording/mcap_writer.h"
#include "core/recording/session_recorder.h"
#include "core/timing/realtime.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include "support/mcap_reference.h"
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <cstdlib>
#include <map>
#include <sys/resource.h>
#include <thread>
#include <zlib.h>
#include <zstd.h>

using namespace loopscope::core;

namespace {

uint32_t crcOf(const QByteArray &bytes, qsizetype from, qsizetype to)
{
    return static_cast<uint32_t>(crc32_z(0, reinterpret_cast<const Bytef *>(bytes.constData() + from),
                                         static_cast<size_t>(to - from)));
}

struct Record
{
    uint8_t opcode = 0;
    qsizetype offset = 0;  // of the opcode
    qsizetype content = 0; // of the content
    qsizetype length = 0;  // of the content
    qsizetype end() const { return content + length; }
};

// The records between from and to; stops (and fails the test) at one that does not fit.
std::vector<Record> walk(const QByteArray &bytes, qsizetype from, qsizetype to)
{
    std::vector<Record> out;
    qsizetype at = from;
    while (at < to) {
        if (at + 9 > to) {
            QTest::qFail(qPrintable(QStringLiteral("record header past %1 at %2").arg(to).arg(at)), __FILE__,
                         __LINE__);
            return out;
        }
        Record r{static_cast<uint8_t>(bytes[at]), at, at + 9,
                 static_cast<qsizetype>(le::readU64(bytes.constData() + at + 1))};
        if (r.end() > to) {
            QTest::qFail(qPrintable(QStringLiteral("record at %1 runs past %2").arg(at).arg(to)), __FILE__,
                         __LINE__);
            return out;
        }
        out.push_back(r);
        at = r.end();
    }
    return out;
}

struct ChunkFacts
{
    uint64_t startNs = 0, endNs = 0, uncompressedSize = 0;
    qsizetype offset = 0;
};

struct FileFacts
{
    QString library;
    std::vector<ChunkFacts> chunks;
    uint64_t statisticsMessages = 0;
    uint32_t statisticsChunks = 0;
    size_t chunkIndexes = 0;
};

// Checks a complete file byte by byte, the way the specification lays it out.
void checkFile(const QString &path, FileFacts *facts)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray b = file.readAll();
    const QByteArray magic = McapWriter::magic();
    QCOMPARE(magic, QByteArray("\x89MCAP0\r\n", 8));
    QVERIFY(b.size() > 8 + 9 + 8 + 29 + 8);
    QCOMPARE(b.left(8), magic);
    QCOMPARE(b.right(8), magic);

    // Footer: opcode 0x02, content length 20, then summary_start, summary_offset_start, summary_crc.
    const qsizetype footer = b.size() - 8 - 29;
    QCOMPARE(uint8_t(b[footer]), uint8_t(0x02));
    QCOMPARE(le::readU64(b.constData() + footer + 1), uint64_t(20));
    const auto summaryStart = static_cast<qsizetype>(le::readU64(b.constData() + footer + 9));
    const auto summaryOffsetStart = static_cast<qsizetype>(le::readU64(b.constData() + footer + 17));
    const uint32_t summaryCrc = le::readU32(b.constData() + footer + 25);
    QVERIFY(summaryStart > 8 && summaryStart < summaryOffsetStart && summaryOffsetStart < footer);
    // From the first summary byte through the footer's summary_offset_start field.
    QCOMPARE(summaryCrc, crcOf(b, summaryStart, footer + 25));

    // Data End: the last data record, CRC of every byte from the file's start up to it.
    const qsizetype dataEnd = summaryStart - 13;
    QCOMPARE(uint8_t(b[dataEnd]), uint8_t(0x0F));
    QCOMPARE(le::readU64(b.constData() + dataEnd + 1), uint64_t(4));
    QCOMPARE(le::readU32(b.constData() + dataEnd + 9), crcOf(b, 0, dataEnd));

    // Data section: Header, then chunks each followed by its message indexes.
    const std::vector<Record> data = walk(b, 8, summaryStart);
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(data.size() >= 2);
    QCOMPARE(data.front().opcode, uint8_t(0x01));
    const char *h = b.constData() + data.front().content;
    QCOMPARE(le::readU32(h), 0u); // profile ""
    facts->library = QString::fromUtf8(h + 8, le::readU32(h + 4));
    QCOMPARE(data.back().opcode, uint8_t(0x0F));
    for (size_t i = 1; i + 1 < data.size(); ++i) {
        const Record &r = data[i];
        if (r.opcode == 0x07) {
            QVERIFY2(data[i - 1].opcode == 0x06 || data[i - 1].opcode == 0x07,
                     "message index not after a chunk");
            continue;
        }
        QCOMPARE(r.opcode, uint8_t(0x06));
        const char *c = b.constData() + r.content;
        ChunkFacts chunk{le::readU64(c), le::readU64(c + 8), le::readU64(c + 16), r.offset};
        const uint32_t crc = le::readU32(c + 24);
        const uint32_t compressionLength = le::readU32(c + 28);
        QCOMPARE(QByteArray(c + 32, compressionLength), QByteArray("zstd"));
        const char *records = c + 32 + compressionLength;
        const uint64_t compressedSize = le::readU64(records);
        QCOMPARE(qsizetype(32 + compressionLength + 8 + compressedSize), r.length);
        QByteArray plain(static_cast<qsizetype>(chunk.uncompressedSize), Qt::Uninitialized);
        const size_t n = ZSTD_decompress(plain.data(), plain.size(), records + 8, compressedSize);
        QVERIFY2(!ZSTD_isError(n), ZSTD_getErrorName(n));
        QCOMPARE(n, size_t(chunk.uncompressedSize));
        QCOMPARE(crcOf(plain, 0, plain.size()), crc);
        for (const Record &inner : walk(plain, 0, plain.size()))
            QVERIFY(inner.opcode == 0x03 || inner.opcode == 0x04 || inner.opcode == 0x05);
        facts->chunks.push_back(chunk);
    }

    // Summary: records grouped by opcode; the summary offsets name each group exactly.
    std::map<uint8_t, std::pair<qsizetype, qsizetype>> groups; // opcode -> (start, length)
    uint8_t previous = 0;
    for (const Record &r : walk(b, summaryStart, summaryOffsetStart)) {
        if (r.opcode != previous) {
            QVERIFY2(!groups.count(r.opcode), "summary records not grouped by opcode");
            groups[r.opcode] = {r.offset, 0};
            previous = r.opcode;
        }
        groups[r.opcode].second += r.end() - r.offset;
        if (r.opcode == 0x0B) {
            facts->statisticsMessages = le::readU64(b.constData() + r.content);
            facts->statisticsChunks = le::readU32(b.constData() + r.content + 22);
        } else if (r.opcode == 0x08) {
            ++facts->chunkIndexes;
            const auto chunkOffset = static_cast<qsizetype>(le::readU64(b.constData() + r.content + 16));
            QVERIFY(std::any_of(facts->chunks.begin(), facts->chunks.end(),
                                [&](const ChunkFacts &c) { return c.offset == chunkOffset; }));
        } else {
            QVERIFY2(r.opcode == 0x03 || r.opcode == 0x04, "unexpected record in the summary");
        }
    }
    QVERIFY(groups.count(0x04) && groups.count(0x0B) &&
            groups.count(0x08)); // Schemas only when there are some
    const std::vector<Record> offsets = walk(b, summaryOffsetStart, footer);
    QCOMPARE(offsets.size(), groups.size());
    for (const Record &r : offsets) {
        QCOMPARE(r.opcode, uint8_t(0x0E));
        const char *o = b.constData() + r.content;
        const uint8_t opcode = uint8_t(o[0]);
        QVERIFY(groups.count(opcode));
        QCOMPARE(qsizetype(le::readU64(o + 1)), groups[opcode].first);
        QCOMPARE(qsizetype(le::readU64(o + 9)), groups[opcode].second);
    }
    QCOMPARE(facts->chunkIndexes, facts->chunks.size());
    QCOMPARE(size_t(facts->statisticsChunks), facts->chunks.size());
}

QString errorOf(const QJsonObject &summary)
{
    return summary.value(QStringLiteral("error")).toString();
}

QByteArray telemetryJson(int i)
{
    ActuatorTelemetryMessage m;
    m.device = QStringLiteral("moteus #%1").arg(i % 12);
    m.mode = QStringLiteral("position");
    m.positionDeg = i * 0.5;
    m.velocityDegS = -i * 0.25;
    m.effort = 0.125;
    m.effortUnit = QStringLiteral("N·m");
    m.temperatureC = 30 + i % 7;
    return actuatorTelemetryJson(m);
}

} // namespace

class TestMcapWriter : public QObject
{
    Q_OBJECT

private:
    void requireReference()
    {
        if (loopscope::testsupport::nodeExecutable().isEmpty() ||
            !QFileInfo(loopscope::testsupport::nodeExecutable()).isExecutable())
            QSKIP("node is not installed: the reference MCAP reader (tests/node) cannot run");
        QString why;
        QVERIFY2(loopscope::testsupport::mcapReferenceInstalled(&why), qPrintable(why));
    }

private slots:
    void bytesAndCrcsAsTheSpecificationSays()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("writer.mcap"));
        McapWriterOptions options;
        options.chunkSizeBytes = 4096;
        McapWriter writer(options);
        QVERIFY2(writer.open(path), qPrintable(writer.error()));
        QVERIFY(writer.addSchema(1, QStringLiteral("loopscope.Counters"), QStringLiteral("jsonschema"),
                                 countersSchema().json));
        QVERIFY(!writer.addSchema(1, QStringLiteral("again"), QStringLiteral("jsonschema"), {}));
        QVERIFY(!writer.addSchema(0, QStringLiteral("zero"), QStringLiteral("jsonschema"), {}));
        QVERIFY(writer.addChannel(1, 1, benchCountersTopic(QStringLiteral("run a")), QStringLiteral("json")));
        QVERIFY(writer.addChannel(2, 1, benchCountersTopic(QStringLiteral("run b")), QStringLiteral("json"),
                                  {{QStringLiteral("host"), QStringLiteral("bench-1")}}));
        QVERIFY(!writer.addChannel(3, 9, QStringLiteral("/no/schema/9"), QStringLiteral("json")));
        QVERIFY(!writer.write(7, 1, 1, "{}"));
        const uint64_t t0 = 1'700'000'000'000'000'000ULL;
        for (int i = 0; i < 600; ++i) {
            const QByteArray json =
                countersJson({{QStringLiteral("sent"), i}, {QStringLiteral("lost"), i / 100}});
            QVERIFY(writer.write(static_cast<uint16_t>(1 + i % 2), t0 + uint64_t(i) * 1'000'000, t0, json));
        }
        QVERIFY2(writer.close(), qPrintable(writer.error()));
        QCOMPARE(writer.stats().messagesWritten, uint64_t(600));
        QCOMPARE(writer.stats().bytesWritten, uint64_t(QFileInfo(path).size()));

        FileFacts facts;
        checkFile(path, &facts);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(facts.library.startsWith(QStringLiteral("loopscope 0.")));
        QCOMPARE(facts.statisticsMessages, uint64_t(600));
        QVERIFY(facts.chunks.size() > 3);
        QCOMPARE(facts.chunks.size(), size_t(writer.stats().chunksWritten));
        QCOMPARE(facts.chunks.front().startNs, t0);
        QCOMPARE(facts.chunks.back().endNs, t0 + 599 * 1'000'000ULL);

        requireReference();
        const QJsonObject indexed = loopscope::testsupport::readMcapWithReference(path, false);
        QVERIFY2(errorOf(indexed).isEmpty(), qPrintable(errorOf(indexed)));
        QCOMPARE(indexed[QStringLiteral("messages_read")].toInt(), 600);
        QCOMPARE(indexed[QStringLiteral("chunk_count")].toInt(), int(facts.chunks.size()));
        QCOMPARE(indexed[QStringLiteral("message_start_time")].toString(), QString::number(t0));
        QCOMPARE(indexed[QStringLiteral("json_errors")].toInt(), 0);
        QCOMPARE(indexed[QStringLiteral("library")].toString(), facts.library);
    }

    void chunkClosesBySizeAndBySpan()
    {
        QTemporaryDir dir;
        const QByteArray payload(200, 'x');
        const qsizetype messageRecord = 1 + 8 + 2 + 4 + 8 + 8 + payload.size();

        // By size: every chunk but the last passed the threshold by less than one message.
        McapWriterOptions bySize;
        bySize.chunkSizeBytes = 8192;
        McapWriter a(bySize);
        QVERIFY(a.open(dir.filePath(QStringLiteral("size.mcap"))));
        QVERIFY(a.addChannel(1, 0, QStringLiteral("/raw"), QStringLiteral("x-bytes")));
        for (int i = 0; i < 300; ++i)
            QVERIFY(a.write(1, 1000 + uint64_t(i), 1000 + uint64_t(i), payload));
        QVERIFY(a.close());
        FileFacts sizeFacts;
        checkFile(dir.filePath(QStringLiteral("size.mcap")), &sizeFacts);
        if (QTest::currentTestFailed())
            return;
        // 36 records of 231 bytes pass 8192 (the first chunk's 36-byte Channel record does not
        // change that): 8 full chunks and one of the last 12 messages.
        QCOMPARE(messageRecord, qsizetype(231));
        QCOMPARE(sizeFacts.chunks.size(), size_t(9));
        for (size_t i = 0; i + 1 < sizeFacts.chunks.size(); ++i) {
            QVERIFY(sizeFacts.chunks[i].uncompressedSize >= 8192);
            QVERIFY(sizeFacts.chunks[i].uncompressedSize < uint64_t(8192 + messageRecord + 64));
        }

        // By span: one message every 100 ms of log time, chunks of at most 1 s:
        // 0.0-1.0, 1.1-2.1, 2.2-3.2, 3.3-4.3, 4.4-4.9.
        McapWriter b;
        QVERIFY(b.open(dir.filePath(QStringLiteral("span.mcap"))));
        QVERIFY(b.addChannel(1, 0, QStringLiteral("/raw"), QStringLiteral("x-bytes")));
        const uint64_t t0 = 1'000'000'000'000ULL;
        for (int i = 0; i < 50; ++i)
            QVERIFY(b.write(1, t0 + uint64_t(i) * 100'000'000, t0, payload));
        QVERIFY(b.close());
        FileFacts spanFacts;
        checkFile(dir.filePath(QStringLiteral("span.mcap")), &spanFacts);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(spanFacts.chunks.size(), size_t(5));
        for (const ChunkFacts &c : spanFacts.chunks)
            QVERIFY(c.endNs - c.startNs <= 1'000'000'000ULL);
        QCOMPARE(spanFacts.chunks[1].startNs, t0 + 1'100'000'000ULL);
        QCOMPARE(spanFacts.chunks[4].endNs, t0 + 4'900'000'000ULL);
    }

    void recordsFromManyThreads()
    {
        requireReference();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.mcap"));
        McapWriterOptions options;
        options.chunkSizeBytes = 32 * 1024;
        SessionRecorder recorder(options);
        QString error;
        QVERIFY2(recorder.open(path, &error), qPrintable(error));

        const McapJsonSchema telemetry = actuatorTelemetrySchema();
        const McapJsonSchema percentiles = intervalPercentilesSchema();
        const McapJsonSchema estop = estopEventSchema();
        constexpr int kThreads = 4;
        constexpr int kPerThread = 2500;
        std::vector<uint16_t> channels;
        QStringList topics;
        for (int t = 0; t < kThreads; ++t) {
            topics << actuatorTelemetryTopic(QStringLiteral("joint %1").arg(t));
            channels.push_back(recorder.addChannel(topics.back(), telemetry.name, telemetry.json));
        }
        topics << benchIntervalTopic(QStringLiteral("usb 1kHz"), QStringLiteral("round trip"));
        const uint16_t intervalChannel =
            recorder.addChannel(topics.back(), percentiles.name, percentiles.json);
        topics << safetyEStopTopic();
        const uint16_t estopChannel = recorder.addChannel(topics.back(), estop.name, estop.json);
        QCOMPARE(intervalChannel, uint16_t(kThreads + 1));

        const int64_t t0 = realtimeNowNs();
        std::vector<std::jthread> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < kPerThread; ++i) {
                    recorder.record(channels[size_t(t)], t0 + int64_t(i) * 1'000'000 + t, telemetryJson(i));
                    if (i % 100 == 0)
                        std::this_thread::yield();
                }
            });
        }
        for (int i = 0; i < 20; ++i) {
            IntervalPercentilesMessage m;
            m.run = QStringLiteral("usb 1kHz");
            m.channel = QStringLiteral("round trip");
            m.unit = QStringLiteral("us");
            m.intervalStartNs = t0 + int64_t(i) * 1'000'000'000;
            m.intervalEndNs = m.intervalStartNs + 1'000'000'000;
            m.count = 1000;
            m.p50 = 120;
            m.max = 900;
            recorder.record(intervalChannel, m.intervalEndNs, intervalPercentilesJson(m));
        }
        EStopEventMessage stop{
            EStopKind::Latched, QStringLiteral("space bar"), {{QStringLiteral("joint 0"), true, {}}}};
        recorder.record(estopChannel, t0 - 5, estopEventJson(stop));
        threads.clear();               // joins
        recorder.record(0, t0, "{}");  // no such channel: dropped
        recorder.record(77, t0, "{}"); // no such channel: dropped
        QVERIFY2(recorder.close(&error), qPrintable(error));

        const int total = kThreads * kPerThread + 20 + 1;
        QCOMPARE(recorder.messagesRecorded(), uint64_t(total));
        QCOMPARE(recorder.messagesWritten(), uint64_t(total));
        QCOMPARE(recorder.messagesDropped(), uint64_t(2));
        QVERIFY(recorder.chunksWritten() > 3);
        recorder.record(1, t0, "{}"); // after close: dropped, no crash
        QCOMPARE(recorder.messagesDropped(), uint64_t(3));
        FileFacts facts;
        checkFile(path, &facts);
        if (QTest::currentTestFailed())
            return;

        const QString start = QString::number(t0 - 5);
        const QString end = QString::number(t0 + 19 * 1'000'000'000LL + 1'000'000'000);
        topics.sort();
        for (const bool stream : {false, true}) {
            const QJsonObject summary = loopscope::testsupport::readMcapWithReference(path, stream);
            if (!stream)
                qInfo().noquote() << "reference reader:"
                                  << QJsonDocument(summary).toJson(QJsonDocument::Compact);
            QVERIFY2(errorOf(summary).isEmpty(), qPrintable(errorOf(summary)));
            QStringList readTopics;
            for (const QJsonValue &v : summary[QStringLiteral("topics")].toArray())
                readTopics << v.toString();
            QCOMPARE(readTopics, topics);
            const QJsonArray schemas = summary[QStringLiteral("schemas")].toArray();
            QCOMPARE(schemas.size(), 3); // one per name, shared by the four telemetry channels
            for (const QJsonValue &s : schemas)
                QCOMPARE(s[QStringLiteral("encoding")].toString(), QStringLiteral("jsonschema"));
            const QJsonObject counts = summary[QStringLiteral("message_counts")].toObject();
            for (int t = 0; t < kThreads; ++t)
                QCOMPARE(counts[actuatorTelemetryTopic(QStringLiteral("joint %1").arg(t))].toInt(),
                         kPerThread);
            QCOMPARE(
                counts[benchIntervalTopic(QStringLiteral("usb 1kHz"), QStringLiteral("round trip"))].toInt(),
                20);
            QCOMPARE(counts[safetyEStopTopic()].toInt(), 1);
            QCOMPARE(summary[QStringLiteral("messages_read")].toInt(), total);
            QCOMPARE(summary[QStringLiteral("message_start_time")].toString(), start);
            QCOMPARE(summary[QStringLiteral("message_end_time")].toString(), end);
            QCOMPARE(summary[QStringLiteral("chunk_count")].toInt(), int(recorder.chunksWritten()));
            QCOMPARE(summary[QStringLiteral("json_errors")].toInt(), 0);
            if (stream) {
                QVERIFY(summary[QStringLiteral("complete")].toBool());
            } else {
                const QJsonObject stats = summary[QStringLiteral("statistics")].toObject();
                QCOMPARE(stats[QStringLiteral("message_count")].toInt(), total);
                QCOMPARE(stats[QStringLiteral("channel_message_counts")].toObject(), counts);
                QCOMPARE(stats[QStringLiteral("message_start_time")].toString(), start);
                QCOMPARE(stats[QStringLiteral("message_end_time")].toString(), end);
                QVERIFY(summary[QStringLiteral("in_log_time_order")].toBool());
            }
        }
    }

    void unwritablePathIsAClearError()
    {
        QTemporaryDir dir;
        QFile plain(dir.filePath(QStringLiteral("plain")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        const QString missing = dir.filePath(QStringLiteral("no/such/dir/a.mcap"));
        const QString underFile = dir.filePath(QStringLiteral("plain/a.mcap"));
        McapWriter writer;
        QVERIFY(!writer.open(missing));
        QCOMPARE(writer.error(), QStringLiteral("cannot open %1: No such file or directory").arg(missing));
        QVERIFY(!writer.write(1, 1, 1, "{}"));
        QVERIFY(!writer.close());

        SessionRecorder recorder;
        QString error;
        QVERIFY(!recorder.open(underFile, &error));
        QCOMPARE(error, QStringLiteral("cannot open %1: Not a directory").arg(underFile));
        QCOMPARE(recorder.error(), error);
        QCOMPARE(recorder.addChannel(QStringLiteral("/t"), QStringLiteral("s"), "{}"), uint16_t(0));
        recorder.record(1, 1, "{}");
        QCOMPARE(recorder.messagesDropped(), uint64_t(1));
    }

    void fullDiskIsAClearError()
    {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("this system has no /dev/full");
        McapWriter writer;
        QVERIFY(!writer.open(QStringLiteral("/dev/full")));
        QCOMPARE(writer.error(), QStringLiteral("cannot write /dev/full: No space left on device"));
        QVERIFY(!writer.isOpen());

        SessionRecorder recorder;
        QString error;
        QVERIFY(!recorder.open(QStringLiteral("/dev/full"), &error));
        QCOMPARE(error, QStringLiteral("cannot write /dev/full: No space left on device"));
        QVERIFY(!recorder.close(&error));
        QCOMPARE(error, QStringLiteral("cannot write /dev/full: No space left on device"));
    }

    void writeFailingMidSessionStopsOnce()
    {
        // A file-size limit makes write() fail (EFBIG) partway, like a disk filling up.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("limited.mcap"));
        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limited = saved;
        limited.rlim_cur = 64 * 1024;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);

        McapWriterOptions options;
        options.chunkSizeBytes = 4096;
        options.zstdLevel = 1;
        SessionRecorder recorder(options);
        QString error;
        const bool opened = recorder.open(path, &error);
        const uint16_t channel = recorder.addChannel(QStringLiteral("/noise"), QStringLiteral("noise"), "{}");
        const QString expected = QStringLiteral("cannot write %1: File too large").arg(path);
        QTest::ignoreMessage(QtWarningMsg, qPrintable(QStringLiteral("recording stopped: ") + expected));
        QTest::failOnWarning(QRegularExpression(QStringLiteral("recording stopped")));
        // Random text compresses badly, so the limit is reached within a few chunks.
        QRandomGenerator random(42);
        const int64_t t0 = realtimeNowNs();
        for (int i = 0; i < 4000; ++i) {
            QByteArray json = "{\"noise\":\"";
            for (int k = 0; k < 48; ++k)
                json.append(char('a' + random.bounded(26)));
            json.append("\"}");
            recorder.record(channel, t0 + i, json);
            if (i % 500 == 0)
                QTest::qWait(60); // let the writer thread drain
        }
        const bool closed = recorder.close(&error);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY2(opened, qPrintable(error));
        QVERIFY(!closed);
        QCOMPARE(error, expected);
        QCOMPARE(recorder.error(), expected);
        QVERIFY(recorder.messagesWritten() > 0);
        QVERIFY(recorder.messagesDropped() > 0); // what came after the error was not kept waiting
        QVERIFY(recorder.messagesWritten() < recorder.messagesRecorded());

        requireReference();
        const QJsonObject summary = loopscope::testsupport::readMcapWithReference(path, true);
        QVERIFY2(errorOf(summary).isEmpty(), qPrintable(errorOf(summary)));
        QVERIFY(!summary[QStringLiteral("complete")].toBool());
        // Everything the recorder counted as written reads back; at most the chunk
        // whose write failed may read too (when the cut fell in its message indexes).
        const auto read = uint64_t(summary[QStringLiteral("messages_read")].toInt());
        QVERIFY2(read >= recorder.messagesWritten() &&
                     read <= recorder.messagesRecorded() - recorder.messagesDropped(),
                 qPrintable(QStringLiteral("read %1, written %2, recorded %3, dropped %4")
                                .arg(read)
                                .arg(recorder.messagesWritten())
                                .arg(recorder.messagesRecorded())
                                .arg(recorder.messagesDropped())));
    }

    void killedRecorderLosesAtMostItsLastChunk()
    {
        requireReference();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("killed.mcap"));
        QProcess writer;
        writer.start(QStringLiteral(LOOPSCOPE_MCAP_CRASH_WRITER),
                     {path, QStringLiteral("8192"), QStringLiteral("1000")});
        QVERIFY2(writer.waitForStarted(10'000), qPrintable(writer.errorString()));
        uint64_t onDisk = 0, chunks = 0;
        QElapsedTimer waited;
        waited.start();
        while (chunks < 6 && waited.elapsed() < 30'000) {
            writer.waitForReadyRead(200);
            while (writer.canReadLine()) {
                const QList<QByteArray> fields = writer.readLine().trimmed().split(' ');
                if (fields.size() == 3 && fields[0] == "written") {
                    onDisk = fields[1].toULongLong();
                    chunks = fields[2].toULongLong();
                }
            }
            QVERIFY2(writer.state() == QProcess::Running, writer.readAllStandardError().constData());
        }
        QVERIFY2(chunks >= 6, "the recorder did not write 6 chunks in 30 s");
        writer.kill(); // SIGKILL: no close, no summary, no footer
        QVERIFY(writer.waitForFinished(10'000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

        const QJsonObject summary = loopscope::testsupport::readMcapWithReference(path, true);
        QVERIFY2(errorOf(summary).isEmpty(), qPrintable(errorOf(summary)));
        QVERIFY(!summary[QStringLiteral("complete")].toBool());
        const auto read = uint64_t(summary[QStringLiteral("messages_read")].toInt());
        qInfo("killed after %llu chunks with %llu messages on disk; the stream reader read %llu",
              static_cast<unsigned long long>(chunks), static_cast<unsigned long long>(onDisk),
              static_cast<unsigned long long>(read));
        QVERIFY2(read >= onDisk,
                 qPrintable(QStringLiteral("read %1, %2 were on disk").arg(read).arg(onDisk)));
        QVERIFY(uint64_t(summary[QStringLiteral("chunk_count")].toInt()) >= chunks);
        QCOMPARE(summary[QStringLiteral("topics")].toArray().size(), 3);
        QCOMPARE(summary[QStringLiteral("json_errors")].toInt(), 0);
        // Without its footer the file is not indexed: the indexed reader says so.
        QVERIFY(!errorOf(loopscope::testsupport::readMcapWithReference(path, false)).isEmpty());
    }

    void schemasAndMessagesAgree()
    {
        const std::vector<McapJsonSchema> schemas = allMcapSchemas();
        QCOMPARE(schemas.size(), size_t(6));
        std::map<QString, QJsonObject> byName;
        for (const McapJsonSchema &s : schemas) {
            const QJsonDocument doc = QJsonDocument::fromJson(s.json);
            QVERIFY2(doc.isObject(), qPrintable(s.name));
            QCOMPARE(doc.object()[QStringLiteral("title")].toString(), s.name);
            QVERIFY(!s.json.contains('\n'));
            byName[s.name] = doc.object();
        }
        // Every field a builder writes is in its schema with that type; every required field is written.
        const auto conforms = [](const QJsonObject &schema, const QJsonObject &message) {
            const QJsonObject properties = schema[QStringLiteral("properties")].toObject();
            for (auto it = message.begin(); it != message.end(); ++it) {
                const QJsonObject property = properties.contains(it.key())
                                                 ? properties[it.key()].toObject()
                                                 : schema[QStringLiteral("additionalProperties")].toObject();
                const QString type = property[QStringLiteral("type")].toString();
                const bool ok = (type == QLatin1String("string") && it->isString()) ||
                                (type == QLatin1String("number") && it->isDouble()) ||
                                (type == QLatin1String("integer") && it->isDouble() &&
                                 it->toDouble() == double(it->toInteger())) ||
                                (type == QLatin1String("boolean") && it->isBool()) ||
                                (type == QLatin1String("object") && it->isObject()) ||
                                (type == QLatin1String("array") && it->isArray());
                if (!ok)
                    return QStringLiteral("%1 is not a %2")
                        .arg(it.key(), type.isEmpty() ? QStringLiteral("known field") : type);
            }
            for (const QJsonValue &required : schema[QStringLiteral("required")].toArray())
                if (!message.contains(required.toString()))
                    return QStringLiteral("%1 is missing").arg(required.toString());
            return QString();
        };
        const auto check = [&](const QString &schema, const QByteArray &json) {
            QVERIFY2(!json.contains('\n'), json.constData());
            const QJsonDocument doc = QJsonDocument::fromJson(json);
            QVERIFY2(doc.isObject(), json.constData());
            const QString problem = conforms(byName[schema], doc.object());
            QVERIFY2(problem.isEmpty(), qPrintable(schema + QStringLiteral(": ") + problem));
        };
        check(QStringLiteral("loopscope.ActuatorTelemetry"), telemetryJson(3));
        ActuatorTelemetryMessage sparse;
        sparse.device = QStringLiteral("dxl #1");
        sparse.mode = QStringLiteral("stopped");
        sparse.faultCode = 4;
        sparse.fault = QStringLiteral("overload");
        sparse.gap = true;
        check(QStringLiteral("loopscope.ActuatorTelemetry"), actuatorTelemetryJson(sparse));
        QVERIFY(!actuatorTelemetryJson(sparse).contains("position_deg")); // unknown: left out
        ActuatorCommandMessage command;
        command.device = QStringLiteral("moteus #1");
        command.mode = QStringLiteral("velocity");
        command.velocityDegS = 30;
        command.kpScale = 0.5;
        command.source = QStringLiteral("keyboard");
        check(QStringLiteral("loopscope.ActuatorCommand"), actuatorCommandJson(command));
        IntervalPercentilesMessage interval;
        interval.run = QStringLiteral("r");
        interval.channel = QStringLiteral("c");
        interval.unit = QStringLiteral("us");
        interval.intervalStartNs = 1'700'000'000'123'456'789;
        interval.count = 3;
        const QByteArray intervalJson = intervalPercentilesJson(interval);
        check(QStringLiteral("loopscope.IntervalPercentiles"), intervalJson);
        QVERIFY(intervalJson.contains("\"interval_start\":{\"nsec\":123456789,\"sec\":1700000000}"));
        check(QStringLiteral("loopscope.Counters"),
              countersJson({{QStringLiteral("sent"), 10}, {QStringLiteral("lost"), qQNaN()}}));
        QCOMPARE(countersJson({{QStringLiteral("sent"), 10}, {QStringLiteral("lost"), qQNaN()}}),
                 QByteArray("{\"sent\":10}"));
        EStopEventMessage stop{
            EStopKind::Released,
            QStringLiteral("button"),
            {{QStringLiteral("a"), true, {}}, {QStringLiteral("b"), false, QStringLiteral("timeout")}}};
        check(QStringLiteral("loopscope.EStopEvent"), estopEventJson(stop));
        QVERIFY(estopEventJson(stop).contains("\"kind\":\"released\""));
        const QByteArray frame("\x00\x00\x00\x01\x67\x42", 6);
        const QByteArray video =
            compressedVideoJson({1'700'000'000'500'000'000, QStringLiteral("left"), frame});
        check(QStringLiteral("foxglove.CompressedVideo"), video);
        const QJsonObject v = QJsonDocument::fromJson(video).object();
        QCOMPARE(QByteArray::fromBase64(v[QStringLiteral("data")].toString().toLatin1()), frame);
        QCOMPARE(v[QStringLiteral("format")].toString(), QStringLiteral("h264"));
        QCOMPARE(v[QStringLiteral("timestamp")][QStringLiteral("nsec")].toInteger(), qint64(500'000'000));
        const QJsonObject data =
            byName[QStringLiteral("foxglove.CompressedVideo")][QStringLiteral("properties")]
                .toObject()[QStringLiteral("data")]
                .toObject();
        QCOMPARE(data[QStringLiteral("contentEncoding")].toString(), QStringLiteral("base64"));
    }

    void aChannelOfAnEarlierRecordingIsRefusedInTheNext()
    {
        // A producer that outlived its recording (a run, a camera) still
        // holds a channel id of the earlier file: the next file refuses it
        // instead of recording it on another of its channels.
        requireReference();
        QTemporaryDir dir;
        SessionRecorder recorder;
        QVERIFY(recorder.open(dir.filePath(QStringLiteral("first.mcap"))));
        const McapJsonSchema counters = countersSchema();
        const uint16_t stale =
            recorder.addChannel(QStringLiteral("/bench/old/counters"), counters.name, counters.json);
        QVERIFY(stale > 0);
        recorder.record(stale, realtimeNowNs(), countersJson({{QStringLiteral("n"), 1}}));
        QVERIFY(recorder.close());
        const QString second = dir.filePath(QStringLiteral("second.mcap"));
        QVERIFY(recorder.open(second));
        const uint16_t fresh =
            recorder.addChannel(QStringLiteral("/bench/new/counters"), counters.name, counters.json);
        QVERIFY2(fresh != stale, "the new file reuses the old channel id");
        recorder.record(stale, realtimeNowNs(), countersJson({{QStringLiteral("n"), 2}}));
        recorder.record(fresh, realtimeNowNs(), countersJson({{QStringLiteral("n"), 3}}));
        QCOMPARE(recorder.messagesDropped(), uint64_t(1));
        QVERIFY(recorder.close());
        const QJsonObject summary = loopscope::testsupport::readMcapWithReference(second);
        QVERIFY2(errorOf(summary).isEmpty(), qPrintable(errorOf(summary)));
        QCOMPARE(summary.value(QStringLiteral("messages_read")).toInteger(), qint64(1));
        QCOMPARE(summary.value(QStringLiteral("topics")).toArray(),
                 QJsonArray({QStringLiteral("/bench/new/counters")}));
    }

    void topicNamesAndClock()
    {
        QCOMPARE(actuatorTelemetryTopic(QStringLiteral("arm 1/elbow")),
                 QStringLiteral("/actuator/arm_1_elbow/telemetry"));
        QCOMPARE(actuatorCommandTopic(QStringLiteral("x")), QStringLiteral("/actuator/x/command"));
        QCOMPARE(benchIntervalTopic(QStringLiteral("run-7"), QStringLiteral("rtt.us")),
                 QStringLiteral("/bench/run-7/rtt.us/interval"));
        QCOMPARE(benchCountersTopic(QString()), QStringLiteral("/bench/_/counters"));
        QCOMPARE(safetyEStopTopic(), QStringLiteral("/safety/estop"));
        QCOMPARE(cameraVideoTopic(QStringLiteral("left")), QStringLiteral("/camera/left/video"));
        const int64_t viaMonotonic = realtimeFromMonotonicNs(monotonicNs());
        QVERIFY(std::llabs(viaMonotonic - realtimeNowNs()) < 50'000'000);
    }
};

QTEST_GUILESS_MAIN(TestMcapWriter)
#include "test_mcap_writer.moc"
