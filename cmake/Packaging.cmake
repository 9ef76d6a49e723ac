# The Debian package, built by CPack: `cpack -G DEB --config build/CPackConfig.cmake`
# (or scripts/make-deb.sh). Its dependencies are computed from the binaries
# (dpkg-shlibdeps); what the binaries load at run time without linking it
# (Qt's SQLite driver, the GStreamer elements of the simulated cameras) is
# named here.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME loopscope)
set(CPACK_PACKAGE_VENDOR "The Loopscope developers")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${LOOPSCOPE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # loopscope_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${LOOPSCOPE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${LOOPSCOPE_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libqt6sql6-sqlite, gstreamer1.0-plugins-base, gstreamer1.0-plugins-good, gstreamer1.0-plugins-ugly")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-dejavu-core, qt6-translations-l10n, libqt6sql6-psql, mosquitto-clients")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qemu-system-arm, mosquitto, fonts-noto-cjk")
# The summary, then the extended description (CPack indents it; an empty
# line separates paragraphs).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "latency lab for robot benches: devices, safe jogging, video, percentiles
Loopscope finds the devices on a robot bench (moteus servos over fdcanusb
or RS485, ROBOTIS Dynamixel servos, UDP I/O boards), jogs actuators within
soft limits with a global E-STOP and device watchdogs, shows live stereo
video from RTSP cameras, and measures latency as full HdrHistogram
distributions with coordinated-omission-correct probes. It exports HTML,
PDF, CSV, JSON, .hgrm and .hlog reports with a fingerprint of the machine.

The package holds the GUI (loopscope), its headless twin (loopscope-cli),
the device simulator (loopscope-sim) and the microcontroller firmware
images that loopscope-cli --sim-mcu runs in QEMU.")
include(CPack)
