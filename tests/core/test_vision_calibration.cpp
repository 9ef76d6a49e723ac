// Stereo calibration from synthetic checkerboard views with known intrinsics
// (fx = fy = 800, 640x480) and a known 0.1 m baseline; YAML round trip;
// corrupt and missing files give clear errors.
#include "core/vision/stereo_calibration.h"
#include "core/vision/stereo_rectifier.h"
#include "test_vision_render.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace loopscope::core;

class TestVisionCalibration : public QObject
{
    Q_OBJECT

    static CheckerboardSpec spec() { return CheckerboardSpec{9, 6, 0.03}; }

    // N board poses: tilted around x and y, at 0.6 .. 0.9 m.
    static std::optional<StereoCalibration> calibrate(QString *error, int *found)
    {
        vision_render::Rig rig;
        StereoCalibrator calibrator(spec());
        const double boardW = 8 * 0.03, boardH = 5 * 0.03;
        *found = 0;
        for (int i = 0; i < 12; ++i) {
            const double ax = 0.35 * std::sin(i * 1.3), ay = 0.4 * std::cos(i * 0.9), az = 0.1 * std::sin(i * 2.1);
            const double z = 0.6 + 0.03 * (i % 10);
            const cv::Vec3d rvec(ax, ay, az);
            // Keep the board centred near the optical axis, offset a little.
            const cv::Vec3d tvec(-boardW / 2 + 0.04 * std::sin(i * 0.7) + 0.05, -boardH / 2 + 0.03 * std::cos(i * 1.1), z);
            const cv::Mat left = vision_render::renderBoard(rig, 9, 6, 0.03, rvec, tvec, {0, 0, 0});
            const cv::Mat right = vision_render::renderBoard(rig, 9, 6, 0.03, rvec, tvec, rig.tRight());
            QString why;
            if (calibrator.addPair(left, right, &why))
                ++*found;
        }
        return calibrator.compute(error);
    }

private slots:
    void detectsBoard()
    {
        vision_render::Rig rig;
        const cv::Mat image = vision_render::renderBoard(rig, 9, 6, 0.03, {0.1, 0.2, 0}, {-0.1, -0.07, 0.7}, {});
        const auto corners = findCheckerboard(image, spec());
        QVERIFY(corners.has_value());
        QCOMPARE(int(corners->size()), 54);
        // The first corner is where the pose puts the board origin (sub-pixel).
        const auto expected = vision_render::project(rig, spec().objectPoints(), {0.1, 0.2, 0}, {-0.1, -0.07, 0.7}, {});
        double worst = 0;
        for (size_t i = 0; i < expected.size(); ++i) {
            // The detector may order the grid from either end.
            worst = std::max(worst, double(cv::norm(corners->at(i) - expected[i])));
        }
        double worstReversed = 0;
        for (size_t i = 0; i < expected.size(); ++i)
            worstReversed = std::max(worstReversed, double(cv::norm(corners->at(expected.size() - 1 - i) - expected[i])));
        QVERIFY2(std::min(worst, worstReversed) < 0.3, qPrintable(QString::number(std::min(worst, worstReversed))));

        const cv::Mat blank(480, 640, CV_8UC3, cv::Scalar(128, 128, 128));
        QVERIFY(!findCheckerboard(blank, spec()).has_value());
        QVERIFY(!findCheckerboard(cv::Mat(), spec()).has_value());
    }

