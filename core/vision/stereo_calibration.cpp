#include "core/vision/stereo_calibration.h"

#include <opencv2/calib3d.hpp>

#include <QFileInfo>

#include <cmath>

namespace loopscope::core {

namespace {

bool isMat(const cv::Mat &m, int rows, int cols)
{
    return !m.empty() && m.rows == rows && m.cols == cols && m.type() == CV_64F;
}

bool finite(const cv::Mat &m)
{
    return cv::checkRange(m, true, nullptr, -1e12, 1e12);
}

} // namespace

bool StereoCalibration::isValid() const
{
    if (imageSize.width <= 0 || imageSize.height <= 0)
        return false;
    if (!isMat(cameraMatrixLeft, 3, 3) || !isMat(cameraMatrixRight, 3, 3) || !isMat(R, 3, 3) || !isMat(T, 3, 1))
        return false;
    for (const cv::Mat *d : {&distLeft, &distRight})
        if (d->empty() || d->type() != CV_64F || d->total() < 4 || d->total() > 14 || !finite(*d))
            return false;
    if (!finite(cameraMatrixLeft) || !finite(cameraMatrixRight) || !finite(R) || !finite(T))
        return false;
    return cameraMatrixLeft.at<double>(0, 0) > 0 && cameraMatrixRight.at<double>(0, 0) > 0 && baselineM() > 0;
}

double StereoCalibration::baselineM() const
{
    return T.empty() ? 0.0 : cv::norm(T);
}

double StereoCalibration::focalLeftPx() const
{
    return cameraMatrixLeft.empty() ? 0.0 : cameraMatrixLeft.at<double>(0, 0);
}

bool StereoCalibration::rectify()
{
    if (!isValid())
        return false;
    cv::stereoRectify(cameraMatrixLeft, distLeft, cameraMatrixRight, distRight, imageSize, R, T, R1, R2, P1, P2, Q,
                      cv::CALIB_ZERO_DISPARITY, 0);
    return true;
}

StereoCalibration StereoCalibration::fromIdeal(cv::Size imageSize, double focalPx, double baselineM)
{
    StereoCalibration c;
    c.imageSize = imageSize;
    c.cameraMatrixLeft = (cv::Mat_<double>(3, 3) << focalPx, 0, imageSize.width / 2.0, 0, focalPx,
                          imageSize.height / 2.0, 0, 0, 1);
    c.cameraMatrixRight = c.cameraMatrixLeft.clone();
    c.distLeft = cv::Mat::zeros(1, 5, CV_64F);
    c.distRight = cv::Mat::zeros(1, 5, CV_64F);
    c.R = cv::Mat::eye(3, 3, CV_64F);
    c.T = (cv::Mat_<double>(3, 1) << -baselineM, 0, 0); // the right camera sits at +x
    c.rectify();
    return c;
}

StereoCalibrator::StereoCalibrator(const CheckerboardSpec &spec) : m_spec(spec) {}

void StereoCalibrator::clear()
{
    m_left.clear();
    m_right.clear();
    m_imageSize = {};
}

bool StereoCalibrator::addPair(const cv::Mat &left, const cv::Mat &right, QString *error)
{
    if (left.empty() || right.empty() || left.size() != right.size()) {
        *error = QStringLiteral("The left and right images must be non-empty and of the same size.");
        return false;
    }
    const auto cornersLeft = findCheckerboard(left, m_spec);
    const auto cornersRight = findCheckerboard(right, m_spec);
    if (!cornersLeft || !cornersRight) {
        *error = !cornersLeft && !cornersRight ? QStringLiteral("No checkerboard found in either view.")
                 : !cornersLeft               ? QStringLiteral("No checkerboard found in the left view.")
                                              : QStringLiteral("No checkerboard found in the right view.");
        return false;
    }
    return addCorners(*cornersLeft, *cornersRight, left.size(), error);
}

bool StereoCalibrator::addCorners(const std::vector<cv::Point2f> &left, const std::vector<cv::Point2f> &right,
                                  cv::Size imageSize, QString *error)
{
    const size_t expected = size_t(m_spec.innerColumns) * size_t(m_spec.innerRows);
    if (left.size() != expected || right.size() != expected) {
        *error = QStringLiteral("The corner lists do not match the checkerboard size.");
        return false;
    }
    if (!m_left.empty() && imageSize != m_imageSize) {
        *error = QStringLiteral("The image size changed from %1x%2 to %3x%4: clear the captured pairs first.")
                     .arg(m_imageSize.width)
                     .arg(m_imageSize.height)
                     .arg(imageSize.width)
                     .arg(imageSize.height);
        return false;
    }
    m_imageSize = imageSize;
    m_left.push_back(left);
    m_right.push_back(right);
    return true;
}

std::optional<StereoCalibration> StereoCalibrator::compute(QString *error) const
{
    if (const QString specError = m_spec.validate(); !specError.isEmpty()) {
        *error = specError;
        return std::nullopt;
    }
    if (pairCount() < kMinPairs) {
        *error = QStringLiteral("Capture at least %1 checkerboard pairs (have %2).").arg(kMinPairs).arg(pairCount());
        return std::nullopt;
    }
    const std::vector<std::vector<cv::Point3f>> objects(m_left.size(), m_spec.objectPoints());
    StereoCalibration c;
    c.imageSize = m_imageSize;
    c.pairCount = pairCount();
    try {
        const int flags = cv::CALIB_FIX_K3;
        std::vector<cv::Mat> rvecs, tvecs;
        c.rmsLeftPx = cv::calibrateCamera(objects, m_left, m_imageSize, c.cameraMatrixLeft, c.distLeft, rvecs,
                                          tvecs, flags);
        c.rmsRightPx = cv::calibrateCamera(objects, m_right, m_imageSize, c.cameraMatrixRight, c.distRight, rvecs,
                                           tvecs, flags);
        cv::Mat E, F;
        c.rmsStereoPx = cv::stereoCalibrate(
            objects, m_left, m_right, c.cameraMatrixLeft, c.distLeft, c.cameraMatrixRight, c.distRight, m_imageSize,
            c.R, c.T, E, F, cv::CALIB_FIX_INTRINSIC,
            cv::TermCriteria(cv::TermCriteria::COUNT + cv::TermCriteria::EPS, 100, 1e-6));
    } catch (const cv::Exception &e) {
        *error = QStringLiteral("Calibration failed: %1").arg(QString::fromStdString(e.what()));
        return std::nullopt;
    }
    if (!c.rectify()) {
        *error = QStringLiteral("Calibration produced unusable values; capture more varied board poses.");
        return std::nullopt;
    }
    return c;
}

bool saveStereoCalibration(const QString &path, const StereoCalibration &c, QString *error)
{
    if (!c.isValid()) {
        *error = QStringLiteral("Nothing to save: the calibration is not valid.");
        return false;
    }
    try {
        cv::FileStorage fs(path.toStdString(), cv::FileStorage::WRITE);
        if (!fs.isOpened()) {
            *error = QStringLiteral("Cannot write %1.").arg(path);
            return false;
        }
        fs << "loopscope_stereo_calibration" << 1;
        fs << "image_width" << c.imageSize.width << "image_height" << c.imageSize.height;
        fs << "camera_matrix_left" << c.cameraMatrixLeft << "dist_left" << c.distLeft;
        fs << "camera_matrix_right" << c.cameraMatrixRight << "dist_right" << c.distRight;
        fs << "R" << c.R << "T" << c.T;
        fs << "rms_left_px" << c.rmsLeftPx << "rms_right_px" << c.rmsRightPx << "rms_stereo_px" << c.rmsStereoPx;
        fs << "pair_count" << c.pairCount;
        fs.release();
    } catch (const cv::Exception &e) {
        *error = QStringLiteral("Cannot write %1: %2").arg(path, QString::fromStdString(e.what()));
        return false;
    }
    return true;
}

std::optional<StereoCalibration> loadStereoCalibration(const QString &path, QString *error)
{
    if (!QFileInfo(path).isFile()) {
        *error = QStringLiteral("Calibration file %1 does not exist.").arg(path);
        return std::nullopt;
    }
    StereoCalibration c;
    try {
        cv::FileStorage fs(path.toStdString(), cv::FileStorage::READ);
        if (!fs.isOpened()) {
            *error = QStringLiteral("%1 is not a readable YAML/XML calibration file.").arg(path);
            return std::nullopt;
        }
        if (fs["loopscope_stereo_calibration"].empty()) {
            *error = QStringLiteral("%1 is not a Loopscope stereo calibration (no loopscope_stereo_calibration key).")
                         .arg(path);
            return std::nullopt;
        }
        const int version = int(fs["loopscope_stereo_calibration"]);
        if (version != 1) {
            *error = QStringLiteral("%1: unsupported calibration version %2.").arg(path).arg(version);
            return std::nullopt;
        }
        fs["image_width"] >> c.imageSize.width;
        fs["image_height"] >> c.imageSize.height;
        fs["camera_matrix_left"] >> c.cameraMatrixLeft;
        fs["dist_left"] >> c.distLeft;
        fs["camera_matrix_right"] >> c.cameraMatrixRight;
        fs["dist_right"] >> c.distRight;
        fs["R"] >> c.R;
        fs["T"] >> c.T;
        fs["rms_left_px"] >> c.rmsLeftPx;
        fs["rms_right_px"] >> c.rmsRightPx;
        fs["rms_stereo_px"] >> c.rmsStereoPx;
        fs["pair_count"] >> c.pairCount;
    } catch (const cv::Exception &e) {
        *error = QStringLiteral("%1 is corrupt: %2").arg(path, QString::fromStdString(e.what()).simplified());
        return std::nullopt;
    }
    if (!c.isValid()) {
        *error = QStringLiteral("%1 is corrupt: missing or invalid camera matrices, distortion, R or T.").arg(path);
        return std::nullopt;
    }
    c.rectify();
    return c;
}

} // namespace loopscope::core
