#include "app/gui/help_dialogs.h"

#include "core/library/run_library.h"
#include "core/mqtt/mqtt_probe.h"
#include "core/version.h"
#include "core/video/ffmpeg_support.h"
#include "core/vision/vision_worker.h"
#include "widgets/jog_panel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace loopscope::app::gui {

QStringList componentVersions()
{
    return {QStringLiteral("Loopscope %1").arg(core::versionString()),
            QStringLiteral("Qt %1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)),
            core::ffmpeg::libraryVersions(),
            core::opencvVersion(),
            core::mosquittoVersion(),
            core::RunLibrary::sqliteVersion()};
}

QList<QPair<QString, QString>> actionShortcuts(const QWidget *root)
{
    QList<QPair<QString, QString>> rows;
    QSet<QString> seen;
    for (const QAction *action : root->findChildren<QAction *>()) {
        for (const QKeySequence &key : action->shortcuts()) {
            if (key.isEmpty())
                continue;
            QString text = action->text();
            text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
            text.remove(QStringLiteral("…"));
            const QString shortcut = key.toString(QKeySequence::NativeText);
            if (text.isEmpty() || seen.contains(text + shortcut))
                continue;
            seen.insert(text + shortcut);
            rows.append({text.trimmed(), shortcut});
        }
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return QString::localeAwareCompare(a.first, b.first) < 0;
    });
    return rows;
}

QString manualIndexPath()
{
    QStringList folders;
    const QString fromEnv = qEnvironmentVariable("LOOPSCOPE_MANUAL_DIR");
    if (!fromEnv.isEmpty())
        folders << fromEnv;
    folders << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/loopscope/manual");
#ifdef LOOPSCOPE_SOURCE_DIR
    folders << QStringLiteral(LOOPSCOPE_SOURCE_DIR "/docs/manual");
#endif
    for (const QString &folder : folders) {
        const QString index = QDir(folder).filePath(QStringLiteral("index.md"));
        if (QFileInfo::exists(index))
            return QFileInfo(index).canonicalFilePath();
    }
    return {};
}

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About Loopscope"));
    setObjectName(QStringLiteral("aboutDialog"));
    const QStringList versions = componentVersions();
    m_text = versions.join(QLatin1Char('\n'));
    auto *title = new QLabel(tr("<h2>Loopscope</h2><p>Latency measurement, device discovery and safe jogging "
                                "for robot benches.</p>"));
    title->setWordWrap(true);
    QString items;
    for (const QString &line : versions)
        items += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    auto *list = new QLabel(QStringLiteral("<ul>%1</ul>").arg(items));
    list->setObjectName(QStringLiteral("versionsLabel"));
    list->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("Copy versions"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_text); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(list);
    layout->addWidget(buttons);
}

ShortcutsDialog::ShortcutsDialog(const QWidget *root, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));
    QList<QPair<QString, QString>> rows = actionShortcuts(root);
    for (const auto &[keys, what] : widgets::JogPanel::keyHelp())
        rows.append({tr("Jog panel: %1").arg(what), keys});
    m_table = new QTableWidget(int(rows.size()), 2);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        m_table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 560);
}

ManualDialog::ManualDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Loopscope manual"));
    setObjectName(QStringLiteral("manualDialog"));
    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    const QString index = manualIndexPath();
    if (index.isEmpty()) {
        m_browser->setPlainText(tr("The manual is not installed: no docs/manual/index.md was found beside the "
                                   "program or in the source tree."));
    } else {
        m_browser->setSearchPaths({QFileInfo(index).absolutePath()});
        m_browser->setSource(QUrl::fromLocalFile(index), QTextDocument::MarkdownResource);
        m_loaded = !m_browser->document()->isEmpty();
    }
    auto *back = new QPushButton(tr("Back"));
    back->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(back, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(900, 700);
}

} // namespace loopscope::app::gui
