// Call recordings: a mono 16-bit PCM WAV at 8 kHz synthesised from the call's speech turns.
// The assistant's turns are a voiced tone, the caller's a noisier one, both shaped by a
// syllable-rate envelope, with a faint noise floor between turns. Rendered on request from
// the stored timeline, so a recording costs no memory until someone downloads it. Web calls
// stream the same voice live (`renderSpeech`).

/** One stretch of speech in a recording, in seconds from the call's start. */
export interface SpeechTurn {
  role: "assistant" | "user";
  start: number;
  end: number;
}

const SAMPLE_RATE = 8000;
const MAX_SECONDS = 3600;
/** The simulated voices' pace, for phone calls' clock and web calls' audio alike. */
const SECONDS_PER_WORD = 0.32;

/** How long saying `text` takes: about 0.3 s a word, never under 0.8 s. */
export function speechSeconds(text: string): number {
  const words = text.split(/\s+/).filter((word) => word !== "").length;
  return Math.max(0.8, words * SECONDS_PER_WORD);
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

// The voice: a tone with two overtones (the assistant's lower and cleaner, the caller's
// higher and breathier) shaped by four syllables a second and faded in and out at the edges.
function writeVoice(
  data: Buffer,
  sampleRate: number,
  from: number,
  to: number,
  role: SpeechTurn["role"],
  noise: () => number,
): void {
  const pitch = role === "assistant" ? 180 : 240;
  const breath = role === "assistant" ? 0.08 : 0.3;
  const length = (to - from) / sampleRate;
  for (let index = from; index < to; index++) {
    const t = (index - from) / sampleRate;
    const syllable = Math.abs(Math.sin(Math.PI * 4 * t));
    const edge = Math.min(1, t / 0.05, (length - t) / 0.05);
    const voice =
      0.6 * Math.sin(2 * Math.PI * pitch * t) +
      0.3 * Math.sin(2 * Math.PI * pitch * 2 * t) +
      0.1 * Math.sin(2 * Math.PI * pitch * 3 * t);
    const value = (voice * (1 - breath) + noise() * breath) * syllable * edge * 12000;
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), index * 2);
  }
}

// A fixed-seed generator: the same input always gives the same bytes.
function noiseSource(): () => number {
  let seed = 0x2545f491;
  return () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) / 0xffffffff) * 2 - 1;
  };
}

/** Renders a WAV file for the given turns; `durationSeconds` at least covers the last turn. */
export function renderRecording(turns: readonly SpeechTurn[], durationSeconds: number): Buffer {
  const lastEnd = turns.reduce((end, turn) => Math.max(end, turn.end), 0);
  const seconds = Math.min(MAX_SECONDS, Math.max(durationSeconds, lastEnd, 0.5));
  const samples = Math.ceil(seconds * SAMPLE_RATE);
  const data = Buffer.alloc(samples * 2);
  const noise = noiseSource();
  for (let index = 0; index < samples; index++) {
    data.writeInt16LE(Math.round(noise() * 60), index * 2);
  }
  for (const turn of turns) {
    const first = Math.max(0, Math.floor(turn.start * SAMPLE_RATE));
    const last = Math.min(samples, Math.ceil(turn.end * SAMPLE_RATE));
    writeVoice(data, SAMPLE_RATE, first, last, turn.role, noise);
  }
  return Buffer.concat([wavHeader(data.length), data]);
}

/**
 * Live speech for a web call: `seconds` of the same voice as the recordings, as PCM signed
 * 16-bit little-endian mono at `sampleRate`, padded with silence to whole `frameSamples`.
 */
export function renderSpeech(
  seconds: number,
  sampleRate: number,
  frameSamples: number,
  role: SpeechTurn["role"] = "assistant",
): Buffer {
  const voiced = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(Math.ceil(voiced / frameSamples) * frameSamples * 2);
  writeVoice(data, sampleRate, 0, voiced, role, noiseSource());
  return data;
}
