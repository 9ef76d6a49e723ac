// The UDP echo device's discovery exchange: request, identity reply, and the
// rejection of malformed replies with a reason.
#include "devices/echo/protocol.h"

#include <QtTest>

using namespace loopscope::devices;

class TestEchoProtocol : public QObject
{
    Q_OBJECT

private slots:
    void requestIsExact()
    {
        const QByteArray request = makeDiscoveryRequest();
        QCOMPARE(request, QByteArray("LOOPSCOPE-DISCOVER 1\n"));
        QVERIFY(isDiscoveryRequest(request));
        QVERIFY(!isDiscoveryRequest(QByteArray("LOOPSCOPE-DISCOVER 1")));
        QVERIFY(!isDiscoveryRequest(QByteArray("LOOPSCOPE-DISCOVER 1\n\n")));
        QVERIFY(!isDiscoveryRequest(QByteArray("LOOPSCOPE-DISCOVER 2\n")));
        QVERIFY(!isDiscoveryRequest(QByteArray()));
    }

    void replyRoundTrip()
    {
        EchoIdentity identity{QStringLiteral("bench-arm"), QStringLiteral("loopscope-sim-echo"),
                              QStringLiteral("LS-ECHO-0042"), QStringLiteral("1.2.3"),
                              QStringLiteral("udp-echo")};
        const QByteArray reply = makeIdentityReply(identity);
        QVERIFY(reply.startsWith("LOOPSCOPE-ID 1\n"));
        QVERIFY(reply.endsWith('\n'));
        QVERIFY(reply.contains("\nserial=LS-ECHO-0042\n"));
        QString error;
        const auto parsed = parseIdentityReply(reply, &error);
        QVERIFY2(parsed.has_value(), qPrintable(error));
        QCOMPARE(parsed->name, identity.name);
        QCOMPARE(parsed->model, identity.model);
        QCOMPARE(parsed->serial, identity.serial);
        QCOMPARE(parsed->firmware, identity.firmware);
        QCOMPARE(parsed->kind, identity.kind);
    }

    void replyFromFirmwareText()
    {
        // Exactly what firmware/src/udp_echo.c sends, plus an unknown key and CRLF.
        const QByteArray reply("LOOPSCOPE-ID 1\nname=sim-echo-1\nmodel=loopscope-sim-echo\r\n"
                               "serial=LS-ECHO-0001\nfirmware=0.1.0\nkind=udp-echo\nuptime=12\n");
        const auto parsed = parseIdentityReply(reply);
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->name, QStringLiteral("sim-echo-1"));
        QCOMPARE(parsed->model, QStringLiteral("loopscope-sim-echo"));
        QCOMPARE(parsed->serial, QStringLiteral("LS-ECHO-0001"));
        QCOMPARE(parsed->kind, QStringLiteral("udp-echo"));
    }

    void newlinesInValuesCannotForgeKeys()
    {
        EchoIdentity identity{QStringLiteral("evil\nserial=FORGED"), {}, QStringLiteral("REAL"), {}, {}};
        const auto parsed = parseIdentityReply(makeIdentityReply(identity));
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->serial, QStringLiteral("REAL"));
        QCOMPARE(parsed->name, QStringLiteral("evil serial=FORGED"));
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("datagram");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("empty") << QByteArray() << "not an identity reply";
        QTest::newRow("request") << QByteArray("LOOPSCOPE-DISCOVER 1\n") << "not an identity reply";
        QTest::newRow("echo payload") << QByteArray("\x01\x02\x03", 3) << "not an identity reply";
        QTest::newRow("wrong version")
            << QByteArray("LOOPSCOPE-ID 2\nname=a\nserial=b\n") << "not an identity";
        QTest::newRow("header later")
            << QByteArray("x\nLOOPSCOPE-ID 1\nname=a\nserial=b\n") << "not an identity";
        QTest::newRow("no name") << QByteArray("LOOPSCOPE-ID 1\nserial=b\n") << "no name";
        QTest::newRow("empty name") << QByteArray("LOOPSCOPE-ID 1\nname=\nserial=b\n") << "no name";
        QTest::newRow("no serial") << QByteArray("LOOPSCOPE-ID 1\nname=a\nmodel=m\n") << "no serial";
        QTest::newRow("not key=value") << QByteArray("LOOPSCOPE-ID 1\nname=a\nserial\n") << "line 3";
        QTest::newRow("empty key") << QByteArray("LOOPSCOPE-ID 1\n=a\nname=a\nserial=b\n") << "key=value";
        QTest::newRow("control char") << QByteArray("LOOPSCOPE-ID 1\nname=a\x01\nserial=b\n") << "control";
        QTest::newRow("too long") << (QByteArray("LOOPSCOPE-ID 1\nname=a\nserial=b\nx=") +
                                      QByteArray(500, 'y'))
                                  << "too long";
    }

    void rejectsMalformed()
    {
        QFETCH(QByteArray, datagram);
        QFETCH(QString, reasonPart);
        QString error;
        const auto parsed = parseIdentityReply(datagram, &error);
        QVERIFY(!parsed.has_value());
        QVERIFY2(error.contains(reasonPart), qPrintable(error));
        QVERIFY(!parseIdentityReply(datagram).has_value()); // null error pointer is fine
    }

    void acceptsAtTheLengthLimit()
    {
        QByteArray reply("LOOPSCOPE-ID 1\nname=a\nserial=b\nnote=");
        reply += QByteArray(512 - reply.size() - 1, 'z');
        reply += '\n';
        QCOMPARE(reply.size(), 512);
        QVERIFY(parseIdentityReply(reply).has_value());
    }
};

QTEST_GUILESS_MAIN(TestEchoProtocol)
#include "test_echo_protocol.moc"
