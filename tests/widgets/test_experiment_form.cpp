// The experiment form is generated from a probe kind's description: one
// editor per parameter with the declared range, unit and choices; values
// round-trip; bad input is rejected with core::validateParams' message.

#include "core/bench/load_generator.h"
#include "core/experiment/experiment.h"
#include "devices/bench/device_probe_kinds.h"
#include "widgets/experiment_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QtTest>
#include <climits>

using loopscope::core::ParamSpec;
using loopscope::core::ParamType;
using loopscope::core::ProbeKindSpec;
using loopscope::widgets::ExperimentForm;

namespace {

ParamSpec param(const QString &key, ParamType type, const QVariant &def, double min, double max,
                const QString &unit = {}, bool advanced = false)
{
    ParamSpec p;
    p.key = key;
    p.label = key.toUpper();
    p.unit = unit;
    p.type = type;
    p.defaultValue = def;
    p.min = min;
    p.max = max;
    p.help = QStringLiteral("help of %1").arg(key);
    p.advanced = advanced;
    return p;
}

// A kind with one parameter of every type, independent of the registered ones.
ProbeKindSpec sampleSpec()
{
    ProbeKindSpec k;
    k.kind = QStringLiteral("sample");
    k.title = QStringLiteral("Sample");
    k.params = {param("rate", ParamType::Double, 100.0, 1, 10000, "Hz"),
                param("payload", ParamType::Int, 64, 16, 1472, "B"),
                param("busy", ParamType::Bool, false, 0, 0),
                param("target", ParamType::String, QString(), 0, 0),
                param("cpu", ParamType::Int, -1, -1, 1023, {}, true)};
    ParamSpec mode = param("mode", ParamType::Choice, QStringLiteral("b"), 0, 0);
    mode.choices = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    k.params.push_back(mode);
    return k;
}

std::vector<ProbeKindSpec> allSpecs()
{
    std::vector<ProbeKindSpec> specs = loopscope::core::ProbeRegistry::instance().kinds();
    specs.push_back(loopscope::core::LoadGenerator::spec());
    specs.push_back(sampleSpec());
    return specs;
}

// A value of the parameter that differs from its default and is valid.
QVariant otherValue(const ParamSpec &p)
{
    switch (p.type) {
    case ParamType::Int: {
        const qint64 def = p.defaultValue.toLongLong();
        if (p.min == p.max)
            return QVariant::fromValue(def + 1);
        const qint64 hi = qint64(std::min(p.max, double(INT_MAX)));
        const qint64 lo = qint64(std::max(p.min, double(INT_MIN)));
        return QVariant::fromValue(def != hi ? hi : lo);
    }
    case ParamType::Double: {
        const double def = p.defaultValue.toDouble();
        if (p.min == p.max)
            return def + 1.5;
        return def != p.max ? p.max : p.min;
    }
    case ParamType::Bool:
        return !p.defaultValue.toBool();
    case ParamType::Choice:
        return p.choices.last() != p.defaultValue.toString() ? p.choices.last() : p.choices.first();
    case ParamType::String:
        // A file parameter must name a readable file (the kind checks it).
        if (p.key.endsWith(QLatin1String("-file")))
            return QCoreApplication::applicationFilePath();
        // The mqtt kind's relay on another host needs hops 2, and hops is
        // edited to its maximum here: the kind refuses the pair (as it should).
        if (p.key == QLatin1String("relay"))
            return QString();
        return QStringLiteral("edited-%1").arg(p.key);
    }
    return {};
}

} // namespace

