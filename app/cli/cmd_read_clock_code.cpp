#include "app/cli/cmd_read_clock_code.h"

#include "app/cli/console.h"
#include "app/cli/exit_codes.h"
#include "core/video/clock_code.h"

#include <QImage>
#include <QRegularExpression>

#include <cstdio>
#include <vector>

namespace loopscope::cli {

using core::ClockCode;

namespace {

constexpr int kMaxSide = 16384;

int usage(const QString &message)
{
    printError(message);
    printErr(QStringLiteral("usage: loopscope-cli read-clock-code FILE | --raw WxH [--format rgb24|bgr0] < frames\n"));
    return kExitUsage;
}

// Reads exactly size bytes; false at end of input.
bool readFully(uint8_t *buffer, size_t size)
{
    size_t done = 0;
    while (done < size) {
        const size_t got = std::fread(buffer + done, 1, size - done, stdin);
        if (got == 0)
            return false;
        done += got;
    }
    return true;
}

int readFile(const QString &path)
{
    QImage image;
    if (!image.load(path)) {
        printError(QStringLiteral("cannot read the image '%1'").arg(path));
        return kExitIoError;
    }
    const std::optional<uint64_t> code = ClockCode::read(image);
    if (!code) {
        printError(QStringLiteral("no valid clock code in '%1' (%2x%3)").arg(path).arg(image.width()).arg(image.height()));
        return kExitMeasurementFailed;
    }
    printOut(QStringLiteral("%1\n").arg(*code));
    return kExitSuccess;
}

int readRaw(int width, int height, bool rgb24)
{
    const int bytesPerPixel = rgb24 ? 3 : 4;
    const size_t frameBytes = size_t(width) * size_t(height) * size_t(bytesPerPixel);
    std::vector<uint8_t> frame(frameBytes);
    std::vector<uint8_t> rgb32(rgb24 ? size_t(width) * size_t(height) * 4 : 0);
    int64_t frames = 0, coded = 0;
    while (readFully(frame.data(), frameBytes)) {
        const uint64_t readUs = ClockCode::nowRealtimeUs();
        const uint8_t *pixels = frame.data();
        if (rgb24) {
            // R, G, B -> B, G, R, 0xff (QImage::Format_RGB32 on little-endian)
            for (size_t i = 0, o = 0; i < frameBytes; i += 3, o += 4) {
                rgb32[o] = frame[i + 2];
                rgb32[o + 1] = frame[i + 1];
                rgb32[o + 2] = frame[i];
                rgb32[o + 3] = 0xff;
            }
            pixels = rgb32.data();
        }
        const std::optional<uint64_t> code = ClockCode::readRgb32(pixels, width, height, width * 4);
        ++frames;
        if (code) {
            ++coded;
            std::printf("%llu %llu %lld\n", static_cast<unsigned long long>(readUs), static_cast<unsigned long long>(*code),
                        static_cast<long long>(ClockCode::latencyUs(readUs, *code)));
        } else {
            std::printf("%llu - -\n", static_cast<unsigned long long>(readUs));
        }
        std::fflush(stdout);
    }
    printErr(QStringLiteral("read-clock-code: %1 frames, %2 with a clock code\n").arg(frames).arg(coded));
    return coded > 0 ? kExitSuccess : kExitMeasurementFailed;
}

} // namespace

int runReadClockCode(const QStringList &args)
{
    if (args.isEmpty())
        return usage(QStringLiteral("read-clock-code needs an image file or --raw WxH"));
    if (args.first() != QLatin1String("--raw")) {
        if (args.size() != 1 || args.first().startsWith(QLatin1Char('-')))
            return usage(QStringLiteral("unexpected arguments: %1").arg(args.join(QLatin1Char(' '))));
        return readFile(args.first());
    }
    if (args.size() != 2 && !(args.size() == 4 && args.at(2) == QLatin1String("--format")))
        return usage(QStringLiteral("unexpected arguments: %1").arg(args.join(QLatin1Char(' '))));
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$"));
    const QRegularExpressionMatch match = sizePattern.match(args.at(1));
    const int width = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int height = match.hasMatch() ? match.captured(2).toInt() : 0;
    if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide)
        return usage(QStringLiteral("bad frame size '%1' (expected WxH, e.g. 640x360)").arg(args.at(1)));
    const QString format = args.size() == 4 ? args.at(3) : QStringLiteral("rgb24");
    if (format != QLatin1String("rgb24") && format != QLatin1String("bgr0"))
        return usage(QStringLiteral("unknown pixel format '%1' (rgb24 or bgr0)").arg(format));
    return readRaw(width, height, format == QLatin1String("rgb24"));
}

} // namespace loopscope::cli
