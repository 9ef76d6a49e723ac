#pragma once
// What the security tests make with real tools: a CA and a server
// certificate for 127.0.0.1 (openssl), and helper programs run to completion
// (openssl, mosquitto_passwd).

#include <QDir>
#include <QString>
#include <QStringList>

namespace loopscope::testsupport {

// Runs program with args (30 s at most); true when it exits 0. *output: what it printed.
bool runTool(const QString &program, const QStringList &args, QString *output);

// NAME-ca.pem/.key and NAME-server.pem/.key (CN and subjectAltName
// 127.0.0.1, signed by the CA) in dir, valid for two days.
bool makeCertificates(const QDir &dir, const QString &name, QString *output);

} // namespace loopscope::testsupport
