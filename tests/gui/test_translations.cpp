// The German translation is built by qt_add_translations into the GUI library
// and loads: a window switched to German shows German texts.

#include "app/gui/bench_panel.h"

#include <QFile>
#include <QPushButton>
#include <QTranslator>
#include <QtTest>

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void germanCatalogueIsBuiltAndLoads()
    {
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/loopscope_de.qm")),
                 "the .qm built from translations/loopscope_de.ts is missing from the resources");
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/loopscope_de.qm")));
        QVERIFY(!translator.isEmpty());
        QCOMPARE(translator.translate("loopscope::app::gui::BenchPanel", "Start"), QStringLiteral("Starten"));
    }

    void panelShowsGermanTexts()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/loopscope_de.qm")));
        QCoreApplication::installTranslator(&translator);
        loopscope::app::gui::BenchPanel panel;
        auto *start = panel.findChild<QPushButton *>(QStringLiteral("startButton"));
        QVERIFY(start);
        QCOMPARE(start->text(), QStringLiteral("Starten"));
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
