// Reads an MCAP file with the reference TypeScript reader (@mcap/core, zstd
// through fzstd) and prints what it found as one JSON object on stdout:
//   node mcap_summary.mjs FILE            indexed reader: footer, summary and
//                                         summary CRC checked, every message
//                                         read through the chunk indexes
//   node mcap_summary.mjs FILE --stream   streaming reader (CRCs checked):
//                                         what can be read from the start of
//                                         a possibly truncated file
// Keys: mode, library, profile, topics, schemas [{name, encoding}],
// message_counts {topic: n}, messages_read, message_start_time and
// message_end_time (ns, as strings), chunk_count, json_errors, error (null or
// the reader's message); indexed adds statistics {message_count, chunk_count,
// channel_message_counts, message_start_time, message_end_time}; stream adds
// complete (the footer and closing magic were reached).
//   --extract-video TOPIC=FILE (indexed mode; may be repeated): the "data" of
//                                         every foxglove.CompressedVideo message
//                                         on TOPIC, base64-decoded, appended to
//                                         FILE in log-time order (an H.264
//                                         Annex B stream ffmpeg can decode);
//                                         adds video {TOPIC: {messages, bytes,
//                                         formats, frame_ids}}
// Exit code: 0 when the reader raised no error, 1 otherwise, 2 on bad usage.
import { McapIndexedReader, McapStreamReader } from "@mcap/core";
import { decompress } from "fzstd";
import { open, writeFile } from "node:fs/promises";

const decompressHandlers = {
  zstd: (buffer, size) => {
    const out = decompress(buffer, new Uint8Array(Number(size)));
    if (out.byteLength !== Number(size)) {
      throw new Error(`zstd chunk decompressed to ${out.byteLength} bytes, expected ${size}`);
    }
    return out;
  },
};

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const stream = args.includes("--stream");
const extract = new Map(); // topic -> {file, parts: [], messages, bytes, formats:Set, frameIds:Set}
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--extract-video" && i + 1 < args.length) {
    const [topic, out] = args[i + 1].split("=");
    extract.set(topic, { file: out, parts: [], messages: 0, bytes: 0, formats: new Set(), frameIds: new Set() });
  }
}
if (!file) {
  console.error("usage: node mcap_summary.mjs FILE [--stream]");
  process.exit(2);
}

// Counts of what was read, shared by both modes.
function makeTally() {
  return {
    topics: new Map(), // channel id -> topic
    schemas: new Map(), // schema id -> {name, encoding}
    counts: new Map(), // topic -> messages
    read: 0,
    start: undefined,
    end: undefined,
    jsonErrors: 0,
  };
}
const textDecoder = new TextDecoder("utf-8", { fatal: true });
function tallyMessage(tally, message) {
  const topic = tally.topics.get(message.channelId) ?? `#${message.channelId}`;
  tally.counts.set(topic, (tally.counts.get(topic) ?? 0) + 1);
  tally.read += 1;
  if (tally.start === undefined || message.logTime < tally.start) tally.start = message.logTime;
  if (tally.end === undefined || message.logTime > tally.end) tally.end = message.logTime;
  try {
    JSON.parse(textDecoder.decode(message.data));
  } catch {
    tally.jsonErrors += 1;
  }
}
function tallyJson(tally) {
  return {
    topics: [...new Set(tally.topics.values())].sort(),
    schemas: [...tally.schemas.values()].sort((a, b) => a.name.localeCompare(b.name)),
    message_counts: Object.fromEntries([...tally.counts.entries()].sort()),
    messages_read: tally.read,
    message_start_time: tally.start?.toString() ?? null,
    message_end_time: tally.end?.toString() ?? null,
    json_errors: tally.jsonErrors,
  };
}

async function readIndexed(handle) {
  const readable = {
    size: async () => BigInt((await handle.stat()).size),
    read: async (offset, length) => {
      const buffer = new Uint8Array(Number(length));
      const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, Number(offset));
      if (bytesRead !== buffer.byteLength) {
        throw new Error(`short read at ${offset}: ${bytesRead} of ${length} bytes`);
      }
      return buffer;
    },
  };
  const result = { mode: "indexed", error: null };
  const tally = makeTally();
  try {
    const reader = await McapIndexedReader.Initialize({ readable, decompressHandlers });
    result.library = reader.header.library;
    result.profile = reader.header.profile;
    for (const [id, schema] of reader.schemasById) tally.schemas.set(id, { name: schema.name, encoding: schema.encoding });
    for (const [id, channel] of reader.channelsById) tally.topics.set(id, channel.topic);
    result.chunk_count = reader.chunkIndexes.length;
    const stats = reader.statistics;
    if (stats) {
      result.statistics = {
        message_count: Number(stats.messageCount),
        chunk_count: stats.chunkCount,
        channel_message_counts: Object.fromEntries(
          [...stats.channelMessageCounts.entries()].map(([id, n]) => [tally.topics.get(id) ?? `#${id}`, Number(n)]).sort(),
        ),
        message_start_time: stats.messageStartTime.toString(),
        message_end_time: stats.messageEndTime.toString(),
      };
    }
    let previous;
    result.in_log_time_order = true;
    for await (const message of reader.readMessages({ validateCrcs: true })) {
      if (previous !== undefined && message.logTime < previous) result.in_log_time_order = false;
      previous = message.logTime;
      tallyMessage(tally, message);
      const video = extract.get(tally.topics.get(message.channelId));
      if (video) {
        const m = JSON.parse(textDecoder.decode(message.data));
        const bytes = Buffer.from(m.data, "base64");
        video.parts.push(bytes);
        video.messages += 1;
        video.bytes += bytes.length;
        video.formats.add(m.format);
        video.frameIds.add(m.frame_id);
      }
    }
    if (extract.size > 0) {
      result.video = {};
      for (const [topic, v] of extract) {
        await writeFile(v.file, Buffer.concat(v.parts));
        result.video[topic] = { messages: v.messages, bytes: v.bytes, formats: [...v.formats], frame_ids: [...v.frameIds] };
      }
    }
  } catch (error) {
    result.error = String(error?.message ?? error);
  }
  return { ...result, ...tallyJson(tally) };
}

async function readStream(handle) {
  const reader = new McapStreamReader({ validateCrcs: true, includeChunks: true, decompressHandlers });
  const result = { mode: "stream", error: null, complete: false };
  const tally = makeTally();
  let chunks = 0;
  const buffer = new Uint8Array(1 << 16);
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, null);
      if (bytesRead === 0) break;
      reader.append(buffer.subarray(0, bytesRead));
      for (let record; (record = reader.nextRecord()); ) {
        switch (record.type) {
          case "Header":
            result.library = record.library;
            result.profile = record.profile;
            break;
          case "Schema":
            tally.schemas.set(record.id, { name: record.name, encoding: record.encoding });
            break;
          case "Channel":
            tally.topics.set(record.id, record.topic);
            break;
          case "Chunk":
            chunks += 1;
            break;
          case "Message":
            tallyMessage(tally, record);
            break;
        }
      }
      if (reader.done()) break;
    }
    result.complete = reader.done();
  } catch (error) {
    result.error = String(error?.message ?? error);
  }
  result.chunk_count = chunks;
  return { ...result, ...tallyJson(tally) };
}

const handle = await open(file, "r").catch((error) => {
  console.log(JSON.stringify({ mode: stream ? "stream" : "indexed", error: String(error.message) }));
  process.exit(1);
});
const summary = stream ? await readStream(handle) : await readIndexed(handle);
await handle.close();
console.log(JSON.stringify(summary, null, 1));
process.exit(summary.error === null ? 0 : 1);
