import { createHmac } from "node:crypto";
import { describe, expect, test, vi } from "vitest";
import { ServerMessageVerificationError, type ServerMessageVerificationFailure } from "./errors.js";
import { signServerMessage } from "./sign.js";
import {
  createMemoryReplayCache,
  type ServerMessageHmacOptions,
  type ServerMessageReplayCache,
  type ServerMessageRequest,
  verifyServerMessage,
} from "./verify.js";

const SECRET = "whsec-test-secret";
const NOW_MS = Date.UTC(2026, 0, 1, 12, 0, 0);
const NOW_SECONDS = NOW_MS / 1000;
const body = JSON.stringify({ message: { type: "status-update", status: "ended" } });

// A fake clock: tests move it, nothing waits.
function fakeClock(startMs = NOW_MS) {
  const clock = { ms: startMs, now: () => clock.ms };
  return clock;
}

function hmacOptions(overrides: Partial<ServerMessageHmacOptions> = {}): ServerMessageHmacOptions {
  return {
    secret: SECRET,
    now: fakeClock().now,
    replayCache: createMemoryReplayCache(),
    ...overrides,
  };
}

async function signedRequest(
  options: Parameters<typeof signServerMessage>[1] = { secret: SECRET, timestamp: NOW_SECONDS },
  requestBody: string | Uint8Array = body,
): Promise<ServerMessageRequest> {
  const { headers } = await signServerMessage(requestBody, options);
  return { headers, body: requestBody };
}

async function failureOf(
  promise: Promise<unknown>,
): Promise<ServerMessageVerificationFailure | "resolved"> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (ServerMessageVerificationError.isInstance(error)) return error.reason;
    throw error;
  }
}

describe("signServerMessage signs what the platform signs", () => {
  test("sha256, hex, over `{timestamp}.{body}` (checked against node:crypto)", async () => {
    const signed = await signServerMessage(body, { secret: SECRET, timestamp: NOW_SECONDS });
    const expected = createHmac("sha256", SECRET).update(`${NOW_SECONDS}.${body}`).digest("hex");
    expect(signed).toEqual({
      headers: { "x-signature": expected, "x-timestamp": String(NOW_SECONDS) },
      signature: expected,
      timestamp: String(NOW_SECONDS),
    });
  });

  test("sha1, a hash the platform offers, as node:crypto computes it", async () => {
    const signed = await signServerMessage(body, {
      secret: SECRET,
      algorithm: "sha1",
      timestamp: NOW_SECONDS,
    });
    expect(signed.signature).toBe(
      createHmac("sha1", SECRET).update(`${NOW_SECONDS}.${body}`).digest("hex"),
    );
  });

  test("sha512 and base64 when asked", async () => {
    const signed = await signServerMessage(body, {
      secret: SECRET,
      algorithm: "sha512",
      encoding: "base64",
      timestamp: NOW_SECONDS,
    });
    const expected = createHmac("sha512", SECRET).update(`${NOW_SECONDS}.${body}`).digest("base64");
    expect(signed.signature).toBe(expected);
  });

  test("the default timestamp is the clock's time in whole seconds", async () => {
    const signed = await signServerMessage(body, { secret: SECRET, now: () => NOW_MS + 999 });
    expect(signed.timestamp).toBe(String(NOW_SECONDS));
  });
});

