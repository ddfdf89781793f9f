/**
 * One event of a `text/event-stream` body: its `event:` name (`message` when absent) and its
 * `data:` lines joined by newlines.
 */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Reads a `text/event-stream` body as events, following the WHATWG parsing rules that matter
 * here: frames end at a blank line, `\r\n`, `\r` and `\n` all end a line, lines starting with
 * `:` are comments, one space after the colon is dropped, a frame without data is skipped, and
 * a frame cut off by the end of the body is dropped. Leaving the loop early cancels the body.
 *
 * @example
 * ```ts
 * for await (const { event, data } of readServerSentEvents(response.body, { signal })) console.log(event, data);
 * ```
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  options: { signal?: AbortSignal | undefined } = {},
): AsyncGenerator<ServerSentEvent> {
  const { signal } = options;
  signal?.throwIfAborted();
  const reader = body.getReader();
  // Not every fetch ties its body to the request's signal: cancel the body ourselves.
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  const decoder = new TextDecoder();
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];

  function* takeLines(final: boolean): Generator<ServerSentEvent> {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone \r at the end may be the first half of \r\n still in flight.
      if (!match || (match[0] === "\r" && match.index === buffer.length - 1 && !final)) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      if (line === "") {
        if (dataLines.length > 0)
          yield { event: eventName || "message", data: dataLines.join("\n") };
        eventName = "";
        dataLines = [];
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") eventName = value;
      else if (field === "data") dataLines.push(value);
    }
  }

  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      yield* takeLines(false);
    }
    finished = true;
    buffer += decoder.decode();
    yield* takeLines(true);
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // A consumer that stops early must not leave the connection open.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
