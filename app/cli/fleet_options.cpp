#include "app/cli/fleet_options.h"

#include "core/fleet/fleet_protocol.h"

#include <QUrl>

namespace loopscope::cli {

std::vector<OptionSpec> fleetBrokerOptions()
{
    return {
        {QStringLiteral("broker"), QStringLiteral("URL"),
         QStringLiteral("The MQTT broker: mqtt://HOST[:PORT] or mqtts://HOST[:PORT] (TLS; needs --ca-file). "
                        "Default $LOOPSCOPE_FLEET_BROKER, else mqtt://127.0.0.1:1883."),
         {}},
        {QStringLiteral("username"), QStringLiteral("NAME"), QStringLiteral("Log in to the broker as NAME."), {}},
        {QStringLiteral("password-file"), QStringLiteral("FILE"),
         QStringLiteral("The broker password, the first line of FILE (else $LOOPSCOPE_MQTT_PASSWORD; never on the "
                        "command line)."),
         {}},
        {QStringLiteral("ca-file"), QStringLiteral("FILE"),
         QStringLiteral("TLS: check the broker's certificate against this CA (PEM)."), {}},
        {QStringLiteral("cert-file"), QStringLiteral("FILE"), QStringLiteral("TLS client certificate (PEM)."), {}},
        {QStringLiteral("key-file"), QStringLiteral("FILE"), QStringLiteral("The client certificate's key (PEM)."), {}},
        {QStringLiteral("prefix"), QStringLiteral("TOPIC"),
         QStringLiteral("The fleet's topic prefix on the broker."), core::fleet::kDefaultPrefix},
    };
}

bool fleetLogin(const ParsedOptions &options, core::MqttLogin *login, QString *error)
{
    QString text = options.value(QStringLiteral("broker"));
    if (text.isEmpty())
        text = qEnvironmentVariable("LOOPSCOPE_FLEET_BROKER", QStringLiteral("mqtt://127.0.0.1:1883"));
    if (!text.contains(QLatin1String("://")))
        text.prepend(QStringLiteral("mqtt://"));
    const QUrl url(text, QUrl::StrictMode);
    const bool tls = url.scheme() == QLatin1String("mqtts");
    if (!url.isValid() || url.host().isEmpty() || (!tls && url.scheme() != QLatin1String("mqtt")) ||
        !url.path().isEmpty() || !url.password().isEmpty()) {
        *error = QStringLiteral("bad value for --broker: '%1' (expected mqtt://HOST[:PORT] or mqtts://HOST[:PORT]%2)")
                     .arg(options.value(QStringLiteral("broker")).isEmpty() ? text : options.value(QStringLiteral("broker")),
                          url.password().isEmpty() ? QString() : QStringLiteral("; no password in the URL: --password-file"));
        return false;
    }
    login->host = url.host();
    login->port = url.port(tls ? 8883 : 1883);
    login->username = options.value(QStringLiteral("username"));
    login->passwordFile = options.value(QStringLiteral("password-file"));
    login->caFile = options.value(QStringLiteral("ca-file"));
    login->certFile = options.value(QStringLiteral("cert-file"));
    login->keyFile = options.value(QStringLiteral("key-file"));
    if (tls && login->caFile.isEmpty()) {
        *error = QStringLiteral("mqtts:// needs the broker's CA: --ca-file FILE");
        return false;
    }
    if (!tls && !login->caFile.isEmpty()) {
        *error = QStringLiteral("--ca-file is for TLS: use an mqtts:// broker URL");
        return false;
    }
    const QString prefix = options.value(QStringLiteral("prefix"));
    if (prefix.contains(QLatin1Char('+')) || prefix.contains(QLatin1Char('#')) || prefix.startsWith(QLatin1Char('$')) ||
        prefix.endsWith(QLatin1Char('/')) || prefix.startsWith(QLatin1Char('/'))) {
        *error = QStringLiteral("bad value for --prefix: '%1' (a topic without '+', '#', a leading '$' or "
                                "leading/trailing '/')")
                     .arg(prefix);
        return false;
    }
    if (const QString bad = login->validateLogin(); !bad.isEmpty()) {
        *error = bad;
        return false;
    }
    return login->resolvePassword(error);
}

QString fleetPrefix(const ParsedOptions &options)
{
    const QString prefix = options.value(QStringLiteral("prefix"));
    return prefix.isEmpty() ? core::fleet::kDefaultPrefix : prefix;
}

} // namespace loopscope::cli
