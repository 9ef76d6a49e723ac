// The translations: every catalogue in translations/ is built into the GUI
// library (qt_add_translations) and loads; each one covers every message a
// fresh lupdate run finds in the sources, finished and with the source's
// placeholders; a window switched to a language shows its texts, Qt's own
// texts (the wizard's buttons) included, and numbers in its locale.

#include "app/gui/bench_panel.h"
#include "app/gui/experiment_wizard.h"
#include "app/gui/language.h"
#include "core/experiment/experiment.h"
#include "devices/bench/device_probe_kinds.h"
#include "devices/moteus/registers.h"
#include "widgets/experiment_form.h"
#include "widgets/spec_text.h"

#include <QAbstractButton>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <map>

namespace {

using loopscope::app::gui::installLanguage;

struct Message
{
    QString context, source, comment;
    bool numerus = false;
    QString type;             // "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or one per numerus form
};

using Catalogue = std::map<QString, Message>; // by context + source + comment

QString messageKey(const Message &m)
{
    return m.context + QChar(0) + m.source + QChar(0) + m.comment;
}

// Reads a .ts file (the format lupdate writes).
Catalogue readTs(const QString &path, QString *error)
{
    Catalogue out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                out[messageKey(m)] = m;
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus)
                m.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            m.translations << xml.readElementText();
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2 at line %3").arg(path, xml.errorString()).arg(xml.lineNumber());
    return out;
}

// %1..%99 and %n as a sorted list (a placeholder used twice counts once).
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(L?[0-9]{1,2}|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1).remove(QLatin1Char('L')));
    QStringList list(found.begin(), found.end());
    list.sort();
    return list;
}

bool hasAccelerator(const QString &text)
{
    return QString(text).remove(QStringLiteral("&&")).contains(QRegularExpression(QStringLiteral("&\\S")));
}

// What is wrong with one language's entry for a source message, or "".
QString problem(const Message &source, const Catalogue &catalogue)
{
    const auto it = catalogue.find(messageKey(source));
    if (it == catalogue.end())
        return QStringLiteral("missing");
    const Message &m = it->second;
    if (!m.type.isEmpty())
        return m.type; // unfinished, or vanished/obsolete although the source has it
    if (m.translations.isEmpty())
        return QStringLiteral("no translation");
    for (const QString &t : m.translations) {
        if (t.trimmed().isEmpty())
            return QStringLiteral("empty translation");
        if (placeholders(t) != placeholders(source.source))
            return QStringLiteral("placeholders %1 instead of %2")
                .arg(placeholders(t).join(QLatin1Char(' ')),
                     placeholders(source.source).join(QLatin1Char(' ')));
        if (hasAccelerator(source.source) && !hasAccelerator(t))
            return QStringLiteral("the keyboard accelerator (&) is lost");
    }
    return {};
}

QStringList shippedTsLanguages()
{
    QStringList codes;
    for (const QString &file :
         QDir(QStringLiteral(LOOPSCOPE_TS_DIR)).entryList({QStringLiteral("loopscope_*.ts")}, QDir::Files))
        codes << file.mid(int(qstrlen("loopscope_"))).chopped(3);
    codes.sort();
    return codes;
}

