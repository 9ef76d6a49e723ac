<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ChartPng</name>
    <message>
        <location filename="../widgets/chart_png.cpp" line="16"/>
        <source>No file name was given for the PNG image.</source>
        <translation>PNG 画像のファイル名が指定されていません。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="19"/>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>%1 を書き込めません: フォルダー %2 が存在しません。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="22"/>
        <source>Cannot export the chart: it has no size yet.</source>
        <translation>グラフをエクスポートできません: まだサイズがありません。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="25"/>
        <source>Cannot export the chart: drawing it into an image failed.</source>
        <translation>グラフをエクスポートできません: 画像への描画に失敗しました。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="29"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>LinkBudget</name>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="10"/>
        <source>choose a bus pattern</source>
        <translation>バスのパターンを選択してください</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="12"/>
        <source>baud rate %1 is outside 300 .. 100000000</source>
        <translation>ボーレート %1 が範囲 300 .. 100000000 の外です</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="14"/>
        <source>bits per byte %1 is outside 8 .. 12</source>
        <translation>バイトあたりのビット数 %1 が範囲 8 .. 12 の外です</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="16"/>
        <source>device count %1 is outside 1 .. 253</source>
        <translation>デバイス数 %1 が範囲 1 .. 253 の外です</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="18"/>
        <source>byte counts cannot be negative</source>
        <translation>バイト数を負にすることはできません</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="20"/>
        <source>turnaround times cannot be negative</source>
        <translation>ターンアラウンド時間を負にすることはできません</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="56"/>
        <source>%1 bytes on the wire at %2 µs/byte = %3 µs
turnarounds (device %4 µs, host %5 µs) = %6 µs
cycle %7 µs -&gt; at most %8 Hz</source>
        <translation>回線上の %1 バイト × %2 µs/バイト = %3 µs
ターンアラウンド (デバイス %4 µs、ホスト %5 µs) = %6 µs
周期 %7 µs -&gt; 最大 %8 Hz</translation>
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
        <translation>周期のウェイクアップレイテンシ (周期の開始から)</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="167"/>
        <source>Lateness of missed cycles (finish after the deadline)</source>
        <translation>期限を超えた周期の遅れ (期限後に終了)</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="163"/>
        <source>Event-loop hiccup (timer interval beyond the period)</source>
        <translation>イベントループの停滞 (周期を超えたタイマー間隔)</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="129"/>
        <source>Host hiccup (wake-up interval beyond the resolution)</source>
        <translation>ホストの停滞 (分解能を超えたウェイクアップ間隔)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="404"/>
        <source>Latency (from intended send time)</source>
        <translation>レイテンシ (予定送信時刻から)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="408"/>
        <source>Service time (from actual send time)</source>
        <translation>サービス時間 (実際の送信時刻から)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="412"/>
        <source>One way out (to the peer)</source>
        <translation>片道・往路（ピアへ）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="415"/>
        <source>One way back (from the peer)</source>
        <translation>片道・復路（ピアから）</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="561"/>
        <source>Total latency (from intended publish time)</source>
        <translation>合計レイテンシ (予定パブリッシュ時刻から)</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="565"/>
        <source>Service time (from actual publish time)</source>
        <translation>サービス時間 (実際のパブリッシュ時刻から)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="143"/>
        <source>Demux (read one packet)</source>
        <translation>デマックス (1 パケットの読み込み)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="146"/>
        <source>Decode (packet read to frame out)</source>
        <translation>デコード (パケット読み込みからフレーム出力まで)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="149"/>
        <source>Hand out or convert (+ clock code)</source>
        <translation>受け渡しまたは変換 (+ クロックコード)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="152"/>
        <source>Hand-off (published to taken)</source>
        <translation>受け渡し (公開から取得まで)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="155"/>
        <source>Camera to demux (clock code)</source>
        <translation>カメラからデマックスまで (クロックコード)</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="158"/>
        <source>Camera to display (clock code)</source>
        <translation>カメラから表示まで (クロックコード)</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="184"/>
        <source>Timer wake-up latency, thread %1</source>
        <translation>タイマーのウェイクアップレイテンシ、スレッド %1</translation>
    </message>
</context>
<context>
    <name>loopscope::CoreTexts</name>
    <message>
        <location filename="../core/bench/composite_probe.cpp" line="38"/>
        <source>nothing to measure</source>
        <translation>測定するものがありません</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="30"/>
        <source>rate %1 Hz is outside 1..20000 Hz</source>
        <translation>レート %1 Hz が範囲 1..20000 Hz の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="33"/>
        <source>work %1 µs is outside 0..1000000 µs</source>
        <translation>処理時間 %1 µs が範囲 0..1000000 µs の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="36"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="34"/>
        <location filename="../core/bench/timer_latency_probe.cpp" line="38"/>
        <source>duration %1 s is outside 0.1 s..1 week</source>
        <translation>継続時間 %1 s が範囲 0.1 s..1 週間の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="39"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="37"/>
        <location filename="../core/bench/udp_echo_probe.cpp" line="61"/>
        <source>warm-up %1 s is outside 0..3600 s</source>
        <translation>ウォームアップ %1 s が範囲 0..3600 s の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="201"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="162"/>
        <source>real-time partly refused, measured with %1</source>
        <translation>リアルタイムが一部拒否されました。%1 で測定しました</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="21"/>
        <source>period %1 ms is outside 1..1000 ms</source>
        <translation>周期 %1 ms が範囲 1..1000 ms の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="24"/>
        <source>duration %1 s is outside 0.1 s..1 week (0: until stopped)</source>
        <translation>継続時間 %1 s が範囲 0.1 s..1 週間の外です (0: 停止するまで)</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="100"/>
        <location filename="../core/bench/probe_status.cpp" line="12"/>
        <source>the probe was already started</source>
        <translation>プローブはすでに開始されています</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="30"/>
        <source>resolution %1 ms is outside 0.05..1000 ms</source>
        <translation>分解能 %1 ms が範囲 0.05..1000 ms の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="144"/>
        <source>net-mbit: cannot open a UDP socket: %1</source>
        <translation>net-mbit: UDP ソケットを開けません: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="161"/>
        <source>net-mbit: cannot set up loopback UDP on 127.0.0.1: %1</source>
        <translation>net-mbit: 127.0.0.1 のループバック UDP を設定できません: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="274"/>
        <location filename="../core/bench/load_generator.cpp" line="297"/>
        <source>load generator: %1</source>
        <translation>負荷ジェネレーター: %1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="282"/>
        <source>load generator: memory-mib %1 is more than half of this machine&apos;s %2 MiB</source>
        <translation>負荷ジェネレーター: memory-mib %1 はこのマシンの %2 MiB の半分を超えています</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="292"/>
        <source>load generator: memory-mib: cannot allocate %1 MiB</source>
        <translation>負荷ジェネレーター: memory-mib: %1 MiB を確保できません</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="130"/>
        <source>bad value for %1: &apos;%2&apos; (%3)</source>
        <translation>%1 の値が不正です: &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <location filename="../core/bench/round_trip_tracker.cpp" line="46"/>
        <source>rate not sustained: %1 was up to %2 ms behind schedule</source>
        <translation>レートを維持できませんでした: %1 が予定より最大 %2 ms 遅れました</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="63"/>
        <location filename="../core/bench/run_collector.cpp" line="156"/>
        <location filename="../core/bench/run_export.cpp" line="64"/>
        <source>only %1 of %2 bytes written (disk full or file too large)</source>
        <translation>%2 バイト中 %1 バイトしか書き込めませんでした (ディスクがいっぱいか、ファイルが大きすぎます)</translation>
    </message>
    <message>
        <source>writing %1 failed: %2 (the run goes on in memory; export it when there is room)</source>
        <translation type="vanished">%1 の書き込みに失敗しました: %2 (実行はメモリ上で続行します。空き容量ができたらエクスポートしてください)</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="146"/>
        <location filename="../core/bench/run_collector.cpp" line="152"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="144"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="158"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="165"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="26"/>
        <source>disk full or file too large</source>
        <translation>ディスクがいっぱいか、ファイルが大きすぎます</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="178"/>
        <source>cannot make a spool folder for the interval log in %1: %2</source>
        <translation>%1 にインターバルログ用のスプールフォルダを作成できません: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="204"/>
        <source>writing %1 failed: %2; %3 interval(s) are missing from it (the result library has them)</source>
        <translation>%1 の書き込みに失敗しました: %2。%3 個のインターバルが欠けています（結果ライブラリには保存されています）</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="210"/>
        <source>writing %1 failed: %2 (the run goes on; the %3 bytes not yet written are kept and written when there is room)</source>
        <translation>%1 の書き込みに失敗しました: %2（計測は続行します。まだ書き込まれていない %3 バイトは保持され、空きができ次第書き込まれます）</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="300"/>
        <location filename="../core/bench/run_export.cpp" line="188"/>
        <source>invalid file base name &apos;%1&apos;</source>
        <translation>ファイルのベース名 &apos;%1&apos; が不正です</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="303"/>
        <location filename="../core/bench/run_export.cpp" line="195"/>
        <source>cannot create directory %1</source>
        <translation>ディレクトリ %1 を作成できません</translation>
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
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="36"/>
        <source>no file name given</source>
        <translation>ファイル名が指定されていません</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="39"/>
        <source>directory %1 does not exist</source>
        <translation>ディレクトリ %1 が存在しません</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="103"/>
        <source>cannot write %1: the run has no channel &apos;%2&apos;</source>
        <translation>%1 に書き込めません: 実行にチャンネル &apos;%2&apos; がありません</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="128"/>
        <source>%1 interval(s) could not be written to it while the run went (the result library has them)</source>
        <translation>計測中に %1 個のインターバルを書き込めませんでした（結果ライブラリには保存されています）</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="32"/>
        <source>interval %1 µs is outside 50..1000000 µs</source>
        <translation>間隔 %1 µs が範囲 50..1000000 µs の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="35"/>
        <source>threads %1 is outside 1..64</source>
        <translation>スレッド数 %1 が範囲 1..64 の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="41"/>
        <source>priority %1 is outside 1..99</source>
        <translation>優先度 %1 が範囲 1..99 の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="45"/>
        <source>cpu %1 does not exist (use -1 or 0..%2)</source>
        <translation>CPU %1 は存在しません (-1 または 0..%2 を使用してください)</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="147"/>
        <source>threads changed after the probe was made</source>
        <translation>プローブの作成後にスレッド数が変更されました</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="227"/>
        <source>SCHED_FIFO %1 was refused, measured with %2</source>
        <translation>SCHED_FIFO %1 が拒否されました。%2 で測定しました</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="43"/>
        <source>target host is empty</source>
        <translation>ターゲットホストが空です</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="45"/>
        <source>target port must be 1..65535</source>
        <translation>ターゲットポートは 1..65535 でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="47"/>
        <source>rate %1 Hz is outside 1..10000 Hz</source>
        <translation>レート %1 Hz が範囲 1..10000 Hz の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="50"/>
        <source>payload %1 bytes is outside 16..1472 bytes</source>
        <translation>ペイロード %1 バイトが範囲 16..1472 バイトの外です</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="54"/>
        <source>duration and count must not be negative</source>
        <translation>継続時間と回数は負にできません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="56"/>
        <source>give a duration or a count of datagrams</source>
        <translation>継続時間またはデータグラム数を指定してください</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="58"/>
        <source>duration %1 s is longer than a week</source>
        <translation>継続時間 %1 s が 1 週間を超えています</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="64"/>
        <source>one-way figures need a payload of at least %1 bytes (the peer&apos;s stamps ride in it), not %2</source>
        <translation>片道の値には %1 バイト以上のペイロードが必要です（ピアのタイムスタンプがそこに載ります）。%2 では足りません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="70"/>
        <source>the peer&apos;s clock offset is not a number</source>
        <translation>ピアの時計オフセットが数値ではありません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="72"/>
        <source>loss timeout %1 s is outside 0.01..60 s</source>
        <translation>損失タイムアウト %1 s が範囲 0.01..60 s の外です</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="76"/>
        <source>rate %1 Hz with %2-byte payloads needs %3 Mbit/s on the wire, more than the %4 Mbit/s link budget: lower the rate or the payload</source>
        <translation>%2 バイトのペイロードでレート %1 Hz には回線上で %3 Mbit/s が必要で、リンクの予算 %4 Mbit/s を超えます: レートかペイロードを下げてください</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="280"/>
        <source>port refused: no device listening on %1</source>
        <translation>ポートが拒否されました: %1 で待ち受けているデバイスがありません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="283"/>
        <source>port refused: the device at %1 stopped listening (after %2 replies)</source>
        <translation>ポートが拒否されました: %1 のデバイスが待ち受けを停止しました (%2 回の応答後)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="38"/>
        <source>no host given</source>
        <translation>ホストが指定されていません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="40"/>
        <source>no port given (port 0)</source>
        <translation>ポートが指定されていません (ポート 0)</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="53"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>ホスト &apos;%1&apos; を解決できません: %2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="57"/>
        <source>no usable address</source>
        <translation>使用できるアドレスがありません</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="78"/>
        <source>cannot open a UDP socket to %1:%2: %3</source>
        <translation>%1:%2 への UDP ソケットを開けません: %3</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="48"/>
        <source>unknown probe kind &apos;%1&apos; (known: %2)</source>
        <translation>不明なプローブの種類 &apos;%1&apos; (既知: %2)</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="58"/>
        <source>probe kind &apos;%1&apos; cannot be created here</source>
        <translation>プローブの種類 &apos;%1&apos; はここでは作成できません</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="138"/>
        <source>%1 is a file, not a directory</source>
        <translation>%1 はディレクトリではなくファイルです</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="140"/>
        <source>cannot write into %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="119"/>
        <source>cannot store the run in the library %1: %2</source>
        <translation>実行をライブラリ %1 に保存できません: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="82"/>
        <source>bad run name: %1</source>
        <translation>不正な実行名：%1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="152"/>
        <source>the load generator did not start: %1</source>
        <translation>負荷ジェネレーターが起動しませんでした: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="195"/>
        <source>storing the run failed: %1</source>
        <translation>実行の保存に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="197"/>
        <source>some intervals were not stored: %1</source>
        <translation>一部の区間が保存されませんでした: %1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="204"/>
        <source>writing the results into %1 failed: %2</source>
        <translation>%1 への結果の書き込みに失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="240"/>
        <source>there is nothing to export yet: run a measurement first</source>
        <translation>エクスポートするものがまだありません: 先に測定を実行してください</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="245"/>
        <source>no folder was given for the export</source>
        <translation>エクスポート先のフォルダーが指定されていません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="65"/>
        <location filename="../core/video/decode_session.cpp" line="70"/>
        <source>out of memory</source>
        <translation>メモリが不足しています</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="82"/>
        <source>%1: this FFmpeg has no %2 input</source>
        <translation>%1: この FFmpeg には %2 入力がありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="94"/>
        <source>%1: no answer within %2 s</source>
        <translation>%1: %2 s 以内に応答がありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="98"/>
        <source>%1: access denied (%2): check the user name and password</source>
        <translation>%1: アクセスが拒否されました (%2): ユーザー名とパスワードを確認してください</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="102"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: 開けません: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="110"/>
        <source>%1: no stream information within %2 s</source>
        <translation>%1: %2 s 以内にストリーム情報がありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="113"/>
        <source>%1: cannot read stream information: %2</source>
        <translation>%1: ストリーム情報を読み取れません: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="120"/>
        <source>%1: no video stream in the source</source>
        <translation>%1: ソースにビデオストリームがありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="147"/>
        <source>%1 unavailable (%2); </source>
        <translation>%1 は利用できません (%2)。</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="161"/>
        <source>no %1 hardware decoder for %2; </source>
        <translation>%2 用の %1 ハードウェアデコーダーがありません。</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="163"/>
        <source>software decode</source>
        <translation>ソフトウェアデコード</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="172"/>
        <source>no decoder for codec &apos;%1&apos;</source>
        <translation>コーデック &apos;%1&apos; のデコーダーがありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="178"/>
        <location filename="../core/video/decode_session.cpp" line="206"/>
        <source>cannot set up the %1 decoder</source>
        <translation>%1 デコーダーを設定できません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="197"/>
        <source>%1 decoder failed to open (%2); software decode</source>
        <translation>%1 デコーダーを開けませんでした (%2)。ソフトウェアデコード</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="214"/>
        <source>cannot open the %1 decoder: %2</source>
        <translation>%1 デコーダーを開けません: %2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="230"/>
        <source>no data for %1 s</source>
        <translation>%1 s の間データがありません</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="235"/>
        <location filename="../core/video/video_decode_loop.cpp" line="374"/>
        <source>end of file</source>
        <translation>ファイルの終わり</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="236"/>
        <source>the stream ended</source>
        <translation>ストリームが終了しました</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="239"/>
        <source>reading the stream failed: %1</source>
        <translation>ストリームの読み取りに失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="42"/>
        <source>no file name given for the recording</source>
        <translation>録画のファイル名が指定されていません</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="46"/>
        <source>cannot record to %1: the folder %2 does not exist</source>
        <translation>%1 に録画できません: フォルダー %2 が存在しません</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="54"/>
        <location filename="../core/video/stream_recorder.cpp" line="97"/>
        <location filename="../core/video/stream_recorder.cpp" line="120"/>
        <source>cannot record to %1: %2</source>
        <translation>%1 に録画できません: %2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="69"/>
        <source>cannot record: no stream is open</source>
        <translation>録画できません: 開いているストリームがありません</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="77"/>
        <source>cannot record to %1: unknown container for this file name (use .mkv, .mp4 or .ts)</source>
        <translation>%1 に録画できません: このファイル名のコンテナー形式が不明です (.mkv、.mp4、.ts を使用してください)</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="86"/>
        <source>cannot record to %1: out of memory</source>
        <translation>%1 に録画できません: メモリが不足しています</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="130"/>
        <source>recording %1: out of memory</source>
        <translation>録画 %1: メモリが不足しています</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="155"/>
        <source>recording %1 failed: %2 (disk full?)</source>
        <translation>録画 %1 に失敗しました: %2 (ディスクがいっぱい?)</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="171"/>
        <source>finishing %1 failed: %2</source>
        <translation>%1 の完了処理に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="178"/>
        <source>writing %1 failed: %2</source>
        <translation>%1 の書き込みに失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="287"/>
        <source>no keyframe and no data for %1 s</source>
        <translation>%1 s の間キーフレームもデータもありません</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="321"/>
        <source>no keyframe received in %1 s</source>
        <translation>%1 s の間キーフレームを受信していません</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="392"/>
        <source>%1; retrying in %2 s</source>
        <translation>%1。%2 s 後に再試行します</translation>
    </message>
    <message>
        <location filename="../core/video/video_decoder.cpp" line="60"/>
        <source>the stream is already running</source>
        <translation>ストリームはすでに実行中です</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="53"/>
        <source>no stream URL given</source>
        <translation>ストリーム URL が指定されていません</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="55"/>
        <source>decoder threads must be 0..64, not %1</source>
        <translation>デコーダーのスレッド数は %1 ではなく 0..64 でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="58"/>
        <source>maximum size must be 0..16384 pixels</source>
        <translation>最大サイズは 0..16384 ピクセルでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="60"/>
        <source>timeouts must be positive</source>
        <translation>タイムアウトは正の値でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="62"/>
        <source>reconnect back-off must satisfy 0 &lt; min &lt;= max</source>
        <translation>再接続の待ち時間は 0 &lt; min &lt;= max を満たす必要があります</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="65"/>
        <source>frame pool must hold 3..64 frames</source>
        <translation>フレームプールは 3..64 フレームでなければなりません</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="67"/>
        <source>RTSP transport must be tcp or udp</source>
        <translation>RTSP トランスポートは tcp か udp でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="83"/>
        <source>video probe: duration must be &gt;= 0 s and consumer rate 0..10000 Hz</source>
        <translation>ビデオプローブ: 継続時間は &gt;= 0 s、消費レートは 0..10000 Hz でなければなりません</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="21"/>
        <source>an empty run name</source>
        <translation>空の実行名</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="23"/>
        <source>the run name is %1 characters long (at most %2)</source>
        <translation>実行名が %1 文字あります（最大 %2 文字）</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="25"/>
        <source>&apos;%1&apos; starts with &apos;.&apos; (a hidden file name); use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; は &apos;.&apos; で始まっています（隠しファイル名）。英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="29"/>
        <source>&apos;%1&apos; has &apos;%2&apos;: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; に &apos;%2&apos; が含まれています。英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="74"/>
        <source>not a Loopscope interval CSV (its header is &apos;%1&apos;)</source>
        <translation>Loopscope のインターバル CSV ではありません（ヘッダーは &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="86"/>
        <source>a row of the interval CSV has %1 fields, the header %2</source>
        <translation>インターバル CSV の行のフィールド数が %1、ヘッダーは %2 です</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="123"/>
        <source>the interval CSV is empty</source>
        <translation>インターバル CSV が空です</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="114"/>
        <source>only H.264 and H.265 streams can be recorded as Annex B</source>
        <translation>Annex B で記録できるのは H.264 と H.265 のストリームだけです</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="128"/>
        <source>the stream&apos;s codec configuration (extradata) is malformed</source>
        <translation>ストリームのコーデック設定（extradata）が壊れています</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="141"/>
        <source>a packet is neither Annex B nor length-prefixed as the stream says</source>
        <translation>パケットが Annex B でも、ストリームの示す長さ前置形式でもありません</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="157"/>
        <source>a packet ends inside a NAL unit length</source>
        <translation>パケットが NAL ユニット長の途中で終わっています</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="165"/>
        <source>a NAL unit runs past the end of its packet</source>
        <translation>NAL ユニットがパケットの終わりを越えています</translation>
    </message>
