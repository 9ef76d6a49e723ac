#pragma once
// How a Loopscope MQTT client reaches its broker: the address, the login and
// TLS — one description and one set of messages for the pub/sub probe, the
// fleet agent and the fleet controller. The password never comes from the
// command line or a run's parameters: it is read from passwordFile, else taken
// from $LOOPSCOPE_MQTT_PASSWORD (resolvePassword()).

#include <QString>

struct mosquitto;

namespace loopscope::core {

void initMosquittoLibrary(); // once per process (thread-safe)

struct MqttLogin
{
    QString host = QStringLiteral("127.0.0.1");
    int port = 1883;
    QString username;     // empty: no login
    QString passwordFile; // a file holding the password (its first line)
    QString password;     // filled by resolvePassword(); never stored with a run
    QString caFile;       // non-empty: TLS, the broker's certificate checked against this CA
    QString certFile;     // optional client certificate (PEM) with keyFile
    QString keyFile;

    // Reads the password (passwordFile, else the environment) into password.
    // False with a clear message (unreadable or empty file).
    bool resolvePassword(QString *error);
    // Empty when the address, login and TLS files make sense, else a clear message.
    QString validateLogin() const;
    QString broker() const; // "host:port"
    // Reads a broker URL into host and port: mqtt://HOST[:PORT] (1883),
    // mqtts://HOST[:PORT] (8883) or HOST[:PORT]. False with a clear message
    // (a path, a password in the URL, another scheme). TLS (mqtts) needs
    // caFile, given before or after: checkTls() says so.
    bool setBrokerUrl(const QString &url, QString *error);
    bool tlsScheme = false; // the URL said mqtts://
    // Empty when the scheme and the CA file agree, else what to do.
    QString checkTls() const;

    // Sets the login and TLS on a client made by mosquitto_new. False with *error.
    bool applyTo(mosquitto *client, QString *error) const;
    // The message for a CONNACK refusal ("MQTT broker H:P refused the
    // connection: not authorised (check the user name ...)").
    QString refusal(int connackCode) const;
    // The message for a failed connect (rc: libmosquitto's result, err:
    // errno right after), with a TLS hint when TLS is in use and no CONNACK came.
    QString connectFailure(int rc, int err, bool connackSeen) const;
};

// A libmosquitto result in words; err is errno right after the call.
QString mqttResultText(int rc, int err);
// "Connection refused." -> "connection refused" (for messages mid-sentence).
QString mqttPlainWords(QString text);

} // namespace loopscope::core
