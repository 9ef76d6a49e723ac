#pragma once
// The simulated lab on emulated microcontrollers: the servo-node firmware
// (firmware/hal/stm32f4, built by firmware/mcu) running in QEMU's
// netduinoplus2 machine (an STM32F405), one QEMU per node, each node's USART1
// a PTY on this host — the same kind of port a USB serial adapter gives. A
// Dynamixel 2.0 node (ID 1, XM430-W350, 57600 baud) and a moteus RS485 node
// (ID 1); and the I/O board (the UDP echo and discovery device on its own
// IPv4 stack) in QEMU's mps2-an386 (a Cortex-M4 with a LAN9118), reached
// through QEMU's user network on a UDP port of 127.0.0.1. `loopscope-cli
// ... --sim-mcu` and the firmware tests use it.
//
// QEMU's PTY character device reads from its side only while the other side
// is open (it looks every second), so the lab keeps each PTY open itself and
// reports the lab ready once QEMU has seen that: bytes a scan sends at once
// are not lost.

#include "devices/sim/sim_lab.h"

#include <QList>
#include <QString>
#include <memory>

namespace loopscope::devices {

struct McuLabOptions
{
    bool dynamixel = true; // the Dynamixel 2.0 node
    bool moteus = true;    // the moteus RS485 node
    bool ioBoard = true;   // the UDP echo I/O board
    bool icount = false;   // QEMU -icount shift=auto: instruction-counted time (deterministic, slower)
};

class McuLab
{
public:
    McuLab();
    ~McuLab(); // stops the emulators
    McuLab(const McuLab &) = delete;
    McuLab &operator=(const McuLab &) = delete;

    // qemu-system-arm: $LOOPSCOPE_QEMU, else on PATH. Empty when none.
    static QString qemuPath();
    // The folder with loopscope-servo-dxl.elf, loopscope-servo-moteus.elf and loopscope-io-board.elf:
    // $LOOPSCOPE_MCU_DIR, else mcu/ beside the running executable's folder
    // (the build tree), else lib/loopscope/firmware (installed). Empty when none.
    static QString imageDir();

    // Starts the nodes and waits (up to timeoutMs) until each one's PTY is
    // connected. False with a clear message (no QEMU, no images, QEMU exited).
    bool start(const McuLabOptions &options, QString *error, int timeoutMs = 10000);
    void stop();
    bool isRunning() const;
    // "dynamixel" (ids {1}, baud 57600), "moteus-rs485" (ids {1}) and
    // "udp-echo" (127.0.0.1:PORT), as SimLab's.
    QList<SimEndpoint> endpoints() const;
    const SimEndpoint *endpoint(const QString &kind) const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace loopscope::devices