</context>
<context>
    <name>loopscope::DeviceTexts</name>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="66"/>
        <source>UDP discovery: %1</source>
        <translation>UDP 検出: %1</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="107"/>
        <source>UDP discovery</source>
        <translation>UDP 検出</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="122"/>
        <source>cancelled</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="123"/>
        <source>%1 devices found</source>
        <translation>%1 台のデバイスが見つかりました</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="80"/>
        <source>port %1: done</source>
        <translation>ポート %1: 完了</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="114"/>
        <source>USB latency timer %1 ms: every reply waits up to %1 ms; set it to 1 ms for control loops</source>
        <translation>USB レイテンシタイマー %1 ms: 各応答は最大 %1 ms 待たされます。制御ループでは 1 ms に設定してください</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="118"/>
        <source>USB latency timer %1 ms</source>
        <translation>USB レイテンシタイマー %1 ms</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="139"/>
        <source>%1: the port went away during the scan</source>
        <translation>%1: スキャン中にポートがなくなりました</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="149"/>
        <source>%1: the first %2 devices are listed, more answered than one port may have — a flooded or misbehaving bus?</source>
        <translation>%1: 最初の %2 台のデバイスを表示しています。1 つのポートにあり得る数より多くが応答しました — バスが氾濫しているか、異常な動作をしていませんか?</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="241"/>
        <source> — add your user to the &apos;dialout&apos; group (or a udev rule) and log in again</source>
        <translation> — ユーザーを &apos;dialout&apos; グループに追加し (または udev ルールを作成し)、ログインし直してください</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="245"/>
        <source> — another program is using the port</source>
        <translation> — 別のプログラムがポートを使用しています</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="248"/>
        <source> — the port does not exist (unplugged?)</source>
        <translation> — ポートが存在しません (抜かれていませんか?)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="79"/>
        <source>%1: ID(s) %2 answered a broadcast ping at %3 baud but not a ping to their own ID; not listed</source>
        <translation>%1: ID %2 は %3 baud のブロードキャスト ping に応答しましたが、自身の ID への ping には応答しませんでした。表示しません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="85"/>
        <source>%1: %2 answers to one broadcast ping at %3 baud, more than one port may have; only the first %4 IDs were checked and the port is not scanned further — a flooded or misbehaving bus?</source>
        <translation>%1: %3 baud の 1 回のブロードキャスト ping に %2 件の応答があり、1 つのポートにあり得る数を超えています。最初の %4 個の ID のみを確認し、このポートの検索を打ち切りました — バスが氾濫しているか、異常な動作をしていませんか?</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="99"/>
        <source>port %1: Dynamixel at %2 baud</source>
        <translation>ポート %1: Dynamixel %2 baud</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="135"/>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="93"/>
        <source>, ID %1</source>
        <translation>、ID %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="35"/>
        <source>port %1: %2 at %3 baud</source>
        <translation>ポート %1: %2 %3 baud</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="58"/>
        <source>%1: replies to the broadcast query from ID(s) %2 were ignored (not a device ID, or claiming another ID)</source>
        <translation>%1: ID %2 からのブロードキャスト問い合わせへの応答を無視しました (デバイス ID でないか、別の ID を名乗っています)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="74"/>
        <source>%1: ID(s) %2 answered the broadcast query but not the identity queries to their own ID; not listed</source>
        <translation>%1: ID %2 はブロードキャスト問い合わせに応答しましたが、自身の ID への識別問い合わせには応答しませんでした。表示しません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="79"/>
        <source>%1: %2 IDs answered the broadcast query, more than one port may have; only the first %3 were checked — a flooded or misbehaving bus?</source>
        <translation>%1: %2 個の ID がブロードキャスト問い合わせに応答し、1 つのポートにあり得る数を超えています。最初の %3 個のみを確認しました — バスが氾濫しているか、異常な動作をしていませんか?</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="28"/>
        <source>choose a bus protocol (%1)</source>
        <translation>バスのプロトコルを選択してください (%1)</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="31"/>
        <source>the serial port path is empty</source>
        <translation>シリアルポートのパスが空です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="33"/>
        <source>give at least one servo ID</source>
        <translation>サーボ ID を 1 つ以上指定してください</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="35"/>
        <source>%1 servos: at most 32 on one bus</source>
        <translation>サーボ %1 台: 1 つのバスには最大 32 台です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="39"/>
        <source>servo ID %1 is outside %2..%3</source>
        <translation>サーボ ID %1 が範囲 %2..%3 の外です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="45"/>
        <source>baud %1 is outside 1..20000000</source>
        <translation>ボーレート %1 が範囲 1..20000000 の外です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="48"/>
        <source>rate %1 Hz is outside 1..20000 Hz (0: back to back)</source>
        <translation>レート %1 Hz が範囲 1..20000 Hz の外です (0: 間隔なし)</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="52"/>
        <source>duration and count must not be negative</source>
        <translation>継続時間と回数は負にできません</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="55"/>
        <source>give a duration or a count of cycles</source>
        <translation>継続時間または周期数を指定してください</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="57"/>
        <source>duration %1 s is longer than a day</source>
        <translation>継続時間 %1 s が 1 日を超えています</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="60"/>
        <source>watchdog %1 s is outside 0.02..10 s</source>
        <translation>ウォッチドッグ %1 s が範囲 0.02..10 s の外です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="63"/>
        <source>reply timeout %1 ms is outside 1..1000 ms</source>
        <translation>応答タイムアウト %1 ms が範囲 1..1000 ms の外です</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="77"/>
        <source>%1 ID %2 on %3@%4</source>
        <translation>%3@%4 の %1 ID %2</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="162"/>
        <source>lost %1 at %2 (%3 s into the run): %4 (port lost)</source>
        <translation>%2 に %1 が失われました（実行開始から %3 秒）：%4（ポート消失）</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="170"/>
        <source>the bus failed: %1</source>
        <translation>バスが故障しました：%1</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="215"/>
        <source>unknown bus protocol</source>
        <translation>不明なバスプロトコル</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="318"/>
        <source>rate not sustained: %1 of %2 cycles missed their deadline (achieved %3 Hz of %4 Hz)</source>
        <translation>レートを維持できませんでした: %2 周期中 %1 周期が期限を超えました (%4 Hz 中 %3 Hz を達成)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="108"/>
        <source>the simulator started but reported no echo device</source>
        <translation>シミュレーターは起動しましたが、エコーデバイスが報告されませんでした</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="119"/>
        <source>bad target &apos;%1&apos; (expected HOST:PORT, e.g. 192.168.1.20:7 or [::1]:7000)</source>
        <translation>ターゲット &apos;%1&apos; が不正です (HOST:PORT の形式。例: 192.168.1.20:7 または [::1]:7000)</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="249"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="258"/>
        <source>the simulated lab has no %1 bus</source>
        <translation>シミュレートされたラボに %1 バスがありません</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="346"/>
        <source>bad value for size: &apos;%1&apos; (expected WxH, even sizes from 160x128 to 3840x2160)</source>
        <translation>サイズの値が不正です: &apos;%1&apos; (WxH の形式。160x128 から 3840x2160 までの偶数サイズ)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="101"/>
        <source>input voltage</source>
        <translation>入力電圧</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="103"/>
        <source>overheating</source>
        <translation>過熱</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="105"/>
        <source>motor encoder</source>
        <translation>モーターエンコーダー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="107"/>
        <source>electrical shock</source>
        <translation>電気的ショック</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="109"/>
        <source>overload</source>
        <translation>過負荷</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="112"/>
        <source>bit %1</source>
        <translation>ビット %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="124"/>
        <source>Dynamixel ID %1: %2</source>
        <translation>Dynamixel ID %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="189"/>
        <source>bus watchdog expired</source>
        <translation>バスのウォッチドッグが満了しました</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="238"/>
        <source>bus watchdog expired (commands stopped for longer than its timeout); enable torque again to resume</source>
        <translation>バスのウォッチドッグが満了しました (タイムアウトより長くコマンドが途絶えました)。再開するにはトルクを再び有効にしてください</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="280"/>
        <source>cannot command mode %1</source>
        <translation>モード %1 を指令できません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="295"/>
        <source>mode %1 is not supported</source>
        <translation>モード %1 はサポートされていません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="300"/>
        <source>torque is off: enable torque before commanding %1 (the mode is applied then)</source>
        <translation>トルクが無効です: %1 を指令する前にトルクを有効にしてください (その時点でモードが適用されます)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="305"/>
        <source>the servo is in %1 mode; %2 commands need the mode changed, which needs torque off: disable and re-enable torque</source>
        <translation>サーボは %1 モードです。%2 コマンドにはモードの変更が必要で、それにはトルクを無効にする必要があります: トルクを無効にしてから再び有効にしてください</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="348"/>
        <source>could not set %1 mode: %2</source>
        <translation>%1 モードを設定できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="373"/>
        <source>stop (torque off) not acknowledged: %1</source>
        <translation>停止 (トルク無効) が確認されませんでした: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="386"/>
        <source>watchdog timeout must be &gt;= 0 s</source>
        <translation>ウォッチドッグのタイムアウトは &gt;= 0 s でなければなりません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="19"/>
        <source>no servo IDs given</source>
        <translation>サーボ ID が指定されていません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="22"/>
        <source>%1 IDs but %2 values</source>
        <translation>ID が %1 個ですが値は %2 個です</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="96"/>
        <source>hardware error (alert)</source>
        <translation>ハードウェアエラー (アラート)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="128"/>
        <source>Dynamixel IDs must be 0..252</source>
        <translation>Dynamixel ID は 0..252 でなければなりません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="131"/>
        <source>cannot open %1 at %2 baud: %3</source>
        <translation>%1 を %2 baud で開けません: %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="126"/>
        <source>unknown operating mode &apos;%1&apos; (one of: %2)</source>
        <translation>不明な動作モード &apos;%1&apos; (次のいずれか: %2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="136"/>
        <source>unsupported baud rate &apos;%1&apos; (one of: %2)</source>
        <translation>サポートされていないボーレート &apos;%1&apos; (次のいずれか: %2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="147"/>
        <source>%1 expects on/off, got &apos;%2&apos;</source>
        <translation>%1 には on/off を指定します (&apos;%2&apos; が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="156"/>
        <source>%1 expects a number, got &apos;%2&apos;</source>
        <translation>%1 には数値を指定します (&apos;%2&apos; が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="162"/>
        <source>%1 = %2 %3 is out of range %4..%5 %3</source>
        <translation>%1 = %2 %3 が範囲 %4..%5 %3 の外です</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="233"/>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="251"/>
        <source>no parameter &apos;%1&apos;</source>
        <translation>パラメーター &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="253"/>
        <source>%1 is read-only</source>
        <translation>%1 は読み取り専用です</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="267"/>
        <source>%1 is in EEPROM, which is locked while torque is on: disable torque first</source>
        <translation>%1 は EEPROM にあり、トルク有効中はロックされています: 先にトルクを無効にしてください</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="274"/>
        <source>torque is off: %1 would not move the servo; enable torque first</source>
        <translation>トルクが無効です: %1 ではサーボは動きません。先にトルクを有効にしてください</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="85"/>
        <source>the serial link is closed</source>
        <translation>シリアルリンクは閉じています</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="86"/>
        <source>serial link lost: %1</source>
        <translation>シリアルリンクが切断されました: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="106"/>
        <source>could not build the instruction packet</source>
        <translation>インストラクションパケットを作成できませんでした</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="110"/>
        <source>write failed: %1</source>
        <translation>書き込みに失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="161"/>
        <source>no status from %1 within %2 ms</source>
        <translation>%2 ms 以内に %1 からステータスがありません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="165"/>
        <source>status from %1 failed its CRC check</source>
        <translation>%1 からのステータスが CRC チェックに失敗しました</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="169"/>
        <source>truncated status from %1</source>
        <translation>%1 からのステータスが途中で切れています</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="172"/>
        <source>malformed status from %1 (%2)</source>
        <translation>%1 からのステータスが不正です (%2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="186"/>
        <source>%1 rejected %2: %3</source>
        <translation>%1 が %2 を拒否しました: %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="193"/>
        <source>status from %1 has %2 data bytes, expected %3</source>
        <translation>%1 からのステータスのデータは %2 バイトです (期待値 %3)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="207"/>
        <source>ping needs an ID 0..252 (got %1)</source>
        <translation>ping には ID 0..252 が必要です (%1 が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="218"/>
        <source>%1 sent a malformed ping reply</source>
        <translation>%1 が不正な ping 応答を送信しました</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="293"/>
        <source>read needs an ID 0..252 (got %1)</source>
        <translation>読み取りには ID 0..252 が必要です (%1 が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="297"/>
        <source>read length %1 out of range</source>
        <translation>読み取り長 %1 が範囲外です</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="309"/>
        <source>write of no data</source>
        <translation>データなしの書き込み</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="319"/>
        <source>write needs an ID 0..252 or 254 (got %1)</source>
        <translation>書き込みには ID 0..252 または 254 が必要です (%1 が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="343"/>
        <source>reboot needs an ID 0..252 (got %1)</source>
        <translation>再起動には ID 0..252 が必要です (%1 が指定されました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="356"/>
        <source>bad sync write</source>
        <translation>不正な同期書き込み</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="414"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="522"/>
        <source>no status</source>
        <translation>ステータスなし</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="418"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="526"/>
        <source>no IDs to read</source>
        <translation>読み取る ID がありません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="461"/>
        <source>%1 data bytes, expected %2</source>
        <translation>データ %1 バイト (期待値 %2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="484"/>
        <source>ID %1: %2</source>
        <translation>ID %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="488"/>
        <source>read of %1 IDs incomplete (%2)</source>
        <translation>%1 個の ID の読み取りが不完全です (%2)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="290"/>
        <source>the %1 has no current control (no Goal Current)</source>
        <translation>%1 には電流制御がありません（Goal Current なし）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="332"/>
        <source>not a fast read reply</source>
        <translation>Fast Read の応答ではありません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="341"/>
        <source>fast read reply short at ID %1</source>
        <translation>Fast Read の応答が ID %1 で短すぎます</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="346"/>
        <source>fast read reply has ID %1 where %2 was listed</source>
        <translation>Fast Read の応答で、%2 を指定した位置に ID %1 があります</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="360"/>
        <source>fast read reply has %1 extra bytes</source>
        <translation>Fast Read の応答に余分なバイトが %1 個あります</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="509"/>
        <source>clear needs an ID 0..252 (got %1)</source>
        <translation>Clear には ID 0..252 が必要です（指定: %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="56"/>
        <source>Dynamixel ID %1 did not answer: %2</source>
        <translation>Dynamixel ID %1 が応答しませんでした: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="76"/>
        <source>sync read of the present values failed: %1</source>
        <translation>現在値の同期読み取りに失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="191"/>
        <source>Dynamixel ID %1: cannot hold position: %2</source>
        <translation>Dynamixel ID %1: 位置を保持できません: %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="52"/>
        <source>impossible LEN %1</source>
        <translation>ありえない LEN %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="63"/>
        <source>CRC mismatch: packet says %1, computed %2</source>
        <translation>CRC 不一致: パケットの値 %1、計算値 %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="72"/>
        <source>invalid byte stuffing (FF FF FD not followed by FD)</source>
        <translation>不正なバイトスタッフィング (FF FF FD の後に FD がありません)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="83"/>
        <source>status packet without an error byte</source>
        <translation>エラーバイトのないステータスパケット</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="145"/>
        <source>result fail</source>
        <translation>結果失敗</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="148"/>
        <source>instruction error</source>
        <translation>インストラクションエラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="151"/>
        <source>CRC error</source>
        <translation>CRC エラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="154"/>
        <source>data range error</source>
        <translation>データ範囲エラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="157"/>
        <source>data length error</source>
        <translation>データ長エラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="160"/>
        <source>data limit error</source>
        <translation>データ制限エラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="163"/>
        <source>access error</source>
        <translation>アクセスエラー</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="166"/>
        <source>error %1</source>
        <translation>エラー %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="175"/>
        <source>no error</source>
        <translation>エラーなし</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="372"/>
        <source>sync write data for ID %1 is %2 bytes, expected %3</source>
        <translation>ID %1 の同期書き込みデータは %2 バイトです (期待値 %3)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="410"/>
        <source>packet does not start with FF FF FD 00</source>
        <translation>パケットが FF FF FD 00 で始まっていません</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="415"/>
        <source>truncated packet (%1 bytes)</source>
        <translation>途中で切れたパケット (%1 バイト)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="424"/>
        <source>%1 extra bytes after the packet</source>
        <translation>パケットの後に余分な %1 バイト</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="474"/>
        <source>%1 bytes of garbage before a packet header</source>
        <translation>パケットヘッダーの前に %1 バイトのゴミデータ</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="497"/>
        <source>truncated packet (a new header started inside it)</source>
        <translation>途中で切れたパケット (内部で新しいヘッダーが始まりました)</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="518"/>
        <source>truncated packet (%1 bytes, then silence)</source>
        <translation>途中で切れたパケット (%1 バイトの後、無通信)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="65"/>
        <source>no identity reply from %1 within %2 ms</source>
        <translation>%2 ms 以内に %1 から識別応答がありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="84"/>
        <source>echo device has no parameter &apos;%1&apos;</source>
        <translation>エコーデバイスにパラメーター &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="92"/>
        <source>echo device parameter &apos;%1&apos; is read-only</source>
        <translation>エコーデバイスのパラメーター &apos;%1&apos; は読み取り専用です</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="31"/>
        <source>bad port &apos;%1&apos; (expected a number 1..65535)</source>
        <translation>ポート &apos;%1&apos; が不正です (1..65535 の数値を指定してください)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="61"/>
        <source>cannot open a UDP socket: %1</source>
        <translation>UDP ソケットを開けません: %1</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="127"/>
        <source>no IPv4 or IPv6 address</source>
        <translation>IPv4 または IPv6 アドレスがありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="128"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>ホスト &apos;%1&apos; を解決できません: %2</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="143"/>
        <source>empty discovery target (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>検出ターゲットが空です (HOST:PORT または HOST:FIRST-LAST の形式)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="152"/>
        <source>bad target &apos;%1&apos; (expected [IPV6]:PORT, e.g. [::1]:7000)</source>
        <translation>ターゲット &apos;%1&apos; が不正です ([IPV6]:PORT の形式。例: [::1]:7000)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="163"/>
        <source>target &apos;%1&apos; has no port (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>ターゲット &apos;%1&apos; にポートがありません (HOST:PORT または HOST:FIRST-LAST の形式)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="171"/>
        <source>IPv6 address in &apos;%1&apos; needs brackets, e.g. [::1]:7000</source>
        <translation>&apos;%1&apos; の IPv6 アドレスには角かっこが必要です。例: [::1]:7000</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="179"/>
        <source>target &apos;%1&apos; has no host</source>
        <translation>ターゲット &apos;%1&apos; にホストがありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="185"/>
        <source>bad port range &apos;%1&apos; (expected FIRST-LAST)</source>
        <translation>ポート範囲 &apos;%1&apos; が不正です (FIRST-LAST の形式)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="197"/>
        <source>port range %1-%2 runs backwards</source>
        <translation>ポート範囲 %1-%2 が逆順です</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="203"/>
        <source>port range %1-%2 is too large (at most %3 ports)</source>
        <translation>ポート範囲 %1-%2 が大きすぎます (最大 %3 ポート)</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="239"/>
        <source>bad port range %1-%2 for host &apos;%3&apos;</source>
        <translation>ホスト &apos;%3&apos; のポート範囲 %1-%2 が不正です</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="266"/>
        <source>cannot send to %1: %2</source>
        <translation>%1 に送信できません: %2</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="71"/>
        <source>identity reply too long (%1 bytes, at most %2)</source>
        <translation>識別応答が長すぎます (%1 バイト、最大 %2)</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="79"/>
        <source>not an identity reply (it must start with &quot;LOOPSCOPE-ID 1&quot;)</source>
        <translation>識別応答ではありません (&quot;LOOPSCOPE-ID 1&quot; で始まる必要があります)</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="95"/>
        <source>identity reply line %1 is not key=value</source>
        <translation>識別応答の %1 行目が key=value ではありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="103"/>
        <source>identity reply line %1 holds control characters</source>
        <translation>識別応答の %1 行目に制御文字が含まれています</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="122"/>
        <source>identity reply has no name</source>
        <translation>識別応答に name がありません</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="126"/>
        <source>identity reply has no serial</source>
        <translation>識別応答に serial がありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/can_frame.cpp" line="43"/>
        <source>payload of %1 bytes does not fit a CAN-FD frame (at most %2)</source>
        <translation>%1 バイトのペイロードは CAN-FD フレームに収まりません (最大 %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="74"/>
        <source>no link</source>
        <translation>リンクなし</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="97"/>
        <source>ID %1: malformed identity reply: %2</source>
        <translation>ID %1: 不正な識別応答: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="109"/>
        <source>device at ID %1 reports ID %2</source>
        <translation>ID %1 のデバイスが ID %2 を報告しています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="134"/>
        <source>moteus has no parameter &apos;%1&apos;</source>
        <translation>moteus にパラメーター &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="145"/>
        <source>watchdog timeout must be 0..10 s</source>
        <translation>ウォッチドッグのタイムアウトは 0..10 s でなければなりません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="149"/>
        <source>moteus parameter &apos;%1&apos; is not writable</source>
        <translation>moteus のパラメーター &apos;%1&apos; は書き込みできません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="215"/>
        <source>fault %1: %2</source>
        <translation>フォールト %1: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="220"/>
        <source>watchdog timeout (mode 11)</source>
        <translation>ウォッチドッグタイムアウト (モード 11)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="241"/>
        <source>ID %1: malformed reply: %2</source>
        <translation>ID %1: 不正な応答: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="258"/>
        <source>moteus driver does not support %1 mode</source>
        <translation>moteus ドライバーは %1 モードをサポートしていません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="334"/>
        <source>ID %1 answered only with replies to earlier requests</source>
        <translation>ID %1 は以前の要求への応答しか返しませんでした</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="115"/>
        <source>control or non-ASCII byte 0x%1 at column %2</source>
        <translation>%2 列目に制御文字または非 ASCII バイト 0x%1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="128"/>
        <source>malformed checksum suffix (expected &quot; *XX&quot;)</source>
        <translation>チェックサムの接尾辞が不正です (&quot; *XX&quot; の形式)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="133"/>
        <source>checksum mismatch: line says %1, computed %2</source>
        <translation>チェックサム不一致: 行の値 %1、計算値 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="143"/>
        <source>empty line</source>
        <translation>空の行</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="149"/>
        <source>unexpected text after OK</source>
        <translation>OK の後に予期しないテキスト</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="167"/>
        <source>unknown line &quot;%1&quot;</source>
        <translation>不明な行 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="171"/>
        <source>missing CAN ID</source>
        <translation>CAN ID がありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="175"/>
        <source>CAN ID &quot;%1&quot; too long</source>
        <translation>CAN ID &quot;%1&quot; が長すぎます</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="182"/>
        <source>CAN ID &quot;%1&quot; is not hex</source>
        <translation>CAN ID &quot;%1&quot; が 16 進数ではありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="188"/>
        <source>CAN ID 0x%1 exceeds 29 bits</source>
        <translation>CAN ID 0x%1 が 29 ビットを超えています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="196"/>
        <source>odd number of hex digits in CAN data</source>
        <translation>CAN データの 16 進数の桁数が奇数です</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="200"/>
        <source>CAN data of %1 bytes exceeds %2</source>
        <translation>%1 バイトの CAN データが %2 を超えています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="207"/>
        <source>CAN data is not hex at digit %1</source>
        <translation>CAN データの %1 桁目が 16 進数ではありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="241"/>
        <source>line with control or non-ASCII bytes discarded</source>
        <translation>制御文字または非 ASCII バイトを含む行を破棄しました</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="261"/>
        <source>line longer than %1 bytes discarded</source>
        <translation>%1 バイトを超える行を破棄しました</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="106"/>
        <location filename="../devices/moteus/moteus_link.cpp" line="236"/>
        <source>no reply from ID %1 within %2 ms</source>
        <translation>%2 ms 以内に ID %1 から応答がありません</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="110"/>
        <source>no answer from the adapter within %1 ms (ID %2)</source>
        <translation>%1 ms 以内にアダプターから応答がありません (ID %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="126"/>
        <source>adapter error: %1</source>
        <translation>アダプターエラー: %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="58"/>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="85"/>
        <source>moteus ID %1 did not answer: %2</source>
        <translation>moteus ID %1 が応答しませんでした: %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="137"/>
        <source>reports mode %1 after the stop</source>
        <translation>停止後にモード %1 を報告しています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="113"/>
        <source>truncated %1 at byte %2</source>
        <translation>バイト %2 で %1 が途中で切れています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="134"/>
        <source>register count %1 too large at byte %2</source>
        <translation>バイト %2 のレジスター数 %1 が大きすぎます</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="144"/>
        <source>register range overflows at byte %1</source>
        <translation>バイト %1 でレジスター範囲がオーバーフローしています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="200"/>
        <source>unknown opcode 0x%1 at byte %2</source>
        <translation>バイト %2 に不明なオペコード 0x%1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="384"/>
        <source>request reads more than %1 registers</source>
        <translation>要求が %1 個を超えるレジスターを読み取ります</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="389"/>
        <source>request contains reply or error subframes</source>
        <translation>要求に応答またはエラーのサブフレームが含まれています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="115"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="117"/>
        <source>motor driver</source>
        <translation>モータードライバー</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="119"/>
        <source>over-voltage</source>
        <translation>過電圧</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="121"/>
        <source>outside limit</source>
        <translation>制限外</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="123"/>
        <source>under-voltage</source>
        <translation>低電圧</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="125"/>
        <source>fault %1</source>
        <translation>フォールト %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="21"/>
        <source>RS485 IDs must be 0..127 (source %1, destination %2)</source>
        <translation>RS485 ID は 0..127 でなければなりません (送信元 %1、宛先 %2)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="30"/>
        <source>RS485 payload of %1 bytes exceeds %2</source>
        <translation>%1 バイトの RS485 ペイロードが %2 を超えています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="75"/>
        <source>%1 bytes of garbage before a frame header</source>
        <translation>フレームヘッダーの前に %1 バイトのゴミデータ</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="89"/>
        <source>destination byte over 127</source>
        <translation>宛先バイトが 127 を超えています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="101"/>
        <source>malformed size field</source>
        <translation>サイズフィールドが不正です</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="105"/>
        <source>frame size %1 exceeds %2</source>
        <translation>フレームサイズ %1 が %2 を超えています</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="122"/>
        <source>truncated frame (a new header started inside it)</source>
        <translation>途中で切れたフレーム (内部で新しいヘッダーが始まりました)</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="126"/>
        <source>CRC mismatch: frame says %1, computed %2</source>
        <translation>CRC 不一致: フレームの値 %1、計算値 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="158"/>
        <source>truncated frame (%1 bytes, then silence)</source>
        <translation>途中で切れたフレーム (%1 バイトの後、無通信)</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="242"/>
        <source>the simulator is already running (pid %1); stop it first</source>
        <translation>シミュレーターはすでに実行中です (pid %1)。先に停止してください</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="263"/>
        <source>loopscope-sim not found next to the application, in $LOOPSCOPE_BIN_DIR or on PATH; set LOOPSCOPE_SIM to its path</source>
        <translation>loopscope-sim がアプリケーションの隣、$LOOPSCOPE_BIN_DIR、PATH のいずれにも見つかりません。LOOPSCOPE_SIM にそのパスを設定してください</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="275"/>
        <source>cannot start the simulator &apos;%1&apos;: %2 (set LOOPSCOPE_SIM to the path of loopscope-sim)</source>
        <translation>シミュレーター &apos;%1&apos; を起動できません: %2 (LOOPSCOPE_SIM に loopscope-sim のパスを設定してください)</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="299"/>
        <source>unexpected line from the simulator: &apos;%1&apos;</source>
        <translation>シミュレーターからの予期しない行: &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="310"/>
        <source>the simulator exited (code %1) before it was ready: %2</source>
        <translation>シミュレーターは準備完了前に終了しました (コード %1): %2</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="314"/>
        <source>no message</source>
        <translation>メッセージなし</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="320"/>
        <source>the simulator did not report &apos;ready&apos; within %1 ms</source>
        <translation>シミュレーターが %1 ms 以内に &apos;ready&apos; を報告しませんでした</translation>
    </message>
    <message>
        <location filename="../devices/transport/memory_pipe.cpp" line="30"/>
        <location filename="../devices/transport/memory_pipe.cpp" line="50"/>
        <source>memory pipe is closed</source>
        <translation>メモリパイプは閉じています</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="21"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="46"/>
        <source>no serial port given</source>
        <translation>シリアルポートが指定されていません</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="22"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="50"/>
        <source>invalid baud rate %1 for %2</source>
        <translation>%2 のボーレート %1 が不正です</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="32"/>
        <source>cannot open %1: no such file</source>
        <translation>%1 を開けません: ファイルが存在しません</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="39"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="59"/>
        <source>cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="48"/>
        <source>cannot configure %1 at %2 baud: %3</source>
        <translation>%1 を %2 baud に設定できません: %3</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="73"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="105"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="136"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="94"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="111"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="153"/>
        <source>port is not open</source>
        <translation>ポートが開いていません</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="90"/>
        <source>%1 has gone away: %2</source>
        <translation>%1 がなくなりました: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="104"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="135"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="110"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="152"/>
        <source>%1 has gone away</source>
        <translation>%1 がなくなりました</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="111"/>
        <source>write to %1 failed: %2</source>
        <translation>%1 への書き込みに失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="119"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="132"/>
        <source>write to %1 timed out after %2 ms</source>
        <translation>%1 への書き込みが %2 ms でタイムアウトしました</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="150"/>
        <source>%1 has gone away (hang-up): %2</source>
        <translation>%1 がなくなりました (ハングアップ): %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="46"/>
        <source>%1 is not a USB serial (ttyUSB) port: no latency timer</source>
        <translation>%1 は USB シリアル (ttyUSB) ポートではありません: レイテンシタイマーはありません</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="55"/>
        <source>%1 has no latency timer (%2 missing)</source>
        <translation>%1 にはレイテンシタイマーがありません (%2 がありません)</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="71"/>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="80"/>
        <source>unexpected content in %1</source>
        <translation>%1 の内容が想定外です</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="90"/>
        <source>latency timer must be 1..255 ms, not %1</source>
        <translation>レイテンシタイマーは %1 ではなく 1..255 ms でなければなりません</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="101"/>
        <source>cannot write %1 (%2): run as root or add a udev rule ATTR{latency_timer}=&quot;%3&quot;</source>
        <translation>%1 に書き込めません (%2): root で実行するか、udev ルール ATTR{latency_timer}=&quot;%3&quot; を追加してください</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="51"/>
        <location filename="../devices/common/telemetry_csv.cpp" line="59"/>
        <location filename="../devices/transport/serial_link.cpp" line="110"/>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="82"/>
        <source>cannot write %1: %2 (the rows before are kept)</source>
        <translation>%1 に書き込めません: %2（それまでの行は残ります）</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="86"/>
        <source>disk full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="20"/>
        <source>cannot read the port settings (TCGETS2): %1</source>
        <translation>ポート設定を読み取れません (TCGETS2): %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="39"/>
        <source>cannot set %1 baud raw 8N1 (TCSETS2): %2</source>
        <translation>%1 baud raw 8N1 を設定できません (TCSETS2): %2</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="66"/>
        <source>%1 is not a serial port (not a terminal device)</source>
        <translation>%1 はシリアルポートではありません (端末デバイスではありません)</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="127"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="143"/>
        <source>write to %1</source>
        <translation>%1 への書き込み</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="176"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="181"/>
        <source>read from %1</source>
        <translation>%1 からの読み取り</translation>
    </message>
    <message>
        <location filename="../devices/common/device.cpp" line="20"/>
        <source> on %1 (%2)</source>
        <translation> (%1、%2)</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamErrors</name>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="36"/>
        <source>%1 to %2</source>
        <translation>%1 ～ %2</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="53"/>
        <source>expected a whole number</source>
        <translation>整数が必要です</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="57"/>
        <location filename="../core/bench/param_spec.cpp" line="71"/>
        <source>expected %1</source>
        <translation>%1 が必要です</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="67"/>
        <source>expected a number</source>
        <translation>数値が必要です</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="93"/>
        <source>expected true or false</source>
        <translation>true または false が必要です</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="101"/>
        <source>expected one of %1</source>
        <translation>%1 のいずれかが必要です</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="119"/>
        <source>%1 has no parameter &apos;%2&apos; (it has: %3)</source>
        <translation>%1 にパラメーター &apos;%2&apos; はありません (あるもの: %3)</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamHelp</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="216"/>
        <source>Busy threads doing arithmetic (default: one per CPU; 0: none).</source>
        <translation>演算を続けるビジースレッド (既定: CPU ごとに 1 つ、0: なし)。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="222"/>
        <source>A buffer of this size written and read in a loop by one thread (0: none).</source>
        <translation>1 つのスレッドがループで書き込み・読み出しするこのサイズのバッファー (0: なし)。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="228"/>
        <source>UDP datagrams sent over 127.0.0.1 to a socket the generator drains itself (0: none).</source>
        <translation>127.0.0.1 経由で、ジェネレーター自身が受信するソケットへ送る UDP データグラム (0: なし)。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="236"/>
        <source>The load always stops by itself after this long.</source>
        <translation>負荷はこの時間が経つと必ず自動的に停止します。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="68"/>
        <source>Host name or address of the MQTT broker.</source>
        <translation>MQTT ブローカーのホスト名またはアドレス。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="72"/>
        <source>TCP port of the MQTT broker.</source>
        <translation>MQTT ブローカーの TCP ポート。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="75"/>
        <source>MQTT quality of service of every publish and subscription: 0 or 1.</source>
        <translation>すべてのパブリッシュとサブスクリプションの MQTT QoS: 0 または 1。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="81"/>
        <source>Size of every message, header included (32 bytes plus 16 per relay).</source>
        <translation>ヘッダーを含む各メッセージのサイズ (32 バイト + リレーごとに 16 バイト)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="87"/>
        <source>Messages published per second.</source>
        <translation>1 秒あたりにパブリッシュするメッセージ数。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="90"/>
        <source>Broker traversals per message (N hops use N-1 relays).</source>
        <translation>メッセージごとのブローカー通過回数 (N ホップでは N-1 個のリレーを使用)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="96"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="27"/>
        <source>How long to measure, after the warm-up.</source>
        <translation>ウォームアップ後に測定する時間。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="101"/>
        <source>Messages sent first and not recorded.</source>
        <translation>最初に送信され、記録されないメッセージ。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="105"/>
        <source>Topic prefix of the chain; empty: loopscope/probe/&lt;random run id&gt;.</source>
        <translation>チェーンのトピック接頭辞。空の場合: loopscope/probe/&lt;ランダムな実行 ID&gt;。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="112"/>
        <source>agent:NAME in a fleet run: that agent relays (hops 2); empty: every client on this host.</source>
        <translation>フリート実行での agent:NAME：そのエージェントが中継します（ホップ 2）。空：すべてのクライアントがこのホスト上。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="119"/>
        <source>The relay host&apos;s wall clock minus this host&apos;s (a fleet run measures it).</source>
        <translation>中継ホストの実時間時計からこのホストの時計を引いた値（フリート実行が測定します）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="126"/>
        <source>A message not received within this time is counted as lost.</source>
        <translation>この時間内に受信されなかったメッセージは損失として数えます。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="132"/>
        <source>How long a client may try to reconnect after losing the broker before the run fails (0: fail at once).</source>
        <translation>ブローカーとの接続が切れた後、実行が失敗するまでにクライアントが再接続を試みてよい時間 (0: 直ちに失敗)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="140"/>
        <source>User name for a broker that needs a login; the password comes from the password file, else from the environment variable LOOPSCOPE_MQTT_PASSWORD, never from the command line.</source>
        <translation>ログインが必要なブローカーのユーザー名。パスワードはパスワードファイル、なければ環境変数 LOOPSCOPE_MQTT_PASSWORD から読み、コマンドラインからは受け取りません。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="149"/>
        <source>A file whose first line is the password of the user name (not stored with the run).</source>
        <translation>1 行目がユーザー名のパスワードであるファイル（実行と一緒には保存されません）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="156"/>
        <source>PEM file of the certificate authority that signed the broker&apos;s certificate; given, the connection uses TLS (Mosquitto&apos;s TLS port is usually 8883).</source>
        <translation>ブローカーの証明書に署名した認証局の PEM ファイル。指定すると TLS で接続します（Mosquitto の TLS ポートは通常 8883）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="164"/>
        <source>Optional client certificate (PEM) for a broker that asks for one.</source>
        <translation>クライアント証明書を求めるブローカー向けの任意のクライアント証明書（PEM）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="170"/>
        <source>The private key (PEM) of the client certificate.</source>
        <translation>クライアント証明書の秘密鍵（PEM）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="34"/>
        <source>Time run first and not recorded (caches, frequency scaling).</source>
        <translation>最初に実行し記録しない時間 (キャッシュ、周波数スケーリング)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="43"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring thread; what the kernel grants is reported, a refusal does not stop the run.</source>
        <translation>測定スレッドに SCHED_FIFO とメモリロックを要求します。カーネルが許可した内容は報告され、拒否されても実行は止まりません。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="51"/>
        <source>SCHED_FIFO priority when real-time is on (1..99).</source>
        <translation>リアルタイムが有効なときの SCHED_FIFO 優先度 (1..99)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="59"/>
        <source>Pin the measuring thread to this CPU (-1: any CPU).</source>
        <translation>測定スレッドをこの CPU に固定します (-1: 任意の CPU)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="117"/>
        <source>How long the thread sleeps between samples.</source>
        <translation>サンプル間でスレッドがスリープする時間。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="166"/>
        <source>Time between two wake-ups of a thread.</source>
        <translation>スレッドの 2 回のウェイクアップの間隔。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="169"/>
        <source>Measuring threads, each with its own histogram.</source>
        <translation>測定スレッド。それぞれ独自のヒストグラムを持ちます。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="174"/>
        <source>SCHED_FIFO priority of the threads (like cyclictest -p).</source>
        <translation>スレッドの SCHED_FIFO 優先度 (cyclictest -p と同様)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="180"/>
        <source>Lock the process&apos;s memory with mlockall (like cyclictest -m).</source>
        <translation>mlockall でプロセスのメモリをロックします (cyclictest -m と同様)。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="233"/>
        <source>Cycles per second; the deadline of a cycle is the next cycle&apos;s start.</source>
        <translation>1 秒あたりの周期数。各周期の期限は次の周期の開始時刻です。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="239"/>
        <source>Busy work done in every cycle (the controller&apos;s computation).</source>
        <translation>各周期で行うビジーな処理 (コントローラーの計算)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="48"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring threads (what was granted is reported; never fails when refused).</source>
        <translation>測定スレッドに SCHED_FIFO とメモリロックを要求します (許可された内容は報告され、拒否されても失敗しません)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="57"/>
        <source>SCHED_FIFO priority when real-time.</source>
        <translation>リアルタイム時の SCHED_FIFO 優先度。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="61"/>
        <source>Pin the measuring threads to this CPU (-1: any).</source>
        <translation>測定スレッドをこの CPU に固定します (-1: 任意)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="160"/>
        <source>HOST:PORT of the echo device; empty: start a simulated one on loopback.</source>
        <translation>エコーデバイスの HOST:PORT。空の場合: ループバック上でシミュレートされたデバイスを起動します。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="166"/>
        <source>Datagrams per second.</source>
        <translation>1 秒あたりのデータグラム数。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="170"/>
        <source>UDP payload size.</source>
        <translation>UDP ペイロードのサイズ。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="174"/>
        <source>How long to measure (after the warm-up).</source>
        <translation>測定する時間 (ウォームアップ後)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="179"/>
        <source>Sent and answered first but not recorded.</source>
        <translation>最初に送信・応答されますが記録されません。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="184"/>
        <source>A datagram not back after this is lost.</source>
        <translation>この時間を過ぎても戻らないデータグラムは損失とします。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="190"/>
        <source>Spin on the receive (as sockperf does): lower latency, one CPU busy.</source>
        <translation>受信をスピン待ちします (sockperf と同様): レイテンシは低くなりますが、CPU を 1 つ占有します。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="197"/>
        <source>One thread sends and waits for each reply: no receiver wake-up; a slow reply delays the next sends, shown as latency.</source>
        <translation>1 つのスレッドが送信し、各応答を待ちます。受信スレッドの起床はありません。遅い応答は次の送信を遅らせ、それはレイテンシとして表示されます。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="205"/>
        <source>Also record each direction, from the clock stamps a peer echo (a fleet agent) puts in every datagram; needs the peer&apos;s clock offset.</source>
        <translation>ピアのエコー（フリートエージェント）が各データグラムに書き込むタイムスタンプから、各方向も記録します。ピアの時計オフセットが必要です。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="213"/>
        <source>The peer&apos;s wall clock minus this host&apos;s (a fleet run measures it; 0 for hosts synchronised by PTP).</source>
        <translation>ピアの実時間時計からこのホストの時計を引いた値（フリート実行が測定します。PTP で同期したホストでは 0）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="293"/>
        <source>The servos&apos; protocol on the bus.</source>
        <translation>バス上のサーボのプロトコル。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="297"/>
        <source>Servo IDs 1..N polled each cycle.</source>
        <translation>各周期でポーリングするサーボ ID 1..N。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="300"/>
        <source>Serial port of the bus; empty: start a simulated bus.</source>
        <translation>バスのシリアルポート。空の場合: シミュレートされたバスを起動します。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="304"/>
        <source>0: the protocol&apos;s default.</source>
        <translation>0: プロトコルの既定値。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="309"/>
        <source>Cycles per second on an absolute schedule; 0: back to back.</source>
        <translation>絶対スケジュールでの 1 秒あたりの周期数。0: 間を置かず連続。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="314"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="424"/>
        <source>How long to measure.</source>
        <translation>測定する時間。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="319"/>
        <source>Only read state; never send a command.</source>
        <translation>状態の読み取りのみ。コマンドは一切送信しません。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="402"/>
        <source>One or more URLs separated by spaces; empty: the simulated cameras.</source>
        <translation>スペース区切りの 1 つ以上の URL。空の場合: シミュレートされたカメラ。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="408"/>
        <source>Number of simulated cameras when no URL is given (2 = a stereo pair).</source>
        <translation>URL が指定されないときのシミュレートされたカメラの数 (2 = ステレオペア)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="414"/>
        <source>WxH of the simulated cameras.</source>
        <translation>シミュレートされたカメラの 幅x高さ。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="419"/>
        <source>Frame rate of the simulated cameras.</source>
        <translation>シミュレートされたカメラのフレームレート。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="429"/>
        <source>Frames before this are not recorded.</source>
        <translation>これより前のフレームは記録されません。</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamLabels</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="214"/>
        <source>CPU threads</source>
        <translation>CPU スレッド</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="219"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="226"/>
        <source>Loopback network</source>
        <translation>ループバックネットワーク</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="233"/>
        <source>Duration limit</source>
        <translation>継続時間の上限</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="65"/>
        <source>Broker host</source>
        <translation>ブローカーのホスト</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="70"/>
        <source>Broker port</source>
        <translation>ブローカーのポート</translation>
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
        <translation>ペイロード</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="85"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="231"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="164"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="307"/>
        <source>Rate</source>
        <translation>レート</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="88"/>
        <source>Hops</source>
        <translation>ホップ数</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="93"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="25"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="312"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="422"/>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="98"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="32"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="177"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="426"/>
        <source>Warm-up</source>
        <translation>ウォームアップ</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="103"/>
        <source>Topic prefix</source>
        <translation>トピック接頭辞</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="110"/>
        <source>Relay</source>
        <translation>中継</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="117"/>
        <source>Relay clock offset</source>
        <translation>中継の時計オフセット</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="124"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="182"/>
        <source>Loss timeout</source>
        <translation>損失タイムアウト</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="130"/>
        <source>Reconnect window</source>
        <translation>再接続の猶予</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="138"/>
        <source>User name</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="147"/>
        <source>Password file</source>
        <translation>パスワードファイル</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="154"/>
        <source>TLS CA file</source>
        <translation>TLS CA ファイル</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="162"/>
        <source>TLS client certificate</source>
        <translation>TLS クライアント証明書</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="168"/>
        <source>TLS client key</source>
        <translation>TLS クライアント鍵</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="41"/>
        <source>Real-time thread</source>
        <translation>リアルタイムスレッド</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="49"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="55"/>
        <source>Priority</source>
        <translation>優先度</translation>
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
        <translation>分解能</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="163"/>
        <source>Interval</source>
        <translation>間隔</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="167"/>
        <source>Threads</source>
        <translation>スレッド数</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="178"/>
        <source>Lock memory</source>
        <translation>メモリをロック</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="237"/>
        <source>Work per cycle</source>
        <translation>周期あたりの処理</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="46"/>
        <source>Real-time</source>
        <translation>リアルタイム</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="158"/>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="188"/>
        <source>Busy-poll receive</source>
        <translation>ビジーポーリング受信</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="195"/>
        <source>Ping-pong (one thread)</source>
        <translation>ピンポン（1 スレッド）</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="203"/>
        <source>One-way figures</source>
        <translation>片道の値</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="211"/>
        <source>Peer clock offset</source>
        <translation>ピアの時計オフセット</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="291"/>
        <source>Bus</source>
        <translation>バス</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="295"/>
        <source>Servos</source>
        <translation>サーボ数</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="298"/>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="302"/>
        <source>Baud</source>
        <translation>ボーレート</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="316"/>
        <source>Query only</source>
        <translation>問い合わせのみ</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="400"/>
        <source>Stream URLs</source>
        <translation>ストリーム URL</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="406"/>
        <source>Simulated streams</source>
        <translation>シミュレートするストリーム数</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="412"/>
        <source>Simulated size</source>
        <translation>シミュレートするサイズ</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="417"/>
        <source>Simulated frame rate</source>
        <translation>シミュレートするフレームレート</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamValues</name>
    <message>
        <location filename="../widgets/spec_text.cpp" line="76"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../widgets/spec_text.cpp" line="77"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>loopscope::Presets</name>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="96"/>
        <source>UDP 100 Hz, 200-byte payload</source>
        <translation>UDP 100 Hz、200 バイトのペイロード</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="97"/>
        <source>What round trip does a 100 Hz command stream of 200-byte datagrams see? 10 s by default; set the duration to hours for a soak test.</source>
        <translation>200 バイトのデータグラムによる 100 Hz のコマンドストリームは、どのような往復時間になるか? 既定は 10 s です。耐久テストには継続時間を数時間に設定してください。</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="112"/>
        <source>1 kHz control loop: deadline misses</source>
        <translation>1 kHz 制御ループ: 期限超過</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="113"/>
        <source>How often does a 1 kHz loop on this host miss its deadline, and by how much?</source>
        <translation>このホスト上の 1 kHz ループはどのくらいの頻度で、どれだけ期限を超過するか?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="124"/>
        <source>12-servo poll</source>
        <translation>12 サーボのポーリング</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="125"/>
        <source>How long does one poll of 12 servos take on the bus (simulated unless a port is given)?</source>
        <translation>バス上で 12 個のサーボを 1 回ポーリングするのにどれだけかかるか (ポートを指定しない場合はシミュレーション)?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="138"/>
        <source>Host hiccups idle vs under load</source>
        <translation>ホストの停滞: アイドル時と負荷時</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="139"/>
        <source>How much does this host stall a sleeping thread, idle and with CPU, memory and network load?</source>
        <translation>このホストは、アイドル時と CPU・メモリ・ネットワーク負荷時に、スリープ中のスレッドをどれだけ停滞させるか?</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="154"/>
        <source>Stereo 1080p latency</source>
        <translation>ステレオ 1080p のレイテンシ</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="155"/>
        <source>What is the camera-to-display latency of a 1080p stereo pair (the simulated pair unless URLs are given)?</source>
        <translation>1080p ステレオペアのカメラから表示までのレイテンシはどれだけか (URL を指定しない場合はシミュレートされたペア)?</translation>
    </message>
</context>
<context>
    <name>loopscope::ProbeKinds</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="247"/>
        <source>Load generator</source>
        <translation>負荷ジェネレーター</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="248"/>
        <source>CPU, memory and loopback network stress beside a probe.</source>
        <translation>プローブと並行して CPU・メモリ・ループバックネットワークに負荷をかけます。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="40"/>
        <source>MQTT pub/sub hop latency</source>
        <translation>MQTT pub/sub ホップのレイテンシ</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="41"/>
        <source>Publishes messages at a fixed rate through an MQTT broker (such as Mosquitto) along a chain of hops and records the total latency, the service time and the time of every broker traversal.</source>
        <translation>MQTT ブローカー (Mosquitto など) を通じてホップのチェーンに沿って一定レートでメッセージをパブリッシュし、合計レイテンシ、サービス時間、各ブローカー通過の時間を記録します。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="96"/>
        <source>Host hiccups</source>
        <translation>ホストの停滞</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="98"/>
        <source>How long the host keeps a thread that wants to run from running: a thread sleeps a short period again and again and records every wake-up beyond it.</source>
        <translation>実行したいスレッドをホストがどれだけ待たせるか: スレッドが短い周期のスリープを繰り返し、周期を超えたウェイクアップをすべて記録します。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="144"/>
        <source>Timer wake-up latency</source>
        <translation>タイマーのウェイクアップレイテンシ</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="146"/>
        <source>How late a thread wakes from an absolute timer, per thread, the way cyclictest measures it.</source>
        <translation>cyclictest と同じ方法で、絶対時刻タイマーからスレッドがどれだけ遅れて起きるかをスレッドごとに測定します。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="207"/>
        <source>Control-loop deadline misses</source>
        <translation>制御ループの期限超過</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="209"/>
        <source>Whether a periodic loop at a given rate, doing a given amount of work per cycle, finishes every cycle before the next one starts.</source>
        <translation>指定したレートで周期ごとに指定した処理を行う周期ループが、次の周期の開始前に毎回処理を終えられるかを調べます。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="139"/>
        <source>UDP round trip</source>
        <translation>UDP 往復</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="141"/>
        <source>Round trip of UDP datagrams to an echo device at a fixed rate on an absolute schedule (the simulated device when no target is given).</source>
        <translation>絶対スケジュールに従って一定レートでエコーデバイスへ送る UDP データグラムの往復時間 (ターゲット未指定時はシミュレートされたデバイス)。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="278"/>
        <source>Control-loop cycle</source>
        <translation>制御ループの周期</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="280"/>
        <source>Polls N servos on one bus in a loop and measures each cycle (the simulated bus when no port is given). Servos only hold their position.</source>
        <translation>1 つのバス上の N 個のサーボをループでポーリングし、各周期を測定します (ポート未指定時はシミュレートされたバス)。サーボは位置を保持するだけです。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="386"/>
        <source>Video latency</source>
        <translation>ビデオのレイテンシ</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="388"/>
        <source>Decodes one or more live streams and measures every stage and, where the frames carry Loopscope&apos;s clock code, camera-to-display latency (the simulated stereo pair when no URL is given).</source>
        <translation>1 つ以上のライブストリームをデコードして各段階を測定し、フレームに Loopscope のクロックコードがあればカメラから表示までのレイテンシも測定します (URL 未指定時はシミュレートされたステレオペア)。</translation>
    </message>
</context>
<context>
    <name>loopscope::StateNames</name>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="11"/>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="13"/>
        <location filename="../devices/common/bus.cpp" line="21"/>
        <source>connecting</source>
        <translation>接続中</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="15"/>
        <source>waiting for a keyframe</source>
        <translation>キーフレーム待ち</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="17"/>
        <source>playing</source>
        <translation>再生中</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="19"/>
        <source>reconnecting</source>
        <translation>再接続中</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="21"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="23"/>
        <location filename="../devices/common/bus.cpp" line="19"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="25"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="23"/>
        <source>connected</source>
        <translation>接続済み</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="25"/>
        <source>disconnected</source>
        <translation>切断</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="29"/>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="84"/>
        <source>About Loopscope</source>
        <translation>Loopscope について</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="88"/>
        <source>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;Latency measurement, device discovery and safe jogging for robot benches.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;ロボットベンチのためのレイテンシ測定、デバイス検出、安全なジョグ操作。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="98"/>
        <source>Copy versions</source>
        <translation>バージョンをコピー</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchDock</name>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="32"/>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="41"/>
        <source>&amp;Start benchmark</source>
        <translation>ベンチマークを開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="44"/>
        <source>S&amp;top benchmark</source>
        <translation>ベンチマークを停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="48"/>
        <source>&amp;Export results…</source>
        <translation>結果をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="51"/>
        <source>Export &amp;percentile chart as PNG…</source>
        <translation>パーセンタイルグラフを PNG でエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="53"/>
        <source>Export &amp;interval chart as PNG…</source>
        <translation>インターバルグラフを PNG でエクスポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="110"/>
        <location filename="../app/gui/bench_dock.cpp" line="116"/>
        <source>Cannot start: %1</source>
        <translation>開始できません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="123"/>
        <source>Benchmark of %1 started.</source>
        <translation>%1 のベンチマークを開始しました。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="158"/>
        <source>Benchmark failed: %1</source>
        <translation>ベンチマークに失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="165"/>
        <source>stopped at %1 %</source>
        <translation>%1 % で停止</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="167"/>
        <source>Benchmark %1; stored in the library as run %2 (%3)</source>
        <translation>ベンチマーク %1。ライブラリに実行 %2 (%3) として保存しました</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="171"/>
        <source>Benchmark %1</source>
        <translation>ベンチマーク %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="173"/>
        <source>; files in %1</source>
        <translation>。ファイルは %1 にあります</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="210"/>
        <source>Export results into folder</source>
        <translation>結果をフォルダーにエクスポート</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <location filename="../app/gui/bench_dock.cpp" line="238"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <source>The results could not be exported to %1:
%2</source>
        <translation>結果を %1 にエクスポートできませんでした:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="223"/>
        <source>Exported to %1: %2</source>
        <translation>%1 にエクスポートしました: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="229"/>
        <source>Export chart as PNG</source>
        <translation>グラフを PNG でエクスポート</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="231"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="241"/>
        <source>Chart saved to %1.</source>
        <translation>グラフを %1 に保存しました。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchPanel</name>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="20"/>
        <source>HOST:PORT, e.g. 127.0.0.1:7000</source>
        <translation>HOST:PORT、例: 127.0.0.1:7000</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="21"/>
        <source>The UDP echo device to measure; selecting a device in the list fills it in.</source>
        <translation>測定する UDP エコーデバイス。一覧でデバイスを選択すると入力されます。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="28"/>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="34"/>
        <source> bytes</source>
        <translation> バイト</translation>
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
        <translation>ウォームアップ中に送信されたデータグラムは応答されますが記録されません。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="52"/>
        <source>&amp;Target:</source>
        <translation>ターゲット(&amp;T):</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="53"/>
        <source>&amp;Rate:</source>
        <translation>レート(&amp;R):</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="54"/>
        <source>&amp;Payload:</source>
        <translation>ペイロード(&amp;P):</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="55"/>
        <source>&amp;Duration:</source>
        <translation>継続時間(&amp;D):</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="56"/>
        <source>&amp;Warm-up:</source>
        <translation>ウォームアップ(&amp;W):</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="58"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="60"/>
        <source>Start the benchmark (Ctrl+R)</source>
        <translation>ベンチマークを開始 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="61"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="63"/>
        <source>Stop the benchmark (Esc)</source>
        <translation>ベンチマークを停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="93"/>
        <source>Idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="100"/>
        <source>Enter a target as HOST:PORT (e.g. 127.0.0.1:7000), or select a device.</source>
        <translation>ターゲットを HOST:PORT (例: 127.0.0.1:7000) で入力するか、デバイスを選択してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="108"/>
        <source>The target &quot;%1&quot; is not [IPv6]:PORT.</source>
        <translation>ターゲット「%1」は [IPv6]:PORT の形式ではありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="117"/>
        <source>The target &quot;%1&quot; is not HOST:PORT (write IPv6 addresses as [::1]:PORT).</source>
        <translation>ターゲット「%1」は HOST:PORT の形式ではありません (IPv6 アドレスは [::1]:PORT と書きます)。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="126"/>
        <source>The port &quot;%1&quot; is not a number from 1 to 65535.</source>
        <translation>ポート「%1」は 1 から 65535 までの数値ではありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="130"/>
        <source>The target &quot;%1&quot; has no host.</source>
        <translation>ターゲット「%1」にホストがありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="153"/>
        <source>This build has no UDP round-trip probe.</source>
        <translation>このビルドには UDP 往復プローブがありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="219"/>
        <source>State: %1</source>
        <translation>状態: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DeviceController</name>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="154"/>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="269"/>
        <location filename="../app/gui/device_controller.cpp" line="299"/>
        <source>the bus is disconnected</source>
        <translation>バスが切断されています</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering (%1)</source>
        <translation>応答なし (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="369"/>
        <source>The latency timer of %1 could not be set.</source>
        <translation>%1 のレイテンシタイマーを設定できませんでした。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DevicesDock</name>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="50"/>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="67"/>
        <source>S&amp;can for devices</source>
        <translation>デバイスをスキャン(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="70"/>
        <source>Cancel scan</source>
        <translation>スキャンを中止</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="80"/>
        <source>USB latency timer</source>
        <translation>USB レイテンシタイマー</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="81"/>
        <source>The latency timer of %1 was not changed:
%2</source>
        <translation>%1 のレイテンシタイマーは変更されませんでした:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="83"/>
        <source>USB latency timer of %1 set to 1 ms.</source>
        <translation>%1 の USB レイテンシタイマーを 1 ms に設定しました。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="105"/>
        <source>A scan is already running.</source>
        <translation>スキャンはすでに実行中です。</translation>
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
        <translation>ネットワーク (UDP)</translation>
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
        <translation>スキャンを中止しました: %1 台のデバイスが見つかりました。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="172"/>
        <source>Devices found: %1 (%2 actuators) in %3 s.</source>
        <translation>見つかったデバイス: %1 台 (アクチュエータ %2 台)、%3 s。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="216"/>
        <source>code %1</source>
        <translation>コード %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="245"/>
        <source>Cameras</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Left camera</source>
        <translation>左カメラ</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Right camera</source>
        <translation>右カメラ</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="259"/>
        <source>Camera %1</source>
        <translation>カメラ %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="268"/>
        <source>not open: View → Video shows it</source>
        <translation>開かれていません: 表示 → ビデオ で表示できます</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="269"/>
        <source>Simulated camera %1</source>
        <translation>シミュレートされたカメラ %1</translation>
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
        <translation>プローブ: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="86"/>
        <source>Runs under load</source>
        <translation>負荷をかけて実行</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="88"/>
        <source>Note: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="90"/>
        <source>Stored run: %1</source>
        <translation>保存された実行: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="143"/>
        <source>queued</source>
        <translation>待機列</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running %1 %</source>
        <translation>実行中 %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished (%1)</source>
        <translation>完了 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped at %1 %</source>
        <translation>%1 % で停止</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="151"/>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="155"/>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="292"/>
        <source>the result library is not open: the run is not stored</source>
        <translation>結果ライブラリが開かれていません: 実行は保存されません</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="297"/>
        <source>the experiment could not start</source>
        <translation>実験を開始できませんでした</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="358"/>
        <source>the probe ended with an error</source>
        <translation>プローブがエラーで終了しました</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ExperimentWizard</name>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="50"/>
        <source>New experiment</source>
        <translation>新しい実験</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="59"/>
        <source>What do you want to measure?</source>
        <translation>何を測定しますか?</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="60"/>
        <source>Pick a preset for a common question, or a probe to set up yourself.</source>
        <translation>よくある質問のためのプリセットか、自分で設定するプローブを選んでください。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="70"/>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="81"/>
        <source>%1 (its probe is not available in this build)</source>
        <translation>%1 (このビルドではプローブを利用できません)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="84"/>
        <source>Probes</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="108"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="122"/>
        <source>Name and conditions</source>
        <translation>名前と条件</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="125"/>
        <source>Default: from the probe and its parameters</source>
        <translation>既定: プローブとそのパラメーターから</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="126"/>
        <source>Also the base name of the run&apos;s files: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>実行のファイルのベース名にもなります：英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos;。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="133"/>
        <source>This name cannot be used: %1</source>
        <translation>この名前は使えません：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="139"/>
        <source>What is special about this run (cable, kernel, load, ...)</source>
        <translation>この実行の特記事項 (ケーブル、カーネル、負荷、...)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="141"/>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run under load (CPU, memory, loopback network)</source>
        <translation>負荷をかけて実行 (CPU、メモリ、ループバックネットワーク)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="143"/>
        <source>Runs the load generator beside the probe, to compare with the same probe idle.</source>
        <translation>プローブと並行して負荷ジェネレーターを実行し、アイドル時の同じプローブと比較します。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="152"/>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="154"/>
        <source>Note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="246"/>
        <source>%1 (under load)</source>
        <translation>%1 (負荷あり)</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="247"/>
        <source>%1
Runs: %2</source>
        <translation>%1
実行: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/experiment_wizard.cpp" line="291"/>
        <source>This preset runs %n experiment(s); the parameters apply to each.</source>
        <translation>
            <numerusform>このプリセットは %n 個の実験を実行します。パラメーターはそれぞれに適用されます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="292"/>
        <source>Under load: %1.</source>
        <translation>負荷あり: %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run every experiment under load</source>
        <translation>すべての実験を負荷をかけて実行</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetDock</name>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="129"/>
        <location filename="../app/gui/fleet_dock.cpp" line="142"/>
        <source>Cannot connect: %1</source>
        <translation>接続できません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="214"/>
        <source>Not started: %1</source>
        <translation>開始されませんでした: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetSession</name>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="49"/>
        <source>already connected to %1</source>
        <translation>すでに %1 に接続しています</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="73"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="89"/>
        <source>Connected to %1 (prefix %2).</source>
        <translation>%1 に接続しました(プレフィックス %2)。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="104"/>
        <source>Disconnected from %1.</source>
        <translation>%1 から切断しました。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="116"/>
        <source>not connected to a broker</source>
        <translation>ブローカーに接続していません</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="120"/>
        <source>a fleet run is in progress</source>
        <translation>フリートの実行が進行中です</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="127"/>
        <source>agent %1 is not ready (%2); nothing was started</source>
        <translation>エージェント %1 の準備ができていません(%2)。何も開始されていません</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="128"/>
        <source>never seen on this broker</source>
        <translation>このブローカーで一度も見えていません</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="174"/>
        <source>Connected to %1 again (prefix %2).</source>
        <translation>%1 に再接続しました(プレフィックス %2)。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="176"/>
        <source>Lost the broker %1; reconnecting (the agents keep recording)…</source>
        <translation>ブローカー %1 を失いました。再接続中(エージェントは記録を続けます)…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="194"/>
        <source>The merged run is not stored: no result library is open.</source>
        <translation>統合された実行は保存されません: 結果ライブラリが開かれていません。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="197"/>
        <source>Stored as run %1 (%2).</source>
        <translation>実行 %1 (%2) として保存しました。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="199"/>
        <source>The merged run is not stored: %1</source>
        <translation>統合された実行は保存されません: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::JogController</name>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="110"/>
        <source>The device is not on any bus now: scan again.</source>
        <translation>このデバイスは現在どのバスにもありません: もう一度スキャンしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="124"/>
        <source>covers every jog mode</source>
        <translation>すべてのジョグモードを保護</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="125"/>
        <source>The moteus firmware&apos;s watchdog stops only position (10) and stay-within (13) commands: it then damps to zero velocity (timeout mode 12, reported as mode 11) until a stop, with the kd scale of the last command, so a position or velocity jog brakes and a torque jog (kd scale 0) loses its torque and coasts. It does not stop current (9), zero-velocity (12) or brake (15) commands. Every jog mode here (position, velocity, torque) is sent as position mode 10, so the watchdog covers all of them; Loopscope never sends the other modes. Loopscope also sends a stop itself when its keep-alive lapses, on E-STOP and when the tab closes; if the app exits or hangs, the device watchdog stops the servo.</source>
        <translation>moteus ファームウェアのウォッチドッグが停止させるのは位置 (10) と stay-within (13) の指令だけです。タイムアウト後は停止指令まで、最後の指令の kd スケールで速度ゼロへ減衰させます (タイムアウトモード 12、モード 11 として報告)。そのため位置・速度ジョグはブレーキがかかり、トルクジョグ (kd スケール 0) はトルクを失って惰性で回ります。電流 (9)、ゼロ速度 (12)、ブレーキ (15) の指令は停止させません。ここでのジョグモード (位置・速度・トルク) はすべて位置モード 10 として送られるので、ウォッチドッグがすべてを保護します。Loopscope がほかのモードを送ることはありません。さらに Loopscope は、キープアライブが途切れたとき、E-STOP のとき、タブを閉じたときに自ら停止を送ります。アプリが終了またはハングした場合は、デバイスのウォッチドッグがサーボを停止させます。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="146"/>
        <source>On %1.</source>
        <translation>%1 上。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="155"/>
        <source>The bus was closed (a scan is running).</source>
        <translation>バスが閉じられました (スキャン実行中)。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="181"/>
        <source>Fault</source>
        <translation>フォールト</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="237"/>
        <source>The link is back (%1); torque is off — enable it to jog again.</source>
        <translation>リンクが復旧しました (%1)。トルクはオフです — ジョグするには再び有効にしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="253"/>
        <source>The link to %1 was lost at %2: the jog is stopped (setpoint dropped, torque off requested); reconnecting.</source>
        <translation>%1 との接続が %2 に失われました：ジョグを停止しました（目標値を破棄、トルクオフを要求）。再接続しています。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="306"/>
        <source>Setpoint refused (E-STOP raised).</source>
        <translation>設定値が拒否されました (E-STOP 作動中)。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="373"/>
        <source>The E-STOP is raised: release it first.</source>
        <translation>E-STOP が作動しています: 先に解除してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="377"/>
        <source>No telemetry from the device yet.</source>
        <translation>デバイスからのテレメトリーはまだありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="398"/>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="452"/>
        <source>Test cancelled after %1 samples.</source>
        <translation>%1 サンプル後にテストを中止しました。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabController</name>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="95"/>
        <location filename="../app/gui/lab_controller.cpp" line="128"/>
        <source>Simulated lab not running: %1</source>
        <translation>シミュレートされたラボは停止中: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="99"/>
        <source>Simulated lab running</source>
        <translation>シミュレートされたラボ稼働中</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="112"/>
        <source>Simulated lab stopped</source>
        <translation>シミュレートされたラボが停止しました</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="129"/>
        <source>Simulated lab stopped (%1); the restart failed: %2</source>
        <translation>シミュレートされたラボが停止しました (%1)。再起動に失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>killed by signal %1</source>
        <translation>シグナル %1 で強制終了</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>exit code %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="145"/>
        <source>Simulated lab stopped (%1); it stopped %2 times within a minute and is not restarted again</source>
        <translation>シミュレートされたラボが停止しました (%1)。1 分以内に %2 回停止したため、これ以上再起動しません</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="149"/>
        <source>Simulated lab stopped (%1)</source>
        <translation>シミュレートされたラボが停止しました (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="153"/>
        <source>Simulated lab stopped (%1); restarting…</source>
        <translation>シミュレートされたラボが停止しました (%1)。再起動中…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="268"/>
        <source>The simulator started but reported %1 camera(s) instead of 2.</source>
        <translation>シミュレーターは起動しましたが、カメラが 2 台ではなく %1 台と報告されました。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabStatusLabel</name>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="29"/>
        <source>loopscope-sim, process %1</source>
        <translation>loopscope-sim、プロセス %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="32"/>
        <source>Restart</source>
        <translation>再起動</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LibraryView</name>
    <message>
        <location filename="../app/gui/library_view.cpp" line="50"/>
        <source>Delete the run &quot;%1&quot; from the library?</source>
        <translation>実行「%1」をライブラリから削除しますか?</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="51"/>
        <source>Delete %n runs from the library?</source>
        <translation>
            <numerusform>%n 件の実行をライブラリから削除しますか?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="52"/>
        <source>Delete runs</source>
        <translation>実行を削除</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="54"/>
        <source>Undo (Ctrl+Z) brings them back until you quit.</source>
        <translation>元に戻す (Ctrl+Z) で、終了するまでは復元できます。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="92"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="95"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="97"/>
        <source>Report…</source>
        <translation>レポート…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="99"/>
        <source>Edit note/tags…</source>
        <translation>メモ/タグを編集…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="101"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="103"/>
        <source>Undo delete</source>
        <translation>削除を元に戻す</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="105"/>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="107"/>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="118"/>
        <source>All kinds</source>
        <translation>すべての種類</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="121"/>
        <source>Filter by name, note or tag (Ctrl+F)</source>
        <translation>名前、メモ、タグで絞り込み (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="123"/>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="177"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="178"/>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="196"/>
        <source>No result library is open.</source>
        <translation>結果ライブラリが開かれていません。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="224"/>
        <location filename="../app/gui/library_view.cpp" line="238"/>
        <source>Cannot list the runs: %1</source>
        <translation>実行の一覧を取得できません: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="244"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 件の実行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="245"/>
        <source>%1 of %2 runs</source>
        <translation>%2 件中 %1 件の実行</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="370"/>
        <location filename="../app/gui/library_view.cpp" line="622"/>
        <location filename="../app/gui/library_view.cpp" line="653"/>
        <source>Select a run first.</source>
        <translation>先に実行を選択してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="377"/>
        <source>Cannot load run #%1: %2</source>
        <translation>実行 #%1 を読み込めません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="395"/>
        <source>Opened &quot;%1&quot;</source>
        <translation>「%1」を開きました</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="413"/>
        <source>Cannot read the intervals of run %1: %2</source>
        <translation>実行 %1 のインターバルを読み込めません: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="421"/>
        <source>%1–%2 s: %n interval(s), all shown (right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 秒: %n 個のインターバル、すべて表示（右クリック: 実行全体）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="424"/>
        <source>%1–%2 s: %n interval(s), highest per group (drag: zoom in, right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 秒: %n 個のインターバル、グループごとの最大値（ドラッグ: 拡大、右クリック: 実行全体）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), every one shown; right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 秒から %2 秒: %n 個のインターバルをすべて表示。右クリックで実行全体を表示します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), the highest of each group shown; drag again to zoom further, right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 秒から %2 秒: %n 個のインターバル。各グループの最大値を表示。さらにドラッグで拡大、右クリックで実行全体を表示します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="455"/>
        <source>Select two or more runs to compare.</source>
        <translation>比較する実行を 2 件以上選択してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="464"/>
        <source>Cannot compare: %1</source>
        <translation>比較できません: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="469"/>
        <source>Comparing %n run(s)</source>
        <translation>
            <numerusform>%n 件の実行を比較中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="483"/>
        <source>No report file given.</source>
        <translation>レポートファイルが指定されていません。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="494"/>
        <source>Cannot build the report: %1</source>
        <translation>レポートを作成できません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="498"/>
        <source>Cannot write the HTML report %1: %2</source>
        <translation>HTML レポート %1 を書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="502"/>
        <source>Cannot write the PDF report %1: %2</source>
        <translation>PDF レポート %1 を書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="510"/>
        <source>Report written: %1</source>
        <translation>レポートを書き出しました: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="524"/>
        <source>Cannot delete run %1: %2</source>
        <translation>実行 %1 を削除できません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="574"/>
        <source>Cannot restore run %1: %2</source>
        <translation>実行 %1 を復元できません: %2</translation>
    </message>
    <message>
        <source>Cannot delete run &quot;%1&quot;: %2</source>
        <translation type="vanished">実行「%1」を削除できません: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="536"/>
        <source>Deleted %n run(s); Ctrl+Z undoes.</source>
        <translation>
            <numerusform>%n 件の実行を削除しました。Ctrl+Z で元に戻せます。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="553"/>
        <source>Cannot empty the trash of the library: %1</source>
        <translation>ライブラリのごみ箱を空にできません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="560"/>
        <source>Nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <source>Cannot restore run &quot;%1&quot;: %2</source>
        <translation type="vanished">実行「%1」を復元できません: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="582"/>
        <source>Restored %n run(s).</source>
        <translation>
            <numerusform>%n 件の実行を復元しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="593"/>
        <source>Cannot save the note of run #%1: %2</source>
        <translation>実行 #%1 のメモを保存できません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="606"/>
        <source>Select one run to open.</source>
        <translation>開く実行を 1 件選択してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="629"/>
        <source>Save report</source>
        <translation>レポートを保存</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>HTML report (*.html)</source>
        <translation>HTML レポート (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>PDF report (*.pdf)</source>
        <translation>PDF レポート (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="676"/>
        <source>Select one run to edit.</source>
        <translation>編集する実行を 1 件選択してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="682"/>
        <source>Note and tags of &quot;%1&quot;</source>
        <translation>「%1」のメモとタグ</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="686"/>
        <source>idle, under-load, …</source>
        <translation>idle, under-load, …</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="687"/>
        <source>Note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="688"/>
        <source>Tags (comma-separated):</source>
        <translation>タグ (カンマ区切り):</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopController</name>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="23"/>
        <source>The measurement stopped: the buses were closed.</source>
        <translation>測定を停止しました: バスが閉じられました。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="74"/>
        <source>The bus is gone.</source>
        <translation>バスがなくなりました。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="103"/>
        <source>%1 poll cycles/s on %2 (the bus polls at a fixed rate).</source>
        <translation>%2 上で毎秒 %1 回のポーリング周期 (バスは一定レートでポーリングします)。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="110"/>
        <source>Exchange time of one full cycle (%1 devices): median %2 µs, max %3 µs over %4 cycles → at most %5 Hz.</source>
        <translation>1 周期全体の交換時間 (%1 台のデバイス): %4 周期で中央値 %2 µs、最大 %3 µs → 最大 %5 Hz。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="118"/>
        <source>Not enough complete cycles to measure the exchange time.</source>
        <translation>交換時間を測定するのに十分な完全な周期がありません。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopDock</name>
    <message>
        <location filename="../app/gui/loop_dock.cpp" line="10"/>
        <source>Control loop</source>
        <translation>制御ループ</translation>
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
        <translation>UDP ベンチマーク</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="80"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>The result library %1 cannot be opened: %2. Runs are not stored.</source>
        <translation>結果ライブラリ %1 を開けません: %2。実行は保存されません。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="168"/>
        <source>&amp;Benchmark</source>
        <translation>ベンチマーク(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="172"/>
        <source>&amp;Devices</source>
        <translation>デバイス(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="179"/>
        <source>&amp;Workbench</source>
        <translation>ワークベンチ(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="181"/>
        <source>&amp;Library</source>
        <translation>ライブラリ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="184"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Logarithmic latency axis</source>
        <translation>レイテンシ軸を対数にする(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="231"/>
        <source>The new language or data folder takes effect when Loopscope starts next.</source>
        <translation>新しい言語またはデータフォルダーは、次回 Loopscope を起動したときに有効になります。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="236"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="237"/>
        <source>&amp;Manual</source>
        <translation>マニュアル(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="254"/>
        <source>&amp;About Loopscope</source>
        <translation>Loopscope について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="296"/>
        <source>Simulated lab running</source>
        <translation>シミュレートされたラボ稼働中</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="308"/>
        <source>Simulated lab not running</source>
        <translation>シミュレートされたラボは停止中</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="309"/>
        <location filename="../app/gui/main_window.cpp" line="310"/>
        <source>The simulated lab could not start: %1</source>
        <translation>シミュレートされたラボを開始できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="313"/>
        <source>Simulated lab off (--no-sim)</source>
        <translation>シミュレートされたラボはオフ (--no-sim)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="23"/>
        <source>Workbench</source>
        <translation>ワークベンチ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="27"/>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="35"/>
        <source>Fleet</source>
        <translation>フリート</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_devices.cpp" line="41"/>
        <source>Devices and E-STOP</source>
        <translation>デバイスと E-STOP</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="106"/>
        <source>&amp;Reset layout</source>
        <translation>レイアウトをリセット(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="108"/>
        <source>Puts every dock back where it starts: devices and benchmark left; video, control loop and E-STOP stop times right.</source>
        <translation>すべてのドックを初期位置に戻します: デバイスとベンチマークは左、ビデオ、制御ループ、E-STOP の停止時間は右。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="111"/>
        <source>&amp;Layouts</source>
        <translation>レイアウト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="121"/>
        <source>&amp;Save current layout as…</source>
        <translation>現在のレイアウトに名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Save layout</source>
        <translation>レイアウトを保存</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <source>Name of this layout:</source>
        <translation>このレイアウトの名前:</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Replace the layout &quot;%1&quot;?</source>
        <translation>レイアウト「%1」を置き換えますか?</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="138"/>
        <source>(no saved layouts)</source>
        <translation>(保存されたレイアウトはありません)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="145"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="36"/>
        <source>&amp;Record session…</source>
        <translation>セッションを記録(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="41"/>
        <source>Record everything into one MCAP file (Foxglove, PlotJuggler): telemetry and commands, E-STOP events, benchmark intervals and the camera streams</source>
        <translation>すべてを 1 つの MCAP ファイルに記録します（Foxglove、PlotJuggler）: テレメトリとコマンド、非常停止イベント、ベンチマークのインターバル、カメラストリーム</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="48"/>
        <location filename="../app/gui/main_window_recording.cpp" line="89"/>
        <location filename="../app/gui/main_window_recording.cpp" line="118"/>
        <source>Record session</source>
        <translation>セッションを記録</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="50"/>
        <source>MCAP session (*.mcap)</source>
        <translation>MCAP セッション (*.mcap)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="71"/>
        <location filename="../app/gui/main_window_recording.cpp" line="78"/>
        <source>● REC %1</source>
        <translation>● 記録中 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="87"/>
        <source>The session cannot be recorded: %1</source>
        <translation>セッションを記録できません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="97"/>
        <source>Recording the session into %1</source>
        <translation>セッションを %1 に記録しています</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="110"/>
        <source>Session recorded: %1 (%2)</source>
        <translation>セッションを記録しました: %1（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="114"/>
        <source>The recording %1 is incomplete: %2. A reader recovers it up to its last complete chunk.</source>
        <translation>記録 %1 は不完全です: %2。リーダーは最後の完全なチャンクまで復元できます。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ManualDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="135"/>
        <source>Loopscope manual</source>
        <translation>Loopscope マニュアル</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="142"/>
        <source>The manual is not installed: no docs/manual/index.md was found beside the program or in the source tree.</source>
        <translation>マニュアルがインストールされていません: プログラムの隣にもソースツリーにも docs/manual/index.md が見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="149"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences.cpp" line="108"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="112"/>
        <location filename="../app/gui/preferences.cpp" line="126"/>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="119"/>
        <source>Degrees (°)</source>
        <translation>度 (°)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="120"/>
        <source>Radians (rad)</source>
        <translation>ラジアン (rad)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="121"/>
        <source>Revolutions (rev)</source>
        <translation>回転 (rev)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="127"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="128"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="133"/>
        <source>The standard folder for your user</source>
        <translation>ユーザーの標準フォルダー</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="134"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="138"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="148"/>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="149"/>
        <source>Angles in:</source>
        <translation>角度の単位:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="150"/>
        <source>Theme:</source>
        <translation>テーマ:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="151"/>
        <source>Data folder:</source>
        <translation>データフォルダー:</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="152"/>
        <source>The language and the data folder take effect when Loopscope starts next; the unit of angles and the theme at once. The data folder holds the result library and the files of every run.</source>
        <translation>言語とデータフォルダーは次回 Loopscope の起動時に、角度の単位とテーマはすぐに有効になります。データフォルダーには結果ライブラリと各実行のファイルが保存されます。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::RunSession</name>
    <message>
        <location filename="../app/gui/run_session.cpp" line="54"/>
        <source>A run is going on; stop it first.</source>
        <translation>実行中の処理があります。先に停止してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="85"/>
        <source>the measurement could not start</source>
        <translation>測定を開始できませんでした</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="96"/>
        <source>The result library is not open: this run is not stored.</source>
        <translation>結果ライブラリが開かれていません: この実行は保存されません。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="140"/>
        <source>the probe ended with an error</source>
        <translation>プローブがエラーで終了しました</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="158"/>
        <source>idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="160"/>
        <location filename="../app/gui/run_session.cpp" line="181"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="162"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="164"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="166"/>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="177"/>
        <source>starting</source>
        <translation>開始中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="179"/>
        <source>warming up</source>
        <translation>ウォームアップ中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="183"/>
        <source>waiting for the last replies</source>
        <translation>最後の応答を待機中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="195"/>
        <source>The run&apos;s files are not being written: %1</source>
        <translation>実行のファイルが書き込まれていません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="197"/>
        <source>Storing the run in the library failed: %1</source>
        <translation>ライブラリへの実行の保存に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="255"/>
        <source>There is nothing to export yet: run a benchmark first.</source>
        <translation>まだエクスポートするものがありません: 先にベンチマークを実行してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="259"/>
        <source>No folder was chosen for the export.</source>
        <translation>エクスポート先のフォルダーが選択されていません。</translation>
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
        <translation>E-STOP: すべてのアクチュエータを停止</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="30"/>
        <source>Release E-STOP</source>
        <translation>E-STOP を解除</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="52"/>
        <source>E-STOP raised: every actuator is being stopped.</source>
        <translation>E-STOP 作動: すべてのアクチュエータを停止しています。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="61"/>
        <source>E-STOP released: enable torque again to move.</source>
        <translation>E-STOP を解除しました: 動かすにはトルクを再び有効にしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="76"/>
        <source>watchdog %1 ms</source>
        <translation>ウォッチドッグ %1 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="78"/>
        <source>, heartbeat stale</source>
        <translation>、ハートビート途絶</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="97"/>
        <source>after %1 ms</source>
        <translation>%1 ms 後</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="104"/>
        <source>E-STOP RAISED (latched): %1 of %2 actuators confirmed the stop, the slowest after %3 ms. Motion stays disabled until &quot;Release E-STOP&quot;.</source>
        <translation>E-STOP 作動中 (ラッチ): %2 台中 %1 台のアクチュエータが停止を確認、最も遅いものは %3 ms 後。「E-STOP を解除」するまで動作は無効です。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="110"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP は作動していません。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="111"/>
        <source>E-STOP released. The last stop times are kept below.</source>
        <translation>E-STOP を解除しました。最後の停止時間は下に残っています。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::SessionRecording</name>
    <message>
        <location filename="../app/gui/session_recording.cpp" line="67"/>
        <source>%1 messages in %2 chunks</source>
        <translation>%1 件のメッセージ（%2 チャンク）</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="109"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="113"/>
        <source>Jog panel: %1</source>
        <translation>ジョグパネル: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoController</name>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="33"/>
        <source>Enter the URL of the left camera (e.g. rtsp://host:8554/cam0).</source>
        <translation>左カメラの URL を入力してください (例: rtsp://host:8554/cam0)。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="82"/>
        <source>The application is closing.</source>
        <translation>アプリケーションを終了しています。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="147"/>
        <source>No camera to record: add cameras first.</source>
        <translation>録画するカメラがありません: 先にカメラを追加してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="151"/>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダー %1 が存在しません。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="179"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 を書き込めません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="218"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="219"/>
        <source>right</source>
        <translation>右</translation>
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
        <translation> · %1x%2 · %3 fps（接続まで %9 秒、最初のフレームまで %10 秒）· ドロップ %4 · p99 デマックス %5 / デコード %6 / 変換 %7 / 受け渡し %8 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="251"/>
        <source> · camera-to-display p50 %1 / p99 %2 ms</source>
        <translation> · カメラから表示まで p50 %1 / p99 %2 ms</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoDock</name>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="39"/>
        <source>Left camera URL (rtsp://…, udp://…, file)</source>
        <translation>左カメラの URL (rtsp://…、udp://…、ファイル)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="41"/>
        <source>Right camera URL (optional)</source>
        <translation>右カメラの URL (任意)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="42"/>
        <source>Add cameras</source>
        <translation>カメラを追加</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="43"/>
        <source>Simulated pair</source>
        <translation>シミュレートされたペア</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="44"/>
        <source>Start loopscope-sim --cameras 2 and show its stereo pair</source>
        <translation>loopscope-sim --cameras 2 を起動し、そのステレオペアを表示します</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="45"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="60"/>
        <source>Side by side</source>
        <translation>左右に並べる</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="61"/>
        <source>Anaglyph (red/cyan)</source>
        <translation>アナグリフ (赤/シアン)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="62"/>
        <source>Overlay (50 %)</source>
        <translation>重ね合わせ (50 %)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="63"/>
        <source>Rectified</source>
        <translation>平行化</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="64"/>
        <source>Disparity</source>
        <translation>視差</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="65"/>
        <source>Snapshot…</source>
        <translation>スナップショット…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="66"/>
        <location filename="../app/gui/video_dock.cpp" line="356"/>
        <source>Record streams…</source>
        <translation>ストリームを録画…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="68"/>
        <source>Latency test card</source>
        <translation>レイテンシテストカード</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="69"/>
        <source>View:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="78"/>
        <location filename="../app/gui/video_dock.cpp" line="262"/>
        <source>No cameras. Enter URLs or click &quot;Simulated pair&quot;.</source>
        <translation>カメラがありません。URL を入力するか「シミュレートされたペア」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="87"/>
        <source>Stereo calibration</source>
        <translation>ステレオキャリブレーション</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="145"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="150"/>
        <source>Inner corners, square:</source>
        <translation>内側コーナー、マス目:</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="153"/>
        <source>Capture pair</source>
        <translation>ペアを取り込む</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="154"/>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="155"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="156"/>
        <source>Load…</source>
        <translation>読み込み…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="160"/>
        <source>Not calibrated.</source>
        <translation>キャリブレーションされていません。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="88"/>
        <source>Colour tracking</source>
        <translation>色の追跡</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="189"/>
        <source>Pick colour</source>
        <translation>色を選ぶ</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="192"/>
        <source>Then click the object in the video</source>
        <translation>次にビデオ内の物体をクリックします</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="193"/>
        <source>Track</source>
        <translation>追跡</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="194"/>
        <location filename="../app/gui/video_dock.cpp" line="376"/>
        <source>Record CSV…</source>
        <translation>CSV を記録…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="200"/>
        <source>Click &quot;Pick colour&quot;, then the object.</source>
        <translation>「色を選ぶ」をクリックしてから物体をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="210"/>
        <source>Pick the object&apos;s colour first.</source>
        <translation>先に物体の色を選んでください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="223"/>
        <location filename="../app/gui/video_dock.cpp" line="427"/>
        <source>Video</source>
        <translation>ビデオ</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="245"/>
        <source>Could not start the simulated cameras: %1</source>
        <translation>シミュレートされたカメラを開始できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>reconnecting</source>
        <translation>再接続中</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Left camera</source>
        <translation>左カメラ</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Right camera</source>
        <translation>右カメラ</translation>
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
        <translation>片方のビューでのみ検出 (またはキャリブレーションなし): 3D 位置はありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="307"/>
        <source>Object not found.</source>
        <translation>物体が見つかりません。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="312"/>
        <source>%1 pair(s) captured · %2%3</source>
        <translation>%1 ペアを取り込み済み · %2%3</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>calibrated</source>
        <translation>キャリブレーション済み</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>not calibrated</source>
        <translation>未キャリブレーション</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="327"/>
        <source>The picked pixel (%1, %2) is grey: pick a clearly coloured object.</source>
        <translation>選んだピクセル (%1, %2) は灰色です: はっきりした色の物体を選んでください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="332"/>
        <source>Tracking hue %1–%2 (picked in the %3 view).</source>
        <translation>色相 %1–%2 を追跡中 (%3 ビューで選択)。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="335"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="335"/>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="341"/>
        <source>Snapshot (both views as PNG)</source>
        <translation>スナップショット (両方のビューを PNG で)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="343"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="359"/>
        <source>Record the streams into folder</source>
        <translation>ストリームをフォルダーに録画</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="369"/>
        <source>Stop recording</source>
        <translation>録画を停止</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="379"/>
        <source>Record tracked positions</source>
        <translation>追跡した位置を記録</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="380"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="389"/>
        <source>Stop CSV</source>
        <translation>CSV を停止</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="396"/>
        <source>Nothing to save: compute or load a calibration first.</source>
        <translation>保存するものがありません: 先にキャリブレーションを計算するか読み込んでください。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="397"/>
        <source>Save stereo calibration</source>
        <translation>ステレオキャリブレーションを保存</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="398"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML ファイル (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="406"/>
        <source>Load stereo calibration</source>
        <translation>ステレオキャリブレーションを読み込む</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="407"/>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML ファイル (*.yaml *.yml);;すべてのファイル (*)</translation>
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
        <translation>まだ実験は実行されていません。Ctrl+N で設定してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="94"/>
        <source>How late the GUI thread&apos;s event loop ran a %1 ms timer in the last interval: a slow widget shows up here as latency.</source>
        <translation>直近のインターバルで GUI スレッドのイベントループが %1 ms タイマーをどれだけ遅れて実行したか: 遅いウィジェットはここにレイテンシとして現れます。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="117"/>
        <source>The result library is not open: runs are shown but not stored.</source>
        <translation>結果ライブラリが開かれていません: 実行は表示されますが保存されません。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>Set up a new experiment</source>
        <translation>新しい実験を設定</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <source>Run the queued experiments in turn</source>
        <translation>キューの実験を順に実行</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop the running experiment and pause the queue</source>
        <translation>実行中の実験を停止し、キューを一時停止</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Let the running experiment end, then start no other</source>
        <translation>実行中の実験を終わらせ、その後は次を開始しない</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Run again</source>
        <translation>再実行</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Queue the selected experiment once more and run it</source>
        <translation>選択した実験をもう一度キューに入れて実行</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove the selected experiment from the queue</source>
        <translation>選択した実験をキューから削除</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Move the selected experiment up</source>
        <translation>選択した実験を上へ移動</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Move the selected experiment down</source>
        <translation>選択した実験を下へ移動</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Record GUI hiccups</source>
        <translation>GUI の停滞を記録</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Store the GUI thread&apos;s hiccups as a run in the library</source>
        <translation>GUI スレッドの停滞を実行としてライブラリに保存</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="284"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="319"/>
        <source>The saved queue could not be read (%1); it starts empty.</source>
        <translation>保存されたキューを読み込めませんでした (%1)。空の状態で開始します。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="336"/>
        <source>The GUI-hiccup run could not be stored: %1</source>
        <translation>GUI 停滞の実行を保存できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="363"/>
        <source>The GUI hiccups are not recorded: the result library is not open.</source>
        <translation>GUI の停滞は記録されません: 結果ライブラリが開かれていません。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="371"/>
        <source>The GUI hiccups are not recorded: %1</source>
        <translation>GUI の停滞は記録されません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="372"/>
        <source>GUI thread hiccups: not measured (%1)</source>
        <translation>GUI スレッドの停滞: 未測定 (%1)</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="377"/>
        <source>GUI thread hiccups: measuring…</source>
        <translation>GUI スレッドの停滞: 測定中…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="419"/>
        <source>GUI thread hiccups (last %1 s): p99 %2, max %3</source>
        <translation>GUI スレッドの停滞 (直近 %1 s): p99 %2、最大 %3</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="423"/>
        <source>— recorded as run %1</source>
        <translation>— 実行 %1 として記録</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::ComparisonView</name>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="54"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="56"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="58"/>
        <source>samples</source>
        <translation>サンプル数</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="71"/>
        <source>Baseline:</source>
        <translation>基準:</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="73"/>
        <source>Channel:</source>
        <translation>チャンネル:</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="134"/>
        <source>Select two or more runs in the library and press Compare.</source>
        <translation>ライブラリで 2 件以上の実行を選択し、「比較」を押してください。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="142"/>
        <location filename="../widgets/comparison_view.cpp" line="276"/>
        <source>A comparison needs two or more runs.</source>
        <translation>比較には 2 件以上の実行が必要です。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="277"/>
        <source>The baseline has no channel to compare.</source>
        <translation>基準には比較するチャンネルがありません。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="298"/>
        <source>No other run has channel &quot;%1&quot;.</source>
        <translation>チャンネル「%1」を持つ他の実行はありません。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="299"/>
        <source>Cannot compare these runs: %1</source>
        <translation>これらの実行は比較できません: %1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>Statistic</source>
        <translation>統計量</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>%1 (baseline, µs)</source>
        <translation>%1 (基準、µs)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>%1 (µs)</source>
        <translation>%1 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>Ratio</source>
        <translation>比</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="337"/>
        <source>More than %1× the baseline</source>
        <translation>基準の %1 倍を超える</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="345"/>
        <source>Ratios are each run&apos;s value divided by the baseline&apos;s; above %1× is highlighted.</source>
        <translation>比は各実行の値を基準の値で割ったものです。%1 倍を超えるものは強調表示されます。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="347"/>
        <source>Without channel &quot;%1&quot;: %2</source>
        <translation>チャンネル「%1」なし: %2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="372"/>
        <source>Fingerprint</source>
        <translation>フィンガープリント</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="379"/>
        <source>(no differences)</source>
        <translation>(差異なし)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::CountersView</name>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Sent</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Received</source>
        <translation>受信</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Duplicated</source>
        <translation>重複</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Reordered</source>
        <translation>順序入れ替わり</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Foreign</source>
        <translation>無関係</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Late</source>
        <translation>遅延</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Send errors</source>
        <translation>送信エラー</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Channel (values in µs)</source>
        <translation>チャネル (値は µs)</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="61"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Count</source>
        <translation>件数</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::DeviceTree</name>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Protocol</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Bus</source>
        <translation>バス</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Probe RTT</source>
        <translation>プローブ RTT</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Firmware / serial</source>
        <translation>ファームウェア / シリアル番号</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="97"/>
        <source>Scan</source>
        <translation>スキャン</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="99"/>
        <source>Scan serial ports, the simulated lab and UDP targets (F5).</source>
        <translation>シリアルポート、シミュレートされたラボ、UDP ターゲットをスキャンします (F5)。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="100"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="103"/>
        <source>USB latency 1 ms</source>
        <translation>USB レイテンシ 1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="106"/>
        <source>Set the USB latency timer of the selected bus&apos;s port to 1 ms. FTDI adapters hold replies up to 16 ms by default; 1 ms suits control loops.</source>
        <translation>選択したバスのポートの USB レイテンシタイマーを 1 ms に設定します。FTDI アダプターは既定で応答を最大 16 ms 保持します。制御ループには 1 ms が適しています。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="168"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="215"/>
        <source>Port: %1</source>
        <translation>ポート: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="220"/>
        <source>%1 — USB latency timer %2 ms</source>
        <translation>%1 — USB レイテンシタイマー %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="282"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="329"/>
        <source>Not heard from since the scan</source>
        <translation>スキャン以降応答なし</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="331"/>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost</source>
        <translation>リンク切断</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost: %1</source>
        <translation>リンク切断: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault</source>
        <translation>フォールト</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault: %1</source>
        <translation>フォールト: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="339"/>
        <source>Torque on</source>
        <translation>トルク有効</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="351"/>
        <source>Path: %1</source>
        <translation>パス: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="353"/>
        <source>Model: %1</source>
        <translation>モデル: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="355"/>
        <source>Firmware: %1</source>
        <translation>ファームウェア: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="357"/>
        <source>Serial number: %1</source>
        <translation>シリアル番号: %1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="359"/>
        <source>Probe round trip: %1 ms</source>
        <translation>プローブ往復: %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="362"/>
        <source>Select to open its jog panel.</source>
        <translation>選択するとジョグパネルを開きます。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="363"/>
        <source>F2 renames it.</source>
        <translation>F2 で名前を変更します。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="442"/>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="445"/>
        <source>Use the name “%1” again</source>
        <translation>名前「%1」を再び使用</translation>
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
        <translation>スキャン中…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::EstopButton</name>
    <message>
        <location filename="../widgets/estop_button.cpp" line="12"/>
        <source>Emergency stop: stops every actuator on every bus (Esc).</source>
        <translation>非常停止: すべてのバスのすべてのアクチュエータを停止します (Esc)。</translation>
    </message>
    <message>
        <location filename="../widgets/estop_button.cpp" line="31"/>
        <source>E-STOP ACTIVE</source>
        <translation>E-STOP 作動中</translation>
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
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../widgets/experiment_form.cpp" line="65"/>
        <source>Show or hide the advanced parameters</source>
        <translation>詳細パラメーターの表示/非表示</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FaultBanner</name>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="18"/>
        <source>Clear fault</source>
        <translation>フォールトを解除</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="20"/>
        <source>Sends a stop to the device, which clears a latched fault where the protocol allows.</source>
        <translation>デバイスに停止を送ります。プロトコルが許す場合、ラッチされたフォールトが解除されます。</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="37"/>
        <source>unknown fault</source>
        <translation>不明なフォールト</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="38"/>
        <source>Fault %1 (0x%2): %3</source>
        <translation>フォールト %1 (0x%2): %3</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FleetView</name>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="36"/>
        <source>online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="37"/>
        <source>busy</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="38"/>
        <source>offline</source>
        <translation>オフライン</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="39"/>
        <source>dispatched</source>
        <translation>送信済み</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="40"/>
        <source>waiting for the peer</source>
        <translation>相手を待機中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="41"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="42"/>
        <source>collecting</source>
        <translation>収集中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="43"/>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="44"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="45"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="46"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="47"/>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="59"/>
        <source>now</source>
        <translation>今</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="61"/>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="62"/>
        <source>%1 min ago</source>
        <translation>%1 分前</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="109"/>
        <source>Choose the file</source>
        <translation>ファイルを選択</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="162"/>
        <source>&amp;Broker:</source>
        <translation>ブローカー(&amp;B):</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="166"/>
        <source>The MQTT broker the agents use: mqtt://HOST[:PORT], or mqtts://HOST[:PORT] for TLS (give the CA file under Login and TLS).</source>
        <translation>エージェントが使う MQTT ブローカー: mqtt://HOST[:PORT]、TLS では mqtts://HOST[:PORT](「ログインと TLS」で CA ファイルを指定)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="171"/>
        <source>Login and TLS</source>
        <translation>ログインと TLS</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="175"/>
        <location filename="../widgets/fleet_view.cpp" line="388"/>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="189"/>
        <source>Log in to the broker with this user name (empty: no login).</source>
        <translation>このユーザー名でブローカーにログイン(空: ログインなし)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="190"/>
        <source>User name</source>
        <translation>ユーザー名</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="192"/>
        <source>Password file</source>
        <translation>パスワードファイル</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="193"/>
        <source>The broker password is the first line of this file (else the environment variable LOOPSCOPE_MQTT_PASSWORD). It is never stored in the settings.</source>
        <translation>ブローカーのパスワードはこのファイルの1行目です(なければ環境変数 LOOPSCOPE_MQTT_PASSWORD)。設定には保存されません。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="196"/>
        <source>The fleet&apos;s topic prefix on the broker (the agents&apos; --prefix).</source>
        <translation>ブローカー上のフリートのトピックプレフィックス(エージェントの --prefix)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="197"/>
        <source>Topic prefix</source>
        <translation>トピックプレフィックス</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="199"/>
        <source>CA file</source>
        <translation>CA ファイル</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="200"/>
        <source>TLS: the CA (PEM) that signed the broker&apos;s certificate; needs an mqtts:// address.</source>
        <translation>TLS: ブローカーの証明書に署名した CA(PEM)。mqtts:// アドレスが必要です。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>Client certificate</source>
        <translation>クライアント証明書</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>TLS client certificate (PEM), optional.</source>
        <translation>TLS クライアント証明書(PEM)、任意。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>Client key</source>
        <translation>クライアント鍵</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>The client certificate&apos;s key (PEM).</source>
        <translation>クライアント証明書の鍵(PEM)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="225"/>
        <source>Agents</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Last seen</source>
        <translation>最終確認</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Kinds</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Differs in</source>
        <translation>相違点</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="232"/>
        <source>This agent&apos;s values of the fingerprint entries that differ between the agents</source>
        <translation>エージェント間で異なるフィンガープリント項目の、このエージェントの値</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="255"/>
        <source>Experiment on the checked agents</source>
        <translation>チェックしたエージェントでの実験</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="260"/>
        <source>The probe kinds every checked agent offers (its allow-list).</source>
        <translation>チェックしたすべてのエージェントが提供するプローブの種類(許可リスト)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="261"/>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="263"/>
        <source>fleet-KIND-RUN (default)</source>
        <translation>fleet-KIND-RUN(既定)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="264"/>
        <source>The name of the merged run in the library; each agent stores its own part as NAME.AGENT.</source>
        <translation>ライブラリ内の統合された実行の名前。各エージェントは自分の部分を NAME.AGENT として保存します。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="265"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="276"/>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on the checked agents</source>
        <translation>チェックしたエージェントで実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="279"/>
        <source>Dispatch the experiment to every checked agent at once (Ctrl+Return)</source>
        <translation>チェックしたすべてのエージェントに実験を同時に送信(Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="280"/>
        <source>Cance&amp;l run</source>
        <translation>実行を取り消す(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="282"/>
        <source>Ask every agent to stop; each keeps what it measured</source>
        <translation>すべてのエージェントに停止を依頼。各自が測定したものは残ります</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="308"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="313"/>
        <source>&amp;Open in Library</source>
        <translation>ライブラリで開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="314"/>
        <source>Show the merged run (every agent&apos;s part beside the merged one) in the Library tab</source>
        <translation>統合された実行(各エージェントの部分と統合結果)をライブラリタブで表示</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Intervals</source>
        <translation>区間</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Count</source>
        <translation>件数</translation>
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
        <translation>最大 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>Clock offset</source>
        <translation>時刻オフセット</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="329"/>
        <source>The agent&apos;s wall clock minus this computer&apos;s, with its error bound, from NTP-style exchanges over the broker during the run</source>
        <translation>エージェントの実時間時計からこのコンピューターの時計を引いた値と誤差範囲。実行中にブローカー経由の NTP 方式の交換で求めます</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="338"/>
        <source>The merged distribution (the agents&apos; histograms added, exactly) beside each agent&apos;s own</source>
        <translation>統合された分布(エージェントのヒストグラムを正確に加算)と各エージェント自身の分布</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="389"/>
        <source>Not connected. Give the broker the agents use and press Connect.</source>
        <translation>未接続。エージェントが使うブローカーを入力して「接続」を押してください。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="393"/>
        <source>Connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="394"/>
        <source>Connecting to the broker…</source>
        <translation>ブローカーに接続中…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="397"/>
        <location filename="../widgets/fleet_view.cpp" line="401"/>
        <source>Dis&amp;connect</source>
        <translation>切断(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="402"/>
        <source>The broker is gone; reconnecting (runs keep recording on the agents)…</source>
        <translation>ブローカーが見つかりません。再接続中(実行はエージェント上で記録を続けます)…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="454"/>
        <source>running %1</source>
        <translation>%1 を実行中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>no devices seen</source>
        <translation>デバイスは見つかっていません</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>devices: %1</source>
        <translation>デバイス: %1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="460"/>
        <source>
(allowed to drive actuators)</source>
        <translation>
(アクチュエーターの駆動が許可されています)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="469"/>
        <source>No agent on this broker yet. Start one on each host: loopscope-cli agent --broker URL --name NAME</source>
        <translation>このブローカーにはまだエージェントがいません。各ホストで起動してください: loopscope-cli agent --broker URL --name NAME</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="475"/>
        <source>The agents&apos; fingerprints agree (kernel, CPU, clock source, governor, version).</source>
        <translation>エージェントのフィンガープリントは一致しています(カーネル、CPU、クロックソース、ガバナー、バージョン)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="477"/>
        <source>Fingerprints differ in: %1</source>
        <translation>フィンガープリントの相違: %1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="488"/>
        <source>the agent said &quot;%1&quot; at %2 (its clock)</source>
        <translation>エージェントが %2 に「%1」と通知(エージェントの時計)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="609"/>
        <source>Connect to the broker first.</source>
        <translation>先にブローカーに接続してください。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="611"/>
        <source>A fleet run is in progress.</source>
        <translation>フリートの実行が進行中です。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="613"/>
        <source>Check the agents to run on.</source>
        <translation>実行するエージェントをチェックしてください。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="615"/>
        <source>The checked agents offer no probe kind in common.</source>
        <translation>チェックしたエージェントに共通のプローブの種類がありません。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="617"/>
        <source>Choose a kind.</source>
        <translation>種類を選んでください。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on 1 agent</source>
        <translation>1 台のエージェントで実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on %1 agents</source>
        <translation>%1 台のエージェントで実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="657"/>
        <source>%1 of %2 the agent sent</source>
        <translation>エージェントが送った %2 件中 %1 件</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="659"/>
        <source>%1 ms ± %2 ms</source>
        <translation>%1 ms ± %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="660"/>
        <source>not measured yet</source>
        <translation>まだ測定されていません</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="661"/>
        <source>exchanges: %1; least round trip %2 ms</source>
        <translation>交換: %1 回、最小往復 %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="678"/>
        <source>No fleet run yet: check agents, pick an experiment and press Run.</source>
        <translation>フリートの実行はまだありません: エージェントをチェックし、実験を選び、「実行」を押してください。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="680"/>
        <source>Run %1: %2 of %3 agents done…</source>
        <translation>実行 %1: %3 台中 %2 台完了…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="682"/>
        <source>Run %1 ended: %2 of %3 agents done.</source>
        <translation>実行 %1 終了: %3 台中 %2 台完了。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="685"/>
        <source>Peer %1 (%2): %3%4</source>
        <translation>相手 %1 (%2): %3%4</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="689"/>
        <source>Its clock: %1 ms ± %2 ms from this computer&apos;s.</source>
        <translation>その時計: このコンピューターから %1 ms ± %2 ms。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="711"/>
        <source>merged</source>
        <translation>統合</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::IntervalMaxChart</name>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="95"/>
        <source>Maximum latency per interval</source>
        <translation>インターバルごとの最大レイテンシ</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="101"/>
        <source>Time since start (s)</source>
        <translation>開始からの時間 (s)</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="229"/>
        <source>Drag across the chart to zoom into that time (read from the library at full resolution); right-click or double-click to see the whole run.</source>
        <translation>グラフ上をドラッグするとその時間範囲を拡大します（ライブラリから完全な分解能で読み込みます）。右クリックまたはダブルクリックで実行全体を表示します。</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="279"/>
        <source>Maximum latency (%1)</source>
        <translation>最大レイテンシ (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::JogPanel</name>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="38"/>
        <source>change soft limits</source>
        <translation>ソフトリミットの変更</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="90"/>
        <source>rad</source>
        <translation>rad</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="91"/>
        <source>rev</source>
        <translation>rev</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="100"/>
        <location filename="../widgets/jog_panel.cpp" line="312"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="101"/>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="102"/>
        <source>Torque</source>
        <translation>トルク</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="103"/>
        <source>Current</source>
        <translation>電流</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="106"/>
        <source>invalid</source>
        <translation>無効</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="132"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="136"/>
        <source>Reset zoom</source>
        <translation>ズームをリセット</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="146"/>
        <source>Wheel or drag to zoom the time axis.</source>
        <translation>ホイールまたはドラッグで時間軸をズームします。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="160"/>
        <source>Telemetry</source>
        <translation>テレメトリー</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="161"/>
        <source>Step / sine test</source>
        <translation>ステップ / 正弦波テスト</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="183"/>
        <source>Jog</source>
        <translation>ジョグ</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="184"/>
        <location filename="../widgets/jog_panel.cpp" line="498"/>
        <source>Torque enabled</source>
        <translation>トルク有効</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="188"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="190"/>
        <source>Stops this actuator (the E-STOP stops all).</source>
        <translation>このアクチュエータを停止します (E-STOP はすべてを停止します)。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="205"/>
        <source>Left/Right arrows jog by one step, PageUp/PageDown by ten.</source>
        <translation>左右矢印キーで 1 ステップ、PageUp/PageDown で 10 ステップ移動します。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="207"/>
        <location filename="../widgets/jog_panel.cpp" line="210"/>
        <source>Hold to run</source>
        <translation>押している間だけ動作</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="209"/>
        <source>Motion only while the button or the Space key is held; release stops.</source>
        <translation>ボタンまたはスペースキーを押している間だけ動作し、離すと停止します。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="222"/>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="227"/>
        <source>Step:</source>
        <translation>ステップ:</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="277"/>
        <source>Soft limits</source>
        <translation>ソフトリミット</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="279"/>
        <source>Checked on the host before every command; click a field to edit it. Ctrl+Z undoes an edit.</source>
        <translation>各コマンドの前にホスト上で確認します。フィールドをクリックすると編集できます。Ctrl+Z で編集を元に戻せます。</translation>
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
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="479"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting…</source>
        <translation>%2 に %1 との接続が失われました — ジョグ停止、再接続中…</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="480"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting… (%3)</source>
        <translation>%2 に %1 との接続が失われました — ジョグ停止、再接続中…（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="593"/>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="687"/>
        <source>Measured: %1 %6, %2 %6/s, %3 %4 — mode %5</source>
        <translation>測定値: %1 %6、%2 %6/s、%3 %4 — モード %5</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>Right / Up</source>
        <translation>右矢印 / 上矢印</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>jog one step up</source>
        <translation>1 ステップ上へジョグ</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>Left / Down</source>
        <translation>左矢印 / 下矢印</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>jog one step down</source>
        <translation>1 ステップ下へジョグ</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>Page Up / Page Down</source>
        <translation>PageUp / PageDown</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>jog ten steps</source>
        <translation>10 ステップジョグ</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>Space (held)</source>
        <translation>スペースキー (長押し)</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>hold to run: motion while held</source>
        <translation>押している間だけ動作: 押している間のみ動きます</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>undo / redo a soft-limit edit</source>
        <translation>ソフトリミットの編集を元に戻す / やり直す</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="299"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="303"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="312"/>
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="313"/>
        <source>|velocity| ≤</source>
        <translation>|速度| ≤</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="314"/>
        <source>|effort| ≤</source>
        <translation>|出力| ≤</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="434"/>
        <source>Device watchdog: %1 ms</source>
        <translation>デバイスのウォッチドッグ: %1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="435"/>
        <source>Device watchdog: off</source>
        <translation>デバイスのウォッチドッグ: オフ</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="494"/>
        <source>Torque: unknown</source>
        <translation>トルク: 不明</translation>
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
        <translation>Loopscope レイテンシテストカード</translation>
    </message>
    <message>
        <location filename="../widgets/latency_test_card.cpp" line="41"/>
        <source>Point the camera at this screen so that its picture shows exactly this window: the black and white code at the top-left is this computer&apos;s clock, read back from the camera&apos;s stream to measure glass-to-glass latency. Esc closes.</source>
        <translation>カメラの映像がちょうどこのウィンドウを映すように、カメラをこの画面に向けてください。左上の白黒のコードはこのコンピューターの時計で、カメラのストリームから読み戻してガラスからガラスまでのレイテンシを測定します。Esc で閉じます。</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::LinkBudgetView</name>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="29"/>
        <source>Command + query per device (moteus)</source>
        <translation>デバイスごとのコマンド + 問い合わせ (moteus)</translation>
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
        <translation>バス:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="61"/>
        <source>Pattern:</source>
        <translation>パターン:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="62"/>
        <source>Baud rate:</source>
        <translation>ボーレート:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="63"/>
        <source>Devices:</source>
        <translation>デバイス数:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="64"/>
        <source>Command bytes per device:</source>
        <translation>デバイスあたりのコマンドバイト数:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="65"/>
        <source>Reply bytes per device:</source>
        <translation>デバイスあたりの応答バイト数:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="66"/>
        <source>Framing overhead per frame:</source>
        <translation>フレームあたりのフレーミングオーバーヘッド:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="67"/>
        <source>Device turnaround:</source>
        <translation>デバイスのターンアラウンド:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="68"/>
        <source>Host turnaround:</source>
        <translation>ホストのターンアラウンド:</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="78"/>
        <source>Not measured yet.</source>
        <translation>未測定です。</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="81"/>
        <source>Measure</source>
        <translation>測定</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="83"/>
        <source>Watches the selected bus for a few seconds and measures its exchange time per cycle.</source>
        <translation>選択したバスを数秒間監視し、周期あたりの交換時間を測定します。</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="85"/>
        <source>Predicted</source>
        <translation>予測</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="89"/>
        <source>Measured</source>
        <translation>測定</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="126"/>
        <source>mjbots quadruped, first (≈80 Hz)</source>
        <translation>mjbots 四脚ロボット、初期版 (≈80 Hz)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="127"/>
        <source>mjbots quadruped, optimised (≈300 Hz)</source>
        <translation>mjbots 四脚ロボット、最適化版 (≈300 Hz)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="198"/>
        <source>Cannot predict: %1</source>
        <translation>予測できません: %1</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="209"/>
        <source>%1 µs per cycle → at most %2 Hz (%3 % on the wire)</source>
        <translation>周期あたり %1 µs → 最大 %2 Hz (回線上 %3 %)</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="219"/>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::PercentileChart</name>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="48"/>
        <source>Latency by percentile</source>
        <translation>パーセンタイル別レイテンシ</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="63"/>
        <source>Logarithmic latency axis</source>
        <translation>レイテンシ軸を対数にする</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="90"/>
        <source>Percentile</source>
        <translation>パーセンタイル</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="237"/>
        <source>Latency (%1)</source>
        <translation>レイテンシ (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunListModel</name>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="71"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="73"/>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="75"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="77"/>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="79"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="82"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="172"/>
        <source>Started</source>
        <translation>開始日時</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="174"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="176"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="178"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="180"/>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="182"/>
        <source>Samples</source>
        <translation>サンプル数</translation>
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
        <translation>最大 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="190"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="192"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunView</name>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <source>Parameter</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="96"/>
        <source>Percentiles</source>
        <translation>パーセンタイル</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="97"/>
        <source>Max per interval</source>
        <translation>インターバルごとの最大</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="98"/>
        <source>Counters</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="99"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="100"/>
        <source>Fingerprint</source>
        <translation>フィンガープリント</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="109"/>
        <source>No run open</source>
        <translation>開いている実行はありません</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="126"/>
        <source>%1 — %2 (#%3)</source>
        <translation>%1 — %2 (#%3)</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="128"/>
        <source>State: %1</source>
        <translation>状態: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="131"/>
        <source>, started %1</source>
        <translation>、開始 %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="132"/>
        <source>, %1 s</source>
        <translation>、%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="134"/>
        <source>Failure: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="136"/>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="143"/>
        <source>Tags: %1</source>
        <translation>タグ: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyBar</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>LATCHED</source>
        <translation>ラッチ中</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>Released</source>
        <translation>解除済み</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyChipRow</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="39"/>
        <source>%1: torque on, %2</source>
        <translation>%1: トルク有効、%2</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="40"/>
        <source>%1: link lost</source>
        <translation>%1: リンク切断</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="41"/>
        <source>%1: stopped %2</source>
        <translation>%1: %2に停止</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="42"/>
        <source>%1: stop NOT confirmed</source>
        <translation>%1: 停止は未確認</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StepTestView</name>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="21"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="22"/>
        <source>Sine</source>
        <translation>正弦波</translation>
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
        <translation>テストを実行</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="40"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="42"/>
        <source>Run a test to see rise time, overshoot, settling time or tracking error.</source>
        <translation>テストを実行すると、立ち上がり時間、オーバーシュート、整定時間、追従誤差を確認できます。</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="48"/>
        <source>Command</source>
        <translation>指令</translation>
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
        <translation>応答</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="55"/>
        <source>Amplitude:</source>
        <translation>振幅:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="56"/>
        <source>Duration:</source>
        <translation>継続時間:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="57"/>
        <source>Frequency:</source>
        <translation>周波数:</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="135"/>
        <source>No step found in the recording: the figures cannot be computed.</source>
        <translation>記録にステップが見つかりません: 指標を計算できません。</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="141"/>
        <source>Step %1 → %2 °: rise time (10–90 %) %3, overshoot %4 %, settling time (±%5 %) %6, steady-state error %7 °</source>
        <translation>ステップ %1 → %2 °: 立ち上がり時間 (10–90 %) %3、オーバーシュート %4 %、整定時間 (±%5 %) %6、定常偏差 %7 °</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="157"/>
        <source>The recording is too short to compute the tracking error.</source>
        <translation>記録が短すぎて追従誤差を計算できません。</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="160"/>
        <source>Tracking: RMS error %1 °, max error %2 °, lag %3 ms, amplitude ratio %4</source>
        <translation>追従: RMS 誤差 %1 °、最大誤差 %2 °、遅れ %3 ms、振幅比 %4</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StereoView</name>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="187"/>
        <source>%1 pairs/s · skew p50 %2 ms, p99 %3 ms, mean %4 ms · paint p99 %5 ms</source>
        <translation>%1 ペア/s · ずれ p50 %2 ms、p99 %3 ms、平均 %4 ms · 描画 p99 %5 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="237"/>
        <source>Disparity needs a calibration (load or compute one).</source>
        <translation>視差にはキャリブレーションが必要です (読み込むか計算してください)。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="254"/>
        <source>Rectification needs a calibration (load or compute one).</source>
        <translation>平行化にはキャリブレーションが必要です (読み込むか計算してください)。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="268"/>
        <source>No video: add cameras or start the simulated pair.</source>
        <translation>ビデオがありません: カメラを追加するか、シミュレートされたペアを開始してください。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="338"/>
        <source>Nothing to save: no frame has been shown yet.</source>
        <translation>保存するものがありません: まだフレームが表示されていません。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="349"/>
        <source>Could not write %1 (does the folder exist and is it writable?).</source>
        <translation>%1 を書き込めませんでした (フォルダーが存在し、書き込み可能ですか?)。</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StopAckTable</name>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="13"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP は作動していません。</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Stop acknowledged after</source>
        <translation>停止確認までの時間</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Bus</source>
        <translation>バス</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="37"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="38"/>
        <source>not confirmed: %1</source>
        <translation>未確認: %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::TelemetryPlot</name>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="39"/>
        <source>Mouse wheel: zoom the time axis. Drag: zoom into a time range. Double-click: reset zoom.</source>
        <translation>マウスホイール: 時間軸をズーム。ドラッグ: 時間範囲にズーム。ダブルクリック: ズームをリセット。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="342"/>
        <source>No telemetry channels</source>
        <translation>テレメトリーチャンネルがありません</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="358"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="362"/>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="364"/>
        <source>zoomed</source>
        <translation>ズーム中</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoTrackPlot</name>
    <message>
        <location filename="../widgets/video_track_plot.cpp" line="39"/>
        <source>XYZ (m) over time: no tracked position yet</source>
        <translation>XYZ (m) の時間変化: まだ追跡した位置がありません</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoView</name>
    <message>
        <location filename="../widgets/video_view.cpp" line="144"/>
        <source>%1 · %2 fps · dropped %3 · paint p99 %4 ms</source>
        <translation>%1 · %2 fps · ドロップ %3 · 描画 p99 %4 ms</translation>
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
        <translation>Loopscope: ロボットベンチのためのレイテンシ測定。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="77"/>
        <source>Do not start the simulated lab (loopscope-sim).</source>
        <translation>シミュレートされたラボ (loopscope-sim) を起動しません。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="79"/>
        <source>User interface language, e.g. de, ja, zh_CN or en.</source>
        <translation>ユーザーインターフェースの言語。例: de、ja、zh_CN、en。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="83"/>
        <source>Also scan TARGET (HOST:PORT or HOST:FIRST-LAST).</source>
        <translation>TARGET (HOST:PORT または HOST:FIRST-LAST) もスキャンします。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="119"/>
        <source>Connect the Fleet tab to this MQTT broker at start (mqtt://HOST[:PORT]).</source>
        <translation>起動時にフリートタブをこの MQTT ブローカーに接続(mqtt://HOST[:PORT])。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="128"/>
        <source>Record the session into FILE (MCAP) from the start, as File &gt; Record session.</source>
        <translation>起動時からセッションを FILE（MCAP）に記録します（ファイル &gt; セッションを記録 と同じ）。</translation>
    </message>
</context>
</TS>
