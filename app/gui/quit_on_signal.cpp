#include "app/gui/quit_on_signal.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace loopscope::app::gui {

namespace {

int g_wakeFds[2] = {-1, -1}; // [0] read by the notifier, [1] written by the handler

void onSignal(int signal)
{
    // Only async-signal-safe calls here: one byte into the socket.
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t ignored = ::write(g_wakeFds[1], &byte, 1);
}

} // namespace

bool quitOnTerminationSignals(QObject *parent)
{
    if (g_wakeFds[0] >= 0)
        return true;
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_wakeFds) != 0)
        return false;
    auto *notifier = new QSocketNotifier(g_wakeFds[0], QSocketNotifier::Read, parent);
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [] {
        char byte = 0;
        [[maybe_unused]] const ssize_t ignored = ::read(g_wakeFds[0], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_RESETHAND; // the second one takes the default action
    bool ok = true;
    for (const int signal : {SIGTERM, SIGINT, SIGHUP})
        ok = ::sigaction(signal, &action, nullptr) == 0 && ok;
    return ok;
}

} // namespace loopscope::app::gui