class TestExperimentForm : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
        QVERIFY(loopscope::core::ProbeRegistry::instance().find(QStringLiteral("udp-echo")));
    }

    void oneEditorPerParameterWithRangeAndChoices()
    {
        for (const ProbeKindSpec &spec : allSpecs()) {
            ExperimentForm form;
            form.setSpec(spec);
            QCOMPARE(form.editorCount(), int(spec.params.size()));
            QVERIFY2(form.isValid(), qPrintable(spec.kind + ": " + form.message()));
            bool anyAdvanced = false;
            for (const ParamSpec &p : spec.params) {
                QWidget *w = form.editor(p.key);
                QVERIFY2(w, qPrintable(spec.kind + "/" + p.key));
                QCOMPARE(w->toolTip(), p.help);
                const QString suffix = p.unit.isEmpty() ? QString() : QLatin1Char(' ') + p.unit;
                switch (p.type) {
                case ParamType::Int: {
                    auto *spin = qobject_cast<QSpinBox *>(w);
                    QVERIFY(spin);
                    if (p.min != p.max) {
                        QCOMPARE(spin->minimum(), int(std::max(p.min, double(INT_MIN))));
                        QCOMPARE(spin->maximum(), int(std::min(p.max, double(INT_MAX))));
                    }
                    QCOMPARE(spin->suffix(), suffix);
                    QCOMPARE(qint64(spin->value()), p.defaultValue.toLongLong());
                    break;
                }
                case ParamType::Double: {
                    auto *spin = qobject_cast<QDoubleSpinBox *>(w);
                    QVERIFY(spin);
                    if (p.min != p.max) {
                        QCOMPARE(spin->minimum(), p.min);
                        QCOMPARE(spin->maximum(), p.max);
                    }
                    QCOMPARE(spin->suffix(), suffix);
                    QCOMPARE(spin->value(), p.defaultValue.toDouble());
                    break;
                }
                case ParamType::Bool:
                    QVERIFY(qobject_cast<QCheckBox *>(w));
                    QCOMPARE(qobject_cast<QCheckBox *>(w)->isChecked(), p.defaultValue.toBool());
                    break;
                case ParamType::Choice: {
                    auto *combo = qobject_cast<QComboBox *>(w);
                    QVERIFY(combo);
                    QStringList items;
                    for (int i = 0; i < combo->count(); ++i)
                        items << combo->itemText(i);
                    QCOMPARE(items, p.choices);
                    QCOMPARE(combo->currentText(), p.defaultValue.toString());
                    break;
                }
                case ParamType::String:
                    QVERIFY(qobject_cast<QLineEdit *>(w));
                    break;
                }
                anyAdvanced = anyAdvanced || p.advanced;
            }
            // Advanced parameters are hidden behind "More" until it is opened.
            form.show();
            QCOMPARE(form.moreButton()->isVisible(), anyAdvanced);
            for (const ParamSpec &p : spec.params)
                QCOMPARE(form.editor(p.key)->isVisible(), !p.advanced);
            if (anyAdvanced) {
                QTest::mouseClick(form.moreButton(), Qt::LeftButton);
                QVERIFY(form.isMoreExpanded());
                for (const ParamSpec &p : spec.params)
                    QVERIFY(form.editor(p.key)->isVisible());
            }
        }
    }

    void valuesRoundTrip()
    {
        for (const ProbeKindSpec &spec : allSpecs()) {
            ExperimentForm form;
            form.setSpec(spec);
            QString error;
            const QVariantMap defaults = loopscope::core::validateParams(spec, {}, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(form.values(), defaults);

            QVariantMap edited;
            for (const ParamSpec &p : spec.params)
                edited.insert(p.key, otherValue(p));
            const QVariantMap expected = loopscope::core::validateParams(spec, edited, &error);
            QVERIFY2(error.isEmpty(), qPrintable(spec.kind + ": " + error));
            QVERIFY(form.setValues(edited, &error));
            QVERIFY(form.isValid());
            QCOMPARE(form.values(), expected);
            QVERIFY(form.values() != defaults || spec.params.empty());

            // A second form filled from the first one's values shows the same.
            ExperimentForm again;
            again.setSpec(spec);
            QVERIFY(again.setValues(form.values(), &error));
            QCOMPARE(again.values(), expected);
            form.resetToDefaults();
            QCOMPARE(form.values(), defaults);
        }
    }

    void badValuesAreRejectedWithTheMessage()
    {
        const ProbeKindSpec spec = sampleSpec();
        ExperimentForm form;
        form.setSpec(spec);
        const QVariantMap before = form.values();

        QString error, expected;
        QVERIFY(!form.setValues({{"rate", 0.5}}, &error));
        loopscope::core::validateParams(spec, {{"rate", 0.5}}, &expected);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(error, expected);
        QVERIFY(error.contains("rate"));
        QCOMPARE(form.values(), before); // nothing changed

        QVERIFY(!form.setValues({{"mode", "z"}}, &error));
        QVERIFY(error.contains("one of a, b, c"));
        QVERIFY(!form.setValues({{"nonsense", 1}}, &error));
        QVERIFY(error.contains("nonsense"));
        QVERIFY(!form.setValues({{"payload", "many"}}, &error));
        QVERIFY(error.contains("payload"));
        QVERIFY(form.isValid());
    }

    void typedOutOfRangeMakesTheFormInvalid()
    {
        const ProbeKindSpec spec = sampleSpec();
        ExperimentForm form;
        form.setSpec(spec);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        QSignalSpy validity(&form, &ExperimentForm::validityChanged);

        auto *payload = qobject_cast<QSpinBox *>(form.editor("payload"));
        payload->setFocus();
        payload->selectAll();
        QTest::keyClicks(payload, "2"); // below the minimum 16: not accepted as a value
        QVERIFY(!form.isValid());
        QString expected;
        loopscope::core::validateParams(spec, {{"payload", 2}}, &expected);
        QCOMPARE(form.message(), expected);
        QVERIFY(form.values().isEmpty());
        QCOMPARE(validity.count(), 1);
        QCOMPARE(validity.at(0).at(0).toBool(), false);
        QCOMPARE(validity.at(0).at(1).toString(), expected);
        auto *shown = form.findChild<QLabel *>("formMessage");
        QVERIFY(shown && shown->isVisible());
        QCOMPARE(shown->text(), expected);

        QTest::keyClicks(payload, "00"); // 200: in range again
        QVERIFY2(form.isValid(), qPrintable(form.message()));
        QCOMPARE(form.values().value("payload").toLongLong(), 200);
        QCOMPARE(validity.last().at(0).toBool(), true);
        QVERIFY(!shown->isVisible());

        auto *rate = qobject_cast<QDoubleSpinBox *>(form.editor("rate"));
        rate->setFocus();
        rate->selectAll();
        QTest::keyClicks(rate, "0");
        QVERIFY(!form.isValid());
        QVERIFY(form.message().contains("rate"));
        QVERIFY(form.message().contains("1 to 10000"));
    }

    void editingChoicesAndTextShowsInValues()
    {
        ExperimentForm form;
        form.setSpec(sampleSpec());
        qobject_cast<QComboBox *>(form.editor("mode"))->setCurrentIndex(2);
        QTest::keyClicks(form.editor("target"), "127.0.0.1:7");
        QTest::keyClick(form.editor("busy"), Qt::Key_Space);
        const QVariantMap v = form.values();
        QCOMPARE(v.value("mode").toString(), QString("c"));
        QCOMPARE(v.value("target").toString(), QString("127.0.0.1:7"));
        QCOMPARE(v.value("busy").toBool(), true);
    }
};

QTEST_MAIN(TestExperimentForm)
#include "test_experiment_form.moc"
