// The video clock code (docs/video_clock_code.md): draw, read back, survive
// JPEG, reject random pixels, and the frame pool / mailbox it travels in.

#include "core/video/clock_code.h"
#include "core/video/frame_mailbox.h"

#include <QBuffer>
#include <QPainter>
#include <QRandomGenerator>
#include <QTest>

using namespace loopscope::core;

class TestVideoClockCode : public QObject
{
    Q_OBJECT
private slots:
    void crcCheckValue()
    {
        // CRC-16/CCITT-FALSE of "123456" as a 48-bit big-endian value vs a bytewise reference.
        const uint64_t v = 0x313233343536ULL; // "123456"
        uint16_t crc = 0xFFFF;
        const char *s = "123456";
        for (int i = 0; i < 6; ++i) {
            crc ^= uint16_t(uint8_t(s[i]) << 8);
            for (int b = 0; b < 8; ++b)
                crc = (crc & 0x8000) ? uint16_t((crc << 1) ^ 0x1021) : uint16_t(crc << 1);
        }
        QCOMPARE(ClockCode::crc16(v), crc);
        // The catalogue check value over "123456789" uses 9 bytes; verify our loop gives 0x29B1 there.
        crc = 0xFFFF;
        for (const char *p = "123456789"; *p; ++p) {
            crc ^= uint16_t(uint8_t(*p) << 8);
            for (int b = 0; b < 8; ++b)
                crc = (crc & 0x8000) ? uint16_t((crc << 1) ^ 0x1021) : uint16_t(crc << 1);
        }
        QCOMPARE(crc, uint16_t(0x29B1));
    }