QString labelFor(QWidget *form, const QString &paramKey)
{
    for (QLabel *label : form->findChildren<QLabel *>())
        if (label->buddy() && label->buddy()->objectName() == QStringLiteral("param-%1").arg(paramKey))
            return label->text();
    return {};
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        loopscope::devices::registerDeviceProbeKinds(loopscope::core::ProbeRegistry::instance());
    }

    void cleanup() { installLanguage(QStringLiteral("en")); }

    // Every .ts in translations/ is built into the resources, loads, and is
    // offered by availableLanguages() beside English.
    void everyCatalogueIsBuiltAndOffered()
    {
        const QStringList codes = shippedTsLanguages();
        for (const char *required : {"de", "ja", "zh_CN"})
            QVERIFY2(codes.contains(QLatin1String(required)), required);
        QStringList offered;
        for (const loopscope::app::gui::Language &l : loopscope::app::gui::availableLanguages()) {
            QVERIFY2(!l.nativeName.isEmpty(), qPrintable(l.code));
            offered << l.code;
        }
        QCOMPARE(offered.value(0), QStringLiteral("en"));
        offered.removeFirst();
        QCOMPARE(offered, codes);
        for (const QString &code : codes) {
            const QString qm = QStringLiteral(":/i18n/loopscope_%1.qm").arg(code);
            QTranslator translator;
            QVERIFY2(translator.load(qm), qPrintable(qm));
            QVERIFY2(!translator.isEmpty(), qPrintable(qm));
            QVERIFY2(translator.translate("loopscope::app::gui::BenchPanel", "Start") !=
                         QLatin1String("Start"),
                     qPrintable(code));
        }
    }

    // A fresh lupdate run over the GUI's lupdate project (the sources of
    // app/CMakeLists.txt's qt_add_translations) into a temporary .ts: each
    // checked-in catalogue has every message it finds, finished, with the
    // same placeholders and an accelerator where the source has one.
    void everyCatalogueCoversTheSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(QStringLiteral("project.json"));
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess cmake;
        cmake.start(QStringLiteral(LOOPSCOPE_CMAKE),
                    {QStringLiteral("-DIN_FILE=" LOOPSCOPE_LUPDATE_PROJECT),
                     QStringLiteral("-DOUT_FILE=%1").arg(json), QStringLiteral("-P"),
                     QStringLiteral(LOOPSCOPE_LUPDATE_PROJECT_GENERATOR)});
        QVERIFY(cmake.waitForFinished(60000));
        QVERIFY2(cmake.exitCode() == 0, cmake.readAllStandardError().constData());
        QProcess lupdate;
        lupdate.start(
            QStringLiteral(LOOPSCOPE_LUPDATE),
            {QStringLiteral("-silent"), QStringLiteral("-project"), json, QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(90000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QString error;
        const Catalogue sources = readTs(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The scan reaches the core's tables and the widgets, not only app/gui.
        QVERIFY(sources.size() > 500);
        for (const char *context : {"loopscope::ParamLabels", "loopscope::ProbeKinds", "loopscope::Presets",
                                    "loopscope::widgets::JogPanel", "loopscope::app::gui::BenchPanel"})
            QVERIFY2(std::any_of(sources.begin(), sources.end(),
                                 [&](const auto &e) { return e.second.context == QLatin1String(context); }),
                     context);

        QStringList problems;
        for (const QString &code : shippedTsLanguages()) {
            const QString path = QStringLiteral(LOOPSCOPE_TS_DIR "/loopscope_%1.ts").arg(code);
            const Catalogue catalogue = readTs(path, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            for (const auto &[key, source] : sources)
                if (const QString what = problem(source, catalogue); !what.isEmpty())
                    problems << QStringLiteral("%1: [%2] \"%3\": %4")
                                    .arg(code, source.context, source.source, what);
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problem(s); regenerate with "
                                           "`ninja -C build loopscope_app_gui_lupdate` and "
                                           "translate:\n")
                                .arg(problems.size()) +
                            problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // The checker itself: a missing, an unfinished and a mistranslated entry are found.
    void checkerFindsProblems()
    {
        Catalogue catalogue;
        const Message source{QStringLiteral("ctx"), QStringLiteral("&Open %1"), {}, false, {}, {}};
        QCOMPARE(problem(source, catalogue), QStringLiteral("missing"));
        Message m = source;
        m.type = QStringLiteral("unfinished");
        m.translations = {QStringLiteral("Ö&ffnen %1")};
        catalogue[messageKey(m)] = m;
        QCOMPARE(problem(source, catalogue), QStringLiteral("unfinished"));
        m.type.clear();
        m.translations = {QStringLiteral("Öffnen %2")};
        catalogue[messageKey(m)] = m;
        QVERIFY(problem(source, catalogue).startsWith(QLatin1String("placeholders")));
        m.translations = {QStringLiteral("Öffnen %1")};
        catalogue[messageKey(m)] = m;
        QVERIFY(problem(source, catalogue).contains(QLatin1String("accelerator")));
        m.translations = {QStringLiteral("Ö&ffnen %1")};
        catalogue[messageKey(m)] = m;
        QCOMPARE(problem(source, catalogue), QString());
    }

    void windowShowsTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("start");  // BenchPanel's Start button
        QTest::addColumn<QString>("target"); // the udp-echo form's "Target" label (from the devices' table)
        QTest::addColumn<QString>("kind");   // the udp-echo kind's title
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("開始") << QStringLiteral("ターゲット")
                            << QStringLiteral("UDP 往復");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("开始") << QStringLiteral("目标")
                               << QStringLiteral("UDP 往返");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Starten") << QStringLiteral("Ziel")
                            << QStringLiteral("UDP-Umlauf");
    }

    void windowShowsTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, start);
        QFETCH(QString, target);
        QFETCH(QString, kind);
        QVERIFY(installLanguage(code));
        QCOMPARE(loopscope::app::gui::installedLanguage(), code);
        loopscope::app::gui::BenchPanel panel;
        auto *button = panel.findChild<QPushButton *>(QStringLiteral("startButton"));
        QVERIFY(button);
        QCOMPARE(button->text(), start);

        const loopscope::core::ProbeKindSpec *spec =
            loopscope::core::ProbeRegistry::instance().find(QStringLiteral("udp-echo"));
        QVERIFY(spec);
        loopscope::widgets::ExperimentForm form;
        form.setSpec(*spec);
        QCOMPARE(labelFor(&form, QStringLiteral("target")), target);
        QCOMPARE(loopscope::widgets::kindTitle(*spec), kind);
        // A stored run's channel title (English in the library) is shown translated.
        const QString latency = QStringLiteral("Latency (from intended send time)");
        QVERIFY(!loopscope::widgets::channelTitle(latency).isEmpty());
        QVERIFY(loopscope::widgets::channelTitle(latency) != latency);
        // The core's table itself stays English (the CLI and the stored runs use it).
        QCOMPARE(spec->title, QStringLiteral("UDP round trip"));
    }

    // Qt's own texts come from qtbase_de.qm: the wizard's buttons are German,
    // its presets too, under the language main() installs for --lang de.
    void wizardIsGermanUnderLangDe()
    {
        QVERIFY(installLanguage(QStringLiteral("de")));
        loopscope::app::gui::ExperimentWizard wizard;
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const QString next = wizard.button(QWizard::NextButton)->text().remove(QLatin1Char('&'));
        const QString back = wizard.button(QWizard::BackButton)->text().remove(QLatin1Char('&'));
        const QString cancel = wizard.button(QWizard::CancelButton)->text();
        QVERIFY2(next.contains(QStringLiteral("Weiter")), qPrintable(next));
        QVERIFY2(back.contains(QStringLiteral("Zurück")), qPrintable(back));
        QCOMPARE(cancel, QStringLiteral("Abbrechen"));
        auto *choices = wizard.findChild<QListWidget *>(QStringLiteral("experimentChoices"));
        QVERIFY(choices);
        QVERIFY(
            !choices->findItems(QStringLiteral("UDP 100 Hz, 200-Byte-Nutzlast"), Qt::MatchExactly).isEmpty());
        QVERIFY(
            choices->findItems(QStringLiteral("UDP 100 Hz, 200-byte payload"), Qt::MatchExactly).isEmpty());
    }

    // Switching replaces the earlier translators; English removes them.
    void switchingReplacesTheTranslators()
    {
        QVERIFY(installLanguage(QStringLiteral("ja")));
        QVERIFY(installLanguage(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("loopscope::app::gui::BenchPanel", "Start"),
                 QStringLiteral("Starten"));
        QCOMPARE(QCoreApplication::translate("QWizard", "Cancel"), QStringLiteral("Abbrechen"));
        QVERIFY(installLanguage(QStringLiteral("en")));
        QCOMPARE(loopscope::app::gui::installedLanguage(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("loopscope::app::gui::BenchPanel", "Start"),
                 QStringLiteral("Start"));
        QCOMPARE(QCoreApplication::translate("QWizard", "Cancel"), QStringLiteral("Cancel"));
        QVERIFY(installLanguage(QStringLiteral("ja")));
        QVERIFY(!installLanguage(QStringLiteral("fr"))); // Qt has French, Loopscope not (yet)
        QCOMPARE(loopscope::app::gui::installedLanguage(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("loopscope::app::gui::BenchPanel", "Start"),
                 QStringLiteral("Start"));
        QCOMPARE(QCoreApplication::translate("QWizard", "Cancel"), QStringLiteral("Cancel"));
    }

    // Numbers follow the installed language's locale; the core's own
    // formatting (CLI, exports) keeps the C locale.
    void numbersFollowTheLocale()
    {
        loopscope::core::ParamSpec rate;
        rate.key = QStringLiteral("rate");
        rate.unit = QStringLiteral("Hz");
        rate.type = loopscope::core::ParamType::Double;
        QVERIFY(installLanguage(QStringLiteral("de")));
        QCOMPARE(loopscope::widgets::formatParamValue(rate, 12.5), QStringLiteral("12,5 Hz"));
        QCOMPARE(loopscope::core::formatParam(rate, 12.5), QStringLiteral("12.5 Hz"));
        QVERIFY(installLanguage(QStringLiteral("ja")));
        QCOMPARE(loopscope::widgets::formatParamValue(rate, 12.5), QStringLiteral("12.5 Hz"));
    }

    // Fault and error texts made in devices/ follow the installed language
    // (English without a translator, as in the CLI); a stored channel title
    // numbered at run time is found through its placeholder.
    void deviceTextsAndNumberedTitlesFollowTheLanguage()
    {
        QCOMPARE(loopscope::devices::moteus::faultName(40), QStringLiteral("under-voltage"));
        QVERIFY(installLanguage(QStringLiteral("de")));
        QCOMPARE(loopscope::devices::moteus::faultName(40), QStringLiteral("Unterspannung"));
        QCOMPARE(loopscope::devices::moteus::faultName(77), QStringLiteral("Fehler 77"));
        QCOMPARE(loopscope::widgets::channelTitle(QStringLiteral("Timer wake-up latency, thread 3")),
                 QStringLiteral("Timer-Weckverzögerung, Thread 3"));
        QCOMPARE(loopscope::widgets::channelTitle(QStringLiteral("Unknown title 3")),
                 QStringLiteral("Unknown title 3"));
        QVERIFY(installLanguage(QStringLiteral("en")));
        QCOMPARE(loopscope::devices::moteus::faultName(40), QStringLiteral("under-voltage"));
        QCOMPARE(loopscope::widgets::channelTitle(QStringLiteral("Timer wake-up latency, thread 3")),
                 QStringLiteral("Timer wake-up latency, thread 3"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
