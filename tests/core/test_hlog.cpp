// .hlog interval log: header layout, write -> read round trip with tags,
// streaming to a file, and malformed lines reported with line numbers.
#include "core/histogram/histogram_codec.h"
#include "core/histogram/hlog.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QtTest>

using loopscope::core::HdrHistogram;
using loopscope::core::HlogLog;
using loopscope::core::HlogReader;
using loopscope::core::HlogWriter;

class TestHlog : public QObject
{
    Q_OBJECT

private slots:
    void headerLayout()
    {
        const QByteArray header = HlogWriter::headerText(1'700'000'000.123, 1'700'000'000.0);
        const QList<QByteArray> lines = header.split('\n');
        QCOMPARE(lines[0], QByteArray("#[Histogram log format version 1.2]"));
        QVERIFY(lines[1].startsWith("#[StartTime: 1700000000.123 (seconds since epoch), 2023-11-14T22:13:20.123"));
        QCOMPARE(lines[2], QByteArray("#[BaseTime: 1700000000.000 (seconds since epoch)]"));
        QCOMPARE(lines[3],
                 QByteArray("\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\""));

        HdrHistogram h;
        h.record(2'500'000); // 2.5 ms
        const QByteArray line = HlogWriter::intervalLine(1.5, 1.0, h, QStringLiteral("udp"));
        QVERIFY(line.startsWith("Tag=udp,1.500,1.000,2.501,HISTF"));
        QVERIFY(line.endsWith('\n'));
        QVERIFY(HlogWriter::intervalLine(0, 1, h, QStringLiteral("a,b")).isEmpty());
        QVERIFY(HlogWriter::intervalLine(0, 1, h).startsWith("0.000,1.000,2.501,HISTF"));
        QVERIFY(HlogWriter::intervalLine(0, 1, h, {}, 1e3).startsWith("0.000,1.000,2500.607,"));
    }

    void roundTripWithTags()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("run.hlog")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        HlogWriter writer(&file);
        QVERIFY(writer.writeHeader(1'700'000'000.5));
        QVERIFY(writer.writeComment(QStringLiteral("Loopscope test run")));
        std::vector<HdrHistogram> written;
        for (int i = 0; i < 6; ++i) {
            HdrHistogram h;
            for (int k = 0; k <= i * 100; ++k)
                h.record(1000 + k * 7919 * (i + 1));
            const QString tag = i % 2 ? QStringLiteral("raw") : QString();
            QVERIFY2(writer.writeInterval(i * 1.0, 1.0, h, tag), qPrintable(writer.errorString()));
            // Streamed: what is on disk already parses to every interval so far.
            QFile partial(file.fileName());
            QVERIFY(partial.open(QIODevice::ReadOnly));
            QCOMPARE(HlogReader::read(partial).entries.size(), static_cast<size_t>(i + 1));
            written.push_back(std::move(h));
        }
        QVERIFY(!writer.writeInterval(9, 1, written[0], QStringLiteral("bad tag")));
        QVERIFY(writer.errorString().contains(QLatin1String("tag")));
        file.close();

        QVERIFY(file.open(QIODevice::ReadOnly));
        const HlogLog log = HlogReader::read(file);
        QVERIFY2(log.errors.isEmpty(), qPrintable(log.errors.join(QLatin1Char('\n'))));
        QCOMPARE(log.formatVersion, QStringLiteral("1.2"));
        QVERIFY(log.startTimeS && std::abs(*log.startTimeS - 1'700'000'000.5) < 1e-6);
        QVERIFY(!log.baseTimeS);
        QCOMPARE(log.entries.size(), written.size());
        for (size_t i = 0; i < written.size(); ++i) {
            const auto &e = log.entries[i];
            QCOMPARE(e.tag, i % 2 ? QStringLiteral("raw") : QString());
            QCOMPARE(e.startS, static_cast<double>(i));
            QCOMPARE(e.lengthS, 1.0);
            QVERIFY(std::abs(e.maxField - written[i].max() / 1e6) < 0.0005 + 1e-9);
            QCOMPARE(e.histogram.totalCount(), written[i].totalCount());
            QCOMPARE(e.histogram.max(), written[i].max());
            QCOMPARE(e.histogram.valueAtPercentile(90), written[i].valueAtPercentile(90));
        }
    }

    void malformedLinesReported()
    {
        HdrHistogram h;
        h.record(12345);
        QByteArray text = HlogWriter::headerText(100.0);
        text += "\r\n";                                           // line 4: blank (CRLF)
        text += "1.0,1.0,0.1\n";                                  // line 5: too few fields
        text += "x,1.0,0.1,HISTFAAAAA==\n";                       // line 6: not a number
        text += "1.0,1.0,0.1,@@@@\n";                             // line 7: bad base64
        text += "1.0,1.0,0.1,HISTFAAAAA==\n";                     // line 8: truncated histogram
        text += HlogWriter::intervalLine(2.0, 1.0, h, QStringLiteral("ok")); // line 9: good
        text += "#[BaseTime: soon]\n";                            // line 10
        text += "Tag=t,3.0,1.0,0.1," + loopscope::core::HistogramCodec::encodeCompressed(h).toBase64(); // no newline
        const HlogLog log = HlogReader::read(text);
        QCOMPARE(log.entries.size(), size_t{2});
        QCOMPARE(log.entries[0].tag, QStringLiteral("ok"));
        QCOMPARE(log.entries[1].tag, QStringLiteral("t"));
        QCOMPARE(log.entries[1].histogram.totalCount(), int64_t{1});
        QCOMPARE(log.errors.size(), 5);
        QVERIFY(log.errors[0].startsWith(QLatin1String("line 5:")));
        QVERIFY(log.errors[1].startsWith(QLatin1String("line 6:")));
        QVERIFY(log.errors[2].startsWith(QLatin1String("line 7:")));
        QVERIFY(log.errors[3].startsWith(QLatin1String("line 8:")));
        QVERIFY(log.errors[4].startsWith(QLatin1String("line 10:")));
        QVERIFY(log.errors[2].contains(QLatin1String("base64")));
    }

    void writerReportsClosedDevice()
    {
        QBuffer buffer;
        HlogWriter writer(&buffer);
        QVERIFY(!writer.writeHeader(0));
        QVERIFY(writer.errorString().contains(QLatin1String("not open")));
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(writer.writeHeader(0));
        QVERIFY(buffer.data().startsWith("#[Histogram log format version 1.2]\n"));
    }
};

QTEST_GUILESS_MAIN(TestHlog)
#include "test_hlog.moc"
