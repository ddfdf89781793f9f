import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "./test-support.js";
import {
  createWebhookPoster,
  EXCERPT_LENGTH,
  endpointAddressProblem,
  WebhookAddressRefusedError,
} from "./webhook-request.js";

const BODY = JSON.stringify({ type: "webhook.test", timestamp: "", data: {} });

describe("a webhook POST where private addresses are refused", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const post = createWebhookPoster({ allowPrivate: false });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it.each([
    (port: number) => `http://127.0.0.1:${port}/hook`,
    () => "http://10.1.2.3/hook",
    () => "https://172.20.0.1/hook",
    () => "http://192.168.1.10/hook",
    () => "http://169.254.169.254/latest/meta-data/",
    () => "http://100.64.0.1/hook",
    () => "http://0.0.0.0/hook",
    (port: number) => `http://[::1]:${port}/hook`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/hook`,
    () => "http://[fd00::1]/hook",
    () => "http://[fe80::1]/hook",
    // A name that resolves to loopback is refused at connection time, by the socket's lookup.
    (port: number) => `http://localhost:${port}/hook`,
  ])("refuses %s without sending anything", async (address) => {
    const url = address(receiver.port);
    await expect(post(url, {}, BODY)).rejects.toBeInstanceOf(WebhookAddressRefusedError);
    expect(receiver.received).toEqual([]);
  });

  it("refuses other schemes and credentials in the URL", async () => {
    await expect(post("ftp://example.com/hook", {}, BODY)).rejects.toThrow(/not called/);
    await expect(post("file:///etc/passwd", {}, BODY)).rejects.toThrow(/not called/);
    await expect(post("https://user:pass@example.com/hook", {}, BODY)).rejects.toThrow(
      /user name or password/,
    );
  });
});

describe("a webhook POST where private addresses are allowed (development, tests)", () => {
  it("reaches a local receiver and keeps the start of its answer", async () => {
    const receiver = await startReceiver(() => ({ status: 201, body: "x".repeat(5000) }));
    try {
      const post = createWebhookPoster({ allowPrivate: true });
      const answer = await post(receiver.url, { "webhook-id": "abc" }, BODY);
      expect(answer.status).toBe(201);
      expect(answer.excerpt).toBe("x".repeat(EXCERPT_LENGTH));
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.body).toBe(BODY);
      expect(receiver.received[0]?.headers["content-type"]).toBe("application/json");
    } finally {
      await receiver.close();
    }
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const receiver = await startReceiver(() => "hang");
    try {
      const post = createWebhookPoster({ allowPrivate: true, timeoutMs: 200 });
      await expect(post(receiver.url, {}, BODY)).rejects.toThrow(/no answer within/);
    } finally {
      await receiver.close();
    }
  });
});

describe("which addresses can be an endpoint", () => {
  const strict = { allowPrivate: false };
  const local = { allowPrivate: true };

  it.each([
    ["http://hooks.example.com/r", strict, "it must start with https://"],
    ["https://10.0.0.5/r", strict, "10.0.0.5 is not a public address"],
    ["https://[::1]/r", strict, "::1 is not a public address"],
    ["https://localhost/r", strict, "localhost is not a public address"],
    ["https://user:secret@hooks.example.com/r", strict, "it holds a user name or password"],
    ["ftp://hooks.example.com/r", strict, "it must start with https://"],
    ["http://10.0.0.5/r", local, "it must start with https://"],
  ])("refuses %s", async (url, rules, problem) => {
    expect(await endpointAddressProblem(url, rules)).toBe(problem);
  });

  it.each([
    ["https://93.184.216.34/hooks", strict],
    ["http://127.0.0.1:8080/hooks", local],
    ["http://localhost:5678/webhook/abc", local],
    ["https://10.0.0.5/r", local],
  ])("accepts %s", async (url, rules) => {
    expect(await endpointAddressProblem(url, rules)).toBeUndefined();
  });
});
