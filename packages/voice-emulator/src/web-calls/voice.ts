// The assistant's audio on a web call: one 20 ms frame clock for the whole call.

import { FRAME_BYTES, FRAME_MS } from "./protocol.js";

const SILENCE = Buffer.alloc(FRAME_BYTES);
/** Most frames sent at once to catch up after a stall (the client buffers ≤ 100 ms). */
const MAX_CATCH_UP_FRAMES = 5;

interface Utterance {
  pcm: Buffer;
  offset: number;
  onHalf: () => void;
  halfReported: boolean;
  done: (spoken: boolean) => void;
}

/**
 * The assistant's mouth: one clock for the whole call that sends a frame every 20 ms, the
 * next frame of speech when there is some and silence otherwise, so the client's level
 * analysis sees speech exactly while the assistant speaks.
 */
export class Voice {
  readonly #send: (frame: Buffer) => void;
  readonly #queue: Utterance[] = [];
  #timer: ReturnType<typeof setInterval> | undefined;
  #startedAt = 0;
  #sent = 0;
  muted = false;

  readonly #now: () => number;

  constructor(send: (frame: Buffer) => void, now: () => number = () => performance.now()) {
    this.#send = send;
    this.#now = now;
  }

  start(): void {
    if (this.#timer !== undefined) return;
    this.#startedAt = this.#now();
    this.#timer = setInterval(() => this.#tick(), FRAME_MS);
  }

  // Frames follow the wall clock, not the timer's count: setInterval drifts and stalls.
  #tick(): void {
    const due = Math.floor((this.#now() - this.#startedAt) / FRAME_MS);
    if (due - this.#sent > MAX_CATCH_UP_FRAMES) this.#sent = due - MAX_CATCH_UP_FRAMES;
    while (this.#sent < due) {
      this.#sent += 1;
      // An utterance's end is told (speech-update stopped) before the frame after it: catching
      // up after a stall goes on at the next tick, not with silence ahead of that message.
      if (this.#frame() === "finished") return;
    }
  }

  /** Sends the next frame; "finished" when it was an utterance's last. */
  #frame(): "finished" | undefined {
    const current = this.#queue[0];
    if (current === undefined) {
      this.#send(SILENCE);
      return undefined;
    }
    const frame = current.pcm.subarray(current.offset, current.offset + FRAME_BYTES);
    current.offset += FRAME_BYTES;
    // Muted, the assistant keeps its timing but makes no sound.
    this.#send(this.muted ? SILENCE : frame);
    if (!current.halfReported && current.offset * 2 >= current.pcm.length) {
      current.halfReported = true;
      current.onHalf();
    }
    if (current.offset >= current.pcm.length) {
      this.#queue.shift();
      current.done(true);
      return "finished";
    }
    return undefined;
  }

  /** Speaks `pcm`; resolves true once its last frame is sent, false when cut off. */
  say(pcm: Buffer, onHalf: () => void): Promise<boolean> {
    return new Promise((resolve) => {
      this.#queue.push({ pcm, offset: 0, onHalf, halfReported: false, done: resolve });
    });
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    for (const utterance of this.#queue.splice(0)) utterance.done(false);
  }
}
