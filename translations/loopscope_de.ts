<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ChartPng</name>
    <message>
        <source>No file name was given for the PNG image.</source>
        <translation>Für das PNG-Bild wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot export the chart: it has no size yet.</source>
        <translation>Das Diagramm kann nicht exportiert werden: Es hat noch keine Größe.</translation>
    </message>
    <message>
        <source>Cannot export the chart: drawing it into an image failed.</source>
        <translation>Das Diagramm kann nicht exportiert werden: Das Zeichnen in ein Bild ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchController</name>
    <message>
        <source>A benchmark is already running; stop it first.</source>
        <translation>Es läuft bereits eine Messung; bitte zuerst stoppen.</translation>
    </message>
    <message>
        <source>the probe could not start</source>
        <translation>die Messsonde konnte nicht starten</translation>
    </message>
    <message>
        <source>the probe ended with an error</source>
        <translation>die Messsonde wurde mit einem Fehler beendet</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>warming up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>waiting for the last replies</source>
        <translation>wartet auf die letzten Antworten</translation>
    </message>
    <message>
        <source>There is nothing to export yet: run a benchmark first.</source>
        <translation>Es gibt noch nichts zu exportieren: Bitte zuerst eine Messung durchführen.</translation>
    </message>
    <message>
        <source>No folder was chosen for the export.</source>
        <translation>Für den Export wurde kein Ordner gewählt.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchPanel</name>
    <message>
        <source>HOST:PORT, e.g. 127.0.0.1:7000</source>
        <translation>HOST:PORT, z. B. 127.0.0.1:7000</translation>
    </message>
    <message>
        <source>The UDP echo device to measure; selecting a device in the list fills it in.</source>
        <translation>Das zu messende UDP-Echo-Gerät; die Auswahl eines Geräts in der Liste trägt es ein.</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> Byte</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Datagrams sent during the warm-up are answered but not recorded.</source>
        <translation>Während der Aufwärmphase gesendete Datagramme werden beantwortet, aber nicht erfasst.</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Rate:</translation>
    </message>
    <message>
        <source>&amp;Payload:</source>
        <translation>&amp;Nutzlast:</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Aufwärmen:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start the benchmark (Ctrl+R)</source>
        <translation>Messung starten (Strg+R)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop the benchmark (Esc)</source>
        <translation>Messung stoppen (Esc)</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Enter a target as HOST:PORT (e.g. 127.0.0.1:7000), or select a device.</source>
        <translation>Bitte ein Ziel als HOST:PORT eingeben (z. B. 127.0.0.1:7000) oder ein Gerät auswählen.</translation>
    </message>
    <message>
        <source>The target &quot;%1&quot; is not [IPv6]:PORT.</source>
        <translation>Das Ziel „%1“ hat nicht die Form [IPv6]:PORT.</translation>
    </message>
    <message>
        <source>The target &quot;%1&quot; is not HOST:PORT (write IPv6 addresses as [::1]:PORT).</source>
        <translation>Das Ziel „%1“ hat nicht die Form HOST:PORT (IPv6-Adressen als [::1]:PORT schreiben).</translation>
    </message>
    <message>
        <source>The port &quot;%1&quot; is not a number from 1 to 65535.</source>
        <translation>Der Port „%1“ ist keine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <source>The target &quot;%1&quot; has no host.</source>
        <translation>Das Ziel „%1“ enthält keinen Host.</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabController</name>
    <message>
        <source>Nothing to scan: the simulated lab is not running and no other targets are set.</source>
        <translation>Nichts zu durchsuchen: Das simulierte Labor läuft nicht und es sind keine weiteren Ziele eingestellt.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::MainWindow</name>
    <message>
        <source>Loopscope</source>
        <translation>Loopscope</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>&amp;Start benchmark</source>
        <translation>Messung &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top benchmark</source>
        <translation>Messung s&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation>Ergebnisse &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;percentile chart as PNG…</source>
        <translation>&amp;Perzentil-Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;interval chart as PNG…</source>
        <translation>&amp;Intervall-Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <source>S&amp;can for devices</source>
        <translation>Nach Geräten &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Benchmark</source>
        <translation>&amp;Messung</translation>
    </message>
    <message>
        <source>&amp;Devices</source>
        <translation>&amp;Geräte</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>&amp;Logarithmische Latenzachse</translation>
    </message>
    <message>
        <source>Simulated lab running</source>
        <translation>Simuliertes Labor läuft</translation>
    </message>
    <message>
        <source>Simulated lab not running</source>
        <translation>Simuliertes Labor läuft nicht</translation>
    </message>
    <message>
        <source>The simulated lab could not start: %1</source>
        <translation>Das simulierte Labor konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Simulated lab off (--no-sim)</source>
        <translation>Simuliertes Labor aus (--no-sim)</translation>
    </message>
    <message>
        <source>A scan is already running.</source>
        <translation>Es läuft bereits eine Suche.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Benchmark of %1 started.</source>
        <translation>Messung von %1 gestartet.</translation>
    </message>
    <message>
        <source>Latency (corrected)</source>
        <translation>Latenz (korrigiert)</translation>
    </message>
    <message>
        <source>Service time</source>
        <translation>Bedienzeit</translation>
    </message>
    <message>
        <source>Benchmark failed: %1</source>
        <translation>Messung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Benchmark %1.</source>
        <translation>Messung %1.</translation>
    </message>
    <message>
        <source>Export results into folder</source>
        <translation>Ergebnisse in Ordner exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The results could not be exported to %1:
