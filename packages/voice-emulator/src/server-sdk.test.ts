// The official server SDK, unchanged, against the emulator: `baseUrl` points it here and the
// private key is its token. It creates, lists, updates and deletes assistants, tools and
// phone numbers.

import { VapiClient, VapiError } from "@vapi-ai/server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoiceEmulator, type VoiceEmulator } from "./index.js";

let emulator: VoiceEmulator;
let vapi: VapiClient;

beforeAll(async () => {
  emulator = await startVoiceEmulator({ validateAnswers: true });
  vapi = new VapiClient({ token: emulator.privateKey, baseUrl: emulator.url, maxRetries: 0 });
});

afterAll(async () => {
  await emulator.close();
});

describe("@vapi-ai/server-sdk against the emulator", () => {
  it("creates, lists, updates and deletes assistants", async () => {
    const assistant = await vapi.assistants.create({ name: "SDK", firstMessage: "Hello" });
    expect(assistant).toMatchObject({ name: "SDK", orgId: emulator.orgId });
    expect((await vapi.assistants.list()).map((item) => item.id)).toContain(assistant.id);
    const updated = await vapi.assistants.update({ id: assistant.id, firstMessage: "Hi there" });
    expect(updated).toMatchObject({ name: "SDK", firstMessage: "Hi there" });
    expect(await vapi.assistants.get({ id: assistant.id })).toEqual(updated);
    await vapi.assistants.delete({ id: assistant.id });
    await expect(vapi.assistants.get({ id: assistant.id })).rejects.toSatisfy(
      (error) => error instanceof VapiError && error.statusCode === 404,
    );
  });

  it("creates, lists, updates and deletes tools", async () => {
    const tool = await vapi.tools.create({
      type: "function",
      function: { name: "book_table", description: "Books a table" },
      server: { url: "http://127.0.0.1:9/tools" },
    });
    expect(tool).toMatchObject({ type: "function", function: { name: "book_table" } });
    expect((await vapi.tools.list()).map((item) => item.id)).toContain(tool.id);
    const updated = await vapi.tools.update({
      id: tool.id,
      body: { type: "function", function: { name: "reserve_table" } },
    });
    expect(updated).toMatchObject({ function: { name: "reserve_table" } });
    await vapi.tools.delete({ id: tool.id });
    expect((await vapi.tools.list()).map((item) => item.id)).not.toContain(tool.id);
  });

  it("creates, lists, updates and deletes phone numbers", async () => {
    const number = await vapi.phoneNumbers.create({
      provider: "vapi",
      numberDesiredAreaCode: "646",
    });
    expect(number).toMatchObject({
      provider: "vapi",
      number: expect.stringMatching(/^\+1646\d{7}$/),
    });
    expect((await vapi.phoneNumbers.list()).map((item) => item.id)).toContain(number.id);
    const updated = await vapi.phoneNumbers.update({
      id: number.id,
      body: { provider: "vapi", name: "Main line" },
    });
    expect(updated).toMatchObject({ name: "Main line" });
    await vapi.phoneNumbers.delete({ id: number.id });
    expect((await vapi.phoneNumbers.list()).map((item) => item.id)).not.toContain(number.id);
  });

  it("is refused with the public key", async () => {
    const browser = new VapiClient({
      token: emulator.publicKey,
      baseUrl: emulator.url,
      maxRetries: 0,
    });
    await expect(browser.assistants.list()).rejects.toSatisfy(
      (error) => error instanceof VapiError && error.statusCode === 401,
    );
  });
});