describe("verifyServerMessage with an HMAC credential", () => {
  test.each([
    ["sha1", "hex"],
    ["sha1", "base64"],
    ["sha256", "hex"],
    ["sha256", "base64"],
    ["sha512", "hex"],
    ["sha512", "base64"],
  ] as const)("a valid %s %s signature is accepted", async (algorithm, encoding) => {
    const request = await signedRequest({
      secret: SECRET,
      algorithm,
      encoding,
      timestamp: NOW_SECONDS,
    });
    await expect(
      verifyServerMessage(request, { hmac: hmacOptions({ algorithm }) }),
    ).resolves.toEqual({
      method: "hmac",
      algorithm,
      timestamp: String(NOW_SECONDS),
      timestampMs: NOW_MS,
    });
  });

  test("upper-case hex and URL-safe unpadded base64 are accepted", async () => {
    const mac = createHmac("sha256", SECRET).update(`${NOW_SECONDS}.${body}`).digest();
    const urlSafe = mac
      .toString("base64")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    for (const signature of [mac.toString("hex").toUpperCase(), urlSafe]) {
      const request = {
        headers: { "x-signature": signature, "x-timestamp": String(NOW_SECONDS) },
        body,
      };
      await expect(verifyServerMessage(request, { hmac: hmacOptions() })).resolves.toMatchObject({
        method: "hmac",
      });
    }
  });

  test("a tampered body is rejected", async () => {
    const request = await signedRequest();
    const tampered = { ...request, body: body.replace("ended", "in-progress") };
    expect(await failureOf(verifyServerMessage(tampered, { hmac: hmacOptions() }))).toBe(
      "signature-mismatch",
    );
  });

  test("a changed timestamp header is rejected even inside the tolerance", async () => {
    const request = await signedRequest();
    const headers = { ...request.headers, "x-timestamp": String(NOW_SECONDS + 1) };
    expect(
      await failureOf(verifyServerMessage({ ...request, headers }, { hmac: hmacOptions() })),
    ).toBe("signature-mismatch");
  });

  test("a signature made with another secret is rejected", async () => {
    const request = await signedRequest({ secret: "someone-else", timestamp: NOW_SECONDS });
    expect(await failureOf(verifyServerMessage(request, { hmac: hmacOptions() }))).toBe(
      "signature-mismatch",
    );
  });

  test("a signature made with the other algorithm is rejected", async () => {
    const request = await signedRequest({
      secret: SECRET,
      algorithm: "sha512",
      timestamp: NOW_SECONDS,
    });
    expect(
      await failureOf(verifyServerMessage(request, { hmac: hmacOptions({ algorithm: "sha256" }) })),
    ).toBe("signature-mismatch");
  });

  test("the raw bytes are verified, not their text decoding", async () => {
    // 0xff is not UTF-8: decoding turns it into U+FFFD and changes the bytes.
    const bytes = new Uint8Array([...new TextEncoder().encode('{"message":"'), 0xff, 0x22, 0x7d]);
    const request = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS }, bytes);
    const options = () => ({ hmac: hmacOptions() });
    await expect(verifyServerMessage(request, options())).resolves.toMatchObject({
      method: "hmac",
    });
    const decoded = { ...request, body: new TextDecoder().decode(bytes) };
    expect(await failureOf(verifyServerMessage(decoded, options()))).toBe("signature-mismatch");
    const asArrayBuffer = { ...request, body: bytes.slice().buffer };
    await expect(verifyServerMessage(asArrayBuffer, options())).resolves.toMatchObject({
      method: "hmac",
    });
  });

  test.each([
    ["exactly 300 s old", -300, "resolved"],
    ["301 s old", -301, "stale-timestamp"],
    ["exactly 300 s ahead", 300, "resolved"],
    ["301 s ahead", 301, "future-timestamp"],
  ] as const)("a timestamp %s: %s", async (_label, offsetSeconds, outcome) => {
    const request = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS + offsetSeconds });
    expect(await failureOf(verifyServerMessage(request, { hmac: hmacOptions() }))).toBe(outcome);
  });

  test("a request accepted now is stale once the fake clock moves past the tolerance", async () => {
    const clock = fakeClock();
    const request = await signedRequest();
    const options = { hmac: hmacOptions({ now: clock.now, replayCache: false }) };
    await expect(verifyServerMessage(request, options)).resolves.toMatchObject({ method: "hmac" });
    clock.ms += 301_000;
    expect(await failureOf(verifyServerMessage(request, options))).toBe("stale-timestamp");
  });

  test("the tolerance can be narrowed", async () => {
    const request = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS - 61 });
    expect(
      await failureOf(
        verifyServerMessage(request, { hmac: hmacOptions({ toleranceSeconds: 60 }) }),
      ),
    ).toBe("stale-timestamp");
  });

  test("a timestamp in milliseconds is read as milliseconds", async () => {
    const request = await signedRequest({ secret: SECRET, timestamp: NOW_MS - 5_000 });
    await expect(verifyServerMessage(request, { hmac: hmacOptions() })).resolves.toMatchObject({
      timestamp: String(NOW_MS - 5_000),
      timestampMs: NOW_MS - 5_000,
    });
  });

  test.each([
    [{ "x-timestamp": String(NOW_SECONDS) }, "missing-signature"],
    [{ "x-signature": "00" }, "missing-timestamp"],
    [{ "x-signature": "00", "x-timestamp": "soon" }, "malformed-timestamp"],
    [{ "x-signature": "00", "x-timestamp": "-5" }, "malformed-timestamp"],
    [
      { "x-signature": "not-a-signature", "x-timestamp": String(NOW_SECONDS) },
      "signature-mismatch",
    ],
  ] as const)("headers %o fail with %s", async (headers, reason) => {
    expect(await failureOf(verifyServerMessage({ headers, body }, { hmac: hmacOptions() }))).toBe(
      reason,
    );
  });

  test("Fetch Headers and Node header objects of any case are read", async () => {
    const { headers } = await signServerMessage(body, { secret: SECRET, timestamp: NOW_SECONDS });
    const fetchHeaders = new Headers(headers);
    const nodeHeaders = {
      "X-Signature": [headers["x-signature"] as string],
      "X-TIMESTAMP": headers["x-timestamp"],
    };
    for (const requestHeaders of [fetchHeaders, nodeHeaders]) {
      await expect(
        verifyServerMessage({ headers: requestHeaders, body }, { hmac: hmacOptions() }),
      ).resolves.toMatchObject({ method: "hmac" });
    }
  });

  test("custom header names and a signature prefix are honoured", async () => {
    const signing = {
      secret: SECRET,
      timestamp: NOW_SECONDS,
      signatureHeader: "x-hub-signature",
      timestampHeader: "x-hub-timestamp",
      signaturePrefix: "sha256=",
    };
    const request = await signedRequest(signing);
    expect(request.headers).toHaveProperty("x-hub-signature", expect.stringMatching(/^sha256=/));
    const { secret: _secret, timestamp: _timestamp, ...names } = signing;
    await expect(verifyServerMessage(request, { hmac: hmacOptions(names) })).resolves.toMatchObject(
      {
        method: "hmac",
      },
    );
    expect(
      await failureOf(
        verifyServerMessage(request, { hmac: hmacOptions({ ...names, signaturePrefix: "v1=" }) }),
      ),
    ).toBe("signature-mismatch");
  });

  test("a secret given as bytes signs and verifies like its text", async () => {
    const request = await signedRequest();
    const secret = new TextEncoder().encode(SECRET);
    await expect(
      verifyServerMessage(request, { hmac: hmacOptions({ secret }) }),
    ).resolves.toMatchObject({
      method: "hmac",
    });
  });
});

