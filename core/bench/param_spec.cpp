#include "core/bench/param_spec.h"

#include <QCoreApplication>
#include <cmath>

namespace loopscope::core {

ParamSpec makeParam(QString key, QString label, QString unit, ParamType type, QVariant defaultValue, double min,
                    double max, QString help, bool advanced)
{
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.unit = std::move(unit);
    p.type = type;
    p.defaultValue = std::move(defaultValue);
    p.min = min;
    p.max = max;
    p.help = std::move(help);
    p.advanced = advanced;
    return p;
}

const ParamSpec *ProbeKindSpec::find(const QString &key) const
{
    for (const ParamSpec &p : params)
        if (p.key == key)
            return &p;
    return nullptr;
}

namespace {

QString rangeText(const ParamSpec &p)
{
    return QCoreApplication::translate("loopscope::ParamErrors", "%1 to %2").arg(p.min).arg(p.max);
}

bool hasRange(const ParamSpec &p)
{
    return p.min != p.max;
}

// Converts one given value to the parameter's type; false with *why on a bad value.
bool convert(const ParamSpec &p, const QVariant &given, QVariant *out, QString *why)
{
    const QString text = given.toString().trimmed();
    switch (p.type) {
    case ParamType::Int: {
        bool ok = false;
        const double v = given.typeId() == QMetaType::QString ? text.toDouble(&ok) : given.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v != std::floor(v)) {
            *why = QCoreApplication::translate("loopscope::ParamErrors", "expected a whole number");
            return false;
        }
        if (hasRange(p) && (v < p.min || v > p.max)) {
            *why = QCoreApplication::translate("loopscope::ParamErrors", "expected %1").arg(rangeText(p));
            return false;
        }
        *out = QVariant::fromValue(qint64(v));
        return true;
    }
    case ParamType::Double: {
        bool ok = false;
        const double v = given.typeId() == QMetaType::QString ? text.toDouble(&ok) : given.toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            *why = QCoreApplication::translate("loopscope::ParamErrors", "expected a number");
            return false;
        }
        if (hasRange(p) && (v < p.min || v > p.max)) {
            *why = QCoreApplication::translate("loopscope::ParamErrors", "expected %1").arg(rangeText(p));
            return false;
        }
        *out = v;
        return true;
    }
    case ParamType::Bool: {
        if (given.typeId() == QMetaType::Bool) {
            *out = given.toBool();
            return true;
        }
        const QString t = text.toLower();
        if (t == QLatin1String("true") || t == QLatin1String("1") || t == QLatin1String("yes") ||
            t == QLatin1String("on")) {
            *out = true;
            return true;
        }
        if (t == QLatin1String("false") || t == QLatin1String("0") || t == QLatin1String("no") ||
            t == QLatin1String("off")) {
            *out = false;
            return true;
        }
        *why = QCoreApplication::translate("loopscope::ParamErrors", "expected true or false");
        return false;
    }
    case ParamType::String:
        *out = text;
        return true;
    case ParamType::Choice:
        if (!p.choices.contains(text)) {
            *why = QCoreApplication::translate("loopscope::ParamErrors", "expected one of %1").arg(p.choices.join(QStringLiteral(", ")));
            return false;
        }
        *out = text;
        return true;
    }
    return false;
}

} // namespace

QVariantMap validateParams(const ProbeKindSpec &spec, const QVariantMap &given, QString *error)
{
    for (auto it = given.constBegin(); it != given.constEnd(); ++it) {
        if (!spec.find(it.key())) {
            QStringList known;
            for (const ParamSpec &p : spec.params)
                known << p.key;
            *error = QCoreApplication::translate("loopscope::ParamErrors", "%1 has no parameter '%2' (it has: %3)")
                         .arg(spec.kind, it.key(), known.join(QStringLiteral(", ")));
            return {};
        }
    }
    QVariantMap out;
    for (const ParamSpec &p : spec.params) {
        const QVariant value = given.contains(p.key) ? given.value(p.key) : p.defaultValue;
        QVariant typed;
        QString why;
        if (!convert(p, value, &typed, &why)) {
            *error = QCoreApplication::translate("loopscope::CoreTexts", "bad value for %1: '%2' (%3)")
                         .arg(p.key, value.toString(), why);
            return {};
        }
        out.insert(p.key, typed);
    }
    if (spec.check) {
        if (const QString problem = spec.check(out); !problem.isEmpty()) {
            *error = problem;
            return {};
        }
    }
    return out;
}

QString formatParam(const ParamSpec &p, const QVariant &value)
{
    QString text;
    switch (p.type) {
    case ParamType::Bool:
        text = value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        break;
    case ParamType::Double:
        text = QString::number(value.toDouble(), 'g', 10);
        break;
    default:
        text = value.toString();
    }
    if (!p.unit.isEmpty() && p.type != ParamType::Bool && !text.isEmpty())
        text += QLatin1Char(' ') + p.unit;
    return text;
}

} // namespace loopscope::core
