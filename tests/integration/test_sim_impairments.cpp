// loopscope-sim's impairments, measured from outside over loopback: numbered
// datagrams at a modest pace, echoes collected in a bounded window.
// Tolerances: a ratio R over 2000 datagrams is accepted within R ± 2 % (about
// 4 standard deviations at R = 5 %); delays are checked as lower bounds only.
#include "devices/sim/sim_lab.h"

#include <QElapsedTimer>
#include <QUdpSocket>
#include <QtTest>

#include <algorithm>
#include <cstring>
#include <ctime>

using namespace loopscope::devices;

namespace {

constexpr quint32 kMagic = 0x4C53494DU; // "LSIM"

struct Outcome
{
    int sent = 0;
    int lost = 0;
    int duplicates = 0;
    int reordered = 0; // arrivals with a lower sequence number than one already seen
    int foreign = 0;
    QVector<qint64> rttNs; // first copy of each datagram
    QVector<int> lostSequences;
};

qint64 monotonicNs()
{
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
}

void sleepUntilNs(qint64 deadlineNs)
{
    const timespec at{time_t(deadlineNs / 1000000000), long(deadlineNs % 1000000000)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, nullptr) == EINTR) {
    }
}

class Exchange
{
public:
    Exchange(const SimEndpoint &endpoint, int count)
        : m_target(endpoint.host), m_port(endpoint.port), m_copies(count, 0)
    {
        m_socket.bind(QHostAddress(QHostAddress::LocalHost), 0);
        m_socket.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4 << 20);
        m_outcome.rttNs.reserve(count);
    }

    Outcome run(int paceUs)
    {
        const int count = int(m_copies.size());
        const qint64 startNs = monotonicNs();
        for (int seq = 0; seq < count; ++seq) {
            sleepUntilNs(startNs + qint64(seq) * paceUs * 1000);
            drain();
            char datagram[24] = {};
            const qint64 nowNs = monotonicNs();
            std::memcpy(datagram, &kMagic, 4);
            std::memcpy(datagram + 4, &seq, 4);
            std::memcpy(datagram + 8, &nowNs, 8);
            if (m_socket.writeDatagram(datagram, sizeof datagram, m_target, m_port) ==
                qint64(sizeof datagram))
                ++m_outcome.sent;
        }
        // Bounded receive window: stop after 300 ms of silence, at most 3 s.
        QElapsedTimer window;
        window.start();
        qint64 lastArrivalMs = 0;
        while (window.elapsed() < 3000 && window.elapsed() - lastArrivalMs < 300) {
            if (m_socket.waitForReadyRead(50) && drain() > 0)
                lastArrivalMs = window.elapsed();
        }
        for (int seq = 0; seq < count; ++seq) {
            if (m_copies[seq] == 0) {
                ++m_outcome.lost;
                m_outcome.lostSequences.append(seq);
            }
            m_outcome.duplicates += std::max(0, m_copies[seq] - 1);
        }
        return m_outcome;
    }

private:
    int drain()
    {
        int got = 0;
        while (m_socket.hasPendingDatagrams()) {
            char datagram[64];
            const qint64 size = m_socket.readDatagram(datagram, sizeof datagram);
            const qint64 nowNs = monotonicNs();
            quint32 magic = 0;
            int seq = -1;
            qint64 sentNs = 0;
            if (size == 24) {
                std::memcpy(&magic, datagram, 4);
                std::memcpy(&seq, datagram + 4, 4);
                std::memcpy(&sentNs, datagram + 8, 8);
            }
            if (magic != kMagic || seq < 0 || seq >= int(m_copies.size())) {
                ++m_outcome.foreign;
                continue;
            }
            ++got;
            if (m_copies[seq]++ == 0)
                m_outcome.rttNs.append(nowNs - sentNs);
            if (seq < m_highestSeq)
                ++m_outcome.reordered;
            m_highestSeq = std::max(m_highestSeq, seq);
        }
        return got;
    }

    QUdpSocket m_socket;
    QHostAddress m_target;
    quint16 m_port;
    QVector<int> m_copies;
    int m_highestSeq = -1;
    Outcome m_outcome;
};

Outcome exchange(const SimEchoOptions &options, int count, int paceUs)
{
    SimLab lab;
    QString error;
    if (!lab.start(options, &error)) {
        qWarning("cannot start the simulator: %s", qPrintable(error));
        return {};
    }
    Exchange exchange(lab.endpoints().first(), count);
    return exchange.run(paceUs);
}

