#pragma once
// The status bar's "Simulated lab running" indicator: follows the
// LabController's real state (running, stopped with its exit code,
// restarting) and, when the lab stopped for good, offers a restart link.

#include <QLabel>
#include <QPointer>

namespace loopscope::app::gui {

class LabController;

class LabStatusLabel : public QLabel
{
    Q_OBJECT
public:
    explicit LabStatusLabel(LabController *lab, QWidget *parent = nullptr);

private:
    void follow();

    QPointer<LabController> m_lab;
};

} // namespace loopscope::app::gui
