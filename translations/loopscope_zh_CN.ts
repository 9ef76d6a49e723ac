<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartPng</name>
    <message>
        <location filename="../widgets/chart_png.cpp" line="16"/>
        <source>No file name was given for the PNG image.</source>
        <translation>未指定 PNG 图像的文件名。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="19"/>
        <source>Cannot write %1: the folder %2 does not exist.</source>
        <translation>无法写入 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="22"/>
        <source>Cannot export the chart: it has no size yet.</source>
        <translation>无法导出图表：它还没有尺寸。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="25"/>
        <source>Cannot export the chart: drawing it into an image failed.</source>
        <translation>无法导出图表：绘制到图像失败。</translation>
    </message>
    <message>
        <location filename="../widgets/chart_png.cpp" line="29"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>LinkBudget</name>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="10"/>
        <source>choose a bus pattern</source>
        <translation>请选择总线模式</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="12"/>
        <source>baud rate %1 is outside 300 .. 100000000</source>
        <translation>波特率 %1 超出 300 .. 100000000 的范围</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="14"/>
        <source>bits per byte %1 is outside 8 .. 12</source>
        <translation>每字节位数 %1 超出 8 .. 12 的范围</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="16"/>
        <source>device count %1 is outside 1 .. 253</source>
        <translation>设备数量 %1 超出 1 .. 253 的范围</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="18"/>
        <source>byte counts cannot be negative</source>
        <translation>字节数不能为负</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="20"/>
        <source>turnaround times cannot be negative</source>
        <translation>周转时间不能为负</translation>
    </message>
    <message>
        <location filename="../core/analysis/link_budget.cpp" line="56"/>
        <source>%1 bytes on the wire at %2 µs/byte = %3 µs
turnarounds (device %4 µs, host %5 µs) = %6 µs
cycle %7 µs -&gt; at most %8 Hz</source>
        <translation>线路上 %1 字节，每字节 %2 µs = %3 µs
周转（设备 %4 µs，主机 %5 µs）= %6 µs
周期 %7 µs -&gt; 最高 %8 Hz</translation>
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
        <translation>周期唤醒延迟（从周期开始算起）</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="167"/>
        <source>Lateness of missed cycles (finish after the deadline)</source>
        <translation>错过周期的迟到量（在截止时间后完成）</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="163"/>
        <source>Event-loop hiccup (timer interval beyond the period)</source>
        <translation>事件循环停顿（超出周期的定时器间隔）</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="129"/>
        <source>Host hiccup (wake-up interval beyond the resolution)</source>
        <translation>主机停顿（超出分辨率的唤醒间隔）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="404"/>
        <source>Latency (from intended send time)</source>
        <translation>延迟（从计划发送时间算起）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="408"/>
        <source>Service time (from actual send time)</source>
        <translation>服务时间（从实际发送时间算起）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="412"/>
        <source>One way out (to the peer)</source>
        <translation>单向去程（到对端）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="415"/>
        <source>One way back (from the peer)</source>
        <translation>单向回程（来自对端）</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="561"/>
        <source>Total latency (from intended publish time)</source>
        <translation>总延迟（从计划发布时间算起）</translation>
    </message>
    <message>
        <location filename="../core/mqtt/mqtt_probe.cpp" line="565"/>
        <source>Service time (from actual publish time)</source>
        <translation>服务时间（从实际发布时间算起）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="143"/>
        <source>Demux (read one packet)</source>
        <translation>解复用（读取一个数据包）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="146"/>
        <source>Decode (packet read to frame out)</source>
        <translation>解码（从读取数据包到输出帧）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="149"/>
        <source>Hand out or convert (+ clock code)</source>
        <translation>交付或转换（+ 时钟码）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="152"/>
        <source>Hand-off (published to taken)</source>
        <translation>交接（从发布到取走）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="155"/>
        <source>Camera to demux (clock code)</source>
        <translation>摄像头到解复用（时钟码）</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="158"/>
        <source>Camera to display (clock code)</source>
        <translation>摄像头到显示（时钟码）</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="184"/>
        <source>Timer wake-up latency, thread %1</source>
        <translation>定时器唤醒延迟，线程 %1</translation>
    </message>
</context>
<context>
    <name>loopscope::CoreTexts</name>
    <message>
        <location filename="../core/bench/composite_probe.cpp" line="38"/>
        <source>nothing to measure</source>
        <translation>没有可测量的内容</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="30"/>
        <source>rate %1 Hz is outside 1..20000 Hz</source>
        <translation>速率 %1 Hz 超出 1..20000 Hz 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="33"/>
        <source>work %1 µs is outside 0..1000000 µs</source>
        <translation>工作量 %1 µs 超出 0..1000000 µs 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="36"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="34"/>
        <location filename="../core/bench/timer_latency_probe.cpp" line="38"/>
        <source>duration %1 s is outside 0.1 s..1 week</source>
        <translation>时长 %1 s 超出 0.1 s..1 周的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="39"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="37"/>
        <location filename="../core/bench/udp_echo_probe.cpp" line="61"/>
        <source>warm-up %1 s is outside 0..3600 s</source>
        <translation>预热 %1 s 超出 0..3600 s 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/deadline_probe.cpp" line="201"/>
        <location filename="../core/bench/hiccup_probe.cpp" line="162"/>
        <source>real-time partly refused, measured with %1</source>
        <translation>实时设置被部分拒绝，以 %1 测量</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="21"/>
        <source>period %1 ms is outside 1..1000 ms</source>
        <translation>周期 %1 ms 超出 1..1000 ms 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="24"/>
        <source>duration %1 s is outside 0.1 s..1 week (0: until stopped)</source>
        <translation>时长 %1 s 超出 0.1 s..1 周的范围（0：直到停止）</translation>
    </message>
    <message>
        <location filename="../core/bench/event_loop_hiccup_probe.cpp" line="100"/>
        <location filename="../core/bench/probe_status.cpp" line="12"/>
        <source>the probe was already started</source>
        <translation>探针已经启动</translation>
    </message>
    <message>
        <location filename="../core/bench/hiccup_probe.cpp" line="30"/>
        <source>resolution %1 ms is outside 0.05..1000 ms</source>
        <translation>分辨率 %1 ms 超出 0.05..1000 ms 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="144"/>
        <source>net-mbit: cannot open a UDP socket: %1</source>
        <translation>net-mbit：无法打开 UDP 套接字：%1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="161"/>
        <source>net-mbit: cannot set up loopback UDP on 127.0.0.1: %1</source>
        <translation>net-mbit：无法在 127.0.0.1 上建立回环 UDP：%1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="274"/>
        <location filename="../core/bench/load_generator.cpp" line="297"/>
        <source>load generator: %1</source>
        <translation>负载生成器：%1</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="282"/>
        <source>load generator: memory-mib %1 is more than half of this machine&apos;s %2 MiB</source>
        <translation>负载生成器：memory-mib %1 超过本机 %2 MiB 的一半</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="292"/>
        <source>load generator: memory-mib: cannot allocate %1 MiB</source>
        <translation>负载生成器：memory-mib：无法分配 %1 MiB</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="130"/>
        <source>bad value for %1: &apos;%2&apos; (%3)</source>
        <translation>%1 的值无效：“%2”（%3）</translation>
    </message>
    <message>
        <location filename="../core/bench/round_trip_tracker.cpp" line="46"/>
        <source>rate not sustained: %1 was up to %2 ms behind schedule</source>
        <translation>未能保持速率：%1 最多落后计划 %2 ms</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="63"/>
        <location filename="../core/bench/run_collector.cpp" line="156"/>
        <location filename="../core/bench/run_export.cpp" line="64"/>
        <source>only %1 of %2 bytes written (disk full or file too large)</source>
        <translation>仅写入了 %2 字节中的 %1 字节（磁盘已满或文件过大）</translation>
    </message>
    <message>
        <source>writing %1 failed: %2 (the run goes on in memory; export it when there is room)</source>
        <translation type="vanished">写入 %1 失败：%2（运行在内存中继续；有空间时请导出）</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="146"/>
        <location filename="../core/bench/run_collector.cpp" line="152"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="144"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="158"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="165"/>
        <location filename="../core/bench/wide_interval_csv.cpp" line="26"/>
        <source>disk full or file too large</source>
        <translation>磁盘已满或文件过大</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="178"/>
        <source>cannot make a spool folder for the interval log in %1: %2</source>
        <translation>无法在 %1 中为区间日志创建缓存文件夹：%2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="204"/>
        <source>writing %1 failed: %2; %3 interval(s) are missing from it (the result library has them)</source>
        <translation>写入 %1 失败：%2；其中缺少 %3 个区间（结果库中有这些区间）</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="210"/>
        <source>writing %1 failed: %2 (the run goes on; the %3 bytes not yet written are kept and written when there is room)</source>
        <translation>写入 %1 失败：%2（运行继续；尚未写入的 %3 字节会被保留，有空间时再写入）</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="300"/>
        <location filename="../core/bench/run_export.cpp" line="188"/>
        <source>invalid file base name &apos;%1&apos;</source>
        <translation>文件基本名“%1”无效</translation>
    </message>
    <message>
        <location filename="../core/bench/run_collector.cpp" line="303"/>
        <location filename="../core/bench/run_export.cpp" line="195"/>
        <source>cannot create directory %1</source>
        <translation>无法创建目录 %1</translation>
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
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="36"/>
        <source>no file name given</source>
        <translation>未指定文件名</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="39"/>
        <source>directory %1 does not exist</source>
        <translation>目录 %1 不存在</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="103"/>
        <source>cannot write %1: the run has no channel &apos;%2&apos;</source>
        <translation>无法写入 %1：该运行没有通道“%2”</translation>
    </message>
    <message>
        <location filename="../core/bench/run_export.cpp" line="128"/>
        <source>%1 interval(s) could not be written to it while the run went (the result library has them)</source>
        <translation>运行期间有 %1 个区间未能写入该文件（结果库中有这些区间）</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="32"/>
        <source>interval %1 µs is outside 50..1000000 µs</source>
        <translation>间隔 %1 µs 超出 50..1000000 µs 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="35"/>
        <source>threads %1 is outside 1..64</source>
        <translation>线程数 %1 超出 1..64 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="41"/>
        <source>priority %1 is outside 1..99</source>
        <translation>优先级 %1 超出 1..99 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="45"/>
        <source>cpu %1 does not exist (use -1 or 0..%2)</source>
        <translation>CPU %1 不存在（请使用 -1 或 0..%2）</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="147"/>
        <source>threads changed after the probe was made</source>
        <translation>探针创建后线程数被更改</translation>
    </message>
    <message>
        <location filename="../core/bench/timer_latency_probe.cpp" line="227"/>
        <source>SCHED_FIFO %1 was refused, measured with %2</source>
        <translation>SCHED_FIFO %1 被拒绝，以 %2 测量</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="43"/>
        <source>target host is empty</source>
        <translation>目标主机为空</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="45"/>
        <source>target port must be 1..65535</source>
        <translation>目标端口必须为 1..65535</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="47"/>
        <source>rate %1 Hz is outside 1..10000 Hz</source>
        <translation>速率 %1 Hz 超出 1..10000 Hz 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="50"/>
        <source>payload %1 bytes is outside 16..1472 bytes</source>
        <translation>负载 %1 字节超出 16..1472 字节的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="54"/>
        <source>duration and count must not be negative</source>
        <translation>时长和次数不能为负</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="56"/>
        <source>give a duration or a count of datagrams</source>
        <translation>请指定时长或数据报数量</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="58"/>
        <source>duration %1 s is longer than a week</source>
        <translation>时长 %1 s 超过一周</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="64"/>
        <source>one-way figures need a payload of at least %1 bytes (the peer&apos;s stamps ride in it), not %2</source>
        <translation>单向数值需要至少 %1 字节的负载（对端的时间戳放在其中），而不是 %2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="70"/>
        <source>the peer&apos;s clock offset is not a number</source>
        <translation>对端的时钟偏移不是数字</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="72"/>
        <source>loss timeout %1 s is outside 0.01..60 s</source>
        <translation>丢失超时 %1 s 超出 0.01..60 s 的范围</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="76"/>
        <source>rate %1 Hz with %2-byte payloads needs %3 Mbit/s on the wire, more than the %4 Mbit/s link budget: lower the rate or the payload</source>
        <translation>速率 %1 Hz、%2 字节负载在线路上需要 %3 Mbit/s，超过 %4 Mbit/s 的连接预算：请降低速率或负载</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="280"/>
        <source>port refused: no device listening on %1</source>
        <translation>端口被拒绝：%1 上没有设备在监听</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_echo_probe.cpp" line="283"/>
        <source>port refused: the device at %1 stopped listening (after %2 replies)</source>
        <translation>端口被拒绝：%1 上的设备已停止监听（在 %2 次应答之后）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="38"/>
        <source>no host given</source>
        <translation>未指定主机</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="40"/>
        <source>no port given (port 0)</source>
        <translation>未指定端口（端口 0）</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="53"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>无法解析主机“%1”：%2</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="57"/>
        <source>no usable address</source>
        <translation>没有可用的地址</translation>
    </message>
    <message>
        <location filename="../core/bench/udp_probe_socket.cpp" line="78"/>
        <source>cannot open a UDP socket to %1:%2: %3</source>
        <translation>无法打开到 %1:%2 的 UDP 套接字：%3</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="48"/>
        <source>unknown probe kind &apos;%1&apos; (known: %2)</source>
        <translation>未知的探针类型“%1”（已知：%2）</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="58"/>
        <source>probe kind &apos;%1&apos; cannot be created here</source>
        <translation>无法在此创建探针类型“%1”</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="138"/>
        <source>%1 is a file, not a directory</source>
        <translation>%1 是文件，不是目录</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="140"/>
        <source>cannot write into %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="119"/>
        <source>cannot store the run in the library %1: %2</source>
        <translation>无法将运行存入结果库 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="82"/>
        <source>bad run name: %1</source>
        <translation>无效的运行名称：%1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="152"/>
        <source>the load generator did not start: %1</source>
        <translation>负载生成器未能启动：%1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="195"/>
        <source>storing the run failed: %1</source>
        <translation>保存运行失败：%1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="197"/>
        <source>some intervals were not stored: %1</source>
        <translation>部分区间未保存：%1</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="204"/>
        <source>writing the results into %1 failed: %2</source>
        <translation>将结果写入 %1 失败：%2</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="240"/>
        <source>there is nothing to export yet: run a measurement first</source>
        <translation>尚无可导出的内容：请先进行一次测量</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment_runner.cpp" line="245"/>
        <source>no folder was given for the export</source>
        <translation>未指定导出文件夹</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="65"/>
        <location filename="../core/video/decode_session.cpp" line="70"/>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="82"/>
        <source>%1: this FFmpeg has no %2 input</source>
        <translation>%1：此 FFmpeg 没有 %2 输入</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="94"/>
        <source>%1: no answer within %2 s</source>
        <translation>%1：%2 s 内无应答</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="98"/>
        <source>%1: access denied (%2): check the user name and password</source>
        <translation>%1：访问被拒绝（%2）：请检查用户名和密码</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="102"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="110"/>
        <source>%1: no stream information within %2 s</source>
        <translation>%1：%2 s 内没有流信息</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="113"/>
        <source>%1: cannot read stream information: %2</source>
        <translation>%1：无法读取流信息：%2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="120"/>
        <source>%1: no video stream in the source</source>
        <translation>%1：源中没有视频流</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="147"/>
        <source>%1 unavailable (%2); </source>
        <translation>%1 不可用（%2）；</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="161"/>
        <source>no %1 hardware decoder for %2; </source>
        <translation>没有用于 %2 的 %1 硬件解码器；</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="163"/>
        <source>software decode</source>
        <translation>软件解码</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="172"/>
        <source>no decoder for codec &apos;%1&apos;</source>
        <translation>没有编解码器“%1”的解码器</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="178"/>
        <location filename="../core/video/decode_session.cpp" line="206"/>
        <source>cannot set up the %1 decoder</source>
        <translation>无法设置 %1 解码器</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="197"/>
        <source>%1 decoder failed to open (%2); software decode</source>
        <translation>%1 解码器打开失败（%2）；软件解码</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="214"/>
        <source>cannot open the %1 decoder: %2</source>
        <translation>无法打开 %1 解码器：%2</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="230"/>
        <source>no data for %1 s</source>
        <translation>%1 s 内没有数据</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="235"/>
        <location filename="../core/video/video_decode_loop.cpp" line="374"/>
        <source>end of file</source>
        <translation>文件结束</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="236"/>
        <source>the stream ended</source>
        <translation>流已结束</translation>
    </message>
    <message>
        <location filename="../core/video/decode_session.cpp" line="239"/>
        <source>reading the stream failed: %1</source>
        <translation>读取流失败：%1</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="42"/>
        <source>no file name given for the recording</source>
        <translation>未指定录制文件名</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="46"/>
        <source>cannot record to %1: the folder %2 does not exist</source>
        <translation>无法录制到 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="54"/>
        <location filename="../core/video/stream_recorder.cpp" line="97"/>
        <location filename="../core/video/stream_recorder.cpp" line="120"/>
        <source>cannot record to %1: %2</source>
        <translation>无法录制到 %1：%2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="69"/>
        <source>cannot record: no stream is open</source>
        <translation>无法录制：没有打开的流</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="77"/>
        <source>cannot record to %1: unknown container for this file name (use .mkv, .mp4 or .ts)</source>
        <translation>无法录制到 %1：此文件名的容器格式未知（请使用 .mkv、.mp4 或 .ts）</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="86"/>
        <source>cannot record to %1: out of memory</source>
        <translation>无法录制到 %1：内存不足</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="130"/>
        <source>recording %1: out of memory</source>
        <translation>录制 %1：内存不足</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="155"/>
        <source>recording %1 failed: %2 (disk full?)</source>
        <translation>录制 %1 失败：%2（磁盘已满？）</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="171"/>
        <source>finishing %1 failed: %2</source>
        <translation>完成 %1 失败：%2</translation>
    </message>
    <message>
        <location filename="../core/video/stream_recorder.cpp" line="178"/>
        <source>writing %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="287"/>
        <source>no keyframe and no data for %1 s</source>
        <translation>%1 s 内没有关键帧也没有数据</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="321"/>
        <source>no keyframe received in %1 s</source>
        <translation>%1 s 内未收到关键帧</translation>
    </message>
    <message>
        <location filename="../core/video/video_decode_loop.cpp" line="392"/>
        <source>%1; retrying in %2 s</source>
        <translation>%1；%2 s 后重试</translation>
    </message>
    <message>
        <location filename="../core/video/video_decoder.cpp" line="60"/>
        <source>the stream is already running</source>
        <translation>流已在运行</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="53"/>
        <source>no stream URL given</source>
        <translation>未指定流 URL</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="55"/>
        <source>decoder threads must be 0..64, not %1</source>
        <translation>解码器线程数必须为 0..64，而不是 %1</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="58"/>
        <source>maximum size must be 0..16384 pixels</source>
        <translation>最大尺寸必须为 0..16384 像素</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="60"/>
        <source>timeouts must be positive</source>
        <translation>超时必须为正数</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="62"/>
        <source>reconnect back-off must satisfy 0 &lt; min &lt;= max</source>
        <translation>重连退避时间必须满足 0 &lt; min &lt;= max</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="65"/>
        <source>frame pool must hold 3..64 frames</source>
        <translation>帧池必须容纳 3..64 帧</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="67"/>
        <source>RTSP transport must be tcp or udp</source>
        <translation>RTSP 传输必须为 tcp 或 udp</translation>
    </message>
    <message>
        <location filename="../core/video/video_stream_probe.cpp" line="83"/>
        <source>video probe: duration must be &gt;= 0 s and consumer rate 0..10000 Hz</source>
        <translation>视频探针：时长必须 &gt;= 0 s，消费速率必须为 0..10000 Hz</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="21"/>
        <source>an empty run name</source>
        <translation>运行名称为空</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="23"/>
        <source>the run name is %1 characters long (at most %2)</source>
        <translation>运行名称长 %1 个字符（最多 %2 个）</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="25"/>
        <source>&apos;%1&apos; starts with &apos;.&apos; (a hidden file name); use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; 以 &apos;.&apos; 开头（隐藏文件名）；请使用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/experiment/run_name.cpp" line="29"/>
        <source>&apos;%1&apos; has &apos;%2&apos;: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>&apos;%1&apos; 含有 &apos;%2&apos;：请使用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="74"/>
        <source>not a Loopscope interval CSV (its header is &apos;%1&apos;)</source>
        <translation>不是 Loopscope 的区间 CSV（其表头为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="86"/>
        <source>a row of the interval CSV has %1 fields, the header %2</source>
        <translation>区间 CSV 的一行有 %1 个字段，表头有 %2 个</translation>
    </message>
    <message>
        <location filename="../core/bench/wide_interval_csv.cpp" line="123"/>
        <source>the interval CSV is empty</source>
        <translation>区间 CSV 为空</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="114"/>
        <source>only H.264 and H.265 streams can be recorded as Annex B</source>
        <translation>只有 H.264 和 H.265 流可以按 Annex B 录制</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="128"/>
        <source>the stream&apos;s codec configuration (extradata) is malformed</source>
        <translation>流的编解码器配置（extradata）格式错误</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="141"/>
        <source>a packet is neither Annex B nor length-prefixed as the stream says</source>
        <translation>数据包既不是 Annex B，也不是流所声明的长度前缀格式</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="157"/>
        <source>a packet ends inside a NAL unit length</source>
        <translation>数据包在 NAL 单元长度字段中间结束</translation>
    </message>
    <message>
        <location filename="../core/video/annex_b.cpp" line="165"/>
        <source>a NAL unit runs past the end of its packet</source>
        <translation>NAL 单元超出了其数据包的末尾</translation>
    </message>