QString describe(const Outcome &o)
{
    return QStringLiteral("sent %1 lost %2 duplicates %3 reordered %4 foreign %5")
        .arg(o.sent)
        .arg(o.lost)
        .arg(o.duplicates)
        .arg(o.reordered)
        .arg(o.foreign);
}

SimEchoOptions oneDevice()
{
    SimEchoOptions options;
    options.deviceCount = 1;
    options.seed = 12345;
    return options;
}

constexpr int kCount = 2000;
constexpr int kPaceUs = 400;            // 2.5 kHz: modest for loopback
constexpr int kLow = kCount * 3 / 100;  // 5 % - 2 %
constexpr int kHigh = kCount * 7 / 100; // 5 % + 2 %

} // namespace

class TestSimImpairments : public QObject
{
    Q_OBJECT

private slots:
    void cleanEcho()
    {
        const Outcome o = exchange(oneDevice(), kCount, kPaceUs);
        qInfo("%s", qPrintable(describe(o)));
        QCOMPARE(o.sent, kCount);
        QCOMPARE(o.lost, 0);
        QCOMPARE(o.duplicates, 0);
        QCOMPARE(o.reordered, 0);
        QCOMPARE(o.foreign, 0);
    }

    void dropRatio()
    {
        SimEchoOptions options = oneDevice();
        options.dropRatio = 0.05;
        const Outcome o = exchange(options, kCount, kPaceUs);
        qInfo("--drop 0.05: %s", qPrintable(describe(o)));
        QCOMPARE(o.sent, kCount);
        QVERIFY2(o.lost >= kLow && o.lost <= kHigh, qPrintable(describe(o)));
        QCOMPARE(o.duplicates, 0);
        QCOMPARE(o.reordered, 0);
    }

    void dropIsRepeatableWithSeed()
    {
        SimEchoOptions options = oneDevice();
        options.dropRatio = 0.1;
        options.seed = 7;
        const Outcome a = exchange(options, 500, kPaceUs);
        const Outcome b = exchange(options, 500, kPaceUs);
        options.seed = 8;
        const Outcome c = exchange(options, 500, kPaceUs);
        QVERIFY(!a.lostSequences.isEmpty());
        QCOMPARE(a.lostSequences, b.lostSequences);
        QVERIFY(a.lostSequences != c.lostSequences);
    }

    void duplicateRatio()
    {
        SimEchoOptions options = oneDevice();
        options.duplicateRatio = 0.05;
        const Outcome o = exchange(options, kCount, kPaceUs);
        qInfo("--duplicate 0.05: %s", qPrintable(describe(o)));
        QCOMPARE(o.lost, 0);
        QVERIFY2(o.duplicates >= kLow && o.duplicates <= kHigh, qPrintable(describe(o)));
        QCOMPARE(o.reordered, 0);
    }

    void reorderRatio()
    {
        SimEchoOptions options = oneDevice();
        options.reorderRatio = 0.05;
        const Outcome o = exchange(options, kCount, kPaceUs);
        qInfo("--reorder 0.05: %s", qPrintable(describe(o)));
        QCOMPARE(o.lost, 0);
        QCOMPARE(o.duplicates, 0);
        QVERIFY2(o.reordered >= kLow && o.reordered <= kHigh, qPrintable(describe(o)));
    }

    void fixedDelayIsALowerBound()
    {
        SimEchoOptions options = oneDevice();
        options.delayUs = 2000;
        const Outcome o = exchange(options, 300, 1000);
        QCOMPARE(o.lost, 0);
        QCOMPARE(o.rttNs.size(), 300);
        const qint64 minNs = *std::min_element(o.rttNs.begin(), o.rttNs.end());
        qInfo("--delay-us 2000: min round trip %.3f ms", double(minNs) / 1e6);
        QVERIFY2(minNs >= 2000 * 1000, qPrintable(QString::number(minNs)));
    }

    void jitterSpreadsDelays()
    {
        // Uniform 0..4 ms: about half the echoes take >= 2 ms. Only a lower
        // bound is asserted (a slow machine adds delay, never removes it).
        SimEchoOptions options = oneDevice();
        options.jitterUs = 4000;
        const Outcome o = exchange(options, 400, 1000);
        QCOMPARE(o.lost, 0);
        const auto slow =
            std::count_if(o.rttNs.begin(), o.rttNs.end(), [](qint64 ns) { return ns >= 2000000; });
        qInfo("--jitter-us 4000: %d of %d echoes took >= 2 ms", int(slow), int(o.rttNs.size()));
        QVERIFY2(slow >= o.rttNs.size() / 4, qPrintable(QString::number(slow)));
    }
};

QTEST_GUILESS_MAIN(TestSimImpairments)
#include "test_sim_impairments.moc"
