<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ChartPng</name>
    <message>
        <location filename="../widgets/chart_png.cpp" line="16"/>
        <source>No file name was given for the PNG image.</source>
        <translation>Für das PNG-Bild wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="19"/>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="22"/>
        <source>Cannot export the chart: it has no size yet.</source>
        <translation>Das Diagramm kann nicht exportiert werden: Es hat noch keine Größe.</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="25"/>
        <source>Cannot export the chart: drawing it into an image failed.</source>
        <translation>Das Diagramm kann nicht exportiert werden: Das Zeichnen in ein Bild ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="29"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LinkBudget</name>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="10"/>
        <source>choose a bus pattern</source>
        <translation>ein Busmuster wählen</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="12"/>
        <source>baud rate %1 is outside 300 .. 100000000</source>
        <translation>Baudrate %1 liegt außerhalb von 300 .. 100000000</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="14"/>
        <source>bits per byte %1 is outside 8 .. 12</source>
        <translation>Bits pro Byte %1 liegt außerhalb von 8 .. 12</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="16"/>
        <source>device count %1 is outside 1 .. 253</source>
        <translation>Geräteanzahl %1 liegt außerhalb von 1 .. 253</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="18"/>
        <source>byte counts cannot be negative</source>
        <translation>Bytezahlen können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="20"/>
        <source>turnaround times cannot be negative</source>
        <translation>Umschaltzeiten können nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="56"/>
        <source>%1 bytes on the wire at %2 µs/byte = %3 µs
turnarounds (device %4 µs, host %5 µs) = %6 µs
cycle %7 µs -&gt; at most %8 Hz</source>
        <translation>%1 Byte auf der Leitung bei %2 µs/Byte = %3 µs
Umschaltungen (Gerät %4 µs, Host %5 µs) = %6 µs
Zyklus %7 µs -&gt; höchstens %8 Hz</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="42"/>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="52"/>
        <source> µs</source>
        <translation> µs</translation>
    </message>
</context>
<context>
    <name>loopscope::ChannelTitles</name>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="163"/>
        <source>Cycle wake-up latency (from the period&apos;s start)</source>
        <translation>Weckverzögerung im Zyklus (ab Beginn der Periode)</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="167"/>
        <source>Lateness of missed cycles (finish after the deadline)</source>
        <translation>Verspätung verpasster Zyklen (Ende nach der Frist)</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="163"/>
        <source>Event-loop hiccup (timer interval beyond the period)</source>
        <translation>Aussetzer der Ereignisschleife (Timer-Intervall über der Periode)</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="129"/>
        <source>Host hiccup (wake-up interval beyond the resolution)</source>
        <translation>Host-Aussetzer (Weckintervall über der Auflösung)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="404"/>
        <source>Latency (from intended send time)</source>
        <translation>Latenz (ab geplanter Sendezeit)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="408"/>
        <source>Service time (from actual send time)</source>
        <translation>Bedienzeit (ab tatsächlicher Sendezeit)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="412"/>
        <source>One way out (to the peer)</source>
        <translation>Einweg hin (zur Gegenstelle)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="415"/>
        <source>One way back (from the peer)</source>
        <translation>Einweg zurück (von der Gegenstelle)</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="561"/>
        <source>Total latency (from intended publish time)</source>
        <translation>Gesamtlatenz (ab geplanter Veröffentlichungszeit)</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="565"/>
        <source>Service time (from actual publish time)</source>
        <translation>Bedienzeit (ab tatsächlicher Veröffentlichungszeit)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="143"/>
        <source>Demux (read one packet)</source>
        <translation>Demux (ein Paket lesen)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="146"/>
        <source>Decode (packet read to frame out)</source>
        <translation>Dekodieren (Paket gelesen bis Bild fertig)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="149"/>
        <source>Hand out or convert (+ clock code)</source>
        <translation>Übergeben oder konvertieren (+ Uhrcode)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="152"/>
        <source>Hand-off (published to taken)</source>
        <translation>Übergabe (veröffentlicht bis abgeholt)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="155"/>
        <source>Camera to demux (clock code)</source>
        <translation>Kamera bis Demux (Uhrcode)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="158"/>
        <source>Camera to display (clock code)</source>
        <translation>Kamera bis Anzeige (Uhrcode)</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="184"/>
        <source>Timer wake-up latency, thread %1</source>
        <translation>Timer-Weckverzögerung, Thread %1</translation>
    </message>
