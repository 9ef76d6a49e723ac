#include "core/experiment/run_name.h"

#include <QCoreApplication>

namespace loopscope::core {

namespace {

bool allowedInRunName(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
           || (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') || c == QLatin1Char('_')
           || c == QLatin1Char('-');
}

} // namespace

QString runNameProblem(const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("loopscope::CoreTexts", "an empty run name");
    if (name.size() > kMaxRunNameLength)
        return QCoreApplication::translate("loopscope::CoreTexts", "the run name is %1 characters long (at most %2)").arg(name.size()).arg(kMaxRunNameLength);
    if (name.startsWith(QLatin1Char('.')))
        return QCoreApplication::translate("loopscope::CoreTexts", "'%1' starts with '.' (a hidden file name); use letters, digits, '.', '_' and '-'").arg(name);
    for (const QChar c : name) {
        if (!allowedInRunName(c)) {
            const QString shown = c.isPrint() ? QString(c) : QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            return QCoreApplication::translate("loopscope::CoreTexts", "'%1' has '%2': use letters, digits, '.', '_' and '-'").arg(name, shown);
        }
    }
    return {};
}

} // namespace loopscope::core
