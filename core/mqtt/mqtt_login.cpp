#include "core/mqtt/mqtt_login.h"

#include <QUrl>

#include <QFile>
#include <QFileInfo>

#include <mosquitto.h>

#include <cerrno>
#include <mutex>

namespace loopscope::core {

void initMosquittoLibrary()
{
    static std::once_flag once;
    std::call_once(once, [] { mosquitto_lib_init(); });
}

QString mqttPlainWords(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    if (!text.isEmpty())
        text[0] = text[0].toLower();
    return text;
}

QString mqttResultText(int rc, int err)
{
    switch (rc) {
    case MOSQ_ERR_ERRNO:
        return mqttPlainWords(qt_error_string(err));
    case MOSQ_ERR_EAI:
        return QStringLiteral("host name not found");
    case MOSQ_ERR_CONN_LOST:
        return QStringLiteral("connection lost");
    case MOSQ_ERR_NO_CONN:
        return QStringLiteral("not connected");
    default:
        return mqttPlainWords(QString::fromUtf8(mosquitto_strerror(rc)));
    }
}

bool MqttLogin::resolvePassword(QString *error)
{
    password.clear();
    if (!passwordFile.isEmpty()) {
        QFile file(passwordFile);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read the MQTT password file %1: %2")
                         .arg(passwordFile, mqttPlainWords(file.errorString()));
            return false;
        }
        password = QString::fromUtf8(file.readLine(4096)).remove(QLatin1Char('\n')).remove(QLatin1Char('\r'));
        if (password.isEmpty()) {
            *error = QStringLiteral("the MQTT password file %1 is empty").arg(passwordFile);
            return false;
        }
        return true;
    }
    password = qEnvironmentVariable("LOOPSCOPE_MQTT_PASSWORD");
    return true;
}

QString MqttLogin::validateLogin() const
{
    if (host.trimmed().isEmpty())
        return QStringLiteral("broker host is empty");
    if (port < 1 || port > 65535)
        return QStringLiteral("broker port %1 is outside 1..65535").arg(port);
    if (!passwordFile.isEmpty() && username.isEmpty())
        return QStringLiteral("a password file is given but no user name (--username)");
    if (certFile.isEmpty() != keyFile.isEmpty())
        return QStringLiteral("a client certificate needs both --cert-file and --key-file");
    if (!certFile.isEmpty() && caFile.isEmpty())
        return QStringLiteral("a client certificate needs TLS: give the broker's CA with --ca-file");
    for (const QString &path : {passwordFile, caFile, certFile, keyFile})
        if (!path.isEmpty() && !QFileInfo(path).isReadable())
            return QStringLiteral("cannot read %1").arg(path);
    return {};
}

QString MqttLogin::broker() const
{
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

bool MqttLogin::setBrokerUrl(const QString &given, QString *error)
{
    QString text = given.trimmed();
    if (!text.contains(QLatin1String("://")))
        text.prepend(QStringLiteral("mqtt://"));
    const QUrl url(text, QUrl::StrictMode);
    const bool tls = url.scheme() == QLatin1String("mqtts");
    if (!url.isValid() || url.host().isEmpty() || (!tls && url.scheme() != QLatin1String("mqtt")) ||
        !url.path().isEmpty() || !url.password().isEmpty()) {
        *error = QStringLiteral("bad broker address '%1' (expected mqtt://HOST[:PORT] or mqtts://HOST[:PORT]%2)")
                     .arg(given, url.password().isEmpty() ? QString() : QStringLiteral("; no password in the URL: it is read from a password file"));
        return false;
    }
    host = url.host();
    port = url.port(tls ? 8883 : 1883);
    tlsScheme = tls;
    return true;
}

QString MqttLogin::checkTls() const
{
    if (tlsScheme && caFile.isEmpty())
        return QStringLiteral("mqtts:// needs the CA file that signed the broker's certificate");
    if (!tlsScheme && !caFile.isEmpty())
        return QStringLiteral("a CA file is for TLS: use an mqtts:// broker address");
    return {};
}

bool MqttLogin::applyTo(mosquitto *client, QString *error) const
{
    if (!username.isEmpty()) {
        const QByteArray user = username.toUtf8();
        const QByteArray secret = password.toUtf8();
        const int rc = mosquitto_username_pw_set(client, user.constData(), password.isEmpty() ? nullptr : secret.constData());
        if (rc != MOSQ_ERR_SUCCESS) {
            *error = QStringLiteral("cannot set the MQTT user name: %1").arg(mqttResultText(rc, errno));
            return false;
        }
    }
    if (!caFile.isEmpty()) {
        const QByteArray ca = QFile::encodeName(caFile);
        const QByteArray cert = QFile::encodeName(certFile);
        const QByteArray key = QFile::encodeName(keyFile);
        const int rc = mosquitto_tls_set(client, ca.constData(), nullptr, cert.isEmpty() ? nullptr : cert.constData(),
                                         key.isEmpty() ? nullptr : key.constData(), nullptr);
        if (rc != MOSQ_ERR_SUCCESS) {
            *error = QStringLiteral("cannot use the TLS files (CA %1%2): %3")
                         .arg(caFile, cert.isEmpty() ? QString() : QStringLiteral(", certificate %1").arg(certFile),
                              mqttResultText(rc, errno));
            return false;
        }
    }
    return true;
}

QString MqttLogin::refusal(int connackCode) const
{
    // mosquitto says "Connection Refused: not authorised."; the reason is the part after the colon.
    QString reason = QString::fromUtf8(mosquitto_connack_string(connackCode));
    reason = reason.section(QLatin1Char(':'), -1).trimmed();
    if (reason.endsWith(QLatin1Char('.')))
        reason.chop(1);
    const bool login = connackCode == 4 || connackCode == 5; // bad user name or password, not authorised
    return QStringLiteral("MQTT broker %1 refused the connection: %2%3")
        .arg(broker(), reason,
             login ? (username.isEmpty() ? QStringLiteral(" (it needs a login: --username and --password-file)")
                                         : QStringLiteral(" (check the user name %1 and its password)").arg(username))
                   : QString());
}

QString MqttLogin::connectFailure(int rc, int err, bool connackSeen) const
{
    const QString why = mqttResultText(rc, err);
    return QStringLiteral("cannot connect to MQTT broker %1: %2")
        .arg(broker(), rc == MOSQ_ERR_TLS || (!caFile.isEmpty() && !connackSeen)
                           ? QStringLiteral("%1 (TLS: is %2 the CA of the broker's certificate, and does the "
                                            "broker speak TLS on this port?)")
                                 .arg(why, caFile)
                           : why);
}

} // namespace loopscope::core
