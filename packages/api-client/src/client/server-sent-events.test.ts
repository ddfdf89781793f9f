import { describe, expect, it } from "vitest";
import { readServerSentEvents } from "./server-sent-events.js";

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function read(pieces: string[]) {
  const events = [];
  for await (const event of readServerSentEvents(streamOf(pieces))) events.push(event);
  return events;
}

describe("readServerSentEvents", () => {
  it("reads named events and joins multi-line data", async () => {
    expect(await read(["event: text-delta\ndata: a\ndata: b\n\ndata: plain\n\n"])).toEqual([
      { event: "text-delta", data: "a\nb" },
      { event: "message", data: "plain" },
    ]);
  });

  it("reassembles frames, lines and characters split across chunks", async () => {
    const euro = new TextEncoder().encode("€");
    const decoder = new TextDecoder();
    const pieces = ["ev", "ent: x\r", "\ndata: 1", decoder.decode(euro.slice(0, 0)), "\r\n\r\n"];
    expect(await read(pieces)).toEqual([{ event: "x", data: "1" }]);
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: "));
        controller.enqueue(euro.slice(0, 2));
        controller.enqueue(euro.slice(2));
        controller.enqueue(new TextEncoder().encode("\n\n"));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(split)) events.push(event);
    expect(events).toEqual([{ event: "message", data: "€" }]);
  });

  it("skips comments and frames without data, and drops a frame cut off by the end", async () => {
    expect(await read([": keep-alive\n\nevent: empty\n\ndata:no-space\n\ndata: cut"])).toEqual([
      { event: "message", data: "no-space" },
    ]);
  });

  it("cancels the body when the reader stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("data: 1\n\ndata: 2\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const _event of readServerSentEvents(body)) break;
    expect(cancelled).toBe(true);
  });
});
