#pragma once
// The options every fleet command shares (agent, fleet list|run|cancel):
// where the broker is and how to log in. The password is read from
// --password-file or $LOOPSCOPE_MQTT_PASSWORD, never from the command line.

#include "app/cli/cli_options.h"
#include "core/mqtt/mqtt_login.h"

#include <vector>

namespace loopscope::cli {

// --broker URL, --username, --password-file, --ca-file, --cert-file,
// --key-file, --prefix.
std::vector<OptionSpec> fleetBrokerOptions();
// mqtt://HOST[:PORT] (1883), mqtts://HOST[:PORT] (8883, needs --ca-file) or
// HOST[:PORT]; default $LOOPSCOPE_FLEET_BROKER, else mqtt://127.0.0.1:1883.
// False with a message for a usage error.
bool fleetLogin(const ParsedOptions &options, core::MqttLogin *login, QString *error);
QString fleetPrefix(const ParsedOptions &options);

} // namespace loopscope::cli