    void drawReadExact_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("480p") << 640 << 480;
        QTest::newRow("720p") << 1280 << 720;
        QTest::newRow("1080p") << 1920 << 1080;
        QTest::newRow("odd") << 333 << 201;
        QTest::newRow("min") << 72 << 128;
    }
    void drawReadExact()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QRandomGenerator rng(42);
        for (int i = 0; i < 50; ++i) {
            QImage img(width, height, QImage::Format_RGB32);
            img.fill(QColor::fromRgb(rng.bounded(256), rng.bounded(256), rng.bounded(256)));
            const uint64_t value = rng.generate64() & ClockCode::kValueMask;
            QVERIFY(ClockCode::draw(img, value));
            const auto read = ClockCode::read(img);
            QVERIFY(read.has_value());
            QCOMPARE(*read, value);
        }
    }

    void tooSmallFramesAreRefused()
    {
        QImage img(640, 100, QImage::Format_RGB32);
        QVERIFY(!ClockCode::draw(img, 1234));
        QVERIFY(!ClockCode::read(img).has_value());
        QImage narrow(60, 480, QImage::Format_RGB32); // code would be 270 px wide
        QVERIFY(!ClockCode::draw(narrow, 1234));
    }

    void survivesJpegAndScaling()
    {
        QRandomGenerator rng(7);
        for (int i = 0; i < 20; ++i) {
            QImage img(1280, 720, QImage::Format_RGB32);
            QPainter p(&img);
            p.fillRect(img.rect(), QColor(90, 140, 60));
            for (int k = 0; k < 30; ++k) // busy background
                p.fillRect(rng.bounded(1280), rng.bounded(720), 80, 40, QColor::fromRgb(rng.generate()));
            p.end();
            const uint64_t value = rng.generate64() & ClockCode::kValueMask;
            QVERIFY(ClockCode::draw(img, value));
            QByteArray jpeg;
            QBuffer buf(&jpeg);
            buf.open(QIODevice::WriteOnly);
            QVERIFY(img.save(&buf, "JPEG", 50));
            QImage decoded;
            QVERIFY(decoded.loadFromData(jpeg, "JPEG"));
            const auto read = ClockCode::read(decoded);
            QVERIFY2(read.has_value(), "code lost after JPEG q50");
            QCOMPARE(*read, value);
            // The decoder scales big streams down: aspect kept, code still found.
            const QImage small = decoded.scaled(640, 360, Qt::KeepAspectRatio, Qt::SmoothTransformation);
            const auto readSmall = ClockCode::read(small);
            QVERIFY(readSmall.has_value());
            QCOMPARE(*readSmall, value);
        }
    }

    void randomFramesNeverValidate()
    {
        QRandomGenerator rng(99);
        int accepted = 0;
        QImage img(320, 240, QImage::Format_RGB32);
        for (int i = 0; i < 20000; ++i) {
            // Random blocks of random size: worst case for a block code.
            const int cell = 1 + rng.bounded(12);
            for (int y = 0; y < 240; ++y) {
                auto *row = reinterpret_cast<uint32_t *>(img.scanLine(y));
                for (int x = 0; x < 320; ++x)
                    row[x] = (x % cell == 0 || (y % cell == 0)) ? rng.generate() | 0xFF000000u : row[x > 0 ? x - 1 : 0];
            }
            if (ClockCode::read(img).has_value())
                ++accepted;
        }
        QCOMPARE(accepted, 0);
    }

    void latencyWrapsModulo48Bits()
    {
        QCOMPARE(ClockCode::latencyUs(1000, 400), int64_t(600));
        QCOMPARE(ClockCode::latencyUs(5, ClockCode::kValueMask - 4), int64_t(10));
        QCOMPARE(ClockCode::latencyUs(400, 1000), int64_t(-600));
        const uint64_t now = ClockCode::nowRealtimeUs();
        QVERIFY(now > 1'600'000'000'000'000ULL); // after 2020
    }

    void i420DrawingMatchesSpec()
    {
        const int w = 640, h = 480;
        std::vector<uint8_t> y(size_t(w * h), 120), u(size_t(w * h / 4), 60), v(size_t(w * h / 4), 200);
        QVERIFY(ClockCode::drawI420(y.data(), w, u.data(), w / 2, v.data(), w / 2, w, h, 987654321));
        QImage img(w, h, QImage::Format_RGB32); // luma-only view is enough for the reader
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c) {
                const int l = y[size_t(r * w + c)];
                img.setPixel(c, r, qRgb(l, l, l));
            }
        const auto read = ClockCode::read(img);
        QVERIFY(read.has_value());
        QCOMPARE(*read, uint64_t(987654321));
    }

    void poolRecyclesWithoutAllocating()
    {
        FramePool pool(3);
        LatestFrameMailbox box;
        for (int i = 0; i < 100; ++i) {
            FramePtr f = pool.acquire(64, 48);
            QVERIFY(f);
            f->frameIndex = i;
            box.publish(std::move(f));
            if (i % 3 == 0) {
                FramePtr taken = box.take();
                QVERIFY(taken);
                QCOMPARE(taken->frameIndex, int64_t(i));
            }
        }
        QVERIFY(pool.allocations() <= 3);
        QCOMPARE(box.published(), int64_t(100));
        QCOMPARE(box.taken() + box.replaced() + (box.hasFrame() ? 1 : 0), int64_t(100));
        QVERIFY(box.replaced() > 0);
        // Exhaustion: capacity frames held -> acquire fails, then recovers.
        box.clear();
        FramePtr a = pool.acquire(8, 8), b = pool.acquire(8, 8), c = pool.acquire(8, 8);
        QVERIFY(a && b && c);
        QVERIFY(!pool.acquire(8, 8));
        c.reset();
        QVERIFY(pool.acquire(8, 8));
        // Frames outlive their pool safely.
        FramePtr survivor;
        {
            FramePool shortLived(2);
            survivor = shortLived.acquire(16, 16);
        }
        QVERIFY(survivor);
        QCOMPARE(survivor->image().width(), 16);
    }
};

QTEST_GUILESS_MAIN(TestVideoClockCode)
#include "test_video_clock_code.moc"