</context>
<context>
    <name>loopscope::DeviceTexts</name>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="66"/>
        <source>UDP discovery: %1</source>
        <translation>UDP 发现：%1</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="107"/>
        <source>UDP discovery</source>
        <translation>UDP 发现</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="122"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../devices/discovery/scanner.cpp" line="123"/>
        <source>%1 devices found</source>
        <translation>找到 %1 个设备</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="80"/>
        <source>port %1: done</source>
        <translation>端口 %1：完成</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="114"/>
        <source>USB latency timer %1 ms: every reply waits up to %1 ms; set it to 1 ms for control loops</source>
        <translation>USB 延迟定时器 %1 ms：每个应答最多等待 %1 ms；控制回路请设为 1 ms</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="118"/>
        <source>USB latency timer %1 ms</source>
        <translation>USB 延迟定时器 %1 ms</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="139"/>
        <source>%1: the port went away during the scan</source>
        <translation>%1：扫描期间端口消失</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="149"/>
        <source>%1: the first %2 devices are listed, more answered than one port may have — a flooded or misbehaving bus?</source>
        <translation>%1: 仅列出前 %2 台设备，应答的设备多于一个端口可能拥有的数量 — 总线被淹没或行为异常？</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="241"/>
        <source> — add your user to the &apos;dialout&apos; group (or a udev rule) and log in again</source>
        <translation> — 请将您的用户加入“dialout”组（或添加 udev 规则）并重新登录</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="245"/>
        <source> — another program is using the port</source>
        <translation> — 另一个程序正在使用该端口</translation>
    </message>
    <message>
        <location filename="../devices/discovery/serial_port_scan.cpp" line="248"/>
        <source> — the port does not exist (unplugged?)</source>
        <translation> — 该端口不存在（已拔出？）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="79"/>
        <source>%1: ID(s) %2 answered a broadcast ping at %3 baud but not a ping to their own ID; not listed</source>
        <translation>%1: ID %2 在 %3 波特率下应答了广播 ping，但未应答发往其自身 ID 的 ping；未列出</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="85"/>
        <source>%1: %2 answers to one broadcast ping at %3 baud, more than one port may have; only the first %4 IDs were checked and the port is not scanned further — a flooded or misbehaving bus?</source>
        <translation>%1: 在 %3 波特率下一次广播 ping 收到 %2 个应答，多于一个端口可能拥有的数量；仅检查了前 %4 个 ID，不再继续扫描该端口 — 总线被淹没或行为异常？</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="99"/>
        <source>port %1: Dynamixel at %2 baud</source>
        <translation>端口 %1：Dynamixel，%2 波特</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_protocol.cpp" line="135"/>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="93"/>
        <source>, ID %1</source>
        <translation>，ID %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="35"/>
        <source>port %1: %2 at %3 baud</source>
        <translation>端口 %1：%2，%3 波特</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="58"/>
        <source>%1: replies to the broadcast query from ID(s) %2 were ignored (not a device ID, or claiming another ID)</source>
        <translation>%1: 已忽略来自 ID %2 的广播查询应答（不是设备 ID，或声称是另一个 ID）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="74"/>
        <source>%1: ID(s) %2 answered the broadcast query but not the identity queries to their own ID; not listed</source>
        <translation>%1: ID %2 应答了广播查询，但未应答发往其自身 ID 的身份查询；未列出</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_protocol.cpp" line="79"/>
        <source>%1: %2 IDs answered the broadcast query, more than one port may have; only the first %3 were checked — a flooded or misbehaving bus?</source>
        <translation>%1: %2 个 ID 应答了广播查询，多于一个端口可能拥有的数量；仅检查了前 %3 个 — 总线被淹没或行为异常？</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="28"/>
        <source>choose a bus protocol (%1)</source>
        <translation>请选择总线协议（%1）</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="31"/>
        <source>the serial port path is empty</source>
        <translation>串口路径为空</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="33"/>
        <source>give at least one servo ID</source>
        <translation>请至少指定一个舵机 ID</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="35"/>
        <source>%1 servos: at most 32 on one bus</source>
        <translation>%1 个舵机：一条总线最多 32 个</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="39"/>
        <source>servo ID %1 is outside %2..%3</source>
        <translation>舵机 ID %1 超出 %2..%3 的范围</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="45"/>
        <source>baud %1 is outside 1..20000000</source>
        <translation>波特率 %1 超出 1..20000000 的范围</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="48"/>
        <source>rate %1 Hz is outside 1..20000 Hz (0: back to back)</source>
        <translation>速率 %1 Hz 超出 1..20000 Hz 的范围（0：连续不间断）</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="52"/>
        <source>duration and count must not be negative</source>
        <translation>时长和次数不能为负</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="55"/>
        <source>give a duration or a count of cycles</source>
        <translation>请指定时长或周期数</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="57"/>
        <source>duration %1 s is longer than a day</source>
        <translation>时长 %1 s 超过一天</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="60"/>
        <source>watchdog %1 s is outside 0.02..10 s</source>
        <translation>看门狗 %1 s 超出 0.02..10 s 的范围</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="63"/>
        <source>reply timeout %1 ms is outside 1..1000 ms</source>
        <translation>应答超时 %1 ms 超出 1..1000 ms 的范围</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="77"/>
        <source>%1 ID %2 on %3@%4</source>
        <translation>%3@%4 上的 %1 ID %2</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="162"/>
        <source>lost %1 at %2 (%3 s into the run): %4 (port lost)</source>
        <translation>%1 在 %2 丢失（运行开始后 %3 秒）：%4（端口丢失）</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="170"/>
        <source>the bus failed: %1</source>
        <translation>总线故障：%1</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="215"/>
        <source>unknown bus protocol</source>
        <translation>未知的总线协议</translation>
    </message>
    <message>
        <location filename="../devices/bench/control_loop_probe.cpp" line="318"/>
        <source>rate not sustained: %1 of %2 cycles missed their deadline (achieved %3 Hz of %4 Hz)</source>
        <translation>未能保持速率：%2 个周期中有 %1 个错过截止时间（达到 %3 Hz，目标 %4 Hz）</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="108"/>
        <source>the simulator started but reported no echo device</source>
        <translation>模拟器已启动，但未报告回显设备</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="119"/>
        <source>bad target &apos;%1&apos; (expected HOST:PORT, e.g. 192.168.1.20:7 or [::1]:7000)</source>
        <translation>目标“%1”无效（应为 HOST:PORT，例如 192.168.1.20:7 或 [::1]:7000）</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="249"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="258"/>
        <source>the simulated lab has no %1 bus</source>
        <translation>模拟实验室没有 %1 总线</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="346"/>
        <source>bad value for size: &apos;%1&apos; (expected WxH, even sizes from 160x128 to 3840x2160)</source>
        <translation>尺寸值无效：“%1”（应为 WxH，160x128 至 3840x2160 之间的偶数尺寸）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="101"/>
        <source>input voltage</source>
        <translation>输入电压</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="103"/>
        <source>overheating</source>
        <translation>过热</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="105"/>
        <source>motor encoder</source>
        <translation>电机编码器</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="107"/>
        <source>electrical shock</source>
        <translation>电气冲击</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="109"/>
        <source>overload</source>
        <translation>过载</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/control_table.cpp" line="112"/>
        <source>bit %1</source>
        <translation>位 %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="124"/>
        <source>Dynamixel ID %1: %2</source>
        <translation>Dynamixel ID %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="189"/>
        <source>bus watchdog expired</source>
        <translation>总线看门狗已超时</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="238"/>
        <source>bus watchdog expired (commands stopped for longer than its timeout); enable torque again to resume</source>
        <translation>总线看门狗已超时（停止发送命令的时间超过其超时）；请重新启用扭矩以继续</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="280"/>
        <source>cannot command mode %1</source>
        <translation>无法发出模式 %1 的命令</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="295"/>
        <source>mode %1 is not supported</source>
        <translation>不支持模式 %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="300"/>
        <source>torque is off: enable torque before commanding %1 (the mode is applied then)</source>
        <translation>扭矩已关闭：在发出 %1 命令前请启用扭矩（届时应用该模式）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="305"/>
        <source>the servo is in %1 mode; %2 commands need the mode changed, which needs torque off: disable and re-enable torque</source>
        <translation>舵机处于 %1 模式；%2 命令需要更改模式，而这需要关闭扭矩：请禁用后重新启用扭矩</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="348"/>
        <source>could not set %1 mode: %2</source>
        <translation>无法设置 %1 模式：%2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="373"/>
        <source>stop (torque off) not acknowledged: %1</source>
        <translation>停止（扭矩关闭）未被确认：%1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="386"/>
        <source>watchdog timeout must be &gt;= 0 s</source>
        <translation>看门狗超时必须 &gt;= 0 s</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="19"/>
        <source>no servo IDs given</source>
        <translation>未指定舵机 ID</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="22"/>
        <source>%1 IDs but %2 values</source>
        <translation>%1 个 ID，但有 %2 个值</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="96"/>
        <source>hardware error (alert)</source>
        <translation>硬件错误（警报）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="128"/>
        <source>Dynamixel IDs must be 0..252</source>
        <translation>Dynamixel ID 必须为 0..252</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_backend.cpp" line="131"/>
        <source>cannot open %1 at %2 baud: %3</source>
        <translation>无法以 %2 baud 打开 %1：%3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="126"/>
        <source>unknown operating mode &apos;%1&apos; (one of: %2)</source>
        <translation>未知的工作模式“%1”（可选：%2）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="136"/>
        <source>unsupported baud rate &apos;%1&apos; (one of: %2)</source>
        <translation>不支持的波特率“%1”（可选：%2）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="147"/>
        <source>%1 expects on/off, got &apos;%2&apos;</source>
        <translation>%1 需要 on/off，收到的是“%2”</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="156"/>
        <source>%1 expects a number, got &apos;%2&apos;</source>
        <translation>%1 需要数字，收到的是“%2”</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="162"/>
        <source>%1 = %2 %3 is out of range %4..%5 %3</source>
        <translation>%1 = %2 %3 超出 %4..%5 %3 的范围</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="233"/>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="251"/>
        <source>no parameter &apos;%1&apos;</source>
        <translation>没有参数“%1”</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="253"/>
        <source>%1 is read-only</source>
        <translation>%1 为只读</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="267"/>
        <source>%1 is in EEPROM, which is locked while torque is on: disable torque first</source>
        <translation>%1 位于 EEPROM 中，扭矩启用时被锁定：请先禁用扭矩</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver_parameters.cpp" line="274"/>
        <source>torque is off: %1 would not move the servo; enable torque first</source>
        <translation>扭矩已关闭：%1 不会使舵机移动；请先启用扭矩</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="85"/>
        <source>the serial link is closed</source>
        <translation>串行连接已关闭</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="86"/>
        <source>serial link lost: %1</source>
        <translation>串行连接丢失：%1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="106"/>
        <source>could not build the instruction packet</source>
        <translation>无法构建指令包</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="110"/>
        <source>write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="161"/>
        <source>no status from %1 within %2 ms</source>
        <translation>%2 ms 内未收到 %1 的状态</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="165"/>
        <source>status from %1 failed its CRC check</source>
        <translation>来自 %1 的状态未通过 CRC 校验</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="169"/>
        <source>truncated status from %1</source>
        <translation>来自 %1 的状态被截断</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="172"/>
        <source>malformed status from %1 (%2)</source>
        <translation>来自 %1 的状态格式错误（%2）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="186"/>
        <source>%1 rejected %2: %3</source>
        <translation>%1 拒绝了 %2：%3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="193"/>
        <source>status from %1 has %2 data bytes, expected %3</source>
        <translation>来自 %1 的状态有 %2 个数据字节，应为 %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="207"/>
        <source>ping needs an ID 0..252 (got %1)</source>
        <translation>ping 需要 ID 0..252（收到 %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="218"/>
        <source>%1 sent a malformed ping reply</source>
        <translation>%1 发送了格式错误的 ping 应答</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="293"/>
        <source>read needs an ID 0..252 (got %1)</source>
        <translation>读取需要 ID 0..252（收到 %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="297"/>
        <source>read length %1 out of range</source>
        <translation>读取长度 %1 超出范围</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="309"/>
        <source>write of no data</source>
        <translation>没有数据的写入</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="319"/>
        <source>write needs an ID 0..252 or 254 (got %1)</source>
        <translation>写入需要 ID 0..252 或 254（收到 %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="343"/>
        <source>reboot needs an ID 0..252 (got %1)</source>
        <translation>重启需要 ID 0..252（收到 %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="356"/>
        <source>bad sync write</source>
        <translation>无效的同步写入</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="414"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="522"/>
        <source>no status</source>
        <translation>无状态</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="418"/>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="526"/>
        <source>no IDs to read</source>
        <translation>没有要读取的 ID</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="461"/>
        <source>%1 data bytes, expected %2</source>
        <translation>%1 个数据字节，应为 %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="484"/>
        <source>ID %1: %2</source>
        <translation>ID %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="488"/>
        <source>read of %1 IDs incomplete (%2)</source>
        <translation>%1 个 ID 的读取不完整（%2）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/driver.cpp" line="290"/>
        <source>the %1 has no current control (no Goal Current)</source>
        <translation>%1 没有电流控制（没有 Goal Current）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="332"/>
        <source>not a fast read reply</source>
        <translation>不是 Fast Read 应答</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="341"/>
        <source>fast read reply short at ID %1</source>
        <translation>Fast Read 应答在 ID %1 处过短</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="346"/>
        <source>fast read reply has ID %1 where %2 was listed</source>
        <translation>Fast Read 应答在应为 %2 的位置出现 ID %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="360"/>
        <source>fast read reply has %1 extra bytes</source>
        <translation>Fast Read 应答多出 %1 个字节</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dxl_bus.cpp" line="509"/>
        <source>clear needs an ID 0..252 (got %1)</source>
        <translation>Clear 需要 ID 0..252（收到 %1）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="56"/>
        <source>Dynamixel ID %1 did not answer: %2</source>
        <translation>Dynamixel ID %1 没有应答：%2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="76"/>
        <source>sync read of the present values failed: %1</source>
        <translation>同步读取当前值失败：%1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/dynamixel_loop_bus.cpp" line="191"/>
        <source>Dynamixel ID %1: cannot hold position: %2</source>
        <translation>Dynamixel ID %1：无法保持位置：%2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="52"/>
        <source>impossible LEN %1</source>
        <translation>不可能的 LEN %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="63"/>
        <source>CRC mismatch: packet says %1, computed %2</source>
        <translation>CRC 不匹配：数据包为 %1，计算值为 %2</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="72"/>
        <source>invalid byte stuffing (FF FF FD not followed by FD)</source>
        <translation>无效的字节填充（FF FF FD 后面没有 FD）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="83"/>
        <source>status packet without an error byte</source>
        <translation>没有错误字节的状态包</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="145"/>
        <source>result fail</source>
        <translation>结果失败</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="148"/>
        <source>instruction error</source>
        <translation>指令错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="151"/>
        <source>CRC error</source>
        <translation>CRC 错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="154"/>
        <source>data range error</source>
        <translation>数据范围错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="157"/>
        <source>data length error</source>
        <translation>数据长度错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="160"/>
        <source>data limit error</source>
        <translation>数据限制错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="163"/>
        <source>access error</source>
        <translation>访问错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="166"/>
        <source>error %1</source>
        <translation>错误 %1</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="175"/>
        <source>no error</source>
        <translation>无错误</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="372"/>
        <source>sync write data for ID %1 is %2 bytes, expected %3</source>
        <translation>ID %1 的同步写入数据为 %2 字节，应为 %3</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="410"/>
        <source>packet does not start with FF FF FD 00</source>
        <translation>数据包不是以 FF FF FD 00 开头</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="415"/>
        <source>truncated packet (%1 bytes)</source>
        <translation>数据包被截断（%1 字节）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="424"/>
        <source>%1 extra bytes after the packet</source>
        <translation>数据包后有 %1 个多余字节</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="474"/>
        <source>%1 bytes of garbage before a packet header</source>
        <translation>数据包头之前有 %1 字节的垃圾数据</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="497"/>
        <source>truncated packet (a new header started inside it)</source>
        <translation>数据包被截断（其中开始了一个新的包头）</translation>
    </message>
    <message>
        <location filename="../devices/dynamixel/protocol2.cpp" line="518"/>
        <source>truncated packet (%1 bytes, then silence)</source>
        <translation>数据包被截断（%1 字节后无数据）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="65"/>
        <source>no identity reply from %1 within %2 ms</source>
        <translation>%2 ms 内未收到 %1 的身份应答</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="84"/>
        <source>echo device has no parameter &apos;%1&apos;</source>
        <translation>回显设备没有参数“%1”</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_device.cpp" line="92"/>
        <source>echo device parameter &apos;%1&apos; is read-only</source>
        <translation>回显设备参数“%1”为只读</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="31"/>
        <source>bad port &apos;%1&apos; (expected a number 1..65535)</source>
        <translation>端口“%1”无效（应为 1..65535 的数字）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="61"/>
        <source>cannot open a UDP socket: %1</source>
        <translation>无法打开 UDP 套接字：%1</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="127"/>
        <source>no IPv4 or IPv6 address</source>
        <translation>没有 IPv4 或 IPv6 地址</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="128"/>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>无法解析主机“%1”：%2</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="143"/>
        <source>empty discovery target (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>发现目标为空（应为 HOST:PORT 或 HOST:FIRST-LAST）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="152"/>
        <source>bad target &apos;%1&apos; (expected [IPV6]:PORT, e.g. [::1]:7000)</source>
        <translation>目标“%1”无效（应为 [IPV6]:PORT，例如 [::1]:7000）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="163"/>
        <source>target &apos;%1&apos; has no port (expected HOST:PORT or HOST:FIRST-LAST)</source>
        <translation>目标“%1”没有端口（应为 HOST:PORT 或 HOST:FIRST-LAST）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="171"/>
        <source>IPv6 address in &apos;%1&apos; needs brackets, e.g. [::1]:7000</source>
        <translation>“%1”中的 IPv6 地址需要方括号，例如 [::1]:7000</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="179"/>
        <source>target &apos;%1&apos; has no host</source>
        <translation>目标“%1”没有主机</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="185"/>
        <source>bad port range &apos;%1&apos; (expected FIRST-LAST)</source>
        <translation>端口范围“%1”无效（应为 FIRST-LAST）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="197"/>
        <source>port range %1-%2 runs backwards</source>
        <translation>端口范围 %1-%2 顺序颠倒</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="203"/>
        <source>port range %1-%2 is too large (at most %3 ports)</source>
        <translation>端口范围 %1-%2 过大（最多 %3 个端口）</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="239"/>
        <source>bad port range %1-%2 for host &apos;%3&apos;</source>
        <translation>主机“%3”的端口范围 %1-%2 无效</translation>
    </message>
    <message>
        <location filename="../devices/echo/echo_discovery.cpp" line="266"/>
        <source>cannot send to %1: %2</source>
        <translation>无法发送到 %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="71"/>
        <source>identity reply too long (%1 bytes, at most %2)</source>
        <translation>身份应答过长（%1 字节，最多 %2）</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="79"/>
        <source>not an identity reply (it must start with &quot;LOOPSCOPE-ID 1&quot;)</source>
        <translation>不是身份应答（必须以 &quot;LOOPSCOPE-ID 1&quot; 开头）</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="95"/>
        <source>identity reply line %1 is not key=value</source>
        <translation>身份应答第 %1 行不是 key=value</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="103"/>
        <source>identity reply line %1 holds control characters</source>
        <translation>身份应答第 %1 行包含控制字符</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="122"/>
        <source>identity reply has no name</source>
        <translation>身份应答没有 name</translation>
    </message>
    <message>
        <location filename="../devices/echo/protocol.cpp" line="126"/>
        <source>identity reply has no serial</source>
        <translation>身份应答没有 serial</translation>
    </message>
    <message>
        <location filename="../devices/moteus/can_frame.cpp" line="43"/>
        <source>payload of %1 bytes does not fit a CAN-FD frame (at most %2)</source>
        <translation>%1 字节的负载放不进 CAN-FD 帧（最多 %2）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="74"/>
        <source>no link</source>
        <translation>无连接</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="97"/>
        <source>ID %1: malformed identity reply: %2</source>
        <translation>ID %1：身份应答格式错误：%2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="109"/>
        <source>device at ID %1 reports ID %2</source>
        <translation>ID %1 处的设备报告的 ID 为 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="134"/>
        <source>moteus has no parameter &apos;%1&apos;</source>
        <translation>moteus 没有参数“%1”</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="145"/>
        <source>watchdog timeout must be 0..10 s</source>
        <translation>看门狗超时必须为 0..10 s</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="149"/>
        <source>moteus parameter &apos;%1&apos; is not writable</source>
        <translation>moteus 参数“%1”不可写</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="215"/>
        <source>fault %1: %2</source>
        <translation>故障 %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="220"/>
        <source>watchdog timeout (mode 11)</source>
        <translation>看门狗超时（模式 11）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="241"/>
        <source>ID %1: malformed reply: %2</source>
        <translation>ID %1：应答格式错误：%2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="258"/>
        <source>moteus driver does not support %1 mode</source>
        <translation>moteus 驱动不支持 %1 模式</translation>
    </message>
    <message>
        <location filename="../devices/moteus/driver.cpp" line="334"/>
        <source>ID %1 answered only with replies to earlier requests</source>
        <translation>ID %1 只返回了对先前请求的应答</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="115"/>
        <source>control or non-ASCII byte 0x%1 at column %2</source>
        <translation>第 %2 列有控制字符或非 ASCII 字节 0x%1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="128"/>
        <source>malformed checksum suffix (expected &quot; *XX&quot;)</source>
        <translation>校验和后缀格式错误（应为 &quot; *XX&quot;）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="133"/>
        <source>checksum mismatch: line says %1, computed %2</source>
        <translation>校验和不匹配：行中为 %1，计算值为 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="143"/>
        <source>empty line</source>
        <translation>空行</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="149"/>
        <source>unexpected text after OK</source>
        <translation>OK 之后有意外文本</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="167"/>
        <source>unknown line &quot;%1&quot;</source>
        <translation>未知的行 &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="171"/>
        <source>missing CAN ID</source>
        <translation>缺少 CAN ID</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="175"/>
        <source>CAN ID &quot;%1&quot; too long</source>
        <translation>CAN ID &quot;%1&quot; 过长</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="182"/>
        <source>CAN ID &quot;%1&quot; is not hex</source>
        <translation>CAN ID &quot;%1&quot; 不是十六进制</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="188"/>
        <source>CAN ID 0x%1 exceeds 29 bits</source>
        <translation>CAN ID 0x%1 超过 29 位</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="196"/>
        <source>odd number of hex digits in CAN data</source>
        <translation>CAN 数据中的十六进制位数为奇数</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="200"/>
        <source>CAN data of %1 bytes exceeds %2</source>
        <translation>%1 字节的 CAN 数据超过 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="207"/>
        <source>CAN data is not hex at digit %1</source>
        <translation>CAN 数据在第 %1 位不是十六进制</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="241"/>
        <source>line with control or non-ASCII bytes discarded</source>
        <translation>已丢弃含控制字符或非 ASCII 字节的行</translation>
    </message>
    <message>
        <location filename="../devices/moteus/fdcanusb_line.cpp" line="261"/>
        <source>line longer than %1 bytes discarded</source>
        <translation>已丢弃超过 %1 字节的行</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="106"/>
        <location filename="../devices/moteus/moteus_link.cpp" line="236"/>
        <source>no reply from ID %1 within %2 ms</source>
        <translation>%2 ms 内未收到 ID %1 的应答</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="110"/>
        <source>no answer from the adapter within %1 ms (ID %2)</source>
        <translation>%1 ms 内适配器无应答（ID %2）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_link.cpp" line="126"/>
        <source>adapter error: %1</source>
        <translation>适配器错误：%1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="58"/>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="85"/>
        <source>moteus ID %1 did not answer: %2</source>
        <translation>moteus ID %1 没有应答：%2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/moteus_loop_bus.cpp" line="137"/>
        <source>reports mode %1 after the stop</source>
        <translation>停止后报告模式 %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="113"/>
        <source>truncated %1 at byte %2</source>
        <translation>%1 在字节 %2 处被截断</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="134"/>
        <source>register count %1 too large at byte %2</source>
        <translation>字节 %2 处的寄存器数量 %1 过大</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="144"/>
        <source>register range overflows at byte %1</source>
        <translation>字节 %1 处寄存器范围溢出</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="200"/>
        <source>unknown opcode 0x%1 at byte %2</source>
        <translation>字节 %2 处有未知操作码 0x%1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="384"/>
        <source>request reads more than %1 registers</source>
        <translation>请求读取的寄存器超过 %1 个</translation>
    </message>
    <message>
        <location filename="../devices/moteus/multiplex.cpp" line="389"/>
        <source>request contains reply or error subframes</source>
        <translation>请求中包含应答或错误子帧</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="115"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="117"/>
        <source>motor driver</source>
        <translation>电机驱动器</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="119"/>
        <source>over-voltage</source>
        <translation>过压</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="121"/>
        <source>outside limit</source>
        <translation>超出限位</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="123"/>
        <source>under-voltage</source>
        <translation>欠压</translation>
    </message>
    <message>
        <location filename="../devices/moteus/registers.cpp" line="125"/>
        <source>fault %1</source>
        <translation>故障 %1</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="21"/>
        <source>RS485 IDs must be 0..127 (source %1, destination %2)</source>
        <translation>RS485 ID 必须为 0..127（源 %1，目标 %2）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="30"/>
        <source>RS485 payload of %1 bytes exceeds %2</source>
        <translation>%1 字节的 RS485 负载超过 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="75"/>
        <source>%1 bytes of garbage before a frame header</source>
        <translation>帧头之前有 %1 字节的垃圾数据</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="89"/>
        <source>destination byte over 127</source>
        <translation>目标字节超过 127</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="101"/>
        <source>malformed size field</source>
        <translation>大小字段格式错误</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="105"/>
        <source>frame size %1 exceeds %2</source>
        <translation>帧大小 %1 超过 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="122"/>
        <source>truncated frame (a new header started inside it)</source>
        <translation>帧被截断（其中开始了一个新的帧头）</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="126"/>
        <source>CRC mismatch: frame says %1, computed %2</source>
        <translation>CRC 不匹配：帧中为 %1，计算值为 %2</translation>
    </message>
    <message>
        <location filename="../devices/moteus/rs485_frame.cpp" line="158"/>
        <source>truncated frame (%1 bytes, then silence)</source>
        <translation>帧被截断（%1 字节后无数据）</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="242"/>
        <source>the simulator is already running (pid %1); stop it first</source>
        <translation>模拟器已在运行（pid %1）；请先停止它</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="263"/>
        <source>loopscope-sim not found next to the application, in $LOOPSCOPE_BIN_DIR or on PATH; set LOOPSCOPE_SIM to its path</source>
        <translation>在应用程序旁、$LOOPSCOPE_BIN_DIR 或 PATH 中均未找到 loopscope-sim；请将 LOOPSCOPE_SIM 设为其路径</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="275"/>
        <source>cannot start the simulator &apos;%1&apos;: %2 (set LOOPSCOPE_SIM to the path of loopscope-sim)</source>
        <translation>无法启动模拟器“%1”：%2（请将 LOOPSCOPE_SIM 设为 loopscope-sim 的路径）</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="299"/>
        <source>unexpected line from the simulator: &apos;%1&apos;</source>
        <translation>来自模拟器的意外行：“%1”</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="310"/>
        <source>the simulator exited (code %1) before it was ready: %2</source>
        <translation>模拟器在就绪前退出（代码 %1）：%2</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="314"/>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <location filename="../devices/sim/sim_lab.cpp" line="320"/>
        <source>the simulator did not report &apos;ready&apos; within %1 ms</source>
        <translation>模拟器未在 %1 ms 内报告“ready”</translation>
    </message>
    <message>
        <location filename="../devices/transport/memory_pipe.cpp" line="30"/>
        <location filename="../devices/transport/memory_pipe.cpp" line="50"/>
        <source>memory pipe is closed</source>
        <translation>内存管道已关闭</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="21"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="46"/>
        <source>no serial port given</source>
        <translation>未指定串口</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="22"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="50"/>
        <source>invalid baud rate %1 for %2</source>
        <translation>%2 的波特率 %1 无效</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="32"/>
        <source>cannot open %1: no such file</source>
        <translation>无法打开 %1：文件不存在</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="39"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="59"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="48"/>
        <source>cannot configure %1 at %2 baud: %3</source>
        <translation>无法将 %1 配置为 %2 baud：%3</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="73"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="105"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="136"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="94"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="111"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="153"/>
        <source>port is not open</source>
        <translation>端口未打开</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="90"/>
        <source>%1 has gone away: %2</source>
        <translation>%1 已消失：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="104"/>
        <location filename="../devices/transport/qt_serial_link.cpp" line="135"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="110"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="152"/>
        <source>%1 has gone away</source>
        <translation>%1 已消失</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="111"/>
        <source>write to %1 failed: %2</source>
        <translation>写入 %1 失败：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="119"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="132"/>
        <source>write to %1 timed out after %2 ms</source>
        <translation>写入 %1 在 %2 ms 后超时</translation>
    </message>
    <message>
        <location filename="../devices/transport/qt_serial_link.cpp" line="150"/>
        <source>%1 has gone away (hang-up): %2</source>
        <translation>%1 已消失（挂断）：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="46"/>
        <source>%1 is not a USB serial (ttyUSB) port: no latency timer</source>
        <translation>%1 不是 USB 串口（ttyUSB）：没有延迟定时器</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="55"/>
        <source>%1 has no latency timer (%2 missing)</source>
        <translation>%1 没有延迟定时器（缺少 %2）</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="71"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="80"/>
        <source>unexpected content in %1</source>
        <translation>%1 中的内容不符合预期</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="90"/>
        <source>latency timer must be 1..255 ms, not %1</source>
        <translation>延迟定时器必须为 1..255 ms，而不是 %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/serial_link.cpp" line="101"/>
        <source>cannot write %1 (%2): run as root or add a udev rule ATTR{latency_timer}=&quot;%3&quot;</source>
        <translation>无法写入 %1（%2）：请以 root 身份运行，或添加 udev 规则 ATTR{latency_timer}=&quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="51"/>
        <location filename="../devices/common/telemetry_csv.cpp" line="59"/>
        <location filename="../devices/transport/serial_link.cpp" line="110"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="82"/>
        <source>cannot write %1: %2 (the rows before are kept)</source>
        <translation>无法写入 %1：%2（之前的行会保留）</translation>
    </message>
    <message>
        <location filename="../devices/common/telemetry_csv.cpp" line="86"/>
        <source>disk full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="20"/>
        <source>cannot read the port settings (TCGETS2): %1</source>
        <translation>无法读取端口设置（TCGETS2）：%1</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_raw.cpp" line="39"/>
        <source>cannot set %1 baud raw 8N1 (TCSETS2): %2</source>
        <translation>无法设置 %1 baud raw 8N1（TCSETS2）：%2</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="66"/>
        <source>%1 is not a serial port (not a terminal device)</source>
        <translation>%1 不是串口（不是终端设备）</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="127"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="143"/>
        <source>write to %1</source>
        <translation>写入 %1</translation>
    </message>
    <message>
        <location filename="../devices/transport/termios_serial_link.cpp" line="176"/>
        <location filename="../devices/transport/termios_serial_link.cpp" line="181"/>
        <source>read from %1</source>
        <translation>从 %1 读取</translation>
    </message>
    <message>
        <location filename="../devices/common/device.cpp" line="20"/>
        <source> on %1 (%2)</source>
        <translation> 位于 %1（%2）</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamErrors</name>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="36"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="53"/>
        <source>expected a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="57"/>
        <location filename="../core/bench/param_spec.cpp" line="71"/>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="67"/>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="93"/>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="101"/>
        <source>expected one of %1</source>
        <translation>应为以下之一：%1</translation>
    </message>
    <message>
        <location filename="../core/bench/param_spec.cpp" line="119"/>
        <source>%1 has no parameter &apos;%2&apos; (it has: %3)</source>
        <translation>%1 没有参数 &apos;%2&apos;（现有：%3）</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamHelp</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="216"/>
        <source>Busy threads doing arithmetic (default: one per CPU; 0: none).</source>
        <translation>执行运算的忙碌线程（默认：每个 CPU 一个；0：无）。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="222"/>
        <source>A buffer of this size written and read in a loop by one thread (0: none).</source>
        <translation>一个线程循环写入和读取的此大小的缓冲区（0：无）。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="228"/>
        <source>UDP datagrams sent over 127.0.0.1 to a socket the generator drains itself (0: none).</source>
        <translation>经 127.0.0.1 发送到生成器自己接收的套接字的 UDP 数据报（0：无）。</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="236"/>
        <source>The load always stops by itself after this long.</source>
        <translation>负载在此时长后总会自行停止。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="68"/>
        <source>Host name or address of the MQTT broker.</source>
        <translation>MQTT 代理的主机名或地址。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="72"/>
        <source>TCP port of the MQTT broker.</source>
        <translation>MQTT 代理的 TCP 端口。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="75"/>
        <source>MQTT quality of service of every publish and subscription: 0 or 1.</source>
        <translation>每次发布和订阅的 MQTT 服务质量：0 或 1。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="81"/>
        <source>Size of every message, header included (32 bytes plus 16 per relay).</source>
        <translation>每条消息的大小，含消息头（32 字节，每个中继另加 16 字节）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="87"/>
        <source>Messages published per second.</source>
        <translation>每秒发布的消息数。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="90"/>
        <source>Broker traversals per message (N hops use N-1 relays).</source>
        <translation>每条消息经过代理的次数（N 跳使用 N-1 个中继）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="96"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="27"/>
        <source>How long to measure, after the warm-up.</source>
        <translation>预热之后测量的时长。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="101"/>
        <source>Messages sent first and not recorded.</source>
        <translation>最先发送且不记录的消息。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="105"/>
        <source>Topic prefix of the chain; empty: loopscope/probe/&lt;random run id&gt;.</source>
        <translation>链的主题前缀；为空：loopscope/probe/&lt;随机运行 ID&gt;。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="112"/>
        <source>agent:NAME in a fleet run: that agent relays (hops 2); empty: every client on this host.</source>
        <translation>集群运行中的 agent:NAME：由该代理转发（2 跳）；留空：所有客户端都在本主机上。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="119"/>
        <source>The relay host&apos;s wall clock minus this host&apos;s (a fleet run measures it).</source>
        <translation>转发主机的墙上时钟减去本主机的（由集群运行测量）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="126"/>
        <source>A message not received within this time is counted as lost.</source>
        <translation>在此时间内未收到的消息计为丢失。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="132"/>
        <source>How long a client may try to reconnect after losing the broker before the run fails (0: fail at once).</source>
        <translation>客户端与代理断开后在运行失败前可尝试重连的时长（0：立即失败）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="140"/>
        <source>User name for a broker that needs a login; the password comes from the password file, else from the environment variable LOOPSCOPE_MQTT_PASSWORD, never from the command line.</source>
        <translation>需要登录的代理的用户名；密码来自密码文件，否则来自环境变量 LOOPSCOPE_MQTT_PASSWORD，绝不来自命令行。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="149"/>
        <source>A file whose first line is the password of the user name (not stored with the run).</source>
        <translation>第一行为该用户名密码的文件（不随运行保存）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="156"/>
        <source>PEM file of the certificate authority that signed the broker&apos;s certificate; given, the connection uses TLS (Mosquitto&apos;s TLS port is usually 8883).</source>
        <translation>签署代理证书的证书颁发机构的 PEM 文件；指定后连接使用 TLS（Mosquitto 的 TLS 端口通常为 8883）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="164"/>
        <source>Optional client certificate (PEM) for a broker that asks for one.</source>
        <translation>可选的客户端证书（PEM），用于要求客户端证书的代理。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="170"/>
        <source>The private key (PEM) of the client certificate.</source>
        <translation>客户端证书的私钥（PEM）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="34"/>
        <source>Time run first and not recorded (caches, frequency scaling).</source>
        <translation>最先运行且不记录的时间（缓存、频率调节）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="43"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring thread; what the kernel grants is reported, a refusal does not stop the run.</source>
        <translation>为测量线程请求 SCHED_FIFO 和锁定内存；内核授予的内容会被报告，被拒绝也不会停止运行。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="51"/>
        <source>SCHED_FIFO priority when real-time is on (1..99).</source>
        <translation>启用实时时的 SCHED_FIFO 优先级（1..99）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="59"/>
        <source>Pin the measuring thread to this CPU (-1: any CPU).</source>
        <translation>将测量线程绑定到此 CPU（-1：任意 CPU）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="117"/>
        <source>How long the thread sleeps between samples.</source>
        <translation>线程在两次采样之间休眠的时长。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="166"/>
        <source>Time between two wake-ups of a thread.</source>
        <translation>线程两次唤醒之间的时间。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="169"/>
        <source>Measuring threads, each with its own histogram.</source>
        <translation>测量线程，每个线程有自己的直方图。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="174"/>
        <source>SCHED_FIFO priority of the threads (like cyclictest -p).</source>
        <translation>线程的 SCHED_FIFO 优先级（同 cyclictest -p）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="180"/>
        <source>Lock the process&apos;s memory with mlockall (like cyclictest -m).</source>
        <translation>用 mlockall 锁定进程的内存（同 cyclictest -m）。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="233"/>
        <source>Cycles per second; the deadline of a cycle is the next cycle&apos;s start.</source>
        <translation>每秒周期数；一个周期的截止时间是下一个周期的开始。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="239"/>
        <source>Busy work done in every cycle (the controller&apos;s computation).</source>
        <translation>每个周期中执行的忙碌工作（控制器的计算）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="48"/>
        <source>Ask for SCHED_FIFO and locked memory for the measuring threads (what was granted is reported; never fails when refused).</source>
        <translation>为测量线程请求 SCHED_FIFO 和锁定内存（会报告授予的内容；被拒绝时不会失败）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="57"/>
        <source>SCHED_FIFO priority when real-time.</source>
        <translation>实时时的 SCHED_FIFO 优先级。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="61"/>
        <source>Pin the measuring threads to this CPU (-1: any).</source>
        <translation>将测量线程绑定到此 CPU（-1：任意）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="160"/>
        <source>HOST:PORT of the echo device; empty: start a simulated one on loopback.</source>
        <translation>回显设备的 HOST:PORT；为空：在环回接口上启动一个模拟设备。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="166"/>
        <source>Datagrams per second.</source>
        <translation>每秒数据报数。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="170"/>
        <source>UDP payload size.</source>
        <translation>UDP 负载大小。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="174"/>
        <source>How long to measure (after the warm-up).</source>
        <translation>测量的时长（预热之后）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="179"/>
        <source>Sent and answered first but not recorded.</source>
        <translation>最先发送并得到应答，但不记录。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="184"/>
        <source>A datagram not back after this is lost.</source>
        <translation>超过此时间仍未返回的数据报计为丢失。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="190"/>
        <source>Spin on the receive (as sockperf does): lower latency, one CPU busy.</source>
        <translation>在接收上自旋等待（同 sockperf）：延迟更低，但占满一个 CPU。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="197"/>
        <source>One thread sends and waits for each reply: no receiver wake-up; a slow reply delays the next sends, shown as latency.</source>
        <translation>单个线程发送并等待每个应答：无需唤醒接收线程；慢的应答会推迟后续发送，并体现为延迟。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="205"/>
        <source>Also record each direction, from the clock stamps a peer echo (a fleet agent) puts in every datagram; needs the peer&apos;s clock offset.</source>
        <translation>同时记录每个方向，依据对端回显（集群代理）写入每个数据报的时间戳；需要对端的时钟偏移。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="213"/>
        <source>The peer&apos;s wall clock minus this host&apos;s (a fleet run measures it; 0 for hosts synchronised by PTP).</source>
        <translation>对端的墙上时钟减去本主机的（由集群运行测量；经 PTP 同步的主机为 0）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="293"/>
        <source>The servos&apos; protocol on the bus.</source>
        <translation>总线上舵机的协议。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="297"/>
        <source>Servo IDs 1..N polled each cycle.</source>
        <translation>每个周期轮询的舵机 ID 1..N。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="300"/>
        <source>Serial port of the bus; empty: start a simulated bus.</source>
        <translation>总线的串口；为空：启动一条模拟总线。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="304"/>
        <source>0: the protocol&apos;s default.</source>
        <translation>0：协议的默认值。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="309"/>
        <source>Cycles per second on an absolute schedule; 0: back to back.</source>
        <translation>按绝对时间表每秒的周期数；0：连续不间断。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="314"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="424"/>
        <source>How long to measure.</source>
        <translation>测量的时长。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="319"/>
        <source>Only read state; never send a command.</source>
        <translation>只读取状态；从不发送命令。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="402"/>
        <source>One or more URLs separated by spaces; empty: the simulated cameras.</source>
        <translation>一个或多个以空格分隔的 URL；为空：模拟摄像头。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="408"/>
        <source>Number of simulated cameras when no URL is given (2 = a stereo pair).</source>
        <translation>未给出 URL 时模拟摄像头的数量（2 = 一对立体摄像头）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="414"/>
        <source>WxH of the simulated cameras.</source>
        <translation>模拟摄像头的 宽x高。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="419"/>
        <source>Frame rate of the simulated cameras.</source>
        <translation>模拟摄像头的帧率。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="429"/>
        <source>Frames before this are not recorded.</source>
        <translation>此前的帧不记录。</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamLabels</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="214"/>
        <source>CPU threads</source>
        <translation>CPU 线程</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="219"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="226"/>
        <source>Loopback network</source>
        <translation>环回网络</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="233"/>
        <source>Duration limit</source>
        <translation>时长上限</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="65"/>
        <source>Broker host</source>
        <translation>代理主机</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="70"/>
        <source>Broker port</source>
        <translation>代理端口</translation>
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
        <translation>负载</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="85"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="231"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="164"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="307"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="88"/>
        <source>Hops</source>
        <translation>跳数</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="93"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="25"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="312"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="422"/>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="98"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="32"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="177"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="426"/>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="103"/>
        <source>Topic prefix</source>
        <translation>主题前缀</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="110"/>
        <source>Relay</source>
        <translation>转发</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="117"/>
        <source>Relay clock offset</source>
        <translation>转发端时钟偏移</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="124"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="182"/>
        <source>Loss timeout</source>
        <translation>丢失超时</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="130"/>
        <source>Reconnect window</source>
        <translation>重连窗口</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="138"/>
        <source>User name</source>
        <translation>用户名</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="147"/>
        <source>Password file</source>
        <translation>密码文件</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="154"/>
        <source>TLS CA file</source>
        <translation>TLS CA 文件</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="162"/>
        <source>TLS client certificate</source>
        <translation>TLS 客户端证书</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="168"/>
        <source>TLS client key</source>
        <translation>TLS 客户端密钥</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="41"/>
        <source>Real-time thread</source>
        <translation>实时线程</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="49"/>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="172"/>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="55"/>
        <source>Priority</source>
        <translation>优先级</translation>
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
        <translation>分辨率</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="163"/>
        <source>Interval</source>
        <translation>间隔</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="167"/>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="178"/>
        <source>Lock memory</source>
        <translation>锁定内存</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="237"/>
        <source>Work per cycle</source>
        <translation>每周期工作量</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="46"/>
        <source>Real-time</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="158"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="188"/>
        <source>Busy-poll receive</source>
        <translation>忙轮询接收</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="195"/>
        <source>Ping-pong (one thread)</source>
        <translation>乒乓（单线程）</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="203"/>
        <source>One-way figures</source>
        <translation>单向数值</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="211"/>
        <source>Peer clock offset</source>
        <translation>对端时钟偏移</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="291"/>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="295"/>
        <source>Servos</source>
        <translation>舵机数</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="298"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="302"/>
        <source>Baud</source>
        <translation>波特率</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="316"/>
        <source>Query only</source>
        <translation>仅查询</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="400"/>
        <source>Stream URLs</source>
        <translation>流 URL</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="406"/>
        <source>Simulated streams</source>
        <translation>模拟流数</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="412"/>
        <source>Simulated size</source>
        <translation>模拟尺寸</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="417"/>
        <source>Simulated frame rate</source>
        <translation>模拟帧率</translation>
    </message>
</context>
<context>
    <name>loopscope::ParamValues</name>
    <message>
        <location filename="../widgets/spec_text.cpp" line="76"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/spec_text.cpp" line="77"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>loopscope::Presets</name>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="96"/>
        <source>UDP 100 Hz, 200-byte payload</source>
        <translation>UDP 100 Hz，200 字节负载</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="97"/>
        <source>What round trip does a 100 Hz command stream of 200-byte datagrams see? 10 s by default; set the duration to hours for a soak test.</source>
        <translation>由 200 字节数据报组成的 100 Hz 命令流的往返时间如何？默认 10 s；如需耐久测试，请将时长设为数小时。</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="112"/>
        <source>1 kHz control loop: deadline misses</source>
        <translation>1 kHz 控制回路：错过截止时间</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="113"/>
        <source>How often does a 1 kHz loop on this host miss its deadline, and by how much?</source>
        <translation>此主机上的 1 kHz 回路多久错过一次截止时间，错过多少？</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="124"/>
        <source>12-servo poll</source>
        <translation>轮询 12 个舵机</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="125"/>
        <source>How long does one poll of 12 servos take on the bus (simulated unless a port is given)?</source>
        <translation>在总线上轮询一次 12 个舵机需要多长时间（未给出端口时为模拟）？</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="138"/>
        <source>Host hiccups idle vs under load</source>
        <translation>主机停顿：空闲与负载下</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="139"/>
        <source>How much does this host stall a sleeping thread, idle and with CPU, memory and network load?</source>
        <translation>此主机在空闲时以及有 CPU、内存和网络负载时，会让休眠线程停顿多久？</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="154"/>
        <source>Stereo 1080p latency</source>
        <translation>立体 1080p 延迟</translation>
    </message>
    <message>
        <location filename="../core/experiment/experiment.cpp" line="155"/>
        <source>What is the camera-to-display latency of a 1080p stereo pair (the simulated pair unless URLs are given)?</source>
        <translation>1080p 立体摄像头对从摄像头到显示的延迟是多少（未给出 URL 时为模拟摄像头对）？</translation>
    </message>
</context>
<context>
    <name>loopscope::ProbeKinds</name>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="247"/>
        <source>Load generator</source>
        <translation>负载生成器</translation>
    </message>
    <message>
        <location filename="../core/bench/load_generator.cpp" line="248"/>
        <source>CPU, memory and loopback network stress beside a probe.</source>
        <translation>在探针旁施加 CPU、内存和环回网络负载。</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="40"/>
        <source>MQTT pub/sub hop latency</source>
        <translation>MQTT 发布/订阅跳延迟</translation>
    </message>
    <message>
        <location filename="../core/experiment/mqtt_probe_kind.cpp" line="41"/>
        <source>Publishes messages at a fixed rate through an MQTT broker (such as Mosquitto) along a chain of hops and records the total latency, the service time and the time of every broker traversal.</source>
        <translation>以固定速率通过 MQTT 代理（如 Mosquitto）沿一条跳链发布消息，记录总延迟、服务时间以及每次经过代理的时间。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="96"/>
        <source>Host hiccups</source>
        <translation>主机停顿</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="98"/>
        <source>How long the host keeps a thread that wants to run from running: a thread sleeps a short period again and again and records every wake-up beyond it.</source>
        <translation>主机让一个想要运行的线程等待多久：一个线程反复进行短周期休眠，记录每次超出周期的唤醒。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="144"/>
        <source>Timer wake-up latency</source>
        <translation>定时器唤醒延迟</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="146"/>
        <source>How late a thread wakes from an absolute timer, per thread, the way cyclictest measures it.</source>
        <translation>按 cyclictest 的方式，逐线程测量线程从绝对定时器唤醒时晚了多少。</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="207"/>
        <source>Control-loop deadline misses</source>
        <translation>控制回路错过截止时间</translation>
    </message>
    <message>
        <location filename="../core/experiment/system_probe_kinds.cpp" line="209"/>
        <source>Whether a periodic loop at a given rate, doing a given amount of work per cycle, finishes every cycle before the next one starts.</source>
        <translation>以给定速率、每周期做给定工作量的周期回路能否在下一个周期开始前完成每个周期。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="139"/>
        <source>UDP round trip</source>
        <translation>UDP 往返</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="141"/>
        <source>Round trip of UDP datagrams to an echo device at a fixed rate on an absolute schedule (the simulated device when no target is given).</source>
        <translation>按绝对时间表以固定速率发往回显设备的 UDP 数据报的往返时间（未给出目标时为模拟设备）。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="278"/>
        <source>Control-loop cycle</source>
        <translation>控制回路周期</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="280"/>
        <source>Polls N servos on one bus in a loop and measures each cycle (the simulated bus when no port is given). Servos only hold their position.</source>
        <translation>在一条总线上循环轮询 N 个舵机并测量每个周期（未给出端口时为模拟总线）。舵机只保持其位置。</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="386"/>
        <source>Video latency</source>
        <translation>视频延迟</translation>
    </message>
    <message>
        <location filename="../devices/bench/device_probe_kinds.cpp" line="388"/>
        <source>Decodes one or more live streams and measures every stage and, where the frames carry Loopscope&apos;s clock code, camera-to-display latency (the simulated stereo pair when no URL is given).</source>
        <translation>解码一个或多个实时流并测量每个阶段；若帧带有 Loopscope 的时钟码，还测量从摄像头到显示的延迟（未给出 URL 时为模拟立体摄像头对）。</translation>
    </message>
</context>
<context>
    <name>loopscope::StateNames</name>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="11"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="13"/>
        <location filename="../devices/common/bus.cpp" line="21"/>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="15"/>
        <source>waiting for a keyframe</source>
        <translation>等待关键帧</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="17"/>
        <source>playing</source>
        <translation>正在播放</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="19"/>
        <source>reconnecting</source>
        <translation>正在重连</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="21"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="23"/>
        <location filename="../devices/common/bus.cpp" line="19"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../core/video/video_source_options.cpp" line="25"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="23"/>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="25"/>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <location filename="../devices/common/bus.cpp" line="29"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="84"/>
        <source>About Loopscope</source>
        <translation>关于 Loopscope</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="88"/>
        <source>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;Latency measurement, device discovery and safe jogging for robot benches.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Loopscope&lt;/h2&gt;&lt;p&gt;面向机器人测试台的延迟测量、设备发现和安全点动。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="98"/>
        <source>Copy versions</source>
        <translation>复制版本信息</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchDock</name>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="32"/>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="41"/>
        <source>&amp;Start benchmark</source>
        <translation>开始基准测试(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="44"/>
        <source>S&amp;top benchmark</source>
        <translation>停止基准测试(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="48"/>
        <source>&amp;Export results…</source>
        <translation>导出结果(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="51"/>
        <source>Export &amp;percentile chart as PNG…</source>
        <translation>将百分位图导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="53"/>
        <source>Export &amp;interval chart as PNG…</source>
        <translation>将区间图导出为 PNG(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="110"/>
        <location filename="../app/gui/bench_dock.cpp" line="116"/>
        <source>Cannot start: %1</source>
        <translation>无法开始：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="123"/>
        <source>Benchmark of %1 started.</source>
        <translation>%1 的基准测试已开始。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="158"/>
        <source>Benchmark failed: %1</source>
        <translation>基准测试失败：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="165"/>
        <source>stopped at %1 %</source>
        <translation>已停止于 %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="167"/>
        <source>Benchmark %1; stored in the library as run %2 (%3)</source>
        <translation>基准测试 %1；已作为运行 %2（%3）存入结果库</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="171"/>
        <source>Benchmark %1</source>
        <translation>基准测试 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="173"/>
        <source>; files in %1</source>
        <translation>；文件位于 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="210"/>
        <source>Export results into folder</source>
        <translation>将结果导出到文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <location filename="../app/gui/bench_dock.cpp" line="238"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="217"/>
        <source>The results could not be exported to %1:
%2</source>
        <translation>无法将结果导出到 %1：
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="223"/>
        <source>Exported to %1: %2</source>
        <translation>已导出到 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="229"/>
        <source>Export chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="231"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_dock.cpp" line="241"/>
        <source>Chart saved to %1.</source>
        <translation>图表已保存到 %1。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::BenchPanel</name>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="20"/>
        <source>HOST:PORT, e.g. 127.0.0.1:7000</source>
        <translation>HOST:PORT，例如 127.0.0.1:7000</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="21"/>
        <source>The UDP echo device to measure; selecting a device in the list fills it in.</source>
        <translation>要测量的 UDP 回显设备；在列表中选择设备即可填入。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="28"/>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="34"/>
        <source> bytes</source>
        <translation> 字节</translation>
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
        <translation>预热期间发送的数据报会得到应答，但不记录。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="52"/>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="53"/>
        <source>&amp;Rate:</source>
        <translation>速率(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="54"/>
        <source>&amp;Payload:</source>
        <translation>负载(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="55"/>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="56"/>
        <source>&amp;Warm-up:</source>
        <translation>预热(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="58"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="60"/>
        <source>Start the benchmark (Ctrl+R)</source>
        <translation>开始基准测试 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="61"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="63"/>
        <source>Stop the benchmark (Esc)</source>
        <translation>停止基准测试 (Esc)</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="93"/>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="100"/>
        <source>Enter a target as HOST:PORT (e.g. 127.0.0.1:7000), or select a device.</source>
        <translation>请以 HOST:PORT 形式输入目标（例如 127.0.0.1:7000），或选择一个设备。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="108"/>
        <source>The target &quot;%1&quot; is not [IPv6]:PORT.</source>
        <translation>目标“%1”不是 [IPv6]:PORT 形式。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="117"/>
        <source>The target &quot;%1&quot; is not HOST:PORT (write IPv6 addresses as [::1]:PORT).</source>
        <translation>目标“%1”不是 HOST:PORT 形式（IPv6 地址请写成 [::1]:PORT）。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="126"/>
        <source>The port &quot;%1&quot; is not a number from 1 to 65535.</source>
        <translation>端口“%1”不是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="130"/>
        <source>The target &quot;%1&quot; has no host.</source>
        <translation>目标“%1”没有主机。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="153"/>
        <source>This build has no UDP round-trip probe.</source>
        <translation>此版本没有 UDP 往返探针。</translation>
    </message>
    <message>
        <location filename="../app/gui/bench_panel.cpp" line="219"/>
        <source>State: %1</source>
        <translation>状态：%1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DeviceController</name>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="154"/>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="269"/>
        <location filename="../app/gui/device_controller.cpp" line="299"/>
        <source>the bus is disconnected</source>
        <translation>总线已断开</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering</source>
        <translation>无应答</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="282"/>
        <source>not answering (%1)</source>
        <translation>无应答（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/device_controller.cpp" line="369"/>
        <source>The latency timer of %1 could not be set.</source>
        <translation>无法设置 %1 的延迟定时器。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::DevicesDock</name>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="50"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="67"/>
        <source>S&amp;can for devices</source>
        <translation>扫描设备(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="70"/>
        <source>Cancel scan</source>
        <translation>取消扫描</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="80"/>
        <source>USB latency timer</source>
        <translation>USB 延迟定时器</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="81"/>
        <source>The latency timer of %1 was not changed:
%2</source>
        <translation>%1 的延迟定时器未更改：
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="83"/>
        <source>USB latency timer of %1 set to 1 ms.</source>
        <translation>%1 的 USB 延迟定时器已设为 1 ms。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="94"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="105"/>
        <source>A scan is already running.</source>
        <translation>扫描已在进行中。</translation>
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
        <translation>网络 (UDP)</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="131"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="136"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="171"/>
        <source>Scan cancelled: %1 devices found.</source>
        <translation>扫描已取消：找到 %1 个设备。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="172"/>
        <source>Devices found: %1 (%2 actuators) in %3 s.</source>
        <translation>找到设备：%1 个（%2 个执行器），用时 %3 s。</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="216"/>
        <source>code %1</source>
        <translation>代码 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="245"/>
        <source>Cameras</source>
        <translation>摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Left camera</source>
        <translation>左摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="258"/>
        <source>Right camera</source>
        <translation>右摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="259"/>
        <source>Camera %1</source>
        <translation>摄像头 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="268"/>
        <source>not open: View → Video shows it</source>
        <translation>未打开：可通过 视图 → 视频 显示</translation>
    </message>
    <message>
        <location filename="../app/gui/devices_dock.cpp" line="269"/>
        <source>Simulated camera %1</source>
        <translation>模拟摄像头 %1</translation>
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
        <translation>探针：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="86"/>
        <source>Runs under load</source>
        <translation>在负载下运行</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="88"/>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="90"/>
        <source>Stored run: %1</source>
        <translation>已存储的运行：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="143"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running %1 %</source>
        <translation>运行中 %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="145"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="147"/>
        <source>finished (%1)</source>
        <translation>已完成（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="149"/>
        <source>stopped at %1 %</source>
        <translation>已停止于 %1 %</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="151"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="155"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="292"/>
        <source>the result library is not open: the run is not stored</source>
        <translation>结果库未打开：运行不会被存储</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="297"/>
        <source>the experiment could not start</source>
        <translation>实验无法开始</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_queue.cpp" line="358"/>
        <source>the probe ended with an error</source>
        <translation>探针因错误而结束</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ExperimentWizard</name>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="50"/>
        <source>New experiment</source>
        <translation>新建实验</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="59"/>
        <source>What do you want to measure?</source>
        <translation>您想测量什么？</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="60"/>
        <source>Pick a preset for a common question, or a probe to set up yourself.</source>
        <translation>为常见问题选择一个预设，或选择一个自行设置的探针。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="70"/>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="81"/>
        <source>%1 (its probe is not available in this build)</source>
        <translation>%1（其探针在此版本中不可用）</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="84"/>
        <source>Probes</source>
        <translation>探针</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="108"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="122"/>
        <source>Name and conditions</source>
        <translation>名称与条件</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="125"/>
        <source>Default: from the probe and its parameters</source>
        <translation>默认：根据探针及其参数生成</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="126"/>
        <source>Also the base name of the run&apos;s files: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>也是运行文件的基本名称：字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="133"/>
        <source>This name cannot be used: %1</source>
        <translation>无法使用此名称：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="139"/>
        <source>What is special about this run (cable, kernel, load, ...)</source>
        <translation>此次运行的特殊之处（线缆、内核、负载……）</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="141"/>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run under load (CPU, memory, loopback network)</source>
        <translation>在负载下运行（CPU、内存、环回网络）</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="143"/>
        <source>Runs the load generator beside the probe, to compare with the same probe idle.</source>
        <translation>在探针旁运行负载生成器，以便与空闲时的同一探针比较。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="152"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="154"/>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="246"/>
        <source>%1 (under load)</source>
        <translation>%1（负载下）</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="247"/>
        <source>%1
Runs: %2</source>
        <translation>%1
运行：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/experiment_wizard.cpp" line="291"/>
        <source>This preset runs %n experiment(s); the parameters apply to each.</source>
        <translation>
            <numerusform>此预设运行 %n 个实验；参数适用于每个实验。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="292"/>
        <source>Under load: %1.</source>
        <translation>负载下：%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/experiment_wizard.cpp" line="297"/>
        <source>Run every experiment under load</source>
        <translation>所有实验都在负载下运行</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetDock</name>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="129"/>
        <location filename="../app/gui/fleet_dock.cpp" line="142"/>
        <source>Cannot connect: %1</source>
        <translation>无法连接：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_dock.cpp" line="214"/>
        <source>Not started: %1</source>
        <translation>未启动：%1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::FleetSession</name>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="49"/>
        <source>already connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="73"/>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="89"/>
        <source>Connected to %1 (prefix %2).</source>
        <translation>已连接到 %1(前缀 %2)。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="104"/>
        <source>Disconnected from %1.</source>
        <translation>已与 %1 断开。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="116"/>
        <source>not connected to a broker</source>
        <translation>未连接到代理</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="120"/>
        <source>a fleet run is in progress</source>
        <translation>一个集群运行正在进行</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="127"/>
        <source>agent %1 is not ready (%2); nothing was started</source>
        <translation>代理程序 %1 未就绪(%2)；未启动任何内容</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="128"/>
        <source>never seen on this broker</source>
        <translation>从未在此代理上出现</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="174"/>
        <source>Connected to %1 again (prefix %2).</source>
        <translation>已重新连接到 %1(前缀 %2)。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="176"/>
        <source>Lost the broker %1; reconnecting (the agents keep recording)…</source>
        <translation>与代理 %1 的连接丢失；正在重连(代理程序继续记录)…</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="194"/>
        <source>The merged run is not stored: no result library is open.</source>
        <translation>合并的运行未保存：没有打开结果库。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="197"/>
        <source>Stored as run %1 (%2).</source>
        <translation>已保存为运行 %1(%2)。</translation>
    </message>
    <message>
        <location filename="../app/gui/fleet_session.cpp" line="199"/>
        <source>The merged run is not stored: %1</source>
        <translation>合并的运行未保存：%1</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::JogController</name>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="110"/>
        <source>The device is not on any bus now: scan again.</source>
        <translation>该设备目前不在任何总线上：请重新扫描。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="124"/>
        <source>covers every jog mode</source>
        <translation>覆盖所有点动模式</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="125"/>
        <source>The moteus firmware&apos;s watchdog stops only position (10) and stay-within (13) commands: it then damps to zero velocity (timeout mode 12, reported as mode 11) until a stop, with the kd scale of the last command, so a position or velocity jog brakes and a torque jog (kd scale 0) loses its torque and coasts. It does not stop current (9), zero-velocity (12) or brake (15) commands. Every jog mode here (position, velocity, torque) is sent as position mode 10, so the watchdog covers all of them; Loopscope never sends the other modes. Loopscope also sends a stop itself when its keep-alive lapses, on E-STOP and when the tab closes; if the app exits or hangs, the device watchdog stops the servo.</source>
        <translation>moteus 固件的看门狗只停止位置 (10) 和 stay-within (13) 命令：超时后它会以最后一条命令的 kd 比例将速度阻尼到零（超时模式 12，报告为模式 11），直到收到停止命令；因此位置或速度点动会制动，而力矩点动（kd 比例为 0）会失去力矩并自由滑行。它不会停止电流 (9)、零速度 (12) 或制动 (15) 命令。这里的每种点动模式（位置、速度、力矩）都以位置模式 10 发送，因此看门狗覆盖所有这些模式；Loopscope 从不发送其他模式。此外，当保活信号中断、急停以及关闭标签页时，Loopscope 会自行发送停止命令；如果应用退出或挂起，设备看门狗会停止舵机。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="146"/>
        <source>On %1.</source>
        <translation>在 %1 上。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="155"/>
        <source>The bus was closed (a scan is running).</source>
        <translation>总线已关闭（正在扫描）。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="181"/>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="237"/>
        <source>The link is back (%1); torque is off — enable it to jog again.</source>
        <translation>连接已恢复（%1）；扭矩已关闭 — 要点动请重新启用扭矩。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="253"/>
        <source>The link to %1 was lost at %2: the jog is stopped (setpoint dropped, torque off requested); reconnecting.</source>
        <translation>与 %1 的连接在 %2 丢失：点动已停止（已丢弃设定值，已请求关闭扭矩）；正在重新连接。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="306"/>
        <source>Setpoint refused (E-STOP raised).</source>
        <translation>设定值被拒绝（E-STOP 已触发）。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="373"/>
        <source>The E-STOP is raised: release it first.</source>
        <translation>E-STOP 已触发：请先解除。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="377"/>
        <source>No telemetry from the device yet.</source>
        <translation>尚未收到设备的遥测数据。</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="398"/>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <location filename="../app/gui/jog_controller.cpp" line="452"/>
        <source>Test cancelled after %1 samples.</source>
        <translation>测试在 %1 个样本后取消。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabController</name>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="95"/>
        <location filename="../app/gui/lab_controller.cpp" line="128"/>
        <source>Simulated lab not running: %1</source>
        <translation>模拟实验室未运行：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="99"/>
        <source>Simulated lab running</source>
        <translation>模拟实验室运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="112"/>
        <source>Simulated lab stopped</source>
        <translation>模拟实验室已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="129"/>
        <source>Simulated lab stopped (%1); the restart failed: %2</source>
        <translation>模拟实验室已停止（%1）；重启失败：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="139"/>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="145"/>
        <source>Simulated lab stopped (%1); it stopped %2 times within a minute and is not restarted again</source>
        <translation>模拟实验室已停止（%1）；它在一分钟内停止了 %2 次，不再重启</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="149"/>
        <source>Simulated lab stopped (%1)</source>
        <translation>模拟实验室已停止（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="153"/>
        <source>Simulated lab stopped (%1); restarting…</source>
        <translation>模拟实验室已停止（%1）；正在重启…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="268"/>
        <source>The simulator started but reported %1 camera(s) instead of 2.</source>
        <translation>模拟器已启动，但报告了 %1 个摄像头，而不是 2 个。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LabStatusLabel</name>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="29"/>
        <source>loopscope-sim, process %1</source>
        <translation>loopscope-sim，进程 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_status_label.cpp" line="32"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LibraryView</name>
    <message>
        <location filename="../app/gui/library_view.cpp" line="50"/>
        <source>Delete the run &quot;%1&quot; from the library?</source>
        <translation>要从结果库中删除运行“%1”吗？</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="51"/>
        <source>Delete %n runs from the library?</source>
        <translation>
            <numerusform>要从结果库中删除 %n 个运行吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="52"/>
        <source>Delete runs</source>
        <translation>删除运行</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="54"/>
        <source>Undo (Ctrl+Z) brings them back until you quit.</source>
        <translation>在退出之前，撤销 (Ctrl+Z) 可以将其恢复。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="92"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="95"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="97"/>
        <source>Report…</source>
        <translation>报告…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="99"/>
        <source>Edit note/tags…</source>
        <translation>编辑备注/标签…</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="101"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="103"/>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="105"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="107"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="118"/>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="121"/>
        <source>Filter by name, note or tag (Ctrl+F)</source>
        <translation>按名称、备注或标签筛选 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="123"/>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="177"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="178"/>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="196"/>
        <source>No result library is open.</source>
        <translation>没有打开的结果库。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="224"/>
        <location filename="../app/gui/library_view.cpp" line="238"/>
        <source>Cannot list the runs: %1</source>
        <translation>无法列出运行：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="244"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="245"/>
        <source>%1 of %2 runs</source>
        <translation>%1 / %2 个运行</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="370"/>
        <location filename="../app/gui/library_view.cpp" line="622"/>
        <location filename="../app/gui/library_view.cpp" line="653"/>
        <source>Select a run first.</source>
        <translation>请先选择一个运行。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="377"/>
        <source>Cannot load run #%1: %2</source>
        <translation>无法加载运行 #%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="395"/>
        <source>Opened &quot;%1&quot;</source>
        <translation>已打开“%1”</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="413"/>
        <source>Cannot read the intervals of run %1: %2</source>
        <translation>无法读取运行 %1 的区间：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="421"/>
        <source>%1–%2 s: %n interval(s), all shown (right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 秒：%n 个区间，全部显示（右键：整个运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="424"/>
        <source>%1–%2 s: %n interval(s), highest per group (drag: zoom in, right-click: whole run)</source>
        <translation>
            <numerusform>%1–%2 秒：%n 个区间，每组最高值（拖动：放大，右键：整个运行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), every one shown; right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 秒到 %2 秒：%n 个区间，全部显示；右键单击查看整个运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 s to %2 s: %n interval(s), the highest of each group shown; drag again to zoom further, right-click for the whole run.</source>
        <translation type="vanished">
            <numerusform>%1 秒到 %2 秒：%n 个区间，每组显示最高值；再次拖动可继续放大，右键单击查看整个运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="455"/>
        <source>Select two or more runs to compare.</source>
        <translation>请选择两个或更多运行进行比较。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="464"/>
        <source>Cannot compare: %1</source>
        <translation>无法比较：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="469"/>
        <source>Comparing %n run(s)</source>
        <translation>
            <numerusform>正在比较 %n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="483"/>
        <source>No report file given.</source>
        <translation>未指定报告文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="494"/>
        <source>Cannot build the report: %1</source>
        <translation>无法生成报告：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="498"/>
        <source>Cannot write the HTML report %1: %2</source>
        <translation>无法写入 HTML 报告 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="502"/>
        <source>Cannot write the PDF report %1: %2</source>
        <translation>无法写入 PDF 报告 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="510"/>
        <source>Report written: %1</source>
        <translation>报告已写入：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="524"/>
        <source>Cannot delete run %1: %2</source>
        <translation>无法删除运行 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="574"/>
        <source>Cannot restore run %1: %2</source>
        <translation>无法恢复运行 %1：%2</translation>
    </message>
    <message>
        <source>Cannot delete run &quot;%1&quot;: %2</source>
        <translation type="vanished">无法删除运行“%1”：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="536"/>
        <source>Deleted %n run(s); Ctrl+Z undoes.</source>
        <translation>
            <numerusform>已删除 %n 个运行；Ctrl+Z 可撤销。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="553"/>
        <source>Cannot empty the trash of the library: %1</source>
        <translation>无法清空结果库的回收站：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="560"/>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>Cannot restore run &quot;%1&quot;: %2</source>
        <translation type="vanished">无法恢复运行“%1”：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/library_view.cpp" line="582"/>
        <source>Restored %n run(s).</source>
        <translation>
            <numerusform>已恢复 %n 个运行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="593"/>
        <source>Cannot save the note of run #%1: %2</source>
        <translation>无法保存运行 #%1 的备注：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="606"/>
        <source>Select one run to open.</source>
        <translation>请选择一个要打开的运行。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="629"/>
        <source>Save report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="632"/>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="676"/>
        <source>Select one run to edit.</source>
        <translation>请选择一个要编辑的运行。</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="682"/>
        <source>Note and tags of &quot;%1&quot;</source>
        <translation>“%1”的备注和标签</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="686"/>
        <source>idle, under-load, …</source>
        <translation>idle, under-load, …</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="687"/>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location filename="../app/gui/library_view.cpp" line="688"/>
        <source>Tags (comma-separated):</source>
        <translation>标签（以逗号分隔）：</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopController</name>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="23"/>
        <source>The measurement stopped: the buses were closed.</source>
        <translation>测量已停止：总线已关闭。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="74"/>
        <source>The bus is gone.</source>
        <translation>总线已不存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="103"/>
        <source>%1 poll cycles/s on %2 (the bus polls at a fixed rate).</source>
        <translation>%2 上每秒 %1 个轮询周期（总线以固定速率轮询）。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="110"/>
        <source>Exchange time of one full cycle (%1 devices): median %2 µs, max %3 µs over %4 cycles → at most %5 Hz.</source>
        <translation>一个完整周期的交换时间（%1 个设备）：在 %4 个周期中中位数 %2 µs，最大 %3 µs → 最高 %5 Hz。</translation>
    </message>
    <message>
        <location filename="../app/gui/loop_controller.cpp" line="118"/>
        <source>Not enough complete cycles to measure the exchange time.</source>
        <translation>完整周期不足，无法测量交换时间。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::LoopDock</name>
    <message>
        <location filename="../app/gui/loop_dock.cpp" line="10"/>
        <source>Control loop</source>
        <translation>控制回路</translation>
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
        <translation>UDP 基准测试</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="80"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="128"/>
        <source>The result library %1 cannot be opened: %2. Runs are not stored.</source>
        <translation>无法打开结果库 %1：%2。运行不会被存储。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="158"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="168"/>
        <source>&amp;Benchmark</source>
        <translation>基准测试(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="172"/>
        <source>&amp;Devices</source>
        <translation>设备(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="179"/>
        <source>&amp;Workbench</source>
        <translation>工作台(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="181"/>
        <source>&amp;Library</source>
        <translation>结果库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="184"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="194"/>
        <source>&amp;Logarithmic latency axis</source>
        <translation>对数延迟轴(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="206"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="231"/>
        <source>The new language or data folder takes effect when Loopscope starts next.</source>
        <translation>新的语言或数据文件夹将在下次启动 Loopscope 时生效。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="236"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="237"/>
        <source>&amp;Manual</source>
        <translation>手册(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="245"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="254"/>
        <source>&amp;About Loopscope</source>
        <translation>关于 Loopscope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="296"/>
        <source>Simulated lab running</source>
        <translation>模拟实验室运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="308"/>
        <source>Simulated lab not running</source>
        <translation>模拟实验室未运行</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="309"/>
        <location filename="../app/gui/main_window.cpp" line="310"/>
        <source>The simulated lab could not start: %1</source>
        <translation>模拟实验室无法启动：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="313"/>
        <source>Simulated lab off (--no-sim)</source>
        <translation>模拟实验室已关闭 (--no-sim)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="23"/>
        <source>Workbench</source>
        <translation>工作台</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="27"/>
        <source>Library</source>
        <translation>结果库</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_workbench.cpp" line="35"/>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_devices.cpp" line="41"/>
        <source>Devices and E-STOP</source>
        <translation>设备和 E-STOP</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="106"/>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="108"/>
        <source>Puts every dock back where it starts: devices and benchmark left; video, control loop and E-STOP stop times right.</source>
        <translation>将每个停靠窗口放回初始位置：设备和基准测试在左侧；视频、控制回路和 E-STOP 停止时间在右侧。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="111"/>
        <source>&amp;Layouts</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="121"/>
        <source>&amp;Save current layout as…</source>
        <translation>将当前布局另存为(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Save layout</source>
        <translation>保存布局</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="125"/>
        <source>Name of this layout:</source>
        <translation>此布局的名称：</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="131"/>
        <source>Replace the layout &quot;%1&quot;?</source>
        <translation>要替换布局“%1”吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="138"/>
        <source>(no saved layouts)</source>
        <translation>（没有保存的布局）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_layout.cpp" line="145"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="36"/>
        <source>&amp;Record session…</source>
        <translation>录制会话(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="41"/>
        <source>Record everything into one MCAP file (Foxglove, PlotJuggler): telemetry and commands, E-STOP events, benchmark intervals and the camera streams</source>
        <translation>将所有内容录制到一个 MCAP 文件（Foxglove、PlotJuggler）：遥测和命令、急停事件、基准测试区间和摄像头视频流</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="48"/>
        <location filename="../app/gui/main_window_recording.cpp" line="89"/>
        <location filename="../app/gui/main_window_recording.cpp" line="118"/>
        <source>Record session</source>
        <translation>录制会话</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="50"/>
        <source>MCAP session (*.mcap)</source>
        <translation>MCAP 会话 (*.mcap)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="71"/>
        <location filename="../app/gui/main_window_recording.cpp" line="78"/>
        <source>● REC %1</source>
        <translation>● 录制中 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="87"/>
        <source>The session cannot be recorded: %1</source>
        <translation>无法录制会话：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="97"/>
        <source>Recording the session into %1</source>
        <translation>正在将会话录制到 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="110"/>
        <source>Session recorded: %1 (%2)</source>
        <translation>会话已录制：%1（%2）</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window_recording.cpp" line="114"/>
        <source>The recording %1 is incomplete: %2. A reader recovers it up to its last complete chunk.</source>
        <translation>录制文件 %1 不完整：%2。读取程序可以恢复到最后一个完整的数据块。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ManualDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="135"/>
        <source>Loopscope manual</source>
        <translation>Loopscope 手册</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="142"/>
        <source>The manual is not installed: no docs/manual/index.md was found beside the program or in the source tree.</source>
        <translation>手册未安装：在程序旁边和源代码树中都没有找到 docs/manual/index.md。</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="149"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/preferences.cpp" line="108"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="112"/>
        <location filename="../app/gui/preferences.cpp" line="126"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="119"/>
        <source>Degrees (°)</source>
        <translation>度 (°)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="120"/>
        <source>Radians (rad)</source>
        <translation>弧度 (rad)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="121"/>
        <source>Revolutions (rev)</source>
        <translation>圈 (rev)</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="127"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="128"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="133"/>
        <source>The standard folder for your user</source>
        <translation>当前用户的标准文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="134"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="138"/>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="148"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="149"/>
        <source>Angles in:</source>
        <translation>角度单位：</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="150"/>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="151"/>
        <source>Data folder:</source>
        <translation>数据文件夹：</translation>
    </message>
    <message>
        <location filename="../app/gui/preferences.cpp" line="152"/>
        <source>The language and the data folder take effect when Loopscope starts next; the unit of angles and the theme at once. The data folder holds the result library and the files of every run.</source>
        <translation>语言和数据文件夹在下次启动 Loopscope 时生效，角度单位和主题立即生效。数据文件夹保存结果库以及每次运行的文件。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::RunSession</name>
    <message>
        <location filename="../app/gui/run_session.cpp" line="54"/>
        <source>A run is going on; stop it first.</source>
        <translation>有运行正在进行；请先停止它。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="85"/>
        <source>the measurement could not start</source>
        <translation>测量无法开始</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="96"/>
        <source>The result library is not open: this run is not stored.</source>
        <translation>结果库未打开：此次运行不会被存储。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="140"/>
        <source>the probe ended with an error</source>
        <translation>探针因错误而结束</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="158"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="160"/>
        <location filename="../app/gui/run_session.cpp" line="181"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="162"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="164"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="166"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="177"/>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="179"/>
        <source>warming up</source>
        <translation>正在预热</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="183"/>
        <source>waiting for the last replies</source>
        <translation>正在等待最后的应答</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="195"/>
        <source>The run&apos;s files are not being written: %1</source>
        <translation>运行的文件未被写入：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="197"/>
        <source>Storing the run in the library failed: %1</source>
        <translation>将运行存入结果库失败：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="255"/>
        <source>There is nothing to export yet: run a benchmark first.</source>
        <translation>还没有可导出的内容：请先运行基准测试。</translation>
    </message>
    <message>
        <location filename="../app/gui/run_session.cpp" line="259"/>
        <source>No folder was chosen for the export.</source>
        <translation>未选择导出文件夹。</translation>
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
        <translation>E-STOP：停止所有执行器</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="30"/>
        <source>Release E-STOP</source>
        <translation>解除 E-STOP</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="52"/>
        <source>E-STOP raised: every actuator is being stopped.</source>
        <translation>E-STOP 已触发：正在停止所有执行器。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="61"/>
        <source>E-STOP released: enable torque again to move.</source>
        <translation>E-STOP 已解除：要移动请重新启用扭矩。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="76"/>
        <source>watchdog %1 ms</source>
        <translation>看门狗 %1 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="78"/>
        <source>, heartbeat stale</source>
        <translation>，心跳超时</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="97"/>
        <source>after %1 ms</source>
        <translation>%1 ms 后</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="104"/>
        <source>E-STOP RAISED (latched): %1 of %2 actuators confirmed the stop, the slowest after %3 ms. Motion stays disabled until &quot;Release E-STOP&quot;.</source>
        <translation>E-STOP 已触发（锁定）：%2 个执行器中有 %1 个确认停止，最慢的用时 %3 ms。在“解除 E-STOP”之前运动保持禁用。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="110"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP 未触发。</translation>
    </message>
    <message>
        <location filename="../app/gui/safety_dock.cpp" line="111"/>
        <source>E-STOP released. The last stop times are kept below.</source>
        <translation>E-STOP 已解除。最近的停止时间保留在下方。</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::SessionRecording</name>
    <message>
        <location filename="../app/gui/session_recording.cpp" line="67"/>
        <source>%1 messages in %2 chunks</source>
        <translation>%1 条消息，%2 个数据块</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="109"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="113"/>
        <source>Jog panel: %1</source>
        <translation>点动面板：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../app/gui/help_dialogs.cpp" line="116"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoController</name>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="33"/>
        <source>Enter the URL of the left camera (e.g. rtsp://host:8554/cam0).</source>
        <translation>请输入左摄像头的 URL（例如 rtsp://host:8554/cam0）。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="82"/>
        <source>The application is closing.</source>
        <translation>应用程序正在关闭。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="147"/>
        <source>No camera to record: add cameras first.</source>
        <translation>没有可录制的摄像头：请先添加摄像头。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="151"/>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="179"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
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
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="237"/>
        <source>%1: %2 — %3</source>
        <translation>%1：%2 — %3</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="239"/>
        <source> · %1x%2 · %3 fps (connected after %9 s, first frame after %10 s) · dropped %4 · p99 demux %5 / decode %6 / convert %7 / hand-off %8 ms</source>
        <translation> · %1x%2 · %3 fps（%9 秒后连接，%10 秒后出现第一帧）· 丢弃 %4 · p99 解复用 %5 / 解码 %6 / 转换 %7 / 交接 %8 ms</translation>
    </message>
    <message>
        <location filename="../app/gui/video_controller.cpp" line="251"/>
        <source> · camera-to-display p50 %1 / p99 %2 ms</source>
        <translation> · 摄像头到显示 p50 %1 / p99 %2 ms</translation>
    </message>
</context>
<context>
    <name>loopscope::app::gui::VideoDock</name>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="39"/>
        <source>Left camera URL (rtsp://…, udp://…, file)</source>
        <translation>左摄像头 URL（rtsp://…、udp://…、文件）</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="41"/>
        <source>Right camera URL (optional)</source>
        <translation>右摄像头 URL（可选）</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="42"/>
        <source>Add cameras</source>
        <translation>添加摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="43"/>
        <source>Simulated pair</source>
        <translation>模拟摄像头对</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="44"/>
        <source>Start loopscope-sim --cameras 2 and show its stereo pair</source>
        <translation>启动 loopscope-sim --cameras 2 并显示其立体摄像头对</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="45"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="60"/>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="61"/>
        <source>Anaglyph (red/cyan)</source>
        <translation>红青立体 (红/青)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="62"/>
        <source>Overlay (50 %)</source>
        <translation>叠加 (50 %)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="63"/>
        <source>Rectified</source>
        <translation>校正后</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="64"/>
        <source>Disparity</source>
        <translation>视差</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="65"/>
        <source>Snapshot…</source>
        <translation>快照…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="66"/>
        <location filename="../app/gui/video_dock.cpp" line="356"/>
        <source>Record streams…</source>
        <translation>录制流…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="68"/>
        <source>Latency test card</source>
        <translation>延迟测试卡</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="69"/>
        <source>View:</source>
        <translation>视图：</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="78"/>
        <location filename="../app/gui/video_dock.cpp" line="262"/>
        <source>No cameras. Enter URLs or click &quot;Simulated pair&quot;.</source>
        <translation>没有摄像头。请输入 URL 或点击“模拟摄像头对”。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="87"/>
        <source>Stereo calibration</source>
        <translation>立体标定</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="145"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="150"/>
        <source>Inner corners, square:</source>
        <translation>内角点、方格：</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="153"/>
        <source>Capture pair</source>
        <translation>采集一对</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="154"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="155"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="156"/>
        <source>Load…</source>
        <translation>加载…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="160"/>
        <source>Not calibrated.</source>
        <translation>未标定。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="88"/>
        <source>Colour tracking</source>
        <translation>颜色跟踪</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="189"/>
        <source>Pick colour</source>
        <translation>取色</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="192"/>
        <source>Then click the object in the video</source>
        <translation>然后在视频中点击该物体</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="193"/>
        <source>Track</source>
        <translation>跟踪</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="194"/>
        <location filename="../app/gui/video_dock.cpp" line="376"/>
        <source>Record CSV…</source>
        <translation>记录 CSV…</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="200"/>
        <source>Click &quot;Pick colour&quot;, then the object.</source>
        <translation>点击“取色”，然后点击物体。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="210"/>
        <source>Pick the object&apos;s colour first.</source>
        <translation>请先选取物体的颜色。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="223"/>
        <location filename="../app/gui/video_dock.cpp" line="427"/>
        <source>Video</source>
        <translation>视频</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="245"/>
        <source>Could not start the simulated cameras: %1</source>
        <translation>无法启动模拟摄像头：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="278"/>
        <source>reconnecting</source>
        <translation>正在重连</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Left camera</source>
        <translation>左摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="280"/>
        <source>Right camera</source>
        <translation>右摄像头</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="281"/>
        <source>%1 %2 (%3)</source>
        <translation>%1%2（%3）</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="282"/>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1%2：%3（%4）</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="296"/>
        <source>X %1 Y %2 Z %3 m</source>
        <translation>X %1 Y %2 Z %3 m</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="306"/>
        <source>Seen in one view only (or no calibration): no 3D position.</source>
        <translation>仅在一个视图中看到（或没有标定）：没有 3D 位置。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="307"/>
        <source>Object not found.</source>
        <translation>未找到物体。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="312"/>
        <source>%1 pair(s) captured · %2%3</source>
        <translation>已采集 %1 对 · %2%3</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>calibrated</source>
        <translation>已标定</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="314"/>
        <source>not calibrated</source>
        <translation>未标定</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="327"/>
        <source>The picked pixel (%1, %2) is grey: pick a clearly coloured object.</source>
        <translation>所选像素 (%1, %2) 是灰色的：请选择颜色鲜明的物体。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="332"/>
        <source>Tracking hue %1–%2 (picked in the %3 view).</source>
        <translation>正在跟踪色调 %1–%2（在%3视图中选取）。</translation>
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
        <translation>快照（两个视图均存为 PNG）</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="343"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="359"/>
        <source>Record the streams into folder</source>
        <translation>将流录制到文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="369"/>
        <source>Stop recording</source>
        <translation>停止录制</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="379"/>
        <source>Record tracked positions</source>
        <translation>记录跟踪到的位置</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="380"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="389"/>
        <source>Stop CSV</source>
        <translation>停止 CSV</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="396"/>
        <source>Nothing to save: compute or load a calibration first.</source>
        <translation>没有可保存的内容：请先计算或加载标定。</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="397"/>
        <source>Save stereo calibration</source>
        <translation>保存立体标定</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="398"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="406"/>
        <source>Load stereo calibration</source>
        <translation>加载立体标定</translation>
    </message>
    <message>
        <location filename="../app/gui/video_dock.cpp" line="407"/>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML 文件 (*.yaml *.yml);;所有文件 (*)</translation>
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
        <translation>尚未运行任何实验。按 Ctrl+N 设置一个。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="94"/>
        <source>How late the GUI thread&apos;s event loop ran a %1 ms timer in the last interval: a slow widget shows up here as latency.</source>
        <translation>在最近一个区间内，GUI 线程的事件循环执行 %1 ms 定时器晚了多少：缓慢的控件会在这里表现为延迟。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="117"/>
        <source>The result library is not open: runs are shown but not stored.</source>
        <translation>结果库未打开：运行会显示但不会被存储。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="152"/>
        <source>Set up a new experiment</source>
        <translation>设置新实验</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="153"/>
        <source>Run the queued experiments in turn</source>
        <translation>依次运行队列中的实验</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="154"/>
        <source>Stop the running experiment and pause the queue</source>
        <translation>停止正在运行的实验并暂停队列</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="156"/>
        <source>Let the running experiment end, then start no other</source>
        <translation>让正在运行的实验结束，之后不再开始其他实验</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="157"/>
        <source>Queue the selected experiment once more and run it</source>
        <translation>将所选实验再排队一次并运行</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="158"/>
        <source>Remove the selected experiment from the queue</source>
        <translation>从队列中移除所选实验</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="159"/>
        <source>Move the selected experiment up</source>
        <translation>将所选实验上移</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="160"/>
        <source>Move the selected experiment down</source>
        <translation>将所选实验下移</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Record GUI hiccups</source>
        <translation>记录 GUI 停顿</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="161"/>
        <source>Store the GUI thread&apos;s hiccups as a run in the library</source>
        <translation>将 GUI 线程的停顿作为运行存入结果库</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="225"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="284"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="319"/>
        <source>The saved queue could not be read (%1); it starts empty.</source>
        <translation>无法读取保存的队列（%1）；队列将从空开始。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="336"/>
        <source>The GUI-hiccup run could not be stored: %1</source>
        <translation>无法存储 GUI 停顿运行：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="363"/>
        <source>The GUI hiccups are not recorded: the result library is not open.</source>
        <translation>未记录 GUI 停顿：结果库未打开。</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="371"/>
        <source>The GUI hiccups are not recorded: %1</source>
        <translation>未记录 GUI 停顿：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="372"/>
        <source>GUI thread hiccups: not measured (%1)</source>
        <translation>GUI 线程停顿：未测量（%1）</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="377"/>
        <source>GUI thread hiccups: measuring…</source>
        <translation>GUI 线程停顿：测量中…</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="419"/>
        <source>GUI thread hiccups (last %1 s): p99 %2, max %3</source>
        <translation>GUI 线程停顿（最近 %1 s）：p99 %2，最大 %3</translation>
    </message>
    <message>
        <location filename="../app/gui/workbench_dock.cpp" line="423"/>
        <source>— recorded as run %1</source>
        <translation>— 已记录为运行 %1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::ComparisonView</name>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="54"/>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="56"/>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="58"/>
        <source>samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="71"/>
        <source>Baseline:</source>
        <translation>基准：</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="73"/>
        <source>Channel:</source>
        <translation>通道：</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="134"/>
        <source>Select two or more runs in the library and press Compare.</source>
        <translation>在结果库中选择两个或更多运行，然后点击“比较”。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="142"/>
        <location filename="../widgets/comparison_view.cpp" line="276"/>
        <source>A comparison needs two or more runs.</source>
        <translation>比较需要两个或更多运行。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="277"/>
        <source>The baseline has no channel to compare.</source>
        <translation>基准没有可比较的通道。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="298"/>
        <source>No other run has channel &quot;%1&quot;.</source>
        <translation>没有其他运行具有通道“%1”。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="299"/>
        <source>Cannot compare these runs: %1</source>
        <translation>无法比较这些运行：%1</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="311"/>
        <source>%1 (baseline, µs)</source>
        <translation>%1（基准，µs）</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>%1 (µs)</source>
        <translation>%1 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="313"/>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="337"/>
        <source>More than %1× the baseline</source>
        <translation>超过基准的 %1 倍</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="345"/>
        <source>Ratios are each run&apos;s value divided by the baseline&apos;s; above %1× is highlighted.</source>
        <translation>比值为各运行的值除以基准的值；超过 %1 倍的会突出显示。</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="347"/>
        <source>Without channel &quot;%1&quot;: %2</source>
        <translation>无通道“%1”：%2</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="372"/>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <location filename="../widgets/comparison_view.cpp" line="379"/>
        <source>(no differences)</source>
        <translation>（无差异）</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::CountersView</name>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Received</source>
        <translation>已接收</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="48"/>
        <source>Lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Duplicated</source>
        <translation>重复</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Reordered</source>
        <translation>乱序</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="49"/>
        <source>Foreign</source>
        <translation>外来</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Late</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Send errors</source>
        <translation>发送错误</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="50"/>
        <source>Refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Channel (values in µs)</source>
        <translation>通道（数值单位 µs）</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="61"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../widgets/counters_view.cpp" line="59"/>
        <source>Count</source>
        <translation>计数</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::DeviceTree</name>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="70"/>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Probe RTT</source>
        <translation>探测 RTT</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Firmware / serial</source>
        <translation>固件 / 序列号</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="71"/>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="97"/>
        <source>Scan</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="99"/>
        <source>Scan serial ports, the simulated lab and UDP targets (F5).</source>
        <translation>扫描串口、模拟实验室和 UDP 目标 (F5)。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="100"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="103"/>
        <source>USB latency 1 ms</source>
        <translation>USB 延迟 1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="106"/>
        <source>Set the USB latency timer of the selected bus&apos;s port to 1 ms. FTDI adapters hold replies up to 16 ms by default; 1 ms suits control loops.</source>
        <translation>将所选总线端口的 USB 延迟定时器设为 1 ms。FTDI 适配器默认将应答最多保留 16 ms；1 ms 适合控制回路。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="168"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="215"/>
        <source>Port: %1</source>
        <translation>端口：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="220"/>
        <source>%1 — USB latency timer %2 ms</source>
        <translation>%1 — USB 延迟定时器 %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="282"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="329"/>
        <source>Not heard from since the scan</source>
        <translation>自扫描以来无响应</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="331"/>
        <source>Online</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost</source>
        <translation>连接丢失</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="333"/>
        <source>Link lost: %1</source>
        <translation>连接丢失：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="337"/>
        <source>Fault: %1</source>
        <translation>故障：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="339"/>
        <source>Torque on</source>
        <translation>扭矩已启用</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="351"/>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="353"/>
        <source>Model: %1</source>
        <translation>型号：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="355"/>
        <source>Firmware: %1</source>
        <translation>固件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="357"/>
        <source>Serial number: %1</source>
        <translation>序列号：%1</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="359"/>
        <source>Probe round trip: %1 ms</source>
        <translation>探测往返：%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="362"/>
        <source>Select to open its jog panel.</source>
        <translation>选中以打开其点动面板。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="363"/>
        <source>F2 renames it.</source>
        <translation>按 F2 重命名。</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="442"/>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location filename="../widgets/device_tree.cpp" line="445"/>
        <source>Use the name “%1” again</source>
        <translation>重新使用名称“%1”</translation>
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
        <translation>正在扫描…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::EstopButton</name>
    <message>
        <location filename="../widgets/estop_button.cpp" line="12"/>
        <source>Emergency stop: stops every actuator on every bus (Esc).</source>
        <translation>急停：停止所有总线上的所有执行器 (Esc)。</translation>
    </message>
    <message>
        <location filename="../widgets/estop_button.cpp" line="31"/>
        <source>E-STOP ACTIVE</source>
        <translation>E-STOP 已激活</translation>
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
        <translation>更多</translation>
    </message>
    <message>
        <location filename="../widgets/experiment_form.cpp" line="65"/>
        <source>Show or hide the advanced parameters</source>
        <translation>显示或隐藏高级参数</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FaultBanner</name>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="18"/>
        <source>Clear fault</source>
        <translation>清除故障</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="20"/>
        <source>Sends a stop to the device, which clears a latched fault where the protocol allows.</source>
        <translation>向设备发送停止命令；在协议允许时会清除锁存的故障。</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="37"/>
        <source>unknown fault</source>
        <translation>未知故障</translation>
    </message>
    <message>
        <location filename="../widgets/fault_banner.cpp" line="38"/>
        <source>Fault %1 (0x%2): %3</source>
        <translation>故障 %1 (0x%2)：%3</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::FleetView</name>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="36"/>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="37"/>
        <source>busy</source>
        <translation>忙碌</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="38"/>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="39"/>
        <source>dispatched</source>
        <translation>已派发</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="40"/>
        <source>waiting for the peer</source>
        <translation>等待对端</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="41"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="42"/>
        <source>collecting</source>
        <translation>收集中</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="43"/>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="44"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="45"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="46"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="47"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="59"/>
        <source>now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="61"/>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="62"/>
        <source>%1 min ago</source>
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="109"/>
        <source>Choose the file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="162"/>
        <source>&amp;Broker:</source>
        <translation>代理(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="166"/>
        <source>The MQTT broker the agents use: mqtt://HOST[:PORT], or mqtts://HOST[:PORT] for TLS (give the CA file under Login and TLS).</source>
        <translation>代理程序使用的 MQTT 代理：mqtt://HOST[:PORT]，TLS 用 mqtts://HOST[:PORT](在“登录和 TLS”中给出 CA 文件)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="171"/>
        <source>Login and TLS</source>
        <translation>登录和 TLS</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="175"/>
        <location filename="../widgets/fleet_view.cpp" line="388"/>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="189"/>
        <source>Log in to the broker with this user name (empty: no login).</source>
        <translation>用此用户名登录代理(空：不登录)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="190"/>
        <source>User name</source>
        <translation>用户名</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="192"/>
        <source>Password file</source>
        <translation>密码文件</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="193"/>
        <source>The broker password is the first line of this file (else the environment variable LOOPSCOPE_MQTT_PASSWORD). It is never stored in the settings.</source>
        <translation>代理密码是此文件的第一行(否则取环境变量 LOOPSCOPE_MQTT_PASSWORD)。它从不保存在设置中。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="196"/>
        <source>The fleet&apos;s topic prefix on the broker (the agents&apos; --prefix).</source>
        <translation>代理上集群的主题前缀(代理程序的 --prefix)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="197"/>
        <source>Topic prefix</source>
        <translation>主题前缀</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="199"/>
        <source>CA file</source>
        <translation>CA 文件</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="200"/>
        <source>TLS: the CA (PEM) that signed the broker&apos;s certificate; needs an mqtts:// address.</source>
        <translation>TLS：签署代理证书的 CA(PEM)；需要 mqtts:// 地址。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>Client certificate</source>
        <translation>客户端证书</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="201"/>
        <source>TLS client certificate (PEM), optional.</source>
        <translation>TLS 客户端证书(PEM)，可选。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>Client key</source>
        <translation>客户端密钥</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="202"/>
        <source>The client certificate&apos;s key (PEM).</source>
        <translation>客户端证书的密钥(PEM)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="225"/>
        <source>Agents</source>
        <translation>代理程序</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Agent</source>
        <translation>代理程序</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Last seen</source>
        <translation>最后出现</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Kinds</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="230"/>
        <source>Differs in</source>
        <translation>差异</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="232"/>
        <source>This agent&apos;s values of the fingerprint entries that differ between the agents</source>
        <translation>此代理程序在各代理程序间不同的指纹条目上的值</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="255"/>
        <source>Experiment on the checked agents</source>
        <translation>在勾选的代理程序上的实验</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="260"/>
        <source>The probe kinds every checked agent offers (its allow-list).</source>
        <translation>每个勾选的代理程序都提供的探针类型(其允许列表)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="261"/>
        <source>&amp;Kind</source>
        <translation>类型(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="263"/>
        <source>fleet-KIND-RUN (default)</source>
        <translation>fleet-KIND-RUN(默认)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="264"/>
        <source>The name of the merged run in the library; each agent stores its own part as NAME.AGENT.</source>
        <translation>库中合并运行的名称；每个代理程序把自己的部分存为 NAME.AGENT。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="265"/>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="276"/>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on the checked agents</source>
        <translation>在勾选的代理程序上运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="279"/>
        <source>Dispatch the experiment to every checked agent at once (Ctrl+Return)</source>
        <translation>同时把实验派发给每个勾选的代理程序(Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="280"/>
        <source>Cance&amp;l run</source>
        <translation>取消运行(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="282"/>
        <source>Ask every agent to stop; each keeps what it measured</source>
        <translation>请求每个代理程序停止；各自保留已测得的数据</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="308"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="313"/>
        <source>&amp;Open in Library</source>
        <translation>在库中打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="314"/>
        <source>Show the merged run (every agent&apos;s part beside the merged one) in the Library tab</source>
        <translation>在“库”标签页中显示合并的运行(每个代理程序的部分与合并结果并列)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Intervals</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="326"/>
        <source>Count</source>
        <translation>计数</translation>
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
        <translation>时钟偏移</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="327"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="329"/>
        <source>The agent&apos;s wall clock minus this computer&apos;s, with its error bound, from NTP-style exchanges over the broker during the run</source>
        <translation>代理程序的挂钟时间减去本机的，含误差界，来自运行期间经代理进行的 NTP 式交换</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="338"/>
        <source>The merged distribution (the agents&apos; histograms added, exactly) beside each agent&apos;s own</source>
        <translation>合并分布(各代理程序的直方图精确相加)与每个代理程序自己的分布并列</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="389"/>
        <source>Not connected. Give the broker the agents use and press Connect.</source>
        <translation>未连接。给出代理程序使用的代理，然后按“连接”。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="393"/>
        <source>Connecting…</source>
        <translation>连接中…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="394"/>
        <source>Connecting to the broker…</source>
        <translation>正在连接代理…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="397"/>
        <location filename="../widgets/fleet_view.cpp" line="401"/>
        <source>Dis&amp;connect</source>
        <translation>断开(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="402"/>
        <source>The broker is gone; reconnecting (runs keep recording on the agents)…</source>
        <translation>代理已断开；正在重连(运行在代理程序上继续记录)…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="454"/>
        <source>running %1</source>
        <translation>正在运行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>no devices seen</source>
        <translation>未发现设备</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="456"/>
        <source>devices: %1</source>
        <translation>设备：%1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="460"/>
        <source>
(allowed to drive actuators)</source>
        <translation>
(允许驱动执行器)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="469"/>
        <source>No agent on this broker yet. Start one on each host: loopscope-cli agent --broker URL --name NAME</source>
        <translation>此代理上还没有代理程序。在每台主机上启动一个：loopscope-cli agent --broker URL --name NAME</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="475"/>
        <source>The agents&apos; fingerprints agree (kernel, CPU, clock source, governor, version).</source>
        <translation>各代理程序的指纹一致(内核、CPU、时钟源、调速器、版本)。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="477"/>
        <source>Fingerprints differ in: %1</source>
        <translation>指纹差异：%1</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="488"/>
        <source>the agent said &quot;%1&quot; at %2 (its clock)</source>
        <translation>代理程序在 %2 报告“%1”(其时钟)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="609"/>
        <source>Connect to the broker first.</source>
        <translation>请先连接代理。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="611"/>
        <source>A fleet run is in progress.</source>
        <translation>一个集群运行正在进行。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="613"/>
        <source>Check the agents to run on.</source>
        <translation>勾选要运行的代理程序。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="615"/>
        <source>The checked agents offer no probe kind in common.</source>
        <translation>勾选的代理程序没有共同的探针类型。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="617"/>
        <source>Choose a kind.</source>
        <translation>请选择类型。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on 1 agent</source>
        <translation>在 1 个代理程序上运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="630"/>
        <source>&amp;Run on %1 agents</source>
        <translation>在 %1 个代理程序上运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="657"/>
        <source>%1 of %2 the agent sent</source>
        <translation>代理程序发送的 %2 个中的 %1 个</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="659"/>
        <source>%1 ms ± %2 ms</source>
        <translation>%1 ms ± %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="660"/>
        <source>not measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="661"/>
        <source>exchanges: %1; least round trip %2 ms</source>
        <translation>交换：%1 次；最短往返 %2 ms</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="678"/>
        <source>No fleet run yet: check agents, pick an experiment and press Run.</source>
        <translation>还没有集群运行：勾选代理程序，选择实验并按“运行”。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="680"/>
        <source>Run %1: %2 of %3 agents done…</source>
        <translation>运行 %1：%3 个代理程序中 %2 个完成…</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="682"/>
        <source>Run %1 ended: %2 of %3 agents done.</source>
        <translation>运行 %1 已结束：%3 个代理程序中 %2 个完成。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="685"/>
        <source>Peer %1 (%2): %3%4</source>
        <translation>对端 %1(%2)：%3%4</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="689"/>
        <source>Its clock: %1 ms ± %2 ms from this computer&apos;s.</source>
        <translation>其时钟：相对本机 %1 ms ± %2 ms。</translation>
    </message>
    <message>
        <location filename="../widgets/fleet_view.cpp" line="711"/>
        <source>merged</source>
        <translation>合并</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::IntervalMaxChart</name>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="95"/>
        <source>Maximum latency per interval</source>
        <translation>每个区间的最大延迟</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="101"/>
        <source>Time since start (s)</source>
        <translation>自开始以来的时间 (s)</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="229"/>
        <source>Drag across the chart to zoom into that time (read from the library at full resolution); right-click or double-click to see the whole run.</source>
        <translation>在图表上拖动可放大该时间段（从结果库按完整分辨率读取）；右键单击或双击查看整个运行。</translation>
    </message>
    <message>
        <location filename="../widgets/interval_max_chart.cpp" line="279"/>
        <source>Maximum latency (%1)</source>
        <translation>最大延迟 (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::JogPanel</name>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="38"/>
        <source>change soft limits</source>
        <translation>更改软限位</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="90"/>
        <source>rad</source>
        <translation>rad</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="91"/>
        <source>rev</source>
        <translation>圈</translation>
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
        <translation>扭矩</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="103"/>
        <source>Current</source>
        <translation>电流</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="106"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="132"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="136"/>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="146"/>
        <source>Wheel or drag to zoom the time axis.</source>
        <translation>使用滚轮或拖动来缩放时间轴。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="160"/>
        <source>Telemetry</source>
        <translation>遥测</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="161"/>
        <source>Step / sine test</source>
        <translation>阶跃 / 正弦测试</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="183"/>
        <source>Jog</source>
        <translation>点动</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="184"/>
        <location filename="../widgets/jog_panel.cpp" line="498"/>
        <source>Torque enabled</source>
        <translation>扭矩已启用</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="188"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="190"/>
        <source>Stops this actuator (the E-STOP stops all).</source>
        <translation>停止此执行器（E-STOP 会停止全部）。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="205"/>
        <source>Left/Right arrows jog by one step, PageUp/PageDown by ten.</source>
        <translation>左/右方向键点动一步，PageUp/PageDown 点动十步。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="207"/>
        <location filename="../widgets/jog_panel.cpp" line="210"/>
        <source>Hold to run</source>
        <translation>按住运行</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="209"/>
        <source>Motion only while the button or the Space key is held; release stops.</source>
        <translation>仅在按住按钮或空格键时运动；松开即停止。</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="222"/>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="227"/>
        <source>Step:</source>
        <translation>步长：</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="277"/>
        <source>Soft limits</source>
        <translation>软限位</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="279"/>
        <source>Checked on the host before every command; click a field to edit it. Ctrl+Z undoes an edit.</source>
        <translation>每条命令发送前在主机上检查；点击字段即可编辑。Ctrl+Z 可撤销编辑。</translation>
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
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="476"/>
        <source>the device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="479"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting…</source>
        <translation>%2 与 %1 的连接丢失 — 点动已停止，正在重新连接…</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="480"/>
        <source>Link lost to %1 at %2 — jog stopped, reconnecting… (%3)</source>
        <translation>%2 与 %1 的连接丢失 — 点动已停止，正在重新连接…（%3）</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="593"/>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="687"/>
        <source>Measured: %1 %6, %2 %6/s, %3 %4 — mode %5</source>
        <translation>测量值：%1 %6，%2 %6/s，%3 %4 — 模式 %5</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>Right / Up</source>
        <translation>右方向键 / 上方向键</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="706"/>
        <source>jog one step up</source>
        <translation>向上点动一步</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>Left / Down</source>
        <translation>左方向键 / 下方向键</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="707"/>
        <source>jog one step down</source>
        <translation>向下点动一步</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>Page Up / Page Down</source>
        <translation>PageUp / PageDown</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="708"/>
        <source>jog ten steps</source>
        <translation>点动十步</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>Space (held)</source>
        <translation>空格键（按住）</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="709"/>
        <source>hold to run: motion while held</source>
        <translation>按住运行：仅在按住时运动</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="710"/>
        <source>undo / redo a soft-limit edit</source>
        <translation>撤销 / 重做软限位编辑</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="299"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="303"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="312"/>
        <source>to</source>
        <translation>至</translation>
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
        <translation>设备看门狗：%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="435"/>
        <source>Device watchdog: off</source>
        <translation>设备看门狗：关</translation>
    </message>
    <message>
        <location filename="../widgets/jog_panel.cpp" line="494"/>
        <source>Torque: unknown</source>
        <translation>扭矩：未知</translation>
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
        <translation>Loopscope 延迟测试卡</translation>
    </message>
    <message>
        <location filename="../widgets/latency_test_card.cpp" line="41"/>
        <source>Point the camera at this screen so that its picture shows exactly this window: the black and white code at the top-left is this computer&apos;s clock, read back from the camera&apos;s stream to measure glass-to-glass latency. Esc closes.</source>
        <translation>将摄像头对准此屏幕，使其画面恰好显示此窗口：左上角的黑白码是这台计算机的时钟，从摄像头的流中读回，用于测量从玻璃到玻璃的延迟。按 Esc 关闭。</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::LinkBudgetView</name>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="29"/>
        <source>Command + query per device (moteus)</source>
        <translation>每个设备命令 + 查询 (moteus)</translation>
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
        <translation>总线：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="61"/>
        <source>Pattern:</source>
        <translation>通信模式：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="62"/>
        <source>Baud rate:</source>
        <translation>波特率：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="63"/>
        <source>Devices:</source>
        <translation>设备数：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="64"/>
        <source>Command bytes per device:</source>
        <translation>每个设备的命令字节数：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="65"/>
        <source>Reply bytes per device:</source>
        <translation>每个设备的应答字节数：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="66"/>
        <source>Framing overhead per frame:</source>
        <translation>每帧的帧开销：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="67"/>
        <source>Device turnaround:</source>
        <translation>设备周转：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="68"/>
        <source>Host turnaround:</source>
        <translation>主机周转：</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="78"/>
        <source>Not measured yet.</source>
        <translation>尚未测量。</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="81"/>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="83"/>
        <source>Watches the selected bus for a few seconds and measures its exchange time per cycle.</source>
        <translation>监视所选总线几秒钟，并测量其每个周期的交换时间。</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="85"/>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="89"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="126"/>
        <source>mjbots quadruped, first (≈80 Hz)</source>
        <translation>mjbots 四足机器人，初版（≈80 Hz）</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="127"/>
        <source>mjbots quadruped, optimised (≈300 Hz)</source>
        <translation>mjbots 四足机器人，优化版（≈300 Hz）</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="198"/>
        <source>Cannot predict: %1</source>
        <translation>无法预测：%1</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="209"/>
        <source>%1 µs per cycle → at most %2 Hz (%3 % on the wire)</source>
        <translation>每周期 %1 µs → 最高 %2 Hz（线路占用 %3 %）</translation>
    </message>
    <message>
        <location filename="../widgets/link_budget_view.cpp" line="219"/>
        <source>Measuring…</source>
        <translation>测量中…</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::PercentileChart</name>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="48"/>
        <source>Latency by percentile</source>
        <translation>按百分位的延迟</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="63"/>
        <source>Logarithmic latency axis</source>
        <translation>对数延迟轴</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="90"/>
        <source>Percentile</source>
        <translation>百分位</translation>
    </message>
    <message>
        <location filename="../widgets/percentile_chart.cpp" line="237"/>
        <source>Latency (%1)</source>
        <translation>延迟 (%1)</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunListModel</name>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="71"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="73"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="75"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="77"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="79"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="82"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="172"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="174"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="176"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="178"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="180"/>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="182"/>
        <source>Samples</source>
        <translation>样本数</translation>
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
        <translation>主机</translation>
    </message>
    <message>
        <location filename="../widgets/run_list_model.cpp" line="192"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::RunView</name>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="94"/>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="95"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="96"/>
        <source>Percentiles</source>
        <translation>百分位</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="97"/>
        <source>Max per interval</source>
        <translation>每区间最大值</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="98"/>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="99"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="100"/>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="109"/>
        <source>No run open</source>
        <translation>未打开运行</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="126"/>
        <source>%1 — %2 (#%3)</source>
        <translation>%1 — %2 (#%3)</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="128"/>
        <source>State: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="131"/>
        <source>, started %1</source>
        <translation>，开始于 %1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="132"/>
        <source>, %1 s</source>
        <translation>，%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="134"/>
        <source>Failure: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="136"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../widgets/run_view.cpp" line="143"/>
        <source>Tags: %1</source>
        <translation>标签：%1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyBar</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>LATCHED</source>
        <translation>已锁定</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="144"/>
        <source>Released</source>
        <translation>已解除</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::SafetyChipRow</name>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="39"/>
        <source>%1: torque on, %2</source>
        <translation>%1：扭矩已启用，%2</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="40"/>
        <source>%1: link lost</source>
        <translation>%1：连接丢失</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="41"/>
        <source>%1: stopped %2</source>
        <translation>%1：%2已停止</translation>
    </message>
    <message>
        <location filename="../widgets/safety_bar.cpp" line="42"/>
        <source>%1: stop NOT confirmed</source>
        <translation>%1：停止未得到确认</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StepTestView</name>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="21"/>
        <source>Step</source>
        <translation>阶跃</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="22"/>
        <source>Sine</source>
        <translation>正弦</translation>
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
        <translation>运行测试</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="40"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="42"/>
        <source>Run a test to see rise time, overshoot, settling time or tracking error.</source>
        <translation>运行测试以查看上升时间、超调量、调节时间或跟踪误差。</translation>
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
        <translation>响应</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="55"/>
        <source>Amplitude:</source>
        <translation>幅值：</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="56"/>
        <source>Duration:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="57"/>
        <source>Frequency:</source>
        <translation>频率：</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="135"/>
        <source>No step found in the recording: the figures cannot be computed.</source>
        <translation>记录中没有找到阶跃：无法计算指标。</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="139"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="141"/>
        <source>Step %1 → %2 °: rise time (10–90 %) %3, overshoot %4 %, settling time (±%5 %) %6, steady-state error %7 °</source>
        <translation>阶跃 %1 → %2 °：上升时间 (10–90 %) %3，超调量 %4 %，调节时间 (±%5 %) %6，稳态误差 %7 °</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="157"/>
        <source>The recording is too short to compute the tracking error.</source>
        <translation>记录太短，无法计算跟踪误差。</translation>
    </message>
    <message>
        <location filename="../widgets/step_test_view.cpp" line="160"/>
        <source>Tracking: RMS error %1 °, max error %2 °, lag %3 ms, amplitude ratio %4</source>
        <translation>跟踪：RMS 误差 %1 °，最大误差 %2 °，滞后 %3 ms，幅值比 %4</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StereoView</name>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="187"/>
        <source>%1 pairs/s · skew p50 %2 ms, p99 %3 ms, mean %4 ms · paint p99 %5 ms</source>
        <translation>%1 对/s · 偏差 p50 %2 ms，p99 %3 ms，平均 %4 ms · 绘制 p99 %5 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="237"/>
        <source>Disparity needs a calibration (load or compute one).</source>
        <translation>视差需要标定（请加载或计算）。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="254"/>
        <source>Rectification needs a calibration (load or compute one).</source>
        <translation>校正需要标定（请加载或计算）。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="268"/>
        <source>No video: add cameras or start the simulated pair.</source>
        <translation>没有视频：请添加摄像头或启动模拟摄像头对。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="338"/>
        <source>Nothing to save: no frame has been shown yet.</source>
        <translation>没有可保存的内容：尚未显示任何帧。</translation>
    </message>
    <message>
        <location filename="../widgets/stereo_view.cpp" line="349"/>
        <source>Could not write %1 (does the folder exist and is it writable?).</source>
        <translation>无法写入 %1（文件夹是否存在且可写？）。</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::StopAckTable</name>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="13"/>
        <source>E-STOP not raised.</source>
        <translation>E-STOP 未触发。</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Stop acknowledged after</source>
        <translation>确认停止用时</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="18"/>
        <source>Bus</source>
        <translation>总线</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="37"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../widgets/stop_ack_table.cpp" line="38"/>
        <source>not confirmed: %1</source>
        <translation>未确认：%1</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::TelemetryPlot</name>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="39"/>
        <source>Mouse wheel: zoom the time axis. Drag: zoom into a time range. Double-click: reset zoom.</source>
        <translation>鼠标滚轮：缩放时间轴。拖动：放大到某个时间范围。双击：重置缩放。</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="342"/>
        <source>No telemetry channels</source>
        <translation>没有遥测通道</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="358"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="362"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../widgets/telemetry_plot.cpp" line="364"/>
        <source>zoomed</source>
        <translation>已缩放</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoTrackPlot</name>
    <message>
        <location filename="../widgets/video_track_plot.cpp" line="39"/>
        <source>XYZ (m) over time: no tracked position yet</source>
        <translation>XYZ (m) 随时间变化：尚无跟踪到的位置</translation>
    </message>
</context>
<context>
    <name>loopscope::widgets::VideoView</name>
    <message>
        <location filename="../widgets/video_view.cpp" line="144"/>
        <source>%1 · %2 fps · dropped %3 · paint p99 %4 ms</source>
        <translation>%1 · %2 fps · 丢弃 %3 · 绘制 p99 %4 ms</translation>
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
        <translation>Loopscope：面向机器人测试台的延迟测量。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="77"/>
        <source>Do not start the simulated lab (loopscope-sim).</source>
        <translation>不启动模拟实验室 (loopscope-sim)。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="79"/>
        <source>User interface language, e.g. de, ja, zh_CN or en.</source>
        <translation>用户界面语言，例如 de、ja、zh_CN 或 en。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="83"/>
        <source>Also scan TARGET (HOST:PORT or HOST:FIRST-LAST).</source>
        <translation>同时扫描 TARGET（HOST:PORT 或 HOST:FIRST-LAST）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="119"/>
        <source>Connect the Fleet tab to this MQTT broker at start (mqtt://HOST[:PORT]).</source>
        <translation>启动时把“集群”标签页连接到此 MQTT 代理(mqtt://HOST[:PORT])。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="128"/>
        <source>Record the session into FILE (MCAP) from the start, as File &gt; Record session.</source>
        <translation>从启动起将会话录制到 FILE（MCAP），同“文件 &gt; 录制会话”。</translation>
    </message>
</context>
</TS>
