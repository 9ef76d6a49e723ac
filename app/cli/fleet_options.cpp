#include "app/cli/fleet_options.h"

#include "core/fleet/fleet_protocol.h"


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
    if (!login->setBrokerUrl(text, error)) {
        error->prepend(QStringLiteral("--broker: "));
        return false;
    }
    login->username = options.value(QStringLiteral("username"));
    login->passwordFile = options.value(QStringLiteral("password-file"));
    login->caFile = options.value(QStringLiteral("ca-file"));
    login->certFile = options.value(QStringLiteral("cert-file"));
    login->keyFile = options.value(QStringLiteral("key-file"));
    if (const QString tls = login->checkTls(); !tls.isEmpty()) {
        *error = tls + QStringLiteral(" (--ca-file)");
        return false;
    }
    if (const QString bad = core::fleet::checkPrefix(options.value(QStringLiteral("prefix"))); !bad.isEmpty()) {
        *error = QStringLiteral("--prefix: ") + bad;
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