%2</source>
        <translation>Die Ergebnisse konnten nicht nach %1 exportiert werden:
%2</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Chart saved to %1.</source>
        <translation>Diagramm in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Devices found: %1</source>
        <translation>Gefundene Geräte: %1</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>Nach %1 exportiert: %2</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::CountersView</name>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Duplicated</source>
        <translation>Dupliziert</translation>
    </message>
    <message>
        <source>Reordered</source>
        <translation>Vertauscht</translation>
    </message>
    <message>
        <source>Foreign</source>
        <translation>Fremd</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>Verspätet</translation>
    </message>
    <message>
        <source>Send errors</source>
        <translation>Sendefehler</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgewiesen</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <source>p90 (µs)</source>
        <translation>p90 (µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation>p99,9 (µs)</translation>
    </message>
    <message>
        <source>p99.99 (µs)</source>
        <translation>p99,99 (µs)</translation>
    </message>
    <message>
        <source>Max (µs)</source>
        <translation>Max. (µs)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::DeviceList</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>RTT (ms)</source>
        <translation>RTT (ms)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Look for devices again (F5)</source>
        <translation>Erneut nach Geräten suchen (F5)</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Suche läuft…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::IntervalMaxChart</name>
    <message>
        <source>Maximum latency per interval</source>
        <translation>Maximale Latenz je Intervall</translation>
    </message>
    <message>
        <source>Time since start (s)</source>
        <translation>Zeit seit Start (s)</translation>
    </message>
    <message>
        <source>Maximum latency (µs)</source>
        <translation>Maximale Latenz (µs)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::PercentileChart</name>
    <message>
        <source>Latency by percentile</source>
        <translation>Latenz nach Perzentil</translation>
    </message>
    <message>
        <source>Logarithmic latency axis</source>
        <translation>Logarithmische Latenzachse</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <source>Latency (µs)</source>
        <translation>Latenz (µs)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Loopscope: latency measurement for robot benches.</source>
        <translation>Loopscope: Latenzmessung für Roboter-Prüfstände.</translation>
    </message>
    <message>
        <source>Do not start the simulated lab (loopscope-sim).</source>
        <translation>Das simulierte Labor (loopscope-sim) nicht starten.</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or en.</source>
        <translation>Sprache der Oberfläche, z. B. de oder en.</translation>
    </message>
    <message>
        <source>Also scan TARGET (HOST:PORT or HOST:FIRST-LAST).</source>
        <translation>Zusätzlich ZIEL durchsuchen (HOST:PORT oder HOST:ERSTER-LETZTER).</translation>
    </message>
</context>
</TS>