describe("replay protection", () => {
  test("the same signed request is accepted once, then rejected", async () => {
    const request = await signedRequest();
    const options = { hmac: hmacOptions() };
    await expect(verifyServerMessage(request, options)).resolves.toMatchObject({ method: "hmac" });
    expect(await failureOf(verifyServerMessage(request, options))).toBe("replayed");
  });

  test("re-encoding the same signature (hex to base64) is still a replay", async () => {
    const hex = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS });
    const base64 = await signedRequest({
      secret: SECRET,
      timestamp: NOW_SECONDS,
      encoding: "base64",
    });
    const options = { hmac: hmacOptions() };
    await verifyServerMessage(hex, options);
    expect(await failureOf(verifyServerMessage(base64, options))).toBe("replayed");
  });

  test("without a cache given, a process-wide default cache still rejects the replay", async () => {
    const request = await signedRequest({ secret: "default-cache-secret", timestamp: NOW_SECONDS });
    const options = { hmac: { secret: "default-cache-secret", now: () => NOW_MS } };
    await expect(verifyServerMessage(request, options)).resolves.toMatchObject({ method: "hmac" });
    expect(await failureOf(verifyServerMessage(request, options))).toBe("replayed");
  });

  test("`replayCache: false` turns the check off", async () => {
    const request = await signedRequest();
    const options = { hmac: hmacOptions({ replayCache: false }) };
    await verifyServerMessage(request, options);
    await expect(verifyServerMessage(request, options)).resolves.toMatchObject({ method: "hmac" });
  });

  test("an injected cache gets the MAC as key, expiry at timestamp + tolerance, and the clock", async () => {
    const remember = vi.fn<ServerMessageReplayCache["remember"]>(async () => true);
    const request = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS - 10 });
    await verifyServerMessage(request, { hmac: hmacOptions({ replayCache: { remember } }) });
    const mac = createHmac("sha256", SECRET)
      .update(`${NOW_SECONDS - 10}.${body}`)
      .digest("hex");
    expect(remember).toHaveBeenCalledExactlyOnceWith(
      `sha256:${mac}`,
      NOW_MS - 10_000 + 300_000,
      NOW_MS,
    );
  });

  test("an injected cache that has seen the key makes it a replay", async () => {
    const request = await signedRequest();
    const seenEverything: ServerMessageReplayCache = { remember: async () => false };
    expect(
      await failureOf(
        verifyServerMessage(request, { hmac: hmacOptions({ replayCache: seenEverything }) }),
      ),
    ).toBe("replayed");
  });

  test("requests that fail verification never reach the cache", async () => {
    const remember = vi.fn<ServerMessageReplayCache["remember"]>(() => true);
    const request = await signedRequest({ secret: "someone-else", timestamp: NOW_SECONDS });
    const stale = await signedRequest({ secret: SECRET, timestamp: NOW_SECONDS - 1_000 });
    for (const candidate of [request, stale]) {
      await failureOf(
        verifyServerMessage(candidate, { hmac: hmacOptions({ replayCache: { remember } }) }),
      );
    }
    expect(remember).not.toHaveBeenCalled();
  });
});

