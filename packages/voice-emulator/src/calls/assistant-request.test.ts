// Which calls ask a server for their assistant: only inbound phone calls to a number without
// one, as on the platform (calls.test.ts covers the inbound cases).

import { afterEach, describe, expect, it } from "vitest";
import { describeMessage, type Received, startWithReceiver } from "./test-receiver.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("assistant-request", () => {
  // The org server would answer an assistant-request with another assistant: any request
  // sent shows in what it received, and in what the call then says.
  const answerWithOtherAssistant = (item: Received) =>
    item.message.type === "assistant-request"
      ? { body: { assistant: { firstMessage: "I am the server's assistant." } } }
      : undefined;

  it("is not sent for an outbound call created with an assistantId", async () => {
    const { receiver, emulator, vapi } = await startWithReceiver(
      cleanups,
      answerWithOtherAssistant,
      {
        serverUrl: "/org",
      },
    );
    const assistant = await vapi.assistant.create({
      name: "Caller",
      firstMessage: "Hi, this is Ringline calling.",
    });
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    const customer = { number: "+14155550124" };
    const created = await vapi.call.create({
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer,
    });
    const phone = await vapi.call.createPhone({
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer,
    });
    await emulator.settle();
    for (const call of [created, phone] as { id: string }[]) {
      const types = emulator.deliveries({ callId: call.id }).map((item) => item.type);
      expect(types[0]).toBe("status-update");
      expect(types).not.toContain("assistant-request");
      const ended = (await vapi.call.get(call.id)) as { artifact?: { transcript?: string } };
      expect(ended.artifact?.transcript).toContain("AI: Hi, this is Ringline calling.");
    }
    expect(receiver.received.map((item) => item.message.type)).not.toContain("assistant-request");
  });

  it("is not sent for an outbound call whose assistant cannot be resolved", async () => {
    const { receiver, emulator, vapi } = await startWithReceiver(
      cleanups,
      answerWithOtherAssistant,
      {
        serverUrl: "/org",
      },
    );
    const member = await vapi.assistant.create({ name: "Gone" });
    const squad = await vapi.squad.create({ members: [{ assistantId: member.id }] });
    await vapi.assistant.delete(member.id);
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    const call = (await vapi.call.create({
      squadId: squad.id,
      phoneNumberId: number.id,
      customer: { number: "+14155550125" },
    })) as { id: string };
    await emulator.settle();
    expect(await vapi.call.get(call.id)).toMatchObject({
      status: "ended",
      endedReason: "assistant-not-found",
    });
    expect(receiver.received.map(describeMessage)).toEqual([
      "/org status-update ended",
      "/org end-of-call-report",
    ]);
  });
});