    void calibratesKnownRig()
    {
        QString error;
        int found = 0;
        const auto calibration = calibrate(&error, &found);
        QVERIFY2(calibration.has_value(), qPrintable(error));
        QVERIFY(found >= 10);
        QCOMPARE(calibration->pairCount, found);
        const double fxL = calibration->cameraMatrixLeft.at<double>(0, 0);
        const double fyL = calibration->cameraMatrixLeft.at<double>(1, 1);
        const double fxR = calibration->cameraMatrixRight.at<double>(0, 0);
        qInfo("fx left %.2f fy left %.2f fx right %.2f baseline %.5f m rms %.3f/%.3f/%.3f px", fxL, fyL, fxR,
              calibration->baselineM(), calibration->rmsLeftPx, calibration->rmsRightPx, calibration->rmsStereoPx);
        QVERIFY(std::abs(fxL - 800) / 800 < 0.02);
        QVERIFY(std::abs(fyL - 800) / 800 < 0.02);
        QVERIFY(std::abs(fxR - 800) / 800 < 0.02);
        QVERIFY(std::abs(calibration->baselineM() - 0.1) / 0.1 < 0.02);
        QVERIFY(calibration->T.at<double>(0) < 0); // right camera to the left camera's +x
        QVERIFY(calibration->rmsLeftPx < 0.5);
        QVERIFY(calibration->rmsRightPx < 0.5);
        QVERIFY(calibration->rmsStereoPx < 0.5);
        QVERIFY(!calibration->Q.empty());

        // YAML round trip.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stereo.yaml"));
        QVERIFY2(saveStereoCalibration(path, *calibration, &error), qPrintable(error));
        const auto loaded = loadStereoCalibration(path, &error);
        QVERIFY2(loaded.has_value(), qPrintable(error));
        QCOMPARE(loaded->imageSize, calibration->imageSize);
        QCOMPARE(cv::norm(loaded->cameraMatrixLeft, calibration->cameraMatrixLeft, cv::NORM_INF), 0.0);
        QCOMPARE(cv::norm(loaded->cameraMatrixRight, calibration->cameraMatrixRight, cv::NORM_INF), 0.0);
        QCOMPARE(cv::norm(loaded->distLeft, calibration->distLeft, cv::NORM_INF), 0.0);
        QCOMPARE(cv::norm(loaded->distRight, calibration->distRight, cv::NORM_INF), 0.0);
        QCOMPARE(cv::norm(loaded->R, calibration->R, cv::NORM_INF), 0.0);
        QCOMPARE(cv::norm(loaded->T, calibration->T, cv::NORM_INF), 0.0);
        QCOMPARE(loaded->rmsStereoPx, calibration->rmsStereoPx);
        QCOMPARE(loaded->pairCount, calibration->pairCount);
        QVERIFY(cv::norm(loaded->Q, calibration->Q, cv::NORM_INF) < 1e-9);

        // The rectifier accepts it and maps an image of the calibrated size.
        StereoRectifier rectifier;
        QVERIFY(rectifier.setCalibration(*loaded));
        cv::Mat in(480, 640, CV_8UC4, cv::Scalar(10, 20, 30, 255)), out;
        QVERIFY(rectifier.rectifyLeft(in, out));
        QCOMPARE(out.size(), in.size());
        QVERIFY(!rectifier.rectifyLeft(cv::Mat(100, 100, CV_8UC4), out));
    }

    void tooFewPairs()
    {
        StereoCalibrator calibrator(spec());
        QString error;
        QVERIFY(!calibrator.compute(&error).has_value());
        QVERIFY(error.contains(QLatin1String("at least")));
        const cv::Mat blank(480, 640, CV_8UC3, cv::Scalar(128, 128, 128));
        QVERIFY(!calibrator.addPair(blank, blank, &error));
        QVERIFY(error.contains(QLatin1String("No checkerboard")));
        QVERIFY(!calibrator.addPair(blank, cv::Mat(10, 10, CV_8UC3), &error));
        QVERIFY(!(CheckerboardSpec{6, 6, 0.02}).validate().isEmpty());
        QVERIFY(!(CheckerboardSpec{9, 6, 0}).validate().isEmpty());
    }

    void corruptFiles()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!loadStereoCalibration(dir.filePath(QStringLiteral("missing.yaml")), &error).has_value());
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));

        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(bytes);
            return f.fileName();
        };
        const QString garbage = write(QStringLiteral("garbage.yaml"), QByteArray("%YAML:1.0\n---\nR: !!opencv-matrix\n  rows: [[[\n\x01\x02"));
        error.clear();
        QVERIFY(!loadStereoCalibration(garbage, &error).has_value());
        QVERIFY2(!error.isEmpty() && error.contains(garbage), qPrintable(error));

        const QString other = write(QStringLiteral("other.yaml"), QByteArray("%YAML:1.0\n---\nfoo: 1\n"));
        error.clear();
        QVERIFY(!loadStereoCalibration(other, &error).has_value());
        QVERIFY2(error.contains(QLatin1String("not a Loopscope stereo calibration")), qPrintable(error));

        // Valid file with a truncated matrix.
        const auto ideal = StereoCalibration::fromIdeal({640, 480}, 800, 0.1);
        const QString good = dir.filePath(QStringLiteral("good.yaml"));
        QVERIFY2(saveStereoCalibration(good, ideal, &error), qPrintable(error));
        QFile f(good);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        const int cut = text.indexOf("T: ");
        QVERIFY(cut > 0);
        const QString truncated = write(QStringLiteral("truncated.yaml"), text.left(cut));
        error.clear();
        QVERIFY(!loadStereoCalibration(truncated, &error).has_value());
        QVERIFY2(error.contains(QLatin1String("corrupt")), qPrintable(error));

        const QString binary = write(QStringLiteral("binary.yaml"), QByteArray(300, '\xff'));
        error.clear();
        QVERIFY(!loadStereoCalibration(binary, &error).has_value());
        QVERIFY(!error.isEmpty());

        StereoCalibration invalid;
        QVERIFY(!saveStereoCalibration(dir.filePath(QStringLiteral("x.yaml")), invalid, &error));
        QVERIFY(!saveStereoCalibration(QStringLiteral("/nonexistent-dir/x.yaml"), ideal, &error));
        QVERIFY(error.contains(QLatin1String("/nonexistent-dir/x.yaml")));
    }
};

QTEST_GUILESS_MAIN(TestVisionCalibration)
#include "test_vision_calibration.moc"
