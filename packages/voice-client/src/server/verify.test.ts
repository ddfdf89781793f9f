import { createHmac } from "node:crypto";
import { describe, expect, test, vi } from "vitest";
import { ServerMessageVerificationError, type ServerMessageVerificationFailure } from "./errors.js";
import { signServerMessage } from "./sign.js";
import {
  createMemoryReplayCache,
  type ServerMessageHmacOptions,
  type ServerMessageReplayCache,
  type ServerMessageRequest,
  verifyOptionsFromPlan,
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
  test("the right secret is accepted, whatever the header's case, also as X-Vapi-Signature", async () => {
    for (const headers of [
      { "x-vapi-secret": SECRET },
      new Headers({ "X-Vapi-Secret": SECRET }),
      { "X-Vapi-Signature": SECRET },
    ]) {
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

// The formats an HMAC credential may sign in (the platform's `HMACAuthenticationPlan`), each
// signed here with node:crypto as the platform would, independently of `signServerMessage`.
describe("verifyServerMessage with every HMAC payload format", () => {
  const mac = (payload: string, algorithm = "sha256", secret: string | Buffer = SECRET) =>
    createHmac(algorithm, secret).update(payload).digest("hex");

  test("without timestamp: the body alone, no timestamp header needed, nothing cached", async () => {
    const replayCache = { remember: vi.fn(() => true) };
    const request = { headers: { "x-signature": mac(body) }, body };
    const options = hmacOptions({ includeTimestamp: false, replayCache });
    await expect(verifyServerMessage(request, { hmac: options })).resolves.toEqual({
      method: "hmac",
      algorithm: "sha256",
    });
    // Twice: no timestamp bounds a replay, so the receiver's inbox answers the second.
    await expect(verifyServerMessage(request, { hmac: options })).resolves.toMatchObject({
      method: "hmac",
    });
    expect(replayCache.remember).not.toHaveBeenCalled();
    // The timestamped format is still required by default.
    expect(await failureOf(verifyServerMessage(request, { hmac: hmacOptions() }))).toBe(
      "missing-timestamp",
    );
  });

  test("a timestamp header that is not signed is not checked (it could say anything)", async () => {
    const request = {
      headers: { "x-signature": mac(body), "x-timestamp": "1" },
      body,
    };
    await expect(
      verifyServerMessage(request, { hmac: hmacOptions({ includeTimestamp: false }) }),
    ).resolves.toMatchObject({ method: "hmac" });
  });

  test("a custom format with method, url, timestamp and message id, in custom headers", async () => {
    const url = "https://ringline.example/api/voice/server-messages";
    const payload = `POST\n${url}\nmsg_2abc\n${NOW_SECONDS}\n${body}`;
    const request = {
      headers: {
        "x-vapi-signature": `sha256=${mac(payload)}`,
        "x-vapi-timestamp": String(NOW_SECONDS),
        "webhook-id": "msg_2abc",
      },
      body,
      method: "POST",
    };
    const options = hmacOptions({
      payloadFormat: "{method}\n{url}\n{svix-id}\n{timestamp}\n{body}",
      signatureHeader: "x-vapi-signature",
      timestampHeader: "x-vapi-timestamp",
      messageIdHeader: "webhook-id",
      signaturePrefix: "sha256=",
      url,
    });
    await expect(verifyServerMessage(request, { hmac: options })).resolves.toMatchObject({
      method: "hmac",
      timestampMs: NOW_MS,
    });
    // Another URL, method or id is another payload.
    expect(
      await failureOf(verifyServerMessage(request, { hmac: { ...options, url: `${url}/x` } })),
    ).toBe("signature-mismatch");
    expect(
      await failureOf(
        verifyServerMessage({ ...request, method: "PUT" }, { hmac: hmacOptions(options) }),
      ),
    ).toBe("signature-mismatch");
    const withoutId = { ...request, headers: { ...request.headers, "webhook-id": "" } };
    expect(await failureOf(verifyServerMessage(withoutId, { hmac: hmacOptions(options) }))).toBe(
      "missing-message-id",
    );
  });

  test("{url} without a URL to sign is the caller's mistake, not a refusal", async () => {
    const request = { headers: { "x-signature": mac(body) }, body };
    await expect(
      verifyServerMessage(request, { hmac: hmacOptions({ payloadFormat: "{url}.{body}" }) }),
    ).rejects.toThrow(TypeError);
  });

  test("a body containing a placeholder's text is signed as it is", async () => {
    const tricky = JSON.stringify({ message: { type: "hang", note: "{timestamp}.{body}" } });
    const request = {
      headers: {
        "x-signature": mac(`${NOW_SECONDS}.${tricky}`),
        "x-timestamp": String(NOW_SECONDS),
      },
      body: tricky,
    };
    await expect(verifyServerMessage(request, { hmac: hmacOptions() })).resolves.toMatchObject({
      method: "hmac",
    });
  });

  test("a signature reused on another body is refused, in every format", async () => {
    for (const includeTimestamp of [true, false]) {
      const signedPayload = includeTimestamp ? `${NOW_SECONDS}.${body}` : body;
      const request = {
        headers: { "x-signature": mac(signedPayload), "x-timestamp": String(NOW_SECONDS) },
        body: body.replace("ended", "in-progress"),
      };
      expect(
        await failureOf(verifyServerMessage(request, { hmac: hmacOptions({ includeTimestamp }) })),
      ).toBe("signature-mismatch");
    }
  });

  test("signServerMessage signs every format as the verifier reads it", async () => {
    const options = {
      secret: SECRET,
      algorithm: "sha512" as const,
      encoding: "base64" as const,
      payloadFormat: "{svix-id}.{timestamp}.{body}",
      messageId: "msg_1",
      messageIdHeader: "webhook-id",
      signaturePrefix: "v1,",
      timestamp: NOW_SECONDS,
    };
    const signed = await signServerMessage(body, options);
    expect(signed.headers).toEqual({
      "x-signature": `v1,${createHmac("sha512", SECRET).update(`msg_1.${NOW_SECONDS}.${body}`).digest("base64")}`,
      "x-timestamp": String(NOW_SECONDS),
      "webhook-id": "msg_1",
    });
    const withoutTimestamp = await signServerMessage(body, {
      secret: SECRET,
      includeTimestamp: false,
    });
    expect(withoutTimestamp.headers).toEqual({ "x-signature": mac(body) });
  });
});

describe("verifyServerMessage with a Bearer credential", () => {
  const TOKEN = "tok_4f9a2c7e";

  test.each([
    ["Authorization: Bearer", {}, { authorization: `Bearer ${TOKEN}` }],
    ["any case of the scheme", {}, { Authorization: `bearer  ${TOKEN}` }],
    [
      "a custom header without prefix",
      { headerName: "X-Api-Key", bearerPrefixEnabled: false },
      { "x-api-key": TOKEN },
    ],
  ] as const)("%s is accepted", async (_label, options, headers) => {
    await expect(
      verifyServerMessage({ headers, body }, { bearer: { token: TOKEN, ...options } }),
    ).resolves.toEqual({ method: "bearer" });
  });

  test.each([
    ["no header", {}, {}, "missing-token"],
    ["an empty header", {}, { authorization: "" }, "missing-token"],
    ["another token", {}, { authorization: `Bearer ${TOKEN}x` }, "token-mismatch"],
    ["the token without its scheme", {}, { authorization: TOKEN }, "token-mismatch"],
    ["another scheme", {}, { authorization: `Basic ${TOKEN}` }, "token-mismatch"],
    [
      "a prefix where none is sent",
      { bearerPrefixEnabled: false },
      { authorization: `Bearer ${TOKEN}` },
      "token-mismatch",
    ],
    ["the HMAC headers instead", {}, { "x-signature": "00", "x-timestamp": "1" }, "missing-token"],
  ] as const)("%s is refused", async (_label, options, headers, reason) => {
    expect(
      await failureOf(
        verifyServerMessage({ headers, body }, { bearer: { token: TOKEN, ...options } }),
      ),
    ).toBe(reason);
  });
});

describe("verifyOptionsFromPlan: the plan given to the platform verifies what it sends", () => {
  test("an HMAC plan with every field", async () => {
    const secret = Buffer.from("raw secret bytes \u0000\u00ff").toString("base64");
    const plan = {
      type: "hmac",
      secretKey: secret,
      secretIsBase64: true,
      algorithm: "sha1",
      signatureEncoding: "base64",
      signatureHeader: "x-vapi-signature",
      timestampHeader: "",
      signaturePrefix: "sha1=",
      includeTimestamp: false,
    } as const;
    const signature = createHmac("sha1", Buffer.from(secret, "base64"))
      .update(body)
      .digest("base64");
    const request = { headers: { "x-vapi-signature": `sha1=${signature}` }, body };
    await expect(
      verifyServerMessage(request, verifyOptionsFromPlan(plan, { now: fakeClock().now })),
    ).resolves.toEqual({ method: "hmac", algorithm: "sha1" });
    // The secret taken as text is another key.
    expect(
      await failureOf(
        verifyServerMessage(request, verifyOptionsFromPlan({ ...plan, secretIsBase64: false })),
      ),
    ).toBe("signature-mismatch");
  });

  test("the platform's defaults: sha256 over `{timestamp}.{body}` in x-signature", async () => {
    const request = await signedRequest();
    const options = verifyOptionsFromPlan(
      { type: "hmac", secretKey: SECRET, algorithm: "sha256" },
      { now: fakeClock().now, replayCache: false },
    );
    await expect(verifyServerMessage(request, options)).resolves.toMatchObject({
      timestampMs: NOW_MS,
    });
  });

  test("a Bearer plan", async () => {
    const options = verifyOptionsFromPlan({
      type: "bearer",
      token: "t0k",
      headerName: "x-token",
      bearerPrefixEnabled: false,
    });
    expect(options).toEqual({
      bearer: { token: "t0k", headerName: "x-token", bearerPrefixEnabled: false },
    });
    await expect(
      verifyServerMessage({ headers: { "x-token": "t0k" }, body }, options),
    ).resolves.toEqual({ method: "bearer" });
  });
});