describe("createMemoryReplayCache", () => {
  test("forgets a key once it expires", () => {
    const cache = createMemoryReplayCache();
    expect(cache.remember("a", 1_000, 0)).toBe(true);
    expect(cache.remember("a", 1_000, 999)).toBe(false);
    expect(cache.remember("a", 2_000, 1_000)).toBe(true);
  });

  test("when full, drops expired keys before live ones", () => {
    const cache = createMemoryReplayCache({ maxEntries: 2 });
    cache.remember("lives-long", 10_000, 0);
    cache.remember("expires-early", 100, 0);
    // Full: "expires-early" goes, though "lives-long" is older.
    cache.remember("new", 10_000, 500);
    expect(cache.remember("lives-long", 10_000, 600)).toBe(false);
    expect(cache.remember("new", 10_000, 600)).toBe(false);
  });

  test("when full of live keys, drops the oldest: the size stays bounded", () => {
    const cache = createMemoryReplayCache({ maxEntries: 2 });
    cache.remember("first", 10_000, 0);
    cache.remember("second", 10_000, 0);
    cache.remember("third", 10_000, 0);
    expect(cache.remember("second", 10_000, 1)).toBe(false);
    expect(cache.remember("third", 10_000, 1)).toBe(false);
    // "first" was dropped to make room, so it is new again (and drops "second" in turn).
    expect(cache.remember("first", 10_000, 1)).toBe(true);
  });

  test("rejects a size that is not a positive integer", () => {
    expect(() => createMemoryReplayCache({ maxEntries: 0 })).toThrow(RangeError);
  });
});

describe("verifyServerMessage with the legacy X-Vapi-Secret header", () => {
  test("the right secret is accepted, whatever the header's case", async () => {
    for (const headers of [{ "x-vapi-secret": SECRET }, new Headers({ "X-Vapi-Secret": SECRET })]) {
      await expect(
        verifyServerMessage({ headers, body }, { legacySecret: SECRET }),
      ).resolves.toEqual({
        method: "legacy-secret",
      });
    }
  });

  test.each([
    ["a wrong secret", { "x-vapi-secret": "whsec-test-secreT" }, "secret-mismatch"],
    ["a prefix of the secret", { "x-vapi-secret": SECRET.slice(0, -1) }, "secret-mismatch"],
    ["the secret and more", { "x-vapi-secret": `${SECRET}x` }, "secret-mismatch"],
    // Zero bytes compare equal byte by byte: only the length tells these apart.
    ["the secret and a NUL", { "x-vapi-secret": `${SECRET}\u0000` }, "secret-mismatch"],
    ["no header", {}, "missing-secret"],
  ] as const)("%s is rejected", async (_label, headers, reason) => {
    expect(await failureOf(verifyServerMessage({ headers, body }, { legacySecret: SECRET }))).toBe(
      reason,
    );
  });

  test("a verification error is a 401 with its own code", async () => {
    const error = await verifyServerMessage({ headers: {}, body }, { legacySecret: SECRET }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServerMessageVerificationError);
    expect(error).toMatchObject({
      code: "VAPI_SERVER_MESSAGE_UNVERIFIED",
      status: 401,
      reason: "missing-secret",
      isRetryable: false,
    });
  });
});