</context>
<context>
    <name>loopscope::CoreTexts</name>
    <message>
        <location filename="../core/bench/composite_probe.cpp" line="38"/>
        <source>nothing to measure</source>
        <translation>nichts zu messen</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="30"/>
        <source>rate %1 Hz is outside 1..20000 Hz</source>
        <translation>Rate %1 Hz liegt außerhalb von 1..20000 Hz</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="33"/>
        <source>work %1 µs is outside 0..1000000 µs</source>
        <translation>Arbeit %1 µs liegt außerhalb von 0..1000000 µs</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="36"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="34"/>
        <location filename="../core/bench/timer_latency_probe.cpp" line="38"/>
        <source>duration %1 s is outside 0.1 s..1 week</source>
        <translation>Dauer %1 s liegt außerhalb von 0.1 s..1 Woche</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="39"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="37"/>
        <location filename="../core/bench/udp_echo_probe.cpp" line="61"/>
        <source>warm-up %1 s is outside 0..3600 s</source>
        <translation>Aufwärmen %1 s liegt außerhalb von 0..3600 s</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="201"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="162"/>
        <source>real-time partly refused, measured with %1</source>
        <translation>Echtzeit teilweise verweigert, gemessen mit %1</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="21"/>
        <source>period %1 ms is outside 1..1000 ms</source>
        <translation>Periode %1 ms liegt außerhalb von 1..1000 ms</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="24"/>
        <source>duration %1 s is outside 0.1 s..1 week (0: until stopped)</source>
        <translation>Dauer %1 s liegt außerhalb von 0.1 s..1 Woche (0: bis zum Anhalten)</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="100"/>
        <location filename="../core/bench/probe_status.cpp" line="12"/>
        <source>the probe was already started</source>
        <translation>die Messsonde wurde bereits gestartet</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="30"/>
        <source>resolution %1 ms is outside 0.05..1000 ms</source>
        <translation>Auflösung %1 ms liegt außerhalb von 0.05..1000 ms</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="144"/>
        <source>net-mbit: cannot open a UDP socket: %1</source>
        <translation>net-mbit: UDP-Socket kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="161"/>
        <source>net-mbit: cannot set up loopback UDP on 127.0.0.1: %1</source>
        <translation>net-mbit: Loopback-UDP auf 127.0.0.1 kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="274"/>
        <location filename="../core/bench/load_generator.cpp" line="297"/>
        <source>load generator: %1</source>
        <translation>Lastgenerator: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="282"/>
        <source>load generator: memory-mib %1 is more than half of this machine&apos;s %2 MiB</source>
        <translation>Lastgenerator: memory-mib %1 ist mehr als die Hälfte der %2 MiB dieses Rechners</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="292"/>
        <source>load generator: memory-mib: cannot allocate %1 MiB</source>
        <translation>Lastgenerator: memory-mib: %1 MiB können nicht belegt werden</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="130"/>
        <source>bad value for %1: &apos;%2&apos; (%3)</source>
        <translation>ungültiger Wert für %1: „%2“ (%3)</translation>
    </message>
    <message>
        <location filename="../core/bench/round_trip_tracker.cpp" line="46"/>
        <source>rate not sustained: %1 was up to %2 ms behind schedule</source>
        <translation>Rate nicht gehalten: %1 lag bis zu %2 ms hinter dem Plan</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="63"/>
        <location filename="../core/bench/run_collector.cpp" line="156"/>
        <location filename="../core/bench/run_export.cpp" line="64"/>
        <source>only %1 of %2 bytes written (disk full or file too large)</source>
        <translation>nur %1 von %2 Byte geschrieben (Datenträger voll oder Datei zu groß)</translation>
    </message>
    <message>
        <source>writing %1 failed: %2 (the run goes on in memory; export it when there is room)</source>
        <translation type="vanished">Schreiben von %1 fehlgeschlagen: %2 (der Lauf geht im Speicher weiter; exportieren Sie ihn, wenn wieder Platz ist)</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="146"/>
        <location filename="../core/bench/run_collector.cpp" line="152"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="144"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="158"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="165"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="26"/>
        <source>disk full or file too large</source>
        <translation>Datenträger voll oder Datei zu groß</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="178"/>
        <source>cannot make a spool folder for the interval log in %1: %2</source>
        <translation>In %1 kann kein Zwischenordner für das Intervallprotokoll angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="204"/>
        <source>writing %1 failed: %2; %3 interval(s) are missing from it (the result library has them)</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2; darin fehlen %3 Intervall(e) (die Ergebnisbibliothek enthält sie)</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="210"/>
        <source>writing %1 failed: %2 (the run goes on; the %3 bytes not yet written are kept and written when there is room)</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2 (die Messung läuft weiter; die %3 noch nicht geschriebenen Bytes werden aufbewahrt und geschrieben, sobald Platz ist)</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="300"/>
        <location filename="../core/bench/run_export.cpp" line="188"/>
        <source>invalid file base name &apos;%1&apos;</source>
        <translation>ungültiger Dateibasisname „%1“</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="303"/>
        <location filename="../core/bench/run_export.cpp" line="195"/>
        <source>cannot create directory %1</source>
        <translation>Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="79"/>
        <location filename="../core/bench/run_collector.cpp" line="315"/>
        <location filename="../core/bench/run_collector.cpp" line="320"/>
        <location filename="../core/bench/run_collector.cpp" line="322"/>
        <location filename="../core/bench/run_export.cpp" line="32"/>
        <location filename="../core/bench/run_export.cpp" line="119"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="138"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="36"/>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="39"/>
        <source>directory %1 does not exist</source>
        <translation>Verzeichnis %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="103"/>
        <source>cannot write %1: the run has no channel &apos;%2&apos;</source>
        <translation>%1 kann nicht geschrieben werden: der Lauf hat keinen Kanal „%2“</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="128"/>
        <source>%1 interval(s) could not be written to it while the run went (the result library has them)</source>
        <translation>%1 Intervall(e) konnten während der Messung nicht hineingeschrieben werden (die Ergebnisbibliothek enthält sie)</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="32"/>
        <source>interval %1 µs is outside 50..1000000 µs</source>
        <translation>Intervall %1 µs liegt außerhalb von 50..1000000 µs</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="35"/>
        <source>threads %1 is outside 1..64</source>
        <translation>Threads %1 liegt außerhalb von 1..64</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="41"/>
        <source>priority %1 is outside 1..99</source>
        <translation>Priorität %1 liegt außerhalb von 1..99</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="45"/>
        <source>cpu %1 does not exist (use -1 or 0..%2)</source>
        <translation>CPU %1 existiert nicht (-1 oder 0..%2 verwenden)</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="147"/>
        <source>threads changed after the probe was made</source>
        <translation>die Threads wurden geändert, nachdem die Messsonde angelegt wurde</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="227"/>
        <source>SCHED_FIFO %1 was refused, measured with %2</source>
        <translation>SCHED_FIFO %1 wurde verweigert, gemessen mit %2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="43"/>
        <source>target host is empty</source>
        <translation>der Zielhost ist leer</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="45"/>
        <source>target port must be 1..65535</source>
        <translation>der Zielport muss 1..65535 sein</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="47"/>
        <source>rate %1 Hz is outside 1..10000 Hz</source>
        <translation>Rate %1 Hz liegt außerhalb von 1..10000 Hz</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="50"/>
        <source>payload %1 bytes is outside 16..1472 bytes</source>
        <translation>Nutzlast %1 Byte liegt außerhalb von 16..1472 Byte</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="54"/>
        <source>duration and count must not be negative</source>
        <translation>Dauer und Anzahl dürfen nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="56"/>
        <source>give a duration or a count of datagrams</source>
        <translation>eine Dauer oder eine Anzahl Datagramme angeben</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="58"/>
        <source>duration %1 s is longer than a week</source>
        <translation>Dauer %1 s ist länger als eine Woche</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="64"/>
        <source>one-way figures need a payload of at least %1 bytes (the peer&apos;s stamps ride in it), not %2</source>
        <translation>Einwegwerte brauchen eine Nutzlast von mindestens %1 Byte (darin reisen die Zeitstempel der Gegenstelle), nicht %2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="70"/>
        <source>the peer&apos;s clock offset is not a number</source>
        <translation>der Uhrversatz der Gegenstelle ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="72"/>
        <source>loss timeout %1 s is outside 0.01..60 s</source>
        <translation>Verlust-Timeout %1 s liegt außerhalb von 0.01..60 s</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="76"/>
        <source>rate %1 Hz with %2-byte payloads needs %3 Mbit/s on the wire, more than the %4 Mbit/s link budget: lower the rate or the payload</source>
        <translation>Rate %1 Hz mit %2-Byte-Nutzlasten braucht %3 Mbit/s auf der Leitung, mehr als das Verbindungsbudget von %4 Mbit/s: Rate oder Nutzlast verringern</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="280"/>
        <source>port refused: no device listening on %1</source>
        <translation>Port abgewiesen: kein Gerät lauscht auf %1</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="283"/>
        <source>port refused: the device at %1 stopped listening (after %2 replies)</source>
        <translation>Port abgewiesen: das Gerät an %1 lauscht nicht mehr (nach %2 Antworten)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="38"/>
        <source>no host given</source>
        <translation>kein Host angegeben</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="40"/>
        <source>no port given (port 0)</source>
        <translation>kein Port angegeben (Port 0)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="53"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>Host „%1“ kann nicht aufgelöst werden: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="57"/>
        <source>no usable address</source>
        <translation>keine verwendbare Adresse</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="78"/>
        <source>cannot open a UDP socket to %1:%2: %3</source>
        <translation>UDP-Socket zu %1:%2 kann nicht geöffnet werden: %3</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="48"/>
        <source>unknown probe kind &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Messsondenart „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="58"/>
        <source>probe kind &apos;%1&apos; cannot be created here</source>
        <translation>Messsondenart „%1“ kann hier nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="138"/>
        <source>%1 is a file, not a directory</source>
        <translation>%1 ist eine Datei, kein Verzeichnis</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="140"/>
        <source>cannot write into %1: %2</source>
        <translation>in %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="119"/>
        <source>cannot store the run in the library %1: %2</source>
        <translation>der Lauf kann nicht in der Bibliothek %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="82"/>
        <source>bad run name: %1</source>
        <translation>ungültiger Laufname: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="152"/>
        <source>the load generator did not start: %1</source>
        <translation>der Lastgenerator ist nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="195"/>
        <source>storing the run failed: %1</source>
        <translation>Speichern des Laufs fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="197"/>
        <source>some intervals were not stored: %1</source>
        <translation>einige Intervalle wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="204"/>
        <source>writing the results into %1 failed: %2</source>
        <translation>Schreiben der Ergebnisse nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="240"/>
        <source>there is nothing to export yet: run a measurement first</source>
        <translation>noch nichts zu exportieren: zuerst eine Messung durchführen</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="245"/>
        <source>no folder was given for the export</source>
        <translation>für den Export wurde kein Ordner angegeben</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="65"/>
        <location filename="../core/video/decode_session.cpp" line="70"/>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="82"/>
        <source>%1: this FFmpeg has no %2 input</source>
        <translation>%1: dieses FFmpeg hat keinen %2-Eingang</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="94"/>
        <source>%1: no answer within %2 s</source>
        <translation>%1: keine Antwort innerhalb von %2 s</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="98"/>
        <source>%1: access denied (%2): check the user name and password</source>
        <translation>%1: Zugriff verweigert (%2): Benutzername und Passwort prüfen</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="102"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="110"/>
        <source>%1: no stream information within %2 s</source>
        <translation>%1: keine Stream-Informationen innerhalb von %2 s</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="113"/>
        <source>%1: cannot read stream information: %2</source>
        <translation>%1: Stream-Informationen können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="120"/>
        <source>%1: no video stream in the source</source>
        <translation>%1: kein Videostream in der Quelle</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="147"/>
        <source>%1 unavailable (%2); </source>
        <translation>%1 nicht verfügbar (%2); </translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="161"/>
        <source>no %1 hardware decoder for %2; </source>
        <translation>kein %1-Hardware-Decoder für %2; </translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="163"/>
        <source>software decode</source>
        <translation>Software-Dekodierung</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="172"/>
        <source>no decoder for codec &apos;%1&apos;</source>
        <translation>kein Decoder für den Codec „%1“</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="178"/>
        <location filename="../core/video/decode_session.cpp" line="206"/>
        <source>cannot set up the %1 decoder</source>
        <translation>der %1-Decoder kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="197"/>
        <source>%1 decoder failed to open (%2); software decode</source>
        <translation>%1-Decoder ließ sich nicht öffnen (%2); Software-Dekodierung</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="214"/>
        <source>cannot open the %1 decoder: %2</source>
        <translation>der %1-Decoder kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="230"/>
        <source>no data for %1 s</source>
        <translation>seit %1 s keine Daten</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="235"/>
        <location filename="../core/video/video_decode_loop.cpp" line="374"/>
        <source>end of file</source>
        <translation>Dateiende</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="236"/>
        <source>the stream ended</source>
        <translation>der Stream ist zu Ende</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="239"/>
        <source>reading the stream failed: %1</source>
        <translation>Lesen des Streams fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="42"/>
        <source>no file name given for the recording</source>
        <translation>kein Dateiname für die Aufzeichnung angegeben</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="46"/>
        <source>cannot record to %1: the folder %2 does not exist</source>
        <translation>Aufzeichnen nach %1 nicht möglich: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="54"/>
        <location filename="../core/video/stream_recorder.cpp" line="97"/>
        <location filename="../core/video/stream_recorder.cpp" line="120"/>
        <source>cannot record to %1: %2</source>
        <translation>Aufzeichnen nach %1 nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="69"/>
        <source>cannot record: no stream is open</source>
        <translation>Aufzeichnen nicht möglich: kein Stream ist geöffnet</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="77"/>
        <source>cannot record to %1: unknown container for this file name (use .mkv, .mp4 or .ts)</source>
        <translation>Aufzeichnen nach %1 nicht möglich: unbekanntes Containerformat für diesen Dateinamen (.mkv, .mp4 oder .ts verwenden)</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="86"/>
        <source>cannot record to %1: out of memory</source>
        <translation>Aufzeichnen nach %1 nicht möglich: Speicher erschöpft</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="130"/>
        <source>recording %1: out of memory</source>
        <translation>Aufzeichnung %1: Speicher erschöpft</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="155"/>
        <source>recording %1 failed: %2 (disk full?)</source>
        <translation>Aufzeichnung %1 fehlgeschlagen: %2 (Datenträger voll?)</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="171"/>
        <source>finishing %1 failed: %2</source>
        <translation>Abschließen von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="178"/>
        <source>writing %1 failed: %2</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="287"/>
        <source>no keyframe and no data for %1 s</source>
        <translation>seit %1 s kein Schlüsselbild und keine Daten</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="321"/>
        <source>no keyframe received in %1 s</source>
        <translation>in %1 s kein Schlüsselbild empfangen</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="392"/>
        <source>%1; retrying in %2 s</source>
        <translation>%1; neuer Versuch in %2 s</translation>
    </message>
    <message>
        <location filename="../core/video/video_decoder.cpp" line="60"/>
        <source>the stream is already running</source>
        <translation>der Stream läuft bereits</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="53"/>
        <source>no stream URL given</source>
        <translation>keine Stream-URL angegeben</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="55"/>
        <source>decoder threads must be 0..64, not %1</source>
        <translation>Decoder-Threads müssen 0..64 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="58"/>
        <source>maximum size must be 0..16384 pixels</source>
        <translation>die Höchstgröße muss 0..16384 Pixel sein</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="60"/>
        <source>timeouts must be positive</source>
        <translation>Timeouts müssen positiv sein</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="62"/>
        <source>reconnect back-off must satisfy 0 &lt; min &lt;= max</source>
        <translation>die Wartezeit vor dem Neuverbinden muss 0 &lt; min &lt;= max erfüllen</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="65"/>
        <source>frame pool must hold 3..64 frames</source>
        <translation>der Bildpuffer muss 3..64 Bilder fassen</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="67"/>
        <source>RTSP transport must be tcp or udp</source>
        <translation>RTSP-Transport muss tcp oder udp sein</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="83"/>
        <source>video probe: duration must be &gt;= 0 s and consumer rate 0..10000 Hz</source>
        <translation>Videosonde: Dauer muss &gt;= 0 s und Verbraucherrate 0..10000 Hz sein</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="21"/>
        <source>an empty run name</source>
        <translation>ein leerer Laufname</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="23"/>
        <source>the run name is %1 characters long (at most %2)</source>
        <translation>der Laufname ist %1 Zeichen lang (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="25"/>
        <source>&apos;%1&apos; starts with &apos;.&apos; (a hidden file name); use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; beginnt mit &apos;.&apos; (ein versteckter Dateiname); erlaubt sind Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="29"/>
        <source>&apos;%1&apos; has &apos;%2&apos;: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; enthält &apos;%2&apos;: erlaubt sind Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="74"/>
        <source>not a Loopscope interval CSV (its header is &apos;%1&apos;)</source>
        <translation>keine Intervall-CSV von Loopscope (ihre Kopfzeile ist &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="86"/>
        <source>a row of the interval CSV has %1 fields, the header %2</source>
        <translation>eine Zeile der Intervall-CSV hat %1 Felder, die Kopfzeile %2</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="123"/>
        <source>the interval CSV is empty</source>
        <translation>die Intervall-CSV ist leer</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="114"/>
        <source>only H.264 and H.265 streams can be recorded as Annex B</source>
        <translation>nur H.264- und H.265-Ströme können als Annex B aufgezeichnet werden</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="128"/>
        <source>the stream&apos;s codec configuration (extradata) is malformed</source>
        <translation>die Codec-Konfiguration des Stroms (Extradata) ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="141"/>
        <source>a packet is neither Annex B nor length-prefixed as the stream says</source>
        <translation>ein Paket ist weder Annex B noch längenpräfixiert, wie der Strom angibt</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="157"/>
        <source>a packet ends inside a NAL unit length</source>
        <translation>ein Paket endet innerhalb einer NAL-Einheitenlänge</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="165"/>
        <source>a NAL unit runs past the end of its packet</source>
        <translation>eine NAL-Einheit reicht über das Ende ihres Pakets hinaus</translation>
    </message>
</context>
<context>
    <name>loopscope::DeviceTexts</name>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="66"/>
        <source>UDP discovery: %1</source>
        <translation>UDP-Erkennung: %1</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="107"/>
        <source>UDP discovery</source>
        <translation>UDP-Erkennung</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="122"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="123"/>
        <source>%1 devices found</source>
        <translation>%1 Geräte gefunden</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="80"/>
        <source>port %1: done</source>
        <translation>Port %1: fertig</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="114"/>
        <source>USB latency timer %1 ms: every reply waits up to %1 ms; set it to 1 ms for control loops</source>
        <translation>USB-Latenz-Timer %1 ms: jede Antwort wartet bis zu %1 ms; für Regelkreise auf 1 ms setzen</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="118"/>
        <source>USB latency timer %1 ms</source>
        <translation>USB-Latenz-Timer %1 ms</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="139"/>
        <source>%1: the port went away during the scan</source>
        <translation>%1: der Port ist während der Suche verschwunden</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="149"/>
        <source>%1: the first %2 devices are listed, more answered than one port may have — a flooded or misbehaving bus?</source>
        <translation>%1: die ersten %2 Geräte sind aufgeführt, es antworteten mehr, als ein Port haben kann — ein überfluteter oder fehlerhafter Bus?</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="241"/>
        <source> — add your user to the &apos;dialout&apos; group (or a udev rule) and log in again</source>
        <translation> — Ihren Benutzer zur Gruppe „dialout“ hinzufügen (oder eine udev-Regel anlegen) und neu anmelden</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="245"/>
        <source> — another program is using the port</source>
        <translation> — ein anderes Programm verwendet den Port</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="248"/>
        <source> — the port does not exist (unplugged?)</source>
        <translation> — der Port existiert nicht (abgesteckt?)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="79"/>
        <source>%1: ID(s) %2 answered a broadcast ping at %3 baud but not a ping to their own ID; not listed</source>
        <translation>%1: ID(s) %2 antworteten auf einen Broadcast-Ping bei %3 Baud, aber nicht auf einen Ping an ihre eigene ID; nicht aufgeführt</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="85"/>
        <source>%1: %2 answers to one broadcast ping at %3 baud, more than one port may have; only the first %4 IDs were checked and the port is not scanned further — a flooded or misbehaving bus?</source>
        <translation>%1: %2 Antworten auf einen Broadcast-Ping bei %3 Baud, mehr als ein Port haben kann; nur die ersten %4 IDs wurden geprüft und der Port wird nicht weiter durchsucht — ein überfluteter oder fehlerhafter Bus?</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="99"/>
        <source>port %1: Dynamixel at %2 baud</source>
        <translation>Port %1: Dynamixel mit %2 Baud</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="135"/>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="93"/>
        <source>, ID %1</source>
        <translation>, ID %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="35"/>
        <source>port %1: %2 at %3 baud</source>
        <translation>Port %1: %2 mit %3 Baud</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="58"/>
        <source>%1: replies to the broadcast query from ID(s) %2 were ignored (not a device ID, or claiming another ID)</source>
        <translation>%1: Antworten auf die Broadcast-Abfrage von ID(s) %2 wurden ignoriert (keine Geräte-ID oder Angabe einer anderen ID)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="74"/>
        <source>%1: ID(s) %2 answered the broadcast query but not the identity queries to their own ID; not listed</source>
        <translation>%1: ID(s) %2 antworteten auf die Broadcast-Abfrage, aber nicht auf die Identitätsabfragen an ihre eigene ID; nicht aufgeführt</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="79"/>
        <source>%1: %2 IDs answered the broadcast query, more than one port may have; only the first %3 were checked — a flooded or misbehaving bus?</source>
        <translation>%1: %2 IDs antworteten auf die Broadcast-Abfrage, mehr als ein Port haben kann; nur die ersten %3 wurden geprüft — ein überfluteter oder fehlerhafter Bus?</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="28"/>
        <source>choose a bus protocol (%1)</source>
        <translation>ein Busprotokoll wählen (%1)</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="31"/>
        <source>the serial port path is empty</source>
        <translation>der Pfad des seriellen Ports ist leer</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="33"/>
        <source>give at least one servo ID</source>
        <translation>mindestens eine Servo-ID angeben</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="35"/>
        <source>%1 servos: at most 32 on one bus</source>
        <translation>%1 Servos: höchstens 32 an einem Bus</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="39"/>
        <source>servo ID %1 is outside %2..%3</source>
        <translation>Servo-ID %1 liegt außerhalb von %2..%3</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="45"/>
        <source>baud %1 is outside 1..20000000</source>
        <translation>Baudrate %1 liegt außerhalb von 1..20000000</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="48"/>
        <source>rate %1 Hz is outside 1..20000 Hz (0: back to back)</source>
        <translation>Rate %1 Hz liegt außerhalb von 1..20000 Hz (0: ohne Pause)</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="52"/>
        <source>duration and count must not be negative</source>
        <translation>Dauer und Anzahl dürfen nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="55"/>
        <source>give a duration or a count of cycles</source>
        <translation>eine Dauer oder eine Anzahl Zyklen angeben</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="57"/>
        <source>duration %1 s is longer than a day</source>
        <translation>Dauer %1 s ist länger als ein Tag</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="60"/>
        <source>watchdog %1 s is outside 0.02..10 s</source>
        <translation>Watchdog %1 s liegt außerhalb von 0.02..10 s</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="63"/>
        <source>reply timeout %1 ms is outside 1..1000 ms</source>
        <translation>Antwort-Timeout %1 ms liegt außerhalb von 1..1000 ms</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="77"/>
        <source>%1 ID %2 on %3@%4</source>
        <translation>%1 ID %2 an %3@%4</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="162"/>
        <source>lost %1 at %2 (%3 s into the run): %4 (port lost)</source>
        <translation>%1 um %2 verloren (%3 s nach Beginn des Laufs): %4 (Port verloren)</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="170"/>
        <source>the bus failed: %1</source>
        <translation>der Bus ist ausgefallen: %1</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="215"/>
        <source>unknown bus protocol</source>
        <translation>unbekanntes Busprotokoll</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="318"/>
        <source>rate not sustained: %1 of %2 cycles missed their deadline (achieved %3 Hz of %4 Hz)</source>
        <translation>Rate nicht gehalten: %1 von %2 Zyklen haben ihre Frist verpasst (erreicht %3 Hz von %4 Hz)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="108"/>
        <source>the simulator started but reported no echo device</source>
        <translation>der Simulator ist gestartet, meldet aber kein Echo-Gerät</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="119"/>
        <source>bad target &apos;%1&apos; (expected HOST:PORT, e.g. 192.168.1.20:7 or [::1]:7000)</source>
        <translation>ungültiges Ziel „%1“ (erwartet HOST:PORT, z. B. 192.168.1.20:7 oder [::1]:7000)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="249"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="258"/>
        <source>the simulated lab has no %1 bus</source>
        <translation>das simulierte Labor hat keinen %1-Bus</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="346"/>
        <source>bad value for size: &apos;%1&apos; (expected WxH, even sizes from 160x128 to 3840x2160)</source>
        <translation>ungültiger Wert für die Größe: „%1“ (erwartet BxH, gerade Maße von 160x128 bis 3840x2160)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="101"/>
        <source>input voltage</source>
        <translation>Eingangsspannung</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="103"/>
        <source>overheating</source>
        <translation>Überhitzung</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="105"/>
        <source>motor encoder</source>
        <translation>Motor-Encoder</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="107"/>
        <source>electrical shock</source>
        <translation>elektrischer Schlag</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="109"/>
        <source>overload</source>
        <translation>Überlast</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="112"/>
        <source>bit %1</source>
        <translation>Bit %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="124"/>
        <source>Dynamixel ID %1: %2</source>
        <translation>Dynamixel-ID %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="189"/>
        <source>bus watchdog expired</source>
        <translation>Bus-Watchdog abgelaufen</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="238"/>
        <source>bus watchdog expired (commands stopped for longer than its timeout); enable torque again to resume</source>
        <translation>Bus-Watchdog abgelaufen (länger als sein Timeout keine Befehle); zum Fortsetzen das Drehmoment wieder einschalten</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="280"/>
        <source>cannot command mode %1</source>
        <translation>Modus %1 kann nicht befohlen werden</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="295"/>
        <source>mode %1 is not supported</source>
        <translation>Modus %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="300"/>
        <source>torque is off: enable torque before commanding %1 (the mode is applied then)</source>
        <translation>Drehmoment ist aus: vor dem Befehl %1 das Drehmoment einschalten (dann wird der Modus angewendet)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="305"/>
        <source>the servo is in %1 mode; %2 commands need the mode changed, which needs torque off: disable and re-enable torque</source>
        <translation>das Servo ist im Modus %1; %2-Befehle erfordern einen Moduswechsel, der ausgeschaltetes Drehmoment erfordert: Drehmoment aus- und wieder einschalten</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="348"/>
        <source>could not set %1 mode: %2</source>
        <translation>Modus %1 konnte nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="373"/>
        <source>stop (torque off) not acknowledged: %1</source>
        <translation>Stopp (Drehmoment aus) nicht bestätigt: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="386"/>
        <source>watchdog timeout must be &gt;= 0 s</source>
        <translation>Watchdog-Timeout muss &gt;= 0 s sein</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="19"/>
        <source>no servo IDs given</source>
        <translation>keine Servo-IDs angegeben</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="22"/>
        <source>%1 IDs but %2 values</source>
        <translation>%1 IDs, aber %2 Werte</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="96"/>
        <source>hardware error (alert)</source>
        <translation>Hardwarefehler (Alarm)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="128"/>
        <source>Dynamixel IDs must be 0..252</source>
        <translation>Dynamixel-IDs müssen 0..252 sein</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="131"/>
        <source>cannot open %1 at %2 baud: %3</source>
        <translation>%1 kann mit %2 Baud nicht geöffnet werden: %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="126"/>
        <source>unknown operating mode &apos;%1&apos; (one of: %2)</source>
        <translation>unbekannte Betriebsart „%1“ (eine von: %2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="136"/>
        <source>unsupported baud rate &apos;%1&apos; (one of: %2)</source>
        <translation>nicht unterstützte Baudrate „%1“ (eine von: %2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="147"/>
        <source>%1 expects on/off, got &apos;%2&apos;</source>
        <translation>%1 erwartet on/off, erhalten: „%2“</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="156"/>
        <source>%1 expects a number, got &apos;%2&apos;</source>
        <translation>%1 erwartet eine Zahl, erhalten: „%2“</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="162"/>
        <source>%1 = %2 %3 is out of range %4..%5 %3</source>
        <translation>%1 = %2 %3 liegt außerhalb des Bereichs %4..%5 %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="233"/>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="251"/>
        <source>no parameter &apos;%1&apos;</source>
        <translation>kein Parameter „%1“</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="253"/>
        <source>%1 is read-only</source>
        <translation>%1 ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="267"/>
        <source>%1 is in EEPROM, which is locked while torque is on: disable torque first</source>
        <translation>%1 liegt im EEPROM, das bei eingeschaltetem Drehmoment gesperrt ist: zuerst das Drehmoment ausschalten</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="274"/>
        <source>torque is off: %1 would not move the servo; enable torque first</source>
        <translation>Drehmoment ist aus: %1 würde das Servo nicht bewegen; zuerst das Drehmoment einschalten</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="85"/>
        <source>the serial link is closed</source>
        <translation>die serielle Verbindung ist geschlossen</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="86"/>
        <source>serial link lost: %1</source>
        <translation>serielle Verbindung verloren: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="106"/>
        <source>could not build the instruction packet</source>
        <translation>das Befehlspaket konnte nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="110"/>
        <source>write failed: %1</source>
        <translation>Schreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="161"/>
        <source>no status from %1 within %2 ms</source>
        <translation>kein Status von %1 innerhalb von %2 ms</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="165"/>
        <source>status from %1 failed its CRC check</source>
        <translation>Status von %1 hat die CRC-Prüfung nicht bestanden</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="169"/>
        <source>truncated status from %1</source>
        <translation>abgeschnittener Status von %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="172"/>
        <source>malformed status from %1 (%2)</source>
        <translation>fehlerhafter Status von %1 (%2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="186"/>
        <source>%1 rejected %2: %3</source>
        <translation>%1 hat %2 abgelehnt: %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="193"/>
        <source>status from %1 has %2 data bytes, expected %3</source>
        <translation>Status von %1 hat %2 Datenbytes, erwartet %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="207"/>
        <source>ping needs an ID 0..252 (got %1)</source>
        <translation>Ping braucht eine ID 0..252 (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="218"/>
        <source>%1 sent a malformed ping reply</source>
        <translation>%1 hat eine fehlerhafte Ping-Antwort gesendet</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="293"/>
        <source>read needs an ID 0..252 (got %1)</source>
        <translation>Lesen braucht eine ID 0..252 (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="297"/>
        <source>read length %1 out of range</source>
        <translation>Leselänge %1 außerhalb des Bereichs</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="309"/>
        <source>write of no data</source>
        <translation>Schreiben ohne Daten</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="319"/>
        <source>write needs an ID 0..252 or 254 (got %1)</source>
        <translation>Schreiben braucht eine ID 0..252 oder 254 (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="343"/>
        <source>reboot needs an ID 0..252 (got %1)</source>
        <translation>Neustart braucht eine ID 0..252 (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="356"/>
        <source>bad sync write</source>
        <translation>ungültiges Sync-Write</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="414"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="522"/>
        <source>no status</source>
        <translation>kein Status</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="418"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="526"/>
        <source>no IDs to read</source>
        <translation>keine IDs zum Lesen</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="461"/>
        <source>%1 data bytes, expected %2</source>
        <translation>%1 Datenbytes, erwartet %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="484"/>
        <source>ID %1: %2</source>
        <translation>ID %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="488"/>
        <source>read of %1 IDs incomplete (%2)</source>
        <translation>Lesen von %1 IDs unvollständig (%2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="290"/>
        <source>the %1 has no current control (no Goal Current)</source>
        <translation>der %1 hat keine Stromregelung (kein Goal Current)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="332"/>
        <source>not a fast read reply</source>
        <translation>keine Antwort auf ein Fast Read</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="341"/>
        <source>fast read reply short at ID %1</source>
        <translation>Fast-Read-Antwort bei ID %1 zu kurz</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="346"/>
        <source>fast read reply has ID %1 where %2 was listed</source>
        <translation>Fast-Read-Antwort hat ID %1, wo %2 aufgeführt war</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="360"/>
        <source>fast read reply has %1 extra bytes</source>
        <translation>Fast-Read-Antwort hat %1 überzählige Bytes</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="509"/>
        <source>clear needs an ID 0..252 (got %1)</source>
        <translation>Clear braucht eine ID 0..252 (erhalten: %1)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="56"/>
        <source>Dynamixel ID %1 did not answer: %2</source>
        <translation>Dynamixel-ID %1 hat nicht geantwortet: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="76"/>
        <source>sync read of the present values failed: %1</source>
        <translation>Sync-Read der aktuellen Werte fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="191"/>
        <source>Dynamixel ID %1: cannot hold position: %2</source>
        <translation>Dynamixel-ID %1: Position kann nicht gehalten werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="52"/>
        <source>impossible LEN %1</source>
        <translation>unmögliche LEN %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="63"/>
        <source>CRC mismatch: packet says %1, computed %2</source>
        <translation>CRC stimmt nicht: Paket sagt %1, berechnet %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="72"/>
        <source>invalid byte stuffing (FF FF FD not followed by FD)</source>
        <translation>ungültiges Byte-Stuffing (FF FF FD ohne folgendes FD)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="83"/>
        <source>status packet without an error byte</source>
        <translation>Statuspaket ohne Fehlerbyte</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="145"/>
        <source>result fail</source>
        <translation>Ergebnis fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="148"/>
        <source>instruction error</source>
        <translation>Befehlsfehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="151"/>
        <source>CRC error</source>
        <translation>CRC-Fehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="154"/>
        <source>data range error</source>
        <translation>Datenbereichsfehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="157"/>
        <source>data length error</source>
        <translation>Datenlängenfehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="160"/>
        <source>data limit error</source>
        <translation>Datengrenzfehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="163"/>
        <source>access error</source>
        <translation>Zugriffsfehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="166"/>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="175"/>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="372"/>
        <source>sync write data for ID %1 is %2 bytes, expected %3</source>
        <translation>Sync-Write-Daten für ID %1 haben %2 Byte, erwartet %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="410"/>
        <source>packet does not start with FF FF FD 00</source>
        <translation>Paket beginnt nicht mit FF FF FD 00</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="415"/>
        <source>truncated packet (%1 bytes)</source>
        <translation>abgeschnittenes Paket (%1 Byte)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="424"/>
        <source>%1 extra bytes after the packet</source>
        <translation>%1 überzählige Byte nach dem Paket</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="474"/>
        <source>%1 bytes of garbage before a packet header</source>
        <translation>%1 Byte Datenmüll vor einem Paketkopf</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="497"/>
        <source>truncated packet (a new header started inside it)</source>
        <translation>abgeschnittenes Paket (ein neuer Kopf begann darin)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="518"/>
        <source>truncated packet (%1 bytes, then silence)</source>
        <translation>abgeschnittenes Paket (%1 Byte, dann Stille)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="65"/>
        <source>no identity reply from %1 within %2 ms</source>
        <translation>keine Identitätsantwort von %1 innerhalb von %2 ms</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="84"/>
        <source>echo device has no parameter &apos;%1&apos;</source>
        <translation>Echo-Gerät hat keinen Parameter „%1“</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="92"/>
        <source>echo device parameter &apos;%1&apos; is read-only</source>
        <translation>Echo-Geräteparameter „%1“ ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="31"/>
        <source>bad port &apos;%1&apos; (expected a number 1..65535)</source>
        <translation>ungültiger Port „%1“ (erwartet eine Zahl 1..65535)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="61"/>
        <source>cannot open a UDP socket: %1</source>
        <translation>UDP-Socket kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="127"/>
        <source>no IPv4 or IPv6 address</source>
        <translation>keine IPv4- oder IPv6-Adresse</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="128"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>Host „%1“ kann nicht aufgelöst werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="143"/>
        <source>empty discovery target (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>leeres Suchziel (erwartet HOST:PORT oder HOST:FIRST-LAST)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="152"/>
        <source>bad target &apos;%1&apos; (expected [IPV6]:PORT, e.g. [::1]:7000)</source>
        <translation>ungültiges Ziel „%1“ (erwartet [IPV6]:PORT, z. B. [::1]:7000)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="163"/>
        <source>target &apos;%1&apos; has no port (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>Ziel „%1“ hat keinen Port (erwartet HOST:PORT oder HOST:FIRST-LAST)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="171"/>
        <source>IPv6 address in &apos;%1&apos; needs brackets, e.g. [::1]:7000</source>
        <translation>IPv6-Adresse in „%1“ braucht eckige Klammern, z. B. [::1]:7000</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="179"/>
        <source>target &apos;%1&apos; has no host</source>
        <translation>Ziel „%1“ hat keinen Host</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="185"/>
        <source>bad port range &apos;%1&apos; (expected FIRST-LAST)</source>
        <translation>ungültiger Portbereich „%1“ (erwartet FIRST-LAST)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="197"/>
        <source>port range %1-%2 runs backwards</source>
        <translation>Portbereich %1-%2 ist absteigend</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="203"/>
        <source>port range %1-%2 is too large (at most %3 ports)</source>
        <translation>Portbereich %1-%2 ist zu groß (höchstens %3 Ports)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="239"/>
        <source>bad port range %1-%2 for host &apos;%3&apos;</source>
        <translation>ungültiger Portbereich %1-%2 für Host „%3“</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="266"/>
        <source>cannot send to %1: %2</source>
        <translation>an %1 kann nicht gesendet werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="71"/>
        <source>identity reply too long (%1 bytes, at most %2)</source>
        <translation>Identitätsantwort zu lang (%1 Byte, höchstens %2)</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="79"/>
        <source>not an identity reply (it must start with &quot;LOOPSCOPE-ID 1&quot;)</source>
        <translation>keine Identitätsantwort (sie muss mit &quot;LOOPSCOPE-ID 1&quot; beginnen)</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="95"/>
        <source>identity reply line %1 is not key=value</source>
        <translation>Zeile %1 der Identitätsantwort ist nicht key=value</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="103"/>
        <source>identity reply line %1 holds control characters</source>
        <translation>Zeile %1 der Identitätsantwort enthält Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="122"/>
        <source>identity reply has no name</source>
        <translation>Identitätsantwort hat keinen Namen</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="126"/>
        <source>identity reply has no serial</source>
        <translation>Identitätsantwort hat keine Seriennummer</translation>
    </message>
    <message>
        <location filename="../devices/moteus/can_frame.cpp" line="43"/>
        <source>payload of %1 bytes does not fit a CAN-FD frame (at most %2)</source>
        <translation>Nutzlast von %1 Byte passt in keinen CAN-FD-Frame (höchstens %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="74"/>
        <source>no link</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="97"/>
        <source>ID %1: malformed identity reply: %2</source>
        <translation>ID %1: fehlerhafte Identitätsantwort: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="109"/>
        <source>device at ID %1 reports ID %2</source>
        <translation>Gerät an ID %1 meldet ID %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="134"/>
        <source>moteus has no parameter &apos;%1&apos;</source>
        <translation>moteus hat keinen Parameter „%1“</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="145"/>
        <source>watchdog timeout must be 0..10 s</source>
        <translation>Watchdog-Timeout muss 0..10 s sein</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="149"/>
        <source>moteus parameter &apos;%1&apos; is not writable</source>
        <translation>moteus-Parameter „%1“ ist nicht beschreibbar</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="215"/>
        <source>fault %1: %2</source>
        <translation>Fehler %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="220"/>
        <source>watchdog timeout (mode 11)</source>
        <translation>Watchdog-Timeout (Modus 11)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="241"/>
        <source>ID %1: malformed reply: %2</source>
        <translation>ID %1: fehlerhafte Antwort: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="258"/>
        <source>moteus driver does not support %1 mode</source>
        <translation>der moteus-Treiber unterstützt den Modus %1 nicht</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="334"/>
        <source>ID %1 answered only with replies to earlier requests</source>
        <translation>ID %1 antwortete nur mit Antworten auf frühere Anfragen</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="115"/>
        <source>control or non-ASCII byte 0x%1 at column %2</source>
        <translation>Steuer- oder Nicht-ASCII-Byte 0x%1 in Spalte %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="128"/>
        <source>malformed checksum suffix (expected &quot; *XX&quot;)</source>
        <translation>fehlerhaftes Prüfsummen-Suffix (erwartet &quot; *XX&quot;)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="133"/>
        <source>checksum mismatch: line says %1, computed %2</source>
        <translation>Prüfsumme stimmt nicht: Zeile sagt %1, berechnet %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="143"/>
        <source>empty line</source>
        <translation>leere Zeile</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="149"/>
        <source>unexpected text after OK</source>
        <translation>unerwarteter Text nach OK</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="167"/>
        <source>unknown line &quot;%1&quot;</source>
        <translation>unbekannte Zeile &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="171"/>
        <source>missing CAN ID</source>
        <translation>CAN-ID fehlt</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="175"/>
        <source>CAN ID &quot;%1&quot; too long</source>
        <translation>CAN-ID &quot;%1&quot; zu lang</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="182"/>
        <source>CAN ID &quot;%1&quot; is not hex</source>
        <translation>CAN-ID &quot;%1&quot; ist nicht hexadezimal</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="188"/>
        <source>CAN ID 0x%1 exceeds 29 bits</source>
        <translation>CAN-ID 0x%1 überschreitet 29 Bit</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="196"/>
        <source>odd number of hex digits in CAN data</source>
        <translation>ungerade Anzahl Hex-Ziffern in den CAN-Daten</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="200"/>
        <source>CAN data of %1 bytes exceeds %2</source>
        <translation>CAN-Daten von %1 Byte überschreiten %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="207"/>
        <source>CAN data is not hex at digit %1</source>
        <translation>CAN-Daten sind an Ziffer %1 nicht hexadezimal</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="241"/>
        <source>line with control or non-ASCII bytes discarded</source>
        <translation>Zeile mit Steuer- oder Nicht-ASCII-Bytes verworfen</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="261"/>
        <source>line longer than %1 bytes discarded</source>
        <translation>Zeile länger als %1 Byte verworfen</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="106"/>
        <location filename="../devices/moteus/moteus_link.cpp" line="236"/>
        <source>no reply from ID %1 within %2 ms</source>
        <translation>keine Antwort von ID %1 innerhalb von %2 ms</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="110"/>
        <source>no answer from the adapter within %1 ms (ID %2)</source>
        <translation>keine Antwort vom Adapter innerhalb von %1 ms (ID %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="126"/>
        <source>adapter error: %1</source>
        <translation>Adapterfehler: %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="58"/>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="85"/>
        <source>moteus ID %1 did not answer: %2</source>
        <translation>moteus-ID %1 hat nicht geantwortet: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="137"/>
        <source>reports mode %1 after the stop</source>
        <translation>meldet nach dem Stopp Modus %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="113"/>
        <source>truncated %1 at byte %2</source>
        <translation>abgeschnittenes %1 bei Byte %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="134"/>
        <source>register count %1 too large at byte %2</source>
        <translation>Registeranzahl %1 zu groß bei Byte %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="144"/>
        <source>register range overflows at byte %1</source>
        <translation>Registerbereich läuft bei Byte %1 über</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="200"/>
        <source>unknown opcode 0x%1 at byte %2</source>
        <translation>unbekannter Opcode 0x%1 bei Byte %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="384"/>
        <source>request reads more than %1 registers</source>
        <translation>Anfrage liest mehr als %1 Register</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="389"/>
        <source>request contains reply or error subframes</source>
        <translation>Anfrage enthält Antwort- oder Fehler-Unterrahmen</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="115"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="117"/>
        <source>motor driver</source>
        <translation>Motortreiber</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="119"/>
        <source>over-voltage</source>
        <translation>Überspannung</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="121"/>
        <source>outside limit</source>
        <translation>außerhalb der Grenze</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="123"/>
        <source>under-voltage</source>
        <translation>Unterspannung</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="125"/>
        <source>fault %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="21"/>
        <source>RS485 IDs must be 0..127 (source %1, destination %2)</source>
        <translation>RS485-IDs müssen 0..127 sein (Quelle %1, Ziel %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="30"/>
        <source>RS485 payload of %1 bytes exceeds %2</source>
        <translation>RS485-Nutzlast von %1 Byte überschreitet %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="75"/>
        <source>%1 bytes of garbage before a frame header</source>
        <translation>%1 Byte Datenmüll vor einem Frame-Kopf</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="89"/>
        <source>destination byte over 127</source>
        <translation>Zielbyte über 127</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="101"/>
        <source>malformed size field</source>
        <translation>fehlerhaftes Größenfeld</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="105"/>
        <source>frame size %1 exceeds %2</source>
        <translation>Frame-Größe %1 überschreitet %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="122"/>
        <source>truncated frame (a new header started inside it)</source>
        <translation>abgeschnittener Frame (ein neuer Kopf begann darin)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="126"/>
        <source>CRC mismatch: frame says %1, computed %2</source>
        <translation>CRC stimmt nicht: Frame sagt %1, berechnet %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="158"/>
        <source>truncated frame (%1 bytes, then silence)</source>
        <translation>abgeschnittener Frame (%1 Byte, dann Stille)</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="242"/>
        <source>the simulator is already running (pid %1); stop it first</source>
        <translation>der Simulator läuft bereits (PID %1); zuerst beenden</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="263"/>
        <source>loopscope-sim not found next to the application, in $LOOPSCOPE_BIN_DIR or on PATH; set LOOPSCOPE_SIM to its path</source>
        <translation>loopscope-sim wurde weder neben der Anwendung noch in $LOOPSCOPE_BIN_DIR oder im PATH gefunden; LOOPSCOPE_SIM auf seinen Pfad setzen</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="275"/>
        <source>cannot start the simulator &apos;%1&apos;: %2 (set LOOPSCOPE_SIM to the path of loopscope-sim)</source>
        <translation>der Simulator „%1“ kann nicht gestartet werden: %2 (LOOPSCOPE_SIM auf den Pfad von loopscope-sim setzen)</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="299"/>
        <source>unexpected line from the simulator: &apos;%1&apos;</source>
        <translation>unerwartete Zeile vom Simulator: „%1“</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="310"/>
        <source>the simulator exited (code %1) before it was ready: %2</source>
        <translation>der Simulator wurde beendet (Code %1), bevor er bereit war: %2</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="314"/>
        <source>no message</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="320"/>
        <source>the simulator did not report &apos;ready&apos; within %1 ms</source>
        <translation>der Simulator hat innerhalb von %1 ms nicht „ready“ gemeldet</translation>
    </message>
    <message>
        <location filename="../devices/transport/memory_pipe.cpp" line="30"/>
        <location filename="../devices/transport/memory_pipe.cpp" line="50"/>
        <source>memory pipe is closed</source>
        <translation>die Speicher-Pipe ist geschlossen</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="21"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="46"/>
        <source>no serial port given</source>
        <translation>kein serieller Port angegeben</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="22"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="50"/>
        <source>invalid baud rate %1 for %2</source>
        <translation>ungültige Baudrate %1 für %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="32"/>
        <source>cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: Datei existiert nicht</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="39"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="59"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="48"/>
        <source>cannot configure %1 at %2 baud: %3</source>
        <translation>%1 kann nicht auf %2 Baud eingestellt werden: %3</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="73"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="105"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="136"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="94"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="111"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="153"/>
        <source>port is not open</source>
        <translation>Port ist nicht geöffnet</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="90"/>
        <source>%1 has gone away: %2</source>
        <translation>%1 ist verschwunden: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="104"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="135"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="110"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="152"/>
        <source>%1 has gone away</source>
        <translation>%1 ist verschwunden</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="111"/>
        <source>write to %1 failed: %2</source>
        <translation>Schreiben nach %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="119"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="132"/>
        <source>write to %1 timed out after %2 ms</source>
        <translation>Schreiben nach %1 nach %2 ms abgebrochen (Timeout)</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="150"/>
        <source>%1 has gone away (hang-up): %2</source>
        <translation>%1 ist verschwunden (Verbindungsabbruch): %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="46"/>
        <source>%1 is not a USB serial (ttyUSB) port: no latency timer</source>
        <translation>%1 ist kein serieller USB-Port (ttyUSB): kein Latenz-Timer</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="55"/>
        <source>%1 has no latency timer (%2 missing)</source>
        <translation>%1 hat keinen Latenz-Timer (%2 fehlt)</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="71"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="80"/>
        <source>unexpected content in %1</source>
        <translation>unerwarteter Inhalt in %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="90"/>
        <source>latency timer must be 1..255 ms, not %1</source>
        <translation>der Latenz-Timer muss 1..255 ms sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="101"/>
        <source>cannot write %1 (%2): run as root or add a udev rule ATTR{latency_timer}=&quot;%3&quot;</source>
        <translation>%1 kann nicht geschrieben werden (%2): als root ausführen oder eine udev-Regel ATTR{latency_timer}=&quot;%3&quot; anlegen</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="51"/>
        <location filename="../devices/common/telemetry_csv.cpp" line="59"/>
        <location filename="../devices/transport/serial_link.cpp" line="110"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="82"/>
        <source>cannot write %1: %2 (the rows before are kept)</source>
        <translation>%1 kann nicht geschrieben werden: %2 (die Zeilen davor bleiben erhalten)</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="86"/>
        <source>disk full</source>
        <translation>Datenträger voll</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="20"/>
        <source>cannot read the port settings (TCGETS2): %1</source>
        <translation>die Port-Einstellungen können nicht gelesen werden (TCGETS2): %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="39"/>
        <source>cannot set %1 baud raw 8N1 (TCSETS2): %2</source>
        <translation>%1 Baud raw 8N1 kann nicht eingestellt werden (TCSETS2): %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="66"/>
        <source>%1 is not a serial port (not a terminal device)</source>
        <translation>%1 ist kein serieller Port (kein Terminalgerät)</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="127"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="143"/>
        <source>write to %1</source>
        <translation>Schreiben nach %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="176"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="181"/>
        <source>read from %1</source>
        <translation>Lesen von %1</translation>
    </message>
    <message>
        <location filename="../devices/common/device.cpp" line="20"/>
        <source> on %1 (%2)</source>
        <translation> an %1 (%2)</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamErrors</name>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="36"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="53"/>
        <source>expected a whole number</source>
        <translation>erwartet: eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="57"/>
        <location filename="../core/bench/param_spec.cpp" line="71"/>
        <source>expected %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="67"/>
        <source>expected a number</source>
        <translation>erwartet: eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="93"/>
        <source>expected true or false</source>
        <translation>erwartet: true oder false</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="101"/>
        <source>expected one of %1</source>
        <translation>erwartet: eines von %1</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="119"/>
        <source>%1 has no parameter &apos;%2&apos; (it has: %3)</source>
        <translation>%1 hat keinen Parameter &apos;%2&apos; (vorhanden: %3)</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamHelp</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="216"/>
        <source>Busy threads doing arithmetic (default: one per CPU; 0: none).</source>
        <translation>Rechenlast-Threads (Standard: einer je CPU; 0: keine).</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="222"/>
        <source>A buffer of this size written and read in a loop by one thread (0: none).</source>
        <translation>Ein Puffer dieser Größe, den ein Thread in einer Schleife schreibt und liest (0: keiner).</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="228"/>
        <source>UDP datagrams sent over 127.0.0.1 to a socket the generator drains itself (0: none).</source>
        <translation>UDP-Datagramme über 127.0.0.1 an einen Socket, den der Generator selbst leert (0: keine).</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="236"/>
        <source>The load always stops by itself after this long.</source>
        <translation>Die Last endet nach dieser Zeit immer von selbst.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="68"/>
        <source>Host name or address of the MQTT broker.</source>
        <translation>Hostname oder Adresse des MQTT-Brokers.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="72"/>
        <source>TCP port of the MQTT broker.</source>
        <translation>TCP-Port des MQTT-Brokers.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="75"/>
        <source>MQTT quality of service of every publish and subscription: 0 or 1.</source>
        <translation>MQTT-QoS jeder Veröffentlichung und jedes Abonnements: 0 oder 1.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="81"/>
        <source>Size of every message, header included (32 bytes plus 16 per relay).</source>
        <translation>Größe jeder Nachricht einschließlich Kopf (32 Byte plus 16 je Relay).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="87"/>
        <source>Messages published per second.</source>
        <translation>Veröffentlichte Nachrichten pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="90"/>
        <source>Broker traversals per message (N hops use N-1 relays).</source>
        <translation>Broker-Durchläufe je Nachricht (N Hops nutzen N-1 Relays).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="96"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="27"/>
        <source>How long to measure, after the warm-up.</source>
        <translation>Wie lange gemessen wird, nach dem Aufwärmen.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="101"/>
        <source>Messages sent first and not recorded.</source>
        <translation>Zuerst gesendete Nachrichten, die nicht erfasst werden.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="105"/>
        <source>Topic prefix of the chain; empty: loopscope/probe/&lt;random run id&gt;.</source>
        <translation>Topic-Präfix der Kette; leer: loopscope/probe/&lt;zufällige Lauf-ID&gt;.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="112"/>
        <source>agent:NAME in a fleet run: that agent relays (hops 2); empty: every client on this host.</source>
        <translation>agent:NAME in einem Flottenlauf: dieser Agent leitet weiter (2 Hops); leer: alle Clients auf diesem Host.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="119"/>
        <source>The relay host&apos;s wall clock minus this host&apos;s (a fleet run measures it).</source>
        <translation>Die Uhrzeit des Weiterleitungshosts minus die dieses Hosts (ein Flottenlauf misst sie).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="126"/>
        <source>A message not received within this time is counted as lost.</source>
        <translation>Eine Nachricht, die nicht innerhalb dieser Zeit ankommt, gilt als verloren.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="132"/>
        <source>How long a client may try to reconnect after losing the broker before the run fails (0: fail at once).</source>
        <translation>Wie lange ein Client nach Verlust des Brokers eine Neuverbindung versuchen darf, bevor der Lauf fehlschlägt (0: sofort fehlschlagen).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="140"/>
        <source>User name for a broker that needs a login; the password comes from the password file, else from the environment variable LOOPSCOPE_MQTT_PASSWORD, never from the command line.</source>
        <translation>Benutzername für einen Broker mit Anmeldung; das Passwort kommt aus der Passwortdatei, sonst aus der Umgebungsvariablen LOOPSCOPE_MQTT_PASSWORD, nie von der Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="149"/>
        <source>A file whose first line is the password of the user name (not stored with the run).</source>
        <translation>Eine Datei, deren erste Zeile das Passwort des Benutzernamens ist (wird nicht mit dem Lauf gespeichert).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="156"/>
        <source>PEM file of the certificate authority that signed the broker&apos;s certificate; given, the connection uses TLS (Mosquitto&apos;s TLS port is usually 8883).</source>
        <translation>PEM-Datei der Zertifizierungsstelle, die das Zertifikat des Brokers signiert hat; wenn angegeben, wird TLS verwendet (der TLS-Port von Mosquitto ist meist 8883).</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="164"/>
        <source>Optional client certificate (PEM) for a broker that asks for one.</source>
        <translation>Optionales Client-Zertifikat (PEM) für einen Broker, der eines verlangt.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="170"/>
        <source>The private key (PEM) of the client certificate.</source>
        <translation>Der private Schlüssel (PEM) des Client-Zertifikats.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="34"/>
        <source>Time run first and not recorded (caches, frequency scaling).</source>
        <translation>Zuerst laufende Zeit, die nicht erfasst wird (Caches, Taktanpassung).</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="43"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring thread; what the kernel grants is reported, a refusal does not stop the run.</source>
        <translation>SCHED_FIFO und gesperrten Speicher für den messenden Thread anfordern; was der Kernel gewährt, wird berichtet, eine Ablehnung beendet den Lauf nicht.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="51"/>
        <source>SCHED_FIFO priority when real-time is on (1..99).</source>
        <translation>SCHED_FIFO-Priorität, wenn Echtzeit eingeschaltet ist (1..99).</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="59"/>
        <source>Pin the measuring thread to this CPU (-1: any CPU).</source>
        <translation>Den messenden Thread an diese CPU binden (-1: beliebige CPU).</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="117"/>
        <source>How long the thread sleeps between samples.</source>
        <translation>Wie lange der Thread zwischen zwei Messwerten schläft.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="166"/>
        <source>Time between two wake-ups of a thread.</source>
        <translation>Zeit zwischen zwei Weckzeitpunkten eines Threads.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="169"/>
        <source>Measuring threads, each with its own histogram.</source>
        <translation>Messende Threads, jeder mit eigenem Histogramm.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="174"/>
        <source>SCHED_FIFO priority of the threads (like cyclictest -p).</source>
        <translation>SCHED_FIFO-Priorität der Threads (wie cyclictest -p).</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="180"/>
        <source>Lock the process&apos;s memory with mlockall (like cyclictest -m).</source>
        <translation>Den Speicher des Prozesses mit mlockall sperren (wie cyclictest -m).</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="233"/>
        <source>Cycles per second; the deadline of a cycle is the next cycle&apos;s start.</source>
        <translation>Zyklen pro Sekunde; die Frist eines Zyklus ist der Start des nächsten.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="239"/>
        <source>Busy work done in every cycle (the controller&apos;s computation).</source>
        <translation>Rechenarbeit in jedem Zyklus (die Berechnung des Reglers).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="48"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring threads (what was granted is reported; never fails when refused).</source>
        <translation>SCHED_FIFO und gesperrten Speicher für die messenden Threads anfordern (das Gewährte wird berichtet; eine Ablehnung ist kein Fehler).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="57"/>
        <source>SCHED_FIFO priority when real-time.</source>
        <translation>SCHED_FIFO-Priorität bei Echtzeit.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="61"/>
        <source>Pin the measuring threads to this CPU (-1: any).</source>
        <translation>Die messenden Threads an diese CPU binden (-1: beliebige).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="160"/>
        <source>HOST:PORT of the echo device; empty: start a simulated one on loopback.</source>
        <translation>HOST:PORT des Echo-Geräts; leer: ein simuliertes auf Loopback starten.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="166"/>
        <source>Datagrams per second.</source>
        <translation>Datagramme pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="170"/>
        <source>UDP payload size.</source>
        <translation>Größe der UDP-Nutzlast.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="174"/>
        <source>How long to measure (after the warm-up).</source>
        <translation>Wie lange gemessen wird (nach dem Aufwärmen).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="179"/>
        <source>Sent and answered first but not recorded.</source>
        <translation>Zuerst gesendet und beantwortet, aber nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="184"/>
        <source>A datagram not back after this is lost.</source>
        <translation>Ein Datagramm, das danach nicht zurück ist, gilt als verloren.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="190"/>
        <source>Spin on the receive (as sockperf does): lower latency, one CPU busy.</source>
        <translation>Aktiv auf den Empfang warten (wie sockperf): geringere Latenz, eine CPU ausgelastet.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="197"/>
        <source>One thread sends and waits for each reply: no receiver wake-up; a slow reply delays the next sends, shown as latency.</source>
        <translation>Ein Thread sendet und wartet auf jede Antwort: kein Aufwecken eines Empfängers; eine langsame Antwort verzögert die nächsten Sendungen, was als Latenz sichtbar wird.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="205"/>
        <source>Also record each direction, from the clock stamps a peer echo (a fleet agent) puts in every datagram; needs the peer&apos;s clock offset.</source>
        <translation>Auch jede Richtung erfassen, aus den Zeitstempeln, die ein Gegenstellen-Echo (ein Flottenagent) in jedes Datagramm schreibt; braucht den Uhrversatz der Gegenstelle.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="213"/>
        <source>The peer&apos;s wall clock minus this host&apos;s (a fleet run measures it; 0 for hosts synchronised by PTP).</source>
        <translation>Die Uhrzeit der Gegenstelle minus die dieses Hosts (ein Flottenlauf misst sie; 0 für per PTP synchronisierte Hosts).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="293"/>
        <source>The servos&apos; protocol on the bus.</source>
        <translation>Das Protokoll der Servos am Bus.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="297"/>
        <source>Servo IDs 1..N polled each cycle.</source>
        <translation>Servo-IDs 1..N, in jedem Zyklus abgefragt.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="300"/>
        <source>Serial port of the bus; empty: start a simulated bus.</source>
        <translation>Serieller Port des Busses; leer: einen simulierten Bus starten.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="304"/>
        <source>0: the protocol&apos;s default.</source>
        <translation>0: Standard des Protokolls.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="309"/>
        <source>Cycles per second on an absolute schedule; 0: back to back.</source>
        <translation>Zyklen pro Sekunde nach festem Zeitplan; 0: ohne Pause hintereinander.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="314"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="424"/>
        <source>How long to measure.</source>
        <translation>Wie lange gemessen wird.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="319"/>
        <source>Only read state; never send a command.</source>
        <translation>Nur den Zustand lesen; nie einen Befehl senden.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="402"/>
        <source>One or more URLs separated by spaces; empty: the simulated cameras.</source>
        <translation>Eine oder mehrere URLs, durch Leerzeichen getrennt; leer: die simulierten Kameras.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="408"/>
        <source>Number of simulated cameras when no URL is given (2 = a stereo pair).</source>
        <translation>Anzahl simulierter Kameras, wenn keine URL angegeben ist (2 = ein Stereopaar).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="414"/>
        <source>WxH of the simulated cameras.</source>
        <translation>BxH der simulierten Kameras.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="419"/>
        <source>Frame rate of the simulated cameras.</source>
        <translation>Bildrate der simulierten Kameras.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="429"/>
        <source>Frames before this are not recorded.</source>
        <translation>Bilder davor werden nicht erfasst.</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamLabels</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="214"/>
        <source>CPU threads</source>
        <translation>CPU-Threads</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="219"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="226"/>
        <source>Loopback network</source>
        <translation>Loopback-Netzwerk</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="233"/>
        <source>Duration limit</source>
        <translation>Höchstdauer</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="65"/>
        <source>Broker host</source>
        <translation>Broker-Host</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="70"/>
        <source>Broker port</source>
        <translation>Broker-Port</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="73"/>
        <source>QoS</source>
        <translation>QoS</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="79"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="168"/>
        <source>Payload</source>
        <translation>Nutzlast</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="85"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="231"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="164"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="307"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="88"/>
        <source>Hops</source>
        <translation>Hops</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="93"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="25"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="312"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="422"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="98"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="32"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="177"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="426"/>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="103"/>
        <source>Topic prefix</source>
        <translation>Topic-Präfix</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="110"/>
        <source>Relay</source>
        <translation>Weiterleitung</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="117"/>
        <source>Relay clock offset</source>
        <translation>Uhrversatz der Weiterleitung</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="124"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="182"/>
        <source>Loss timeout</source>
        <translation>Verlust-Timeout</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="130"/>
        <source>Reconnect window</source>
        <translation>Fenster für Neuverbindung</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="138"/>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="147"/>
        <source>Password file</source>
        <translation>Passwortdatei</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="154"/>
        <source>TLS CA file</source>
        <translation>TLS-CA-Datei</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="162"/>
        <source>TLS client certificate</source>
        <translation>TLS-Client-Zertifikat</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="168"/>
        <source>TLS client key</source>
        <translation>TLS-Client-Schlüssel</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="41"/>
        <source>Real-time thread</source>
        <translation>Echtzeit-Thread</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="49"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="55"/>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="57"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="59"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="115"/>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="163"/>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="167"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="178"/>
        <source>Lock memory</source>
        <translation>Speicher sperren</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="237"/>
        <source>Work per cycle</source>
        <translation>Arbeit je Zyklus</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="46"/>
        <source>Real-time</source>
        <translation>Echtzeit</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="158"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="188"/>
        <source>Busy-poll receive</source>
        <translation>Aktiv empfangen (Busy-Poll)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="195"/>
        <source>Ping-pong (one thread)</source>
        <translation>Ping-Pong (ein Thread)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="203"/>
        <source>One-way figures</source>
        <translation>Einwegwerte</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="211"/>
        <source>Peer clock offset</source>
        <translation>Uhrversatz der Gegenstelle</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="291"/>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="295"/>
        <source>Servos</source>
        <translation>Servos</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="298"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="302"/>
        <source>Baud</source>
        <translation>Baudrate</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="316"/>
        <source>Query only</source>
        <translation>Nur abfragen</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="400"/>
        <source>Stream URLs</source>
        <translation>Stream-URLs</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="406"/>
        <source>Simulated streams</source>
        <translation>Simulierte Streams</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="412"/>
        <source>Simulated size</source>
        <translation>Simulierte Größe</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="417"/>
        <source>Simulated frame rate</source>
        <translation>Simulierte Bildrate</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamValues</name>
    <message>
        <location filename="../widgets/spec_text.cpp" line="76"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/spec_text.cpp" line="77"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>loopscope::Presets</name>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="96"/>
        <source>UDP 100 Hz, 200-byte payload</source>
        <translation>UDP 100 Hz, 200-Byte-Nutzlast</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="97"/>
        <source>What round trip does a 100 Hz command stream of 200-byte datagrams see? 10 s by default; set the duration to hours for a soak test.</source>
        <translation>Welchen Umlauf sieht ein 100-Hz-Befehlsstrom aus 200-Byte-Datagrammen? Standardmäßig 10 s; für einen Dauertest die Dauer auf Stunden setzen.</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="112"/>
        <source>1 kHz control loop: deadline misses</source>
        <translation>1-kHz-Regelschleife: verpasste Fristen</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="113"/>
        <source>How often does a 1 kHz loop on this host miss its deadline, and by how much?</source>
        <translation>Wie oft verpasst eine 1-kHz-Schleife auf diesem Host ihre Frist, und um wie viel?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="124"/>
        <source>12-servo poll</source>
        <translation>Abfrage von 12 Servos</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="125"/>
        <source>How long does one poll of 12 servos take on the bus (simulated unless a port is given)?</source>
        <translation>Wie lange dauert eine Abfrage von 12 Servos am Bus (simuliert, wenn kein Port angegeben ist)?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="138"/>
        <source>Host hiccups idle vs under load</source>
        <translation>Host-Aussetzer ohne und unter Last</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="139"/>
        <source>How much does this host stall a sleeping thread, idle and with CPU, memory and network load?</source>
        <translation>Wie sehr hält dieser Host einen schlafenden Thread auf, ohne Last und mit CPU-, Speicher- und Netzwerklast?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="154"/>
        <source>Stereo 1080p latency</source>
        <translation>Stereo-Latenz bei 1080p</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="155"/>
        <source>What is the camera-to-display latency of a 1080p stereo pair (the simulated pair unless URLs are given)?</source>
        <translation>Wie groß ist die Latenz von Kamera bis Anzeige bei einem 1080p-Stereopaar (das simulierte Paar, wenn keine URLs angegeben sind)?</translation>
    </message>
</context>
<context>
    <name>loopscope::ProbeKinds</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="247"/>
        <source>Load generator</source>
        <translation>Lastgenerator</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="248"/>
        <source>CPU, memory and loopback network stress beside a probe.</source>
        <translation>CPU-, Speicher- und Loopback-Netzwerklast neben einer Messsonde.</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="40"/>
        <source>MQTT pub/sub hop latency</source>
        <translation>MQTT-Pub/Sub-Hop-Latenz</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="41"/>
        <source>Publishes messages at a fixed rate through an MQTT broker (such as Mosquitto) along a chain of hops and records the total latency, the service time and the time of every broker traversal.</source>
        <translation>Veröffentlicht Nachrichten mit fester Rate über einen MQTT-Broker (etwa Mosquitto) entlang einer Kette von Hops und erfasst die Gesamtlatenz, die Bedienzeit und die Zeit jedes Broker-Durchlaufs.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="96"/>
        <source>Host hiccups</source>
        <translation>Host-Aussetzer</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="98"/>
        <source>How long the host keeps a thread that wants to run from running: a thread sleeps a short period again and again and records every wake-up beyond it.</source>
        <translation>Wie lange der Host einen lauffähigen Thread am Laufen hindert: Ein Thread schläft immer wieder kurz und erfasst jedes Aufwachen nach Ablauf der Periode.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="144"/>
        <source>Timer wake-up latency</source>
        <translation>Timer-Weckverzögerung</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="146"/>
        <source>How late a thread wakes from an absolute timer, per thread, the way cyclictest measures it.</source>
        <translation>Wie spät ein Thread nach einem absoluten Timer aufwacht, je Thread, so wie cyclictest es misst.</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="207"/>
        <source>Control-loop deadline misses</source>
        <translation>Verpasste Fristen der Regelschleife</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="209"/>
        <source>Whether a periodic loop at a given rate, doing a given amount of work per cycle, finishes every cycle before the next one starts.</source>
        <translation>Ob eine periodische Schleife mit gegebener Rate und gegebener Arbeit je Zyklus jeden Zyklus beendet, bevor der nächste beginnt.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="139"/>
        <source>UDP round trip</source>
        <translation>UDP-Umlauf</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="141"/>
        <source>Round trip of UDP datagrams to an echo device at a fixed rate on an absolute schedule (the simulated device when no target is given).</source>
        <translation>Umlauf von UDP-Datagrammen zu einem Echo-Gerät mit fester Rate nach absolutem Zeitplan (das simulierte Gerät, wenn kein Ziel angegeben ist).</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="278"/>
        <source>Control-loop cycle</source>
        <translation>Regelschleifen-Zyklus</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="280"/>
        <source>Polls N servos on one bus in a loop and measures each cycle (the simulated bus when no port is given). Servos only hold their position.</source>
        <translation>Fragt N Servos an einem Bus in einer Schleife ab und misst jeden Zyklus (der simulierte Bus, wenn kein Port angegeben ist). Die Servos halten nur ihre Position.</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="386"/>
        <source>Video latency</source>
        <translation>Videolatenz</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="388"/>
        <source>Decodes one or more live streams and measures every stage and, where the frames carry Loopscope&apos;s clock code, camera-to-display latency (the simulated stereo pair when no URL is given).</source>
        <translation>Dekodiert einen oder mehrere Live-Streams und misst jede Stufe und, wo die Bilder den Uhrcode von Loopscope tragen, die Latenz von Kamera bis Anzeige (das simulierte Stereopaar, wenn keine URL angegeben ist).</translation>
    </message>
</context>
<context>
    <name>loopscope::StateNames</name>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="11"/>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="13"/>
        <location filename="../devices/common/bus.cpp" line="21"/>
        <source>connecting</source>
        <translation>verbindet</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="15"/>
        <source>waiting for a keyframe</source>
        <translation>wartet auf ein Schlüsselbild</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="17"/>
        <source>playing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="19"/>
        <source>reconnecting</source>
        <translation>verbindet neu</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="21"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="23"/>
        <location filename="../devices/common/bus.cpp" line="19"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="25"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="23"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="25"/>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="29"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="84"/>
        <source>About Loopscope</source>
        <translation>Über Loopscope</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="88"/>
        <source>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;Latency measurement, device discovery and safe jogging for robot benches.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;Latenzmessung, Geräteerkennung und sicherer Jog-Betrieb für Roboter-Prüfstände.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="98"/>
        <source>Copy versions</source>
        <translation>Versionen kopieren</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchDock</name>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="32"/>
        <source>Benchmark</source>
        <translation>Messung</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="41"/>
        <source>&amp;Start benchmark</source>
        <translation>Messung &amp;starten</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="44"/>
        <source>S&amp;top benchmark</source>
        <translation>Messung s&amp;toppen</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="48"/>
        <source>&amp;Export results…</source>
        <translation>Ergebnisse &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="51"/>
        <source>Export &amp;percentile chart as PNG…</source>
        <translation>&amp;Perzentil-Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="53"/>
        <source>Export &amp;interval chart as PNG…</source>
        <translation>&amp;Intervall-Diagramm als PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="110"/>
        <location filename="../app/gui/bench_dock.cpp" line="116"/>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="123"/>
        <source>Benchmark of %1 started.</source>
        <translation>Messung von %1 gestartet.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="158"/>
        <source>Benchmark failed: %1</source>
        <translation>Messung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="165"/>
        <source>stopped at %1 %</source>
        <translation>gestoppt bei %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="167"/>
        <source>Benchmark %1; stored in the library as run %2 (%3)</source>
        <translation>Messung %1; in der Bibliothek als Lauf %2 (%3) gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="171"/>
        <source>Benchmark %1</source>
        <translation>Messung %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="173"/>
        <source>; files in %1</source>
        <translation>; Dateien in %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="210"/>
        <source>Export results into folder</source>
        <translation>Ergebnisse in Ordner exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <location filename="../app/gui/bench_dock.cpp" line="238"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <source>The results could not be exported to %1:
%2</source>
        <translation>Die Ergebnisse konnten nicht nach %1 exportiert werden:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="223"/>
        <source>Exported to %1: %2</source>
        <translation>Nach %1 exportiert: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="229"/>
        <source>Export chart as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="231"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="241"/>
        <source>Chart saved to %1.</source>
        <translation>Diagramm in %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchPanel</name>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="20"/>
        <source>HOST:PORT, e.g. 127.0.0.1:7000</source>
        <translation>HOST:PORT, z. B. 127.0.0.1:7000</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="21"/>
        <source>The UDP echo device to measure; selecting a device in the list fills it in.</source>
        <translation>Das zu messende UDP-Echo-Gerät; die Auswahl eines Geräts in der Liste trägt es ein.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="28"/>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="34"/>
        <source> bytes</source>
        <translation> Byte</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="41"/>
        <location filename="../app/gui/bench_panel.cpp" line="48"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="49"/>
        <source>Datagrams sent during the warm-up are answered but not recorded.</source>
        <translation>Während der Aufwärmphase gesendete Datagramme werden beantwortet, aber nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="52"/>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="53"/>
        <source>&amp;Rate:</source>
        <translation>&amp;Rate:</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="54"/>
        <source>&amp;Payload:</source>
        <translation>&amp;Nutzlast:</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="55"/>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="56"/>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Aufwärmen:</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="58"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="60"/>
        <source>Start the benchmark (Ctrl+R)</source>
        <translation>Messung starten (Strg+R)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="61"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="63"/>
        <source>Stop the benchmark (Esc)</source>
        <translation>Messung stoppen (Esc)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="93"/>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="100"/>
        <source>Enter a target as HOST:PORT (e.g. 127.0.0.1:7000), or select a device.</source>
        <translation>Bitte ein Ziel als HOST:PORT eingeben (z. B. 127.0.0.1:7000) oder ein Gerät auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="108"/>
        <source>The target &quot;%1&quot; is not [IPv6]:PORT.</source>
        <translation>Das Ziel „%1“ hat nicht die Form [IPv6]:PORT.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="117"/>
        <source>The target &quot;%1&quot; is not HOST:PORT (write IPv6 addresses as [::1]:PORT).</source>
        <translation>Das Ziel „%1“ hat nicht die Form HOST:PORT (IPv6-Adressen als [::1]:PORT schreiben).</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="126"/>
        <source>The port &quot;%1&quot; is not a number from 1 to 65535.</source>
        <translation>Der Port „%1“ ist keine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="130"/>
        <source>The target &quot;%1&quot; has no host.</source>
        <translation>Das Ziel „%1“ enthält keinen Host.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="153"/>
        <source>This build has no UDP round-trip probe.</source>
        <translation>Dieser Build hat keine UDP-Umlaufsonde.</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="219"/>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DeviceController</name>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="154"/>
        <source>%1 on %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="269"/>
        <location filename="../app/gui/device_controller.cpp" line="299"/>
        <source>the bus is disconnected</source>
        <translation>der Bus ist getrennt</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering</source>
        <translation>antwortet nicht</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering (%1)</source>
        <translation>antwortet nicht (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="369"/>
        <source>The latency timer of %1 could not be set.</source>
        <translation>Der Latenz-Timer von %1 konnte nicht gesetzt werden.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DevicesDock</name>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="50"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="67"/>
        <source>S&amp;can for devices</source>
        <translation>Nach Geräten &amp;suchen</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="70"/>
        <source>Cancel scan</source>
        <translation>Suche abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="80"/>
        <source>USB latency timer</source>
        <translation>USB-Latenz-Timer</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="81"/>
        <source>The latency timer of %1 was not changed:
%2</source>
        <translation>Der Latenz-Timer von %1 wurde nicht geändert:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="83"/>
        <source>USB latency timer of %1 set to 1 ms.</source>
        <translation>USB-Latenz-Timer von %1 auf 1 ms gesetzt.</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="105"/>
        <source>A scan is already running.</source>
        <translation>Es läuft bereits eine Suche.</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="123"/>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="125"/>
        <location filename="../app/gui/devices_dock.cpp" line="138"/>
        <location filename="../app/gui/devices_dock.cpp" line="242"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="127"/>
        <source>Network (UDP)</source>
        <translation>Netzwerk (UDP)</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="131"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="136"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="171"/>
        <source>Scan cancelled: %1 devices found.</source>
        <translation>Suche abgebrochen: %1 Geräte gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="172"/>
        <source>Devices found: %1 (%2 actuators) in %3 s.</source>
        <translation>Gefundene Geräte: %1 (%2 Antriebe) in %3 s.</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="216"/>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="245"/>
        <source>Cameras</source>
        <translation>Kameras</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Left camera</source>
        <translation>Linke Kamera</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Right camera</source>
        <translation>Rechte Kamera</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="259"/>
        <source>Camera %1</source>
        <translation>Kamera %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="268"/>
        <source>not open: View → Video shows it</source>
        <translation>nicht geöffnet: Ansicht → Video zeigt sie</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="269"/>
        <source>Simulated camera %1</source>
        <translation>Simulierte Kamera %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ExperimentQueue</name>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="75"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="79"/>
        <source>Probe: %1</source>
        <translation>Messsonde: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="86"/>
        <source>Runs under load</source>
        <translation>Läuft unter Last</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="88"/>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="90"/>
        <source>Stored run: %1</source>
        <translation>Gespeicherter Lauf: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="143"/>
        <source>queued</source>
        <translation>in Warteschlange</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running %1 %</source>
        <translation>läuft %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished (%1)</source>
        <translation>beendet (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped at %1 %</source>
        <translation>gestoppt bei %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="151"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="155"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="292"/>
        <source>the result library is not open: the run is not stored</source>
        <translation>die Ergebnisbibliothek ist nicht geöffnet: der Lauf wird nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="297"/>
        <source>the experiment could not start</source>
        <translation>das Experiment konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="358"/>
        <source>the probe ended with an error</source>
        <translation>die Messsonde wurde mit einem Fehler beendet</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ExperimentWizard</name>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="50"/>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="59"/>
        <source>What do you want to measure?</source>
        <translation>Was möchten Sie messen?</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="60"/>
        <source>Pick a preset for a common question, or a probe to set up yourself.</source>
        <translation>Wählen Sie eine Vorlage für eine häufige Frage oder eine Messsonde, die Sie selbst einrichten.</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="70"/>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="81"/>
        <source>%1 (its probe is not available in this build)</source>
        <translation>%1 (ihre Messsonde ist in diesem Build nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="84"/>
        <source>Probes</source>
        <translation>Messsonden</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="108"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="122"/>
        <source>Name and conditions</source>
        <translation>Name und Bedingungen</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="125"/>
        <source>Default: from the probe and its parameters</source>
        <translation>Standard: aus der Messsonde und ihren Parametern</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="126"/>
        <source>Also the base name of the run&apos;s files: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>Auch der Basisname der Dateien des Laufs: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;.</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="133"/>
        <source>This name cannot be used: %1</source>
        <translation>Dieser Name ist nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="139"/>
        <source>What is special about this run (cable, kernel, load, ...)</source>
        <translation>Was an diesem Lauf besonders ist (Kabel, Kernel, Last, ...)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="141"/>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run under load (CPU, memory, loopback network)</source>
        <translation>Unter Last ausführen (CPU, Speicher, Loopback-Netzwerk)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="143"/>
        <source>Runs the load generator beside the probe, to compare with the same probe idle.</source>
        <translation>Führt den Lastgenerator neben der Messsonde aus, zum Vergleich mit derselben Messsonde ohne Last.</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="152"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="154"/>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="246"/>
        <source>%1 (under load)</source>
        <translation>%1 (unter Last)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="247"/>
        <source>%1
Runs: %2</source>
        <translation>%1
Läufe: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/experiment_wizard.cpp" line="291"/>
        <source>This preset runs %n experiment(s); the parameters apply to each.</source>
        <translation>
            <numerusform>Diese Vorlage führt %n Experiment aus; die Parameter gelten für jedes.</numerusform>
            <numerusform>Diese Vorlage führt %n Experimente aus; die Parameter gelten für jedes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="292"/>
        <source>Under load: %1.</source>
        <translation>Unter Last: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run every experiment under load</source>
        <translation>Jedes Experiment unter Last ausführen</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetDock</name>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="129"/>
        <location filename="../app/gui/fleet_dock.cpp" line="142"/>
        <source>Cannot connect: %1</source>
        <translation>Verbindung nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="214"/>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetSession</name>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="49"/>
        <source>already connected to %1</source>
        <translation>bereits mit %1 verbunden</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="73"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="89"/>
        <source>Connected to %1 (prefix %2).</source>
        <translation>Verbunden mit %1 (Präfix %2).</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="104"/>
        <source>Disconnected from %1.</source>
        <translation>Von %1 getrennt.</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="116"/>
        <source>not connected to a broker</source>
        <translation>nicht mit einem Broker verbunden</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="120"/>
        <source>a fleet run is in progress</source>
        <translation>ein Flottenlauf ist im Gange</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="127"/>
        <source>agent %1 is not ready (%2); nothing was started</source>
        <translation>Agent %1 ist nicht bereit (%2); nichts wurde gestartet</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="128"/>
        <source>never seen on this broker</source>
        <translation>auf diesem Broker nie gesehen</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="174"/>
        <source>Connected to %1 again (prefix %2).</source>
        <translation>Wieder mit %1 verbunden (Präfix %2).</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="176"/>
        <source>Lost the broker %1; reconnecting (the agents keep recording)…</source>
        <translation>Broker %1 verloren; verbinde neu (die Agenten zeichnen weiter auf)…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="194"/>
        <source>The merged run is not stored: no result library is open.</source>
        <translation>Der zusammengeführte Lauf wird nicht gespeichert: keine Ergebnisbibliothek ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="197"/>
        <source>Stored as run %1 (%2).</source>
        <translation>Als Lauf %1 (%2) gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="199"/>
        <source>The merged run is not stored: %1</source>
        <translation>Der zusammengeführte Lauf wird nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::JogController</name>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="110"/>
        <source>The device is not on any bus now: scan again.</source>
        <translation>Das Gerät ist an keinem Bus mehr: bitte erneut suchen.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="124"/>
        <source>covers every jog mode</source>
        <translation>deckt jede Jog-Betriebsart ab</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="125"/>
        <source>The moteus firmware&apos;s watchdog stops only position (10) and stay-within (13) commands: it then damps to zero velocity (timeout mode 12, reported as mode 11) until a stop, with the kd scale of the last command, so a position or velocity jog brakes and a torque jog (kd scale 0) loses its torque and coasts. It does not stop current (9), zero-velocity (12) or brake (15) commands. Every jog mode here (position, velocity, torque) is sent as position mode 10, so the watchdog covers all of them; Loopscope never sends the other modes. Loopscope also sends a stop itself when its keep-alive lapses, on E-STOP and when the tab closes; if the app exits or hangs, the device watchdog stops the servo.</source>
        <translation>Der Watchdog der moteus-Firmware stoppt nur Positions- (10) und Stay-within-Befehle (13): Danach dämpft er bis zu einem Stopp auf Geschwindigkeit null (Timeout-Modus 12, gemeldet als Modus 11), mit dem kd-Faktor des letzten Befehls: Ein Positions- oder Geschwindigkeits-Jog bremst, ein Drehmoment-Jog (kd-Faktor 0) verliert sein Drehmoment und läuft frei aus. Strom- (9), Nullgeschwindigkeits- (12) und Bremsbefehle (15) stoppt er nicht. Jede Jog-Betriebsart hier (Position, Geschwindigkeit, Drehmoment) wird als Positionsmodus 10 gesendet, der Watchdog deckt also alle ab; Loopscope sendet die anderen Modi nie. Loopscope sendet außerdem selbst einen Stopp, wenn sein Keep-alive ausbleibt, beim NOT-HALT und beim Schließen des Tabs; beendet sich die App oder hängt sie, stoppt der Geräte-Watchdog den Servo.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="146"/>
        <source>On %1.</source>
        <translation>An %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="155"/>
        <source>The bus was closed (a scan is running).</source>
        <translation>Der Bus wurde geschlossen (eine Suche läuft).</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="181"/>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="237"/>
        <source>The link is back (%1); torque is off — enable it to jog again.</source>
        <translation>Die Verbindung ist wieder da (%1); das Drehmoment ist aus — zum Joggen wieder einschalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="253"/>
        <source>The link to %1 was lost at %2: the jog is stopped (setpoint dropped, torque off requested); reconnecting.</source>
        <translation>Die Verbindung zu %1 ging um %2 verloren: Das Joggen ist gestoppt (Sollwert verworfen, Drehmoment aus angefordert); es wird neu verbunden.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="306"/>
        <source>Setpoint refused (E-STOP raised).</source>
        <translation>Sollwert abgelehnt (E-STOP ausgelöst).</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="373"/>
        <source>The E-STOP is raised: release it first.</source>
        <translation>Der E-STOP ist ausgelöst: zuerst freigeben.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="377"/>
        <source>No telemetry from the device yet.</source>
        <translation>Noch keine Telemetrie vom Gerät.</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="398"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="452"/>
        <source>Test cancelled after %1 samples.</source>
        <translation>Test nach %1 Messwerten abgebrochen.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabController</name>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="95"/>
        <location filename="../app/gui/lab_controller.cpp" line="128"/>
        <source>Simulated lab not running: %1</source>
        <translation>Simuliertes Labor läuft nicht: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="99"/>
        <source>Simulated lab running</source>
        <translation>Simuliertes Labor läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="112"/>
        <source>Simulated lab stopped</source>
        <translation>Simuliertes Labor gestoppt</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="129"/>
        <source>Simulated lab stopped (%1); the restart failed: %2</source>
        <translation>Simuliertes Labor gestoppt (%1); der Neustart ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="145"/>
        <source>Simulated lab stopped (%1); it stopped %2 times within a minute and is not restarted again</source>
        <translation>Simuliertes Labor gestoppt (%1); es ist innerhalb einer Minute %2-mal gestoppt und wird nicht mehr neu gestartet</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="149"/>
        <source>Simulated lab stopped (%1)</source>
        <translation>Simuliertes Labor gestoppt (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="153"/>
        <source>Simulated lab stopped (%1); restarting…</source>
        <translation>Simuliertes Labor gestoppt (%1); Neustart…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="268"/>
        <source>The simulator started but reported %1 camera(s) instead of 2.</source>
        <translation>Der Simulator ist gestartet, meldet aber %1 Kamera(s) statt 2.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabStatusLabel</name>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="29"/>
        <source>loopscope-sim, process %1</source>
        <translation>loopscope-sim, Prozess %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="32"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LibraryView</name>
    <message>
        <location filename="../app/gui/library_view.cpp" line="50"/>
        <source>Delete the run &quot;%1&quot; from the library?</source>
        <translation>Den Lauf „%1“ aus der Bibliothek löschen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="51"/>
        <source>Delete %n runs from the library?</source>
        <translation>
            <numerusform>%n Lauf aus der Bibliothek löschen?</numerusform>
            <numerusform>%n Läufe aus der Bibliothek löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="52"/>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="54"/>
        <source>Undo (Ctrl+Z) brings them back until you quit.</source>
        <translation>Rückgängig (Strg+Z) stellt sie bis zum Beenden wieder her.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="92"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="95"/>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="97"/>
        <source>Report…</source>
        <translation>Bericht…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="99"/>
        <source>Edit note/tags…</source>
        <translation>Notiz/Tags bearbeiten…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="101"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="103"/>
        <source>Undo delete</source>
        <translation>Löschen rückgängig machen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="105"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="107"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="118"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="121"/>
        <source>Filter by name, note or tag (Ctrl+F)</source>
        <translation>Nach Name, Notiz oder Tag filtern (Strg+F)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="123"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="177"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="178"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="196"/>
        <source>No result library is open.</source>
        <translation>Es ist keine Ergebnisbibliothek geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="224"/>
        <location filename="../app/gui/library_view.cpp" line="238"/>
        <source>Cannot list the runs: %1</source>
        <translation>Die Läufe können nicht aufgelistet werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="244"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="245"/>
        <source>%1 of %2 runs</source>
        <translation>%1 von %2 Läufen</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="370"/>
        <location filename="../app/gui/library_view.cpp" line="622"/>
        <location filename="../app/gui/library_view.cpp" line="653"/>
        <source>Select a run first.</source>
        <translation>Bitte zuerst einen Lauf auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="377"/>
        <source>Cannot load run #%1: %2</source>
        <translation>Lauf #%1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="395"/>
        <source>Opened &quot;%1&quot;</source>
        <translation>„%1“ geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="413"/>
        <source>Cannot read the intervals of run %1: %2</source>
        <translation>Die Intervalle von Lauf %1 können nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="421"/>
        <source>%1–%2 s: %n interval(s), all shown (right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 s: %n Intervall, alle gezeigt (Rechtsklick: ganzer Lauf)</numerusform>
            <numerusform>%1–%2 s: %n Intervalle, alle gezeigt (Rechtsklick: ganzer Lauf)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="424"/>
        <source>%1–%2 s: %n interval(s), highest per group (drag: zoom in, right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 s: %n Intervall, je Gruppe das höchste (Ziehen: hineinzoomen, Rechtsklick: ganzer Lauf)</numerusform>
            <numerusform>%1–%2 s: %n Intervalle, je Gruppe das höchste (Ziehen: hineinzoomen, Rechtsklick: ganzer Lauf)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), every one shown; right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 s bis %2 s: %n Intervall, jedes einzeln gezeigt; Rechtsklick zeigt den ganzen Lauf.</numerusform>
            <numerusform>%1 s bis %2 s: %n Intervalle, jedes einzeln gezeigt; Rechtsklick zeigt den ganzen Lauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), the highest of each group shown; drag again to zoom further, right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 s bis %2 s: %n Intervall, je Gruppe das höchste gezeigt; erneut ziehen zoomt weiter, Rechtsklick zeigt den ganzen Lauf.</numerusform>
            <numerusform>%1 s bis %2 s: %n Intervalle, je Gruppe das höchste gezeigt; erneut ziehen zoomt weiter, Rechtsklick zeigt den ganzen Lauf.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="455"/>
        <source>Select two or more runs to compare.</source>
        <translation>Zum Vergleichen zwei oder mehr Läufe auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="464"/>
        <source>Cannot compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="469"/>
        <source>Comparing %n run(s)</source>
        <translation>
            <numerusform>Vergleich von %n Lauf</numerusform>
            <numerusform>Vergleich von %n Läufen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="483"/>
        <source>No report file given.</source>
        <translation>Keine Berichtsdatei angegeben.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="494"/>
        <source>Cannot build the report: %1</source>
        <translation>Der Bericht kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="498"/>
        <source>Cannot write the HTML report %1: %2</source>
        <translation>Der HTML-Bericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="502"/>
        <source>Cannot write the PDF report %1: %2</source>
        <translation>Der PDF-Bericht %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="510"/>
        <source>Report written: %1</source>
        <translation>Bericht geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="524"/>
        <source>Cannot delete run %1: %2</source>
        <translation>Lauf %1 kann nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="574"/>
        <source>Cannot restore run %1: %2</source>
        <translation>Lauf %1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Cannot delete run &quot;%1&quot;: %2</source>
        <translation type="vanished">Lauf „%1“ kann nicht gelöscht werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="536"/>
        <source>Deleted %n run(s); Ctrl+Z undoes.</source>
        <translation>
            <numerusform>%n Lauf gelöscht; Strg+Z macht es rückgängig.</numerusform>
            <numerusform>%n Läufe gelöscht; Strg+Z macht es rückgängig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="553"/>
        <source>Cannot empty the trash of the library: %1</source>
        <translation>Der Papierkorb der Bibliothek kann nicht geleert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="560"/>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Cannot restore run &quot;%1&quot;: %2</source>
        <translation type="vanished">Lauf „%1“ kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="582"/>
        <source>Restored %n run(s).</source>
        <translation>
            <numerusform>%n Lauf wiederhergestellt.</numerusform>
            <numerusform>%n Läufe wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="593"/>
        <source>Cannot save the note of run #%1: %2</source>
        <translation>Die Notiz von Lauf #%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="606"/>
        <source>Select one run to open.</source>
        <translation>Bitte einen Lauf zum Öffnen auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="629"/>
        <source>Save report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>PDF report (*.pdf)</source>
        <translation>PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="676"/>
        <source>Select one run to edit.</source>
        <translation>Bitte einen Lauf zum Bearbeiten auswählen.</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="682"/>
        <source>Note and tags of &quot;%1&quot;</source>
        <translation>Notiz und Tags von „%1“</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="686"/>
        <source>idle, under-load, …</source>
        <translation>Leerlauf, unter-Last, …</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="687"/>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="688"/>
        <source>Tags (comma-separated):</source>
        <translation>Tags (durch Kommas getrennt):</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopController</name>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="23"/>
        <source>The measurement stopped: the buses were closed.</source>
        <translation>Die Messung wurde beendet: die Busse wurden geschlossen.</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="74"/>
        <source>The bus is gone.</source>
        <translation>Der Bus ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="103"/>
        <source>%1 poll cycles/s on %2 (the bus polls at a fixed rate).</source>
        <translation>%1 Abfragezyklen/s an %2 (der Bus fragt mit fester Rate ab).</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="110"/>
        <source>Exchange time of one full cycle (%1 devices): median %2 µs, max %3 µs over %4 cycles → at most %5 Hz.</source>
        <translation>Austauschzeit eines vollen Zyklus (%1 Geräte): Median %2 µs, Maximum %3 µs über %4 Zyklen → höchstens %5 Hz.</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="118"/>
        <source>Not enough complete cycles to measure the exchange time.</source>
        <translation>Nicht genug vollständige Zyklen, um die Austauschzeit zu messen.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopDock</name>
    <message>
        <location filename="../app/gui/loop_dock.cpp" line="10"/>
        <source>Control loop</source>
        <translation>Regelkreis</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="62"/>
        <source>Loopscope</source>
        <translation>Loopscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="74"/>
        <source>UDP benchmark</source>
        <translation>UDP-Benchmark</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="80"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="168"/>
        <source>&amp;Benchmark</source>
        <translation>&amp;Messung</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="172"/>
        <source>&amp;Devices</source>
        <translation>&amp;Geräte</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="179"/>
        <source>&amp;Workbench</source>
        <translation>&amp;Werkbank</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="181"/>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothek</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="184"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Logarithmic latency axis</source>
        <translation>&amp;Logarithmische Latenzachse</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="231"/>
        <source>The new language or data folder takes effect when Loopscope starts next.</source>
        <translation>Die neue Sprache oder der neue Datenordner gilt ab dem nächsten Start von Loopscope.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="236"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="237"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="254"/>
        <source>&amp;About Loopscope</source>
        <translation>&amp;Über Loopscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="296"/>
        <source>Simulated lab running</source>
        <translation>Simuliertes Labor läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="308"/>
        <source>Simulated lab not running</source>
        <translation>Simuliertes Labor läuft nicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="309"/>
        <location filename="../app/gui/main_window.cpp" line="310"/>
        <source>The simulated lab could not start: %1</source>
        <translation>Das simulierte Labor konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="313"/>
        <source>Simulated lab off (--no-sim)</source>
        <translation>Simuliertes Labor aus (--no-sim)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>The result library %1 cannot be opened: %2. Runs are not stored.</source>
        <translation>Die Ergebnisbibliothek %1 kann nicht geöffnet werden: %2. Läufe werden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="23"/>
        <source>Workbench</source>
        <translation>Werkbank</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="27"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="35"/>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_devices.cpp" line="41"/>
        <source>Devices and E-STOP</source>
        <translation>Geräte und E-STOP</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="106"/>
        <source>&amp;Reset layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="108"/>
        <source>Puts every dock back where it starts: devices and benchmark left; video, control loop and E-STOP stop times right.</source>
        <translation>Setzt jedes Dock an seinen Ausgangsplatz zurück: Geräte und Messung links; Video, Regelkreis und E-STOP-Haltezeiten rechts.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="111"/>
        <source>&amp;Layouts</source>
        <translation>La&amp;youts</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="121"/>
        <source>&amp;Save current layout as…</source>
        <translation>Aktuelles Layout &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Save layout</source>
        <translation>Layout speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <source>Name of this layout:</source>
        <translation>Name dieses Layouts:</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Replace the layout &quot;%1&quot;?</source>
        <translation>Das Layout „%1“ ersetzen?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="138"/>
        <source>(no saved layouts)</source>
        <translation>(keine gespeicherten Layouts)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="145"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="36"/>
        <source>&amp;Record session…</source>
        <translation>Sitzung &amp;aufzeichnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="41"/>
        <source>Record everything into one MCAP file (Foxglove, PlotJuggler): telemetry and commands, E-STOP events, benchmark intervals and the camera streams</source>
        <translation>Alles in eine MCAP-Datei aufzeichnen (Foxglove, PlotJuggler): Telemetrie und Befehle, E-STOP-Ereignisse, Benchmark-Intervalle und die Kamerastreams</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="48"/>
        <location filename="../app/gui/main_window_recording.cpp" line="89"/>
        <location filename="../app/gui/main_window_recording.cpp" line="118"/>
        <source>Record session</source>
        <translation>Sitzung aufzeichnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="50"/>
        <source>MCAP session (*.mcap)</source>
        <translation>MCAP-Sitzung (*.mcap)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="71"/>
        <location filename="../app/gui/main_window_recording.cpp" line="78"/>
        <source>● REC %1</source>
        <translation>● REC %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="87"/>
        <source>The session cannot be recorded: %1</source>
        <translation>Die Sitzung kann nicht aufgezeichnet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="97"/>
        <source>Recording the session into %1</source>
        <translation>Die Sitzung wird in %1 aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="110"/>
        <source>Session recorded: %1 (%2)</source>
        <translation>Sitzung aufgezeichnet: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="114"/>
        <source>The recording %1 is incomplete: %2. A reader recovers it up to its last complete chunk.</source>
        <translation>Die Aufzeichnung %1 ist unvollständig: %2. Ein Leseprogramm stellt sie bis zum letzten vollständigen Block wieder her.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ManualDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="135"/>
        <source>Loopscope manual</source>
        <translation>Loopscope-Handbuch</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="142"/>
        <source>The manual is not installed: no docs/manual/index.md was found beside the program or in the source tree.</source>
        <translation>Das Handbuch ist nicht installiert: Weder neben dem Programm noch im Quellbaum wurde docs/manual/index.md gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="149"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences.cpp" line="108"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="112"/>
        <location filename="../app/gui/preferences.cpp" line="126"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="119"/>
        <source>Degrees (°)</source>
        <translation>Grad (°)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="120"/>
        <source>Radians (rad)</source>
        <translation>Radiant (rad)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="121"/>
        <source>Revolutions (rev)</source>
        <translation>Umdrehungen (rev)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="127"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="128"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="133"/>
        <source>The standard folder for your user</source>
        <translation>Der Standardordner Ihres Benutzers</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="134"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="138"/>
        <source>Data folder</source>
        <translation>Datenordner</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="148"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="149"/>
        <source>Angles in:</source>
        <translation>Winkel in:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="150"/>
        <source>Theme:</source>
        <translation>Erscheinungsbild:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="151"/>
        <source>Data folder:</source>
        <translation>Datenordner:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="152"/>
        <source>The language and the data folder take effect when Loopscope starts next; the unit of angles and the theme at once. The data folder holds the result library and the files of every run.</source>
        <translation>Sprache und Datenordner gelten ab dem nächsten Start von Loopscope, die Winkeleinheit und das Erscheinungsbild sofort. Der Datenordner enthält die Ergebnisbibliothek und die Dateien jedes Laufs.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::RunSession</name>
    <message>
        <location filename="../app/gui/run_session.cpp" line="54"/>
        <source>A run is going on; stop it first.</source>
        <translation>Ein Lauf ist im Gange; zuerst anhalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="85"/>
        <source>the measurement could not start</source>
        <translation>die Messung konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="96"/>
        <source>The result library is not open: this run is not stored.</source>
        <translation>Die Ergebnisbibliothek ist nicht geöffnet: dieser Lauf wird nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="140"/>
        <source>the probe ended with an error</source>
        <translation>die Messsonde wurde mit einem Fehler beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="158"/>
        <source>idle</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="160"/>
        <location filename="../app/gui/run_session.cpp" line="181"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="162"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="164"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="166"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="177"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="179"/>
        <source>warming up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="183"/>
        <source>waiting for the last replies</source>
        <translation>wartet auf die letzten Antworten</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="195"/>
        <source>The run&apos;s files are not being written: %1</source>
        <translation>Die Dateien des Laufs werden nicht geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="197"/>
        <source>Storing the run in the library failed: %1</source>
        <translation>Das Speichern des Laufs in der Bibliothek ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="255"/>
        <source>There is nothing to export yet: run a benchmark first.</source>
        <translation>Es gibt noch nichts zu exportieren: Bitte zuerst eine Messung durchführen.</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="259"/>
        <source>No folder was chosen for the export.</source>
        <translation>Für den Export wurde kein Ordner gewählt.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::SafetyDock</name>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="18"/>
        <source>E-STOP</source>
        <translation>E-STOP</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="25"/>
        <source>E-STOP: stop every actuator</source>
        <translation>E-STOP: alle Antriebe stoppen</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="30"/>
        <source>Release E-STOP</source>
        <translation>E-STOP freigeben</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="52"/>
        <source>E-STOP raised: every actuator is being stopped.</source>
        <translation>E-STOP ausgelöst: alle Antriebe werden gestoppt.</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="61"/>
        <source>E-STOP released: enable torque again to move.</source>
        <translation>E-STOP freigegeben: zum Bewegen das Drehmoment wieder einschalten.</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="76"/>
        <source>watchdog %1 ms</source>
        <translation>Watchdog %1 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="78"/>
        <source>, heartbeat stale</source>
        <translation>, Heartbeat veraltet</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="97"/>
        <source>after %1 ms</source>
        <translation>nach %1 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="104"/>
        <source>E-STOP RAISED (latched): %1 of %2 actuators confirmed the stop, the slowest after %3 ms. Motion stays disabled until &quot;Release E-STOP&quot;.</source>
        <translation>E-STOP AUSGELÖST (verriegelt): %1 von %2 Antrieben haben den Halt bestätigt, der langsamste nach %3 ms. Bewegung bleibt gesperrt bis „E-STOP freigeben“.</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="110"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP nicht ausgelöst.</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="111"/>
        <source>E-STOP released. The last stop times are kept below.</source>
        <translation>E-STOP freigegeben. Die letzten Haltezeiten stehen unten.</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::SessionRecording</name>
    <message>
        <location filename="../app/gui/session_recording.cpp" line="67"/>
        <source>%1 messages in %2 chunks</source>
        <translation>%1 Nachrichten in %2 Blöcken</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="109"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="113"/>
        <source>Jog panel: %1</source>
        <translation>Jog-Panel: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoController</name>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="33"/>
        <source>Enter the URL of the left camera (e.g. rtsp://host:8554/cam0).</source>
        <translation>Geben Sie die URL der linken Kamera ein (z. B. rtsp://host:8554/cam0).</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="82"/>
        <source>The application is closing.</source>
        <translation>Die Anwendung wird beendet.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="147"/>
        <source>No camera to record: add cameras first.</source>
        <translation>Keine Kamera zum Aufzeichnen: Fügen Sie zuerst Kameras hinzu.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="151"/>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="179"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="218"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="219"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="236"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="237"/>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="239"/>
        <source> · %1x%2 · %3 fps (connected after %9 s, first frame after %10 s) · dropped %4 · p99 demux %5 / decode %6 / convert %7 / hand-off %8 ms</source>
        <translation> · %1x%2 · %3 fps (verbunden nach %9 s, erstes Bild nach %10 s) · verworfen %4 · p99 Demux %5 / Dekodieren %6 / Konvertieren %7 / Übergabe %8 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="251"/>
        <source> · camera-to-display p50 %1 / p99 %2 ms</source>
        <translation> · Kamera bis Anzeige p50 %1 / p99 %2 ms</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoDock</name>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="39"/>
        <source>Left camera URL (rtsp://…, udp://…, file)</source>
        <translation>URL der linken Kamera (rtsp://…, udp://…, Datei)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="41"/>
        <source>Right camera URL (optional)</source>
        <translation>URL der rechten Kamera (optional)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="42"/>
        <source>Add cameras</source>
        <translation>Kameras hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="43"/>
        <source>Simulated pair</source>
        <translation>Simuliertes Paar</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="44"/>
        <source>Start loopscope-sim --cameras 2 and show its stereo pair</source>
        <translation>loopscope-sim --cameras 2 starten und sein Stereopaar zeigen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="45"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="60"/>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="61"/>
        <source>Anaglyph (red/cyan)</source>
        <translation>Anaglyphe (rot/cyan)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="62"/>
        <source>Overlay (50 %)</source>
        <translation>Überlagerung (50 %)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="63"/>
        <source>Rectified</source>
        <translation>Rektifiziert</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="64"/>
        <source>Disparity</source>
        <translation>Disparität</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="65"/>
        <source>Snapshot…</source>
        <translation>Schnappschuss…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="66"/>
        <location filename="../app/gui/video_dock.cpp" line="356"/>
        <source>Record streams…</source>
        <translation>Ströme aufzeichnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="68"/>
        <source>Latency test card</source>
        <translation>Latenztestbild</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="69"/>
        <source>View:</source>
        <translation>Ansicht:</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="78"/>
        <location filename="../app/gui/video_dock.cpp" line="262"/>
        <source>No cameras. Enter URLs or click &quot;Simulated pair&quot;.</source>
        <translation>Keine Kameras. Geben Sie URLs ein oder klicken Sie auf „Simuliertes Paar“.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="87"/>
        <source>Stereo calibration</source>
        <translation>Stereokalibrierung</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="145"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="150"/>
        <source>Inner corners, square:</source>
        <translation>Innere Ecken, Feld:</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="153"/>
        <source>Capture pair</source>
        <translation>Paar erfassen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="154"/>
        <source>Compute</source>
        <translation>Berechnen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="155"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="156"/>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="160"/>
        <source>Not calibrated.</source>
        <translation>Nicht kalibriert.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="88"/>
        <source>Colour tracking</source>
        <translation>Farbverfolgung</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="189"/>
        <source>Pick colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="192"/>
        <source>Then click the object in the video</source>
        <translation>Dann das Objekt im Video anklicken</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="193"/>
        <source>Track</source>
        <translation>Verfolgen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="194"/>
        <location filename="../app/gui/video_dock.cpp" line="376"/>
        <source>Record CSV…</source>
        <translation>CSV aufzeichnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="200"/>
        <source>Click &quot;Pick colour&quot;, then the object.</source>
        <translation>Klicken Sie auf „Farbe wählen“ und dann auf das Objekt.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="210"/>
        <source>Pick the object&apos;s colour first.</source>
        <translation>Wählen Sie zuerst die Farbe des Objekts.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="223"/>
        <location filename="../app/gui/video_dock.cpp" line="427"/>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="245"/>
        <source>Could not start the simulated cameras: %1</source>
        <translation>Die simulierten Kameras konnten nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>reconnecting</source>
        <translation>verbindet neu</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Left camera</source>
        <translation>Linke Kamera</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Right camera</source>
        <translation>Rechte Kamera</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="281"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="282"/>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1 %2: %3 (%4)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="296"/>
        <source>X %1 Y %2 Z %3 m</source>
        <translation>X %1 Y %2 Z %3 m</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="306"/>
        <source>Seen in one view only (or no calibration): no 3D position.</source>
        <translation>Nur in einer Ansicht gesehen (oder keine Kalibrierung): keine 3D-Position.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="307"/>
        <source>Object not found.</source>
        <translation>Objekt nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="312"/>
        <source>%1 pair(s) captured · %2%3</source>
        <translation>%1 Paar(e) erfasst · %2%3</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>calibrated</source>
        <translation>kalibriert</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>not calibrated</source>
        <translation>nicht kalibriert</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="327"/>
        <source>The picked pixel (%1, %2) is grey: pick a clearly coloured object.</source>
        <translation>Das gewählte Pixel (%1, %2) ist grau: Wählen Sie ein deutlich farbiges Objekt.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="332"/>
        <source>Tracking hue %1–%2 (picked in the %3 view).</source>
        <translation>Verfolge Farbton %1–%2 (gewählt in der %3 Ansicht).</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="335"/>
        <source>left</source>
        <translation>linken</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="335"/>
        <source>right</source>
        <translation>rechten</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="341"/>
        <source>Snapshot (both views as PNG)</source>
        <translation>Schnappschuss (beide Ansichten als PNG)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="343"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="359"/>
        <source>Record the streams into folder</source>
        <translation>Ströme in diesen Ordner aufzeichnen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="369"/>
        <source>Stop recording</source>
        <translation>Aufzeichnung beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="379"/>
        <source>Record tracked positions</source>
        <translation>Verfolgte Positionen aufzeichnen</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="380"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="389"/>
        <source>Stop CSV</source>
        <translation>CSV beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="396"/>
        <source>Nothing to save: compute or load a calibration first.</source>
        <translation>Nichts zu speichern: Berechnen oder laden Sie zuerst eine Kalibrierung.</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="397"/>
        <source>Save stereo calibration</source>
        <translation>Stereokalibrierung speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="398"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML-Dateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="406"/>
        <source>Load stereo calibration</source>
        <translation>Stereokalibrierung laden</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="407"/>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::WorkbenchDock</name>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="37"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="38"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="81"/>
        <source>No experiment has run yet. Press Ctrl+N to set one up.</source>
        <translation>Es ist noch kein Experiment gelaufen. Mit Strg+N ein neues einrichten.</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="94"/>
        <source>How late the GUI thread&apos;s event loop ran a %1 ms timer in the last interval: a slow widget shows up here as latency.</source>
        <translation>Wie verspätet die Ereignisschleife des GUI-Threads im letzten Intervall einen %1-ms-Timer ausgeführt hat: Ein langsames Widget zeigt sich hier als Latenz.</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="117"/>
        <source>The result library is not open: runs are shown but not stored.</source>
        <translation>Die Ergebnisbibliothek ist nicht geöffnet: Läufe werden angezeigt, aber nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>Set up a new experiment</source>
        <translation>Ein neues Experiment einrichten</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <source>Run the queued experiments in turn</source>
        <translation>Die Experimente der Warteschlange nacheinander ausführen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop the running experiment and pause the queue</source>
        <translation>Das laufende Experiment stoppen und die Warteschlange anhalten</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Let the running experiment end, then start no other</source>
        <translation>Das laufende Experiment zu Ende laufen lassen, danach kein weiteres starten</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Queue the selected experiment once more and run it</source>
        <translation>Das gewählte Experiment noch einmal einreihen und ausführen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove the selected experiment from the queue</source>
        <translation>Das gewählte Experiment aus der Warteschlange entfernen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Move the selected experiment up</source>
        <translation>Das gewählte Experiment nach oben verschieben</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Move the selected experiment down</source>
        <translation>Das gewählte Experiment nach unten verschieben</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Record GUI hiccups</source>
        <translation>GUI-Aussetzer aufzeichnen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Store the GUI thread&apos;s hiccups as a run in the library</source>
        <translation>Die Aussetzer des GUI-Threads als Lauf in der Bibliothek speichern</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="284"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="319"/>
        <source>The saved queue could not be read (%1); it starts empty.</source>
        <translation>Die gespeicherte Warteschlange konnte nicht gelesen werden (%1); sie beginnt leer.</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="336"/>
        <source>The GUI-hiccup run could not be stored: %1</source>
        <translation>Der Lauf mit den GUI-Aussetzern konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="363"/>
        <source>The GUI hiccups are not recorded: the result library is not open.</source>
        <translation>Die GUI-Aussetzer werden nicht aufgezeichnet: Die Ergebnisbibliothek ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="371"/>
        <source>The GUI hiccups are not recorded: %1</source>
        <translation>Die GUI-Aussetzer werden nicht aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="372"/>
        <source>GUI thread hiccups: not measured (%1)</source>
        <translation>Aussetzer des GUI-Threads: nicht gemessen (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="377"/>
        <source>GUI thread hiccups: measuring…</source>
        <translation>Aussetzer des GUI-Threads: wird gemessen…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="419"/>
        <source>GUI thread hiccups (last %1 s): p99 %2, max %3</source>
        <translation>Aussetzer des GUI-Threads (letzte %1 s): p99 %2, max. %3</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="423"/>
        <source>— recorded as run %1</source>
        <translation>— aufgezeichnet als Lauf %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::ComparisonView</name>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="54"/>
        <source>max</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="56"/>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="58"/>
        <source>samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="71"/>
        <source>Baseline:</source>
        <translation>Referenz:</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="73"/>
        <source>Channel:</source>
        <translation>Kanal:</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="134"/>
        <source>Select two or more runs in the library and press Compare.</source>
        <translation>Zwei oder mehr Läufe in der Bibliothek auswählen und „Vergleichen“ drücken.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="142"/>
        <location filename="../widgets/comparison_view.cpp" line="276"/>
        <source>A comparison needs two or more runs.</source>
        <translation>Ein Vergleich braucht zwei oder mehr Läufe.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="277"/>
        <source>The baseline has no channel to compare.</source>
        <translation>Die Referenz hat keinen Kanal zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="298"/>
        <source>No other run has channel &quot;%1&quot;.</source>
        <translation>Kein anderer Lauf hat den Kanal „%1“.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="299"/>
        <source>Cannot compare these runs: %1</source>
        <translation>Diese Läufe können nicht verglichen werden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>Statistic</source>
        <translation>Kennwert</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>%1 (baseline, µs)</source>
        <translation>%1 (Referenz, µs)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>%1 (µs)</source>
        <translation>%1 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="337"/>
        <source>More than %1× the baseline</source>
        <translation>Mehr als %1× die Referenz</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="345"/>
        <source>Ratios are each run&apos;s value divided by the baseline&apos;s; above %1× is highlighted.</source>
        <translation>Verhältnis = Wert des jeweiligen Laufs geteilt durch den der Referenz; über %1× wird hervorgehoben.</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="347"/>
        <source>Without channel &quot;%1&quot;: %2</source>
        <translation>Ohne Kanal „%1“: %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="372"/>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="379"/>
        <source>(no differences)</source>
        <translation>(keine Unterschiede)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::CountersView</name>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Duplicated</source>
        <translation>Dupliziert</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Reordered</source>
        <translation>Vertauscht</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Foreign</source>
        <translation>Fremd</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Late</source>
        <translation>Verspätet</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Send errors</source>
        <translation>Sendefehler</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Refused</source>
        <translation>Abgewiesen</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Channel (values in µs)</source>
        <translation>Kanal (Werte in µs)</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="61"/>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::DeviceTree</name>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Probe RTT</source>
        <translation>Prüf-RTT</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Firmware / serial</source>
        <translation>Firmware / Seriennummer</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="97"/>
        <source>Scan</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="99"/>
        <source>Scan serial ports, the simulated lab and UDP targets (F5).</source>
        <translation>Serielle Ports, das simulierte Labor und UDP-Ziele durchsuchen (F5).</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="100"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="103"/>
        <source>USB latency 1 ms</source>
        <translation>USB-Latenz 1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="106"/>
        <source>Set the USB latency timer of the selected bus&apos;s port to 1 ms. FTDI adapters hold replies up to 16 ms by default; 1 ms suits control loops.</source>
        <translation>Den USB-Latenz-Timer des Ports des gewählten Busses auf 1 ms setzen. FTDI-Adapter halten Antworten standardmäßig bis zu 16 ms zurück; 1 ms passt für Regelkreise.</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="168"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="215"/>
        <source>Port: %1</source>
        <translation>Port: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="220"/>
        <source>%1 — USB latency timer %2 ms</source>
        <translation>%1 — USB-Latenz-Timer %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="282"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="329"/>
        <source>Not heard from since the scan</source>
        <translation>Seit der Suche keine Rückmeldung</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="331"/>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost: %1</source>
        <translation>Verbindung verloren: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="339"/>
        <source>Torque on</source>
        <translation>Drehmoment ein</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="351"/>
        <source>Path: %1</source>
        <translation>Pfad: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="353"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="355"/>
        <source>Firmware: %1</source>
        <translation>Firmware: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="357"/>
        <source>Serial number: %1</source>
        <translation>Seriennummer: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="359"/>
        <source>Probe round trip: %1 ms</source>
        <translation>Prüf-Umlauf: %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="362"/>
        <source>Select to open its jog panel.</source>
        <translation>Auswählen, um das Jog-Panel zu öffnen.</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="363"/>
        <source>F2 renames it.</source>
        <translation>F2 benennt es um.</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="442"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="445"/>
        <source>Use the name “%1” again</source>
        <translation>Wieder den Namen „%1“ verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="287"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="287"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="464"/>
        <source>Scanning…</source>
        <translation>Suche läuft…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::EstopButton</name>
    <message>
        <location filename="../widgets/estop_button.cpp" line="12"/>
        <source>Emergency stop: stops every actuator on every bus (Esc).</source>
        <translation>Not-Halt: stoppt jeden Antrieb an jedem Bus (Esc).</translation>
    </message>
    <message>
        <location filename="../widgets/estop_button.cpp" line="31"/>
        <source>E-STOP ACTIVE</source>
        <translation>E-STOP AKTIV</translation>
    </message>
    <message>
        <location filename="../widgets/estop_button.cpp" line="31"/>
        <source>E-STOP</source>
        <translation>E-STOP</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::ExperimentForm</name>
    <message>
        <location filename="../widgets/experiment_form.cpp" line="64"/>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <location filename="../widgets/experiment_form.cpp" line="65"/>
        <source>Show or hide the advanced parameters</source>
        <translation>Erweiterte Parameter ein- oder ausblenden</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FaultBanner</name>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="18"/>
        <source>Clear fault</source>
        <translation>Fehler löschen</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="20"/>
        <source>Sends a stop to the device, which clears a latched fault where the protocol allows.</source>
        <translation>Sendet einen Halt an das Gerät; das löscht einen gespeicherten Fehler, wo das Protokoll es erlaubt.</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="37"/>
        <source>unknown fault</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="38"/>
        <source>Fault %1 (0x%2): %3</source>
        <translation>Fehler %1 (0x%2): %3</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FleetView</name>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="36"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="37"/>
        <source>busy</source>
        <translation>beschäftigt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="38"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="39"/>
        <source>dispatched</source>
        <translation>versandt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="40"/>
        <source>waiting for the peer</source>
        <translation>wartet auf die Gegenstelle</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="41"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="42"/>
        <source>collecting</source>
        <translation>sammelt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="43"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="44"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="45"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="46"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="47"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="59"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="61"/>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="62"/>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="109"/>
        <source>Choose the file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="162"/>
        <source>&amp;Broker:</source>
        <translation>&amp;Broker:</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="166"/>
        <source>The MQTT broker the agents use: mqtt://HOST[:PORT], or mqtts://HOST[:PORT] for TLS (give the CA file under Login and TLS).</source>
        <translation>Der MQTT-Broker der Agenten: mqtt://HOST[:PORT], oder mqtts://HOST[:PORT] für TLS (die CA-Datei unter Anmeldung und TLS angeben).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="171"/>
        <source>Login and TLS</source>
        <translation>Anmeldung und TLS</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="175"/>
        <location filename="../widgets/fleet_view.cpp" line="388"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="189"/>
        <source>Log in to the broker with this user name (empty: no login).</source>
        <translation>Mit diesem Benutzernamen am Broker anmelden (leer: keine Anmeldung).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="190"/>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="192"/>
        <source>Password file</source>
        <translation>Passwortdatei</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="193"/>
        <source>The broker password is the first line of this file (else the environment variable LOOPSCOPE_MQTT_PASSWORD). It is never stored in the settings.</source>
        <translation>Das Broker-Passwort ist die erste Zeile dieser Datei (sonst die Umgebungsvariable LOOPSCOPE_MQTT_PASSWORD). Es wird nie in den Einstellungen gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="196"/>
        <source>The fleet&apos;s topic prefix on the broker (the agents&apos; --prefix).</source>
        <translation>Das Topic-Präfix der Flotte auf dem Broker (das --prefix der Agenten).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="197"/>
        <source>Topic prefix</source>
        <translation>Topic-Präfix</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="199"/>
        <source>CA file</source>
        <translation>CA-Datei</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="200"/>
        <source>TLS: the CA (PEM) that signed the broker&apos;s certificate; needs an mqtts:// address.</source>
        <translation>TLS: die CA (PEM), die das Zertifikat des Brokers signiert hat; braucht eine mqtts://-Adresse.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>TLS client certificate (PEM), optional.</source>
        <translation>TLS-Client-Zertifikat (PEM), optional.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>The client certificate&apos;s key (PEM).</source>
        <translation>Der Schlüssel des Client-Zertifikats (PEM).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="225"/>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Kinds</source>
        <translation>Arten</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Differs in</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="232"/>
        <source>This agent&apos;s values of the fingerprint entries that differ between the agents</source>
        <translation>Die Werte dieses Agenten für die Fingerabdruck-Einträge, die sich zwischen den Agenten unterscheiden</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="255"/>
        <source>Experiment on the checked agents</source>
        <translation>Experiment auf den markierten Agenten</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="260"/>
        <source>The probe kinds every checked agent offers (its allow-list).</source>
        <translation>Die Messarten, die jeder markierte Agent anbietet (seine Erlaubnisliste).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="261"/>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="263"/>
        <source>fleet-KIND-RUN (default)</source>
        <translation>fleet-ART-LAUF (Standard)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="264"/>
        <source>The name of the merged run in the library; each agent stores its own part as NAME.AGENT.</source>
        <translation>Der Name des zusammengeführten Laufs in der Bibliothek; jeder Agent speichert seinen Teil als NAME.AGENT.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="265"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="276"/>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on the checked agents</source>
        <translation>Auf den markierten Agenten &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="279"/>
        <source>Dispatch the experiment to every checked agent at once (Ctrl+Return)</source>
        <translation>Das Experiment an alle markierten Agenten zugleich senden (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="280"/>
        <source>Cance&amp;l run</source>
        <translation>Lauf abbre&amp;chen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="282"/>
        <source>Ask every agent to stop; each keeps what it measured</source>
        <translation>Jeden Agenten zum Anhalten auffordern; jeder behält, was er gemessen hat</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="308"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="313"/>
        <source>&amp;Open in Library</source>
        <translation>In der Bibliothek ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="314"/>
        <source>Show the merged run (every agent&apos;s part beside the merged one) in the Library tab</source>
        <translation>Den zusammengeführten Lauf (jeder Agententeil neben dem zusammengeführten) im Reiter Bibliothek zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Intervals</source>
        <translation>Intervalle</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>max (µs)</source>
        <translation>max (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>Clock offset</source>
        <translation>Uhrenversatz</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="329"/>
        <source>The agent&apos;s wall clock minus this computer&apos;s, with its error bound, from NTP-style exchanges over the broker during the run</source>
        <translation>Die Uhr des Agenten minus die dieses Rechners, mit Fehlergrenze, aus NTP-artigem Austausch über den Broker während des Laufs</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="338"/>
        <source>The merged distribution (the agents&apos; histograms added, exactly) beside each agent&apos;s own</source>
        <translation>Die zusammengeführte Verteilung (die Histogramme der Agenten exakt addiert) neben der jedes Agenten</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="389"/>
        <source>Not connected. Give the broker the agents use and press Connect.</source>
        <translation>Nicht verbunden. Den Broker der Agenten angeben und Verbinden drücken.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="393"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="394"/>
        <source>Connecting to the broker…</source>
        <translation>Verbinde mit dem Broker…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="397"/>
        <location filename="../widgets/fleet_view.cpp" line="401"/>
        <source>Dis&amp;connect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="402"/>
        <source>The broker is gone; reconnecting (runs keep recording on the agents)…</source>
        <translation>Der Broker ist weg; verbinde neu (die Läufe zeichnen auf den Agenten weiter auf)…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="454"/>
        <source>running %1</source>
        <translation>führt %1 aus</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>no devices seen</source>
        <translation>keine Geräte gesehen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>devices: %1</source>
        <translation>Geräte: %1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="460"/>
        <source>
(allowed to drive actuators)</source>
        <translation>
(darf Aktoren bewegen)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="469"/>
        <source>No agent on this broker yet. Start one on each host: loopscope-cli agent --broker URL --name NAME</source>
        <translation>Noch kein Agent auf diesem Broker. Auf jedem Host einen starten: loopscope-cli agent --broker URL --name NAME</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="475"/>
        <source>The agents&apos; fingerprints agree (kernel, CPU, clock source, governor, version).</source>
        <translation>Die Fingerabdrücke der Agenten stimmen überein (Kernel, CPU, Taktquelle, Governor, Version).</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="477"/>
        <source>Fingerprints differ in: %1</source>
        <translation>Fingerabdrücke unterscheiden sich in: %1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="488"/>
        <source>the agent said &quot;%1&quot; at %2 (its clock)</source>
        <translation>der Agent meldete „%1“ um %2 (seine Uhr)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="609"/>
        <source>Connect to the broker first.</source>
        <translation>Zuerst mit dem Broker verbinden.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="611"/>
        <source>A fleet run is in progress.</source>
        <translation>Ein Flottenlauf ist im Gange.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="613"/>
        <source>Check the agents to run on.</source>
        <translation>Die Agenten markieren, auf denen es laufen soll.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="615"/>
        <source>The checked agents offer no probe kind in common.</source>
        <translation>Die markierten Agenten bieten keine gemeinsame Messart an.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="617"/>
        <source>Choose a kind.</source>
        <translation>Eine Art wählen.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on 1 agent</source>
        <translation>Auf 1 Agenten &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on %1 agents</source>
        <translation>Auf %1 Agenten &amp;ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="657"/>
        <source>%1 of %2 the agent sent</source>
        <translation>%1 von %2, die der Agent gesendet hat</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="659"/>
        <source>%1 ms ± %2 ms</source>
        <translation>%1 ms ± %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="660"/>
        <source>not measured yet</source>
        <translation>noch nicht gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="661"/>
        <source>exchanges: %1; least round trip %2 ms</source>
        <translation>Austausche: %1; kürzester Umlauf %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="678"/>
        <source>No fleet run yet: check agents, pick an experiment and press Run.</source>
        <translation>Noch kein Flottenlauf: Agenten markieren, ein Experiment wählen und Ausführen drücken.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="680"/>
        <source>Run %1: %2 of %3 agents done…</source>
        <translation>Lauf %1: %2 von %3 Agenten fertig…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="682"/>
        <source>Run %1 ended: %2 of %3 agents done.</source>
        <translation>Lauf %1 beendet: %2 von %3 Agenten fertig.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="685"/>
        <source>Peer %1 (%2): %3%4</source>
        <translation>Gegenstelle %1 (%2): %3%4</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="689"/>
        <source>Its clock: %1 ms ± %2 ms from this computer&apos;s.</source>
        <translation>Ihre Uhr: %1 ms ± %2 ms gegenüber der dieses Rechners.</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="711"/>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::IntervalMaxChart</name>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="95"/>
        <source>Maximum latency per interval</source>
        <translation>Maximale Latenz je Intervall</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="101"/>
        <source>Time since start (s)</source>
        <translation>Zeit seit Start (s)</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="229"/>
        <source>Drag across the chart to zoom into that time (read from the library at full resolution); right-click or double-click to see the whole run.</source>
        <translation>Über das Diagramm ziehen, um in diesen Zeitraum zu zoomen (in voller Auflösung aus der Bibliothek gelesen); Rechts- oder Doppelklick zeigt den ganzen Lauf.</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="279"/>
        <source>Maximum latency (%1)</source>
        <translation>Maximale Latenz (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::JogPanel</name>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="38"/>
        <source>change soft limits</source>
        <translation>Software-Grenzen ändern</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="90"/>
        <source>rad</source>
        <translation>rad</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="91"/>
        <source>rev</source>
        <translation>U</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="100"/>
        <location filename="../widgets/jog_panel.cpp" line="312"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="101"/>
        <source>Velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="102"/>
        <source>Torque</source>
        <translation>Drehmoment</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="103"/>
        <source>Current</source>
        <translation>Strom</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="106"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="132"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="136"/>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="146"/>
        <source>Wheel or drag to zoom the time axis.</source>
        <translation>Mausrad oder Ziehen zoomt die Zeitachse.</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="160"/>
        <source>Telemetry</source>
        <translation>Telemetrie</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="161"/>
        <source>Step / sine test</source>
        <translation>Sprung-/Sinustest</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="183"/>
        <source>Jog</source>
        <translation>Jog</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="184"/>
        <location filename="../widgets/jog_panel.cpp" line="498"/>
        <source>Torque enabled</source>
        <translation>Drehmoment ein</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="188"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="190"/>
        <source>Stops this actuator (the E-STOP stops all).</source>
        <translation>Stoppt diesen Antrieb (der E-STOP stoppt alle).</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="205"/>
        <source>Left/Right arrows jog by one step, PageUp/PageDown by ten.</source>
        <translation>Pfeil links/rechts bewegt um einen Schritt, Bild auf/ab um zehn.</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="207"/>
        <location filename="../widgets/jog_panel.cpp" line="210"/>
        <source>Hold to run</source>
        <translation>Gedrückt halten</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="209"/>
        <source>Motion only while the button or the Space key is held; release stops.</source>
        <translation>Bewegung nur, solange die Taste oder die Leertaste gehalten wird; Loslassen stoppt.</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="222"/>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="227"/>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="277"/>
        <source>Soft limits</source>
        <translation>Software-Grenzen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="279"/>
        <source>Checked on the host before every command; click a field to edit it. Ctrl+Z undoes an edit.</source>
        <translation>Vor jedem Befehl auf dem Host geprüft; zum Bearbeiten auf ein Feld klicken. Strg+Z macht eine Änderung rückgängig.</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="400"/>
        <location filename="../widgets/jog_panel.cpp" line="573"/>
        <source> %1/s</source>
        <translation> %1/s</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="437"/>
        <source>%1 (%2)</source>
        <comment>watchdog text (what it covers)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="476"/>
        <source>the device</source>
        <translation>das Gerät</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="479"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting…</source>
        <translation>Verbindung zu %1 um %2 verloren — Joggen gestoppt, wird neu verbunden…</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="480"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting… (%3)</source>
        <translation>Verbindung zu %1 um %2 verloren — Joggen gestoppt, wird neu verbunden… (%3)</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="593"/>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="687"/>
        <source>Measured: %1 %6, %2 %6/s, %3 %4 — mode %5</source>
        <translation>Gemessen: %1 %6, %2 %6/s, %3 %4 — Modus %5</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>Right / Up</source>
        <translation>Pfeil rechts / oben</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>jog one step up</source>
        <translation>einen Schritt aufwärts bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>Left / Down</source>
        <translation>Pfeil links / unten</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>jog one step down</source>
        <translation>einen Schritt abwärts bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>Page Up / Page Down</source>
        <translation>Bild auf / Bild ab</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>jog ten steps</source>
        <translation>zehn Schritte bewegen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>Space (held)</source>
        <translation>Leertaste (gehalten)</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>hold to run: motion while held</source>
        <translation>Gedrückt halten: Bewegung nur, solange gehalten</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Strg+Z / Strg+Umschalt+Z</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>undo / redo a soft-limit edit</source>
        <translation>Änderung der Software-Grenzen rückgängig machen / wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="299"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="303"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="312"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="313"/>
        <source>|velocity| ≤</source>
        <translation>|Geschwindigkeit| ≤</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="314"/>
        <source>|effort| ≤</source>
        <translation>|Kraft| ≤</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="434"/>
        <source>Device watchdog: %1 ms</source>
        <translation>Geräte-Watchdog: %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="435"/>
        <source>Device watchdog: off</source>
        <translation>Geräte-Watchdog: aus</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="494"/>
        <source>Torque: unknown</source>
        <translation>Drehmoment: unbekannt</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="94"/>
        <source>°</source>
        <translation>°</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::LatencyTestCard</name>
    <message>
        <location filename="../widgets/latency_test_card.cpp" line="13"/>
        <source>Loopscope latency test card</source>
        <translation>Loopscope-Latenztestbild</translation>
    </message>
    <message>
        <location filename="../widgets/latency_test_card.cpp" line="41"/>
        <source>Point the camera at this screen so that its picture shows exactly this window: the black and white code at the top-left is this computer&apos;s clock, read back from the camera&apos;s stream to measure glass-to-glass latency. Esc closes.</source>
        <translation>Richten Sie die Kamera so auf diesen Bildschirm, dass ihr Bild genau dieses Fenster zeigt: Der schwarz-weiße Code oben links ist die Uhr dieses Computers; er wird aus dem Kamerastrom zurückgelesen, um die Latenz von Glas zu Glas zu messen. Esc schließt.</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::LinkBudgetView</name>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="29"/>
        <source>Command + query per device (moteus)</source>
        <translation>Befehl + Abfrage je Gerät (moteus)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="30"/>
        <source>Sync write + sync read (Dynamixel)</source>
        <translation>Sync Write + Sync Read (Dynamixel)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="35"/>
        <source> bit/s</source>
        <translation> bit/s</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="60"/>
        <source>Bus:</source>
        <translation>Bus:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="61"/>
        <source>Pattern:</source>
        <translation>Muster:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="62"/>
        <source>Baud rate:</source>
        <translation>Baudrate:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="63"/>
        <source>Devices:</source>
        <translation>Geräte:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="64"/>
        <source>Command bytes per device:</source>
        <translation>Befehlsbytes je Gerät:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="65"/>
        <source>Reply bytes per device:</source>
        <translation>Antwortbytes je Gerät:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="66"/>
        <source>Framing overhead per frame:</source>
        <translation>Rahmen-Overhead je Rahmen:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="67"/>
        <source>Device turnaround:</source>
        <translation>Geräte-Umschaltzeit:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="68"/>
        <source>Host turnaround:</source>
        <translation>Host-Umschaltzeit:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="78"/>
        <source>Not measured yet.</source>
        <translation>Noch nicht gemessen.</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="81"/>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="83"/>
        <source>Watches the selected bus for a few seconds and measures its exchange time per cycle.</source>
        <translation>Beobachtet den gewählten Bus einige Sekunden und misst seine Austauschzeit je Zyklus.</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="85"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="89"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="126"/>
        <source>mjbots quadruped, first (≈80 Hz)</source>
        <translation>mjbots-Vierbeiner, erste Fassung (≈80 Hz)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="127"/>
        <source>mjbots quadruped, optimised (≈300 Hz)</source>
        <translation>mjbots-Vierbeiner, optimiert (≈300 Hz)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="198"/>
        <source>Cannot predict: %1</source>
        <translation>Keine Vorhersage möglich: %1</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="209"/>
        <source>%1 µs per cycle → at most %2 Hz (%3 % on the wire)</source>
        <translation>%1 µs je Zyklus → höchstens %2 Hz (%3 % auf der Leitung)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="219"/>
        <source>Measuring…</source>
        <translation>Misst…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::PercentileChart</name>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="48"/>
        <source>Latency by percentile</source>
        <translation>Latenz nach Perzentil</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="63"/>
        <source>Logarithmic latency axis</source>
        <translation>Logarithmische Latenzachse</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="90"/>
        <source>Percentile</source>
        <translation>Perzentil</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="237"/>
        <source>Latency (%1)</source>
        <translation>Latenz (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunListModel</name>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="71"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="73"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="75"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="77"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="79"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="82"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="172"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="174"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="176"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="178"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="180"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="182"/>
        <source>Samples</source>
        <translation>Messwerte</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="184"/>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="186"/>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="188"/>
        <source>Max (µs)</source>
        <translation>Max. (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="190"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="192"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunView</name>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="96"/>
        <source>Percentiles</source>
        <translation>Perzentile</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="97"/>
        <source>Max per interval</source>
        <translation>Maximum je Intervall</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="98"/>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="99"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="100"/>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="109"/>
        <source>No run open</source>
        <translation>Kein Lauf geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="126"/>
        <source>%1 — %2 (#%3)</source>
        <translation>%1 — %2 (#%3)</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="128"/>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="131"/>
        <source>, started %1</source>
        <translation>, gestartet %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="132"/>
        <source>, %1 s</source>
        <translation>, %1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="134"/>
        <source>Failure: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="136"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="143"/>
        <source>Tags: %1</source>
        <translation>Tags: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyBar</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>LATCHED</source>
        <translation>VERRIEGELT</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>Released</source>
        <translation>Freigegeben</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyChipRow</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="39"/>
        <source>%1: torque on, %2</source>
        <translation>%1: Drehmoment ein, %2</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="40"/>
        <source>%1: link lost</source>
        <translation>%1: Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="41"/>
        <source>%1: stopped %2</source>
        <translation>%1: gestoppt %2</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="42"/>
        <source>%1: stop NOT confirmed</source>
        <translation>%1: Halt NICHT bestätigt</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StepTestView</name>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="21"/>
        <source>Step</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="22"/>
        <source>Sine</source>
        <translation>Sinus</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="27"/>
        <source> °</source>
        <translation> °</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="32"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="37"/>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="38"/>
        <source>Run test</source>
        <translation>Test starten</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="40"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="42"/>
        <source>Run a test to see rise time, overshoot, settling time or tracking error.</source>
        <translation>Einen Test starten, um Anstiegszeit, Überschwingen, Einschwingzeit oder Folgefehler zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="48"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="48"/>
        <location filename="../widgets/step_test_view.cpp" line="49"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="49"/>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="55"/>
        <source>Amplitude:</source>
        <translation>Amplitude:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="56"/>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="57"/>
        <source>Frequency:</source>
        <translation>Frequenz:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="135"/>
        <source>No step found in the recording: the figures cannot be computed.</source>
        <translation>Kein Sprung in der Aufzeichnung: die Kennwerte können nicht berechnet werden.</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="141"/>
        <source>Step %1 → %2 °: rise time (10–90 %) %3, overshoot %4 %, settling time (±%5 %) %6, steady-state error %7 °</source>
        <translation>Sprung %1 → %2 °: Anstiegszeit (10–90 %) %3, Überschwingen %4 %, Einschwingzeit (±%5 %) %6, bleibende Abweichung %7 °</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="157"/>
        <source>The recording is too short to compute the tracking error.</source>
        <translation>Die Aufzeichnung ist zu kurz, um den Folgefehler zu berechnen.</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="160"/>
        <source>Tracking: RMS error %1 °, max error %2 °, lag %3 ms, amplitude ratio %4</source>
        <translation>Folgeverhalten: RMS-Fehler %1 °, maximaler Fehler %2 °, Verzögerung %3 ms, Amplitudenverhältnis %4</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StereoView</name>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="187"/>
        <source>%1 pairs/s · skew p50 %2 ms, p99 %3 ms, mean %4 ms · paint p99 %5 ms</source>
        <translation>%1 Paare/s · Versatz p50 %2 ms, p99 %3 ms, Mittel %4 ms · Zeichnen p99 %5 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="237"/>
        <source>Disparity needs a calibration (load or compute one).</source>
        <translation>Die Disparität braucht eine Kalibrierung (laden oder berechnen).</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="254"/>
        <source>Rectification needs a calibration (load or compute one).</source>
        <translation>Die Rektifizierung braucht eine Kalibrierung (laden oder berechnen).</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="268"/>
        <source>No video: add cameras or start the simulated pair.</source>
        <translation>Kein Video: Kameras hinzufügen oder das simulierte Paar starten.</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="338"/>
        <source>Nothing to save: no frame has been shown yet.</source>
        <translation>Nichts zu speichern: Es wurde noch kein Bild angezeigt.</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="349"/>
        <source>Could not write %1 (does the folder exist and is it writable?).</source>
        <translation>%1 konnte nicht geschrieben werden (existiert der Ordner und ist er beschreibbar?).</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StopAckTable</name>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="13"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP nicht ausgelöst.</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Stop acknowledged after</source>
        <translation>Halt bestätigt nach</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Bus</source>
        <translation>Bus</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="37"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="38"/>
        <source>not confirmed: %1</source>
        <translation>nicht bestätigt: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::TelemetryPlot</name>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="39"/>
        <source>Mouse wheel: zoom the time axis. Drag: zoom into a time range. Double-click: reset zoom.</source>
        <translation>Mausrad: Zeitachse zoomen. Ziehen: in einen Zeitbereich zoomen. Doppelklick: Zoom zurücksetzen.</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="342"/>
        <source>No telemetry channels</source>
        <translation>Keine Telemetriekanäle</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="358"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="362"/>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="364"/>
        <source>zoomed</source>
        <translation>gezoomt</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoTrackPlot</name>
    <message>
        <location filename="../widgets/video_track_plot.cpp" line="39"/>
        <source>XYZ (m) over time: no tracked position yet</source>
        <translation>XYZ (m) über der Zeit: noch keine verfolgte Position</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoView</name>
    <message>
        <location filename="../widgets/video_view.cpp" line="144"/>
        <source>%1 · %2 fps · dropped %3 · paint p99 %4 ms</source>
        <translation>%1 · %2 fps · verworfen %3 · Zeichnen p99 %4 ms</translation>
    </message>
    <message>
        <location filename="../widgets/video_view.cpp" line="145"/>
        <source>OpenGL</source>
        <translation>OpenGL</translation>
    </message>
    <message>
        <location filename="../widgets/video_view.cpp" line="145"/>
        <source>Painter</source>
        <translation>Painter</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="72"/>
        <source>Loopscope: latency measurement for robot benches.</source>
        <translation>Loopscope: Latenzmessung für Roboter-Prüfstände.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="77"/>
        <source>Do not start the simulated lab (loopscope-sim).</source>
        <translation>Das simulierte Labor (loopscope-sim) nicht starten.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="79"/>
        <source>User interface language, e.g. de, ja, zh_CN or en.</source>
        <translation>Sprache der Benutzeroberfläche, z. B. de, ja, zh_CN oder en.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="83"/>
        <source>Also scan TARGET (HOST:PORT or HOST:FIRST-LAST).</source>
        <translation>Zusätzlich ZIEL durchsuchen (HOST:PORT oder HOST:ERSTER-LETZTER).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="119"/>
        <source>Connect the Fleet tab to this MQTT broker at start (mqtt://HOST[:PORT]).</source>
        <translation>Den Reiter Flotte beim Start mit diesem MQTT-Broker verbinden (mqtt://HOST[:PORT]).</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="128"/>
        <source>Record the session into FILE (MCAP) from the start, as File &gt; Record session.</source>
        <translation>Die Sitzung von Anfang an in FILE (MCAP) aufzeichnen, wie Datei &gt; Sitzung aufzeichnen.</translation>
    </message>
</context>
</TS>
