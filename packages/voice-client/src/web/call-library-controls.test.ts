import { describe, expect, test } from "vitest";
import { WebCallError } from "./errors.js";
import { installFakeClock, setup } from "./web-call.fixtures.js";

installFakeClock();

async function joined() {
  const context = setup();
  await context.call.start("asst_1");
  return context;
}

async function refusal(promise: Promise<unknown>): Promise<WebCallError> {
  const error = await promise.then(
    () => new Error("accepted"),
    (cause: unknown) => cause,
  );
  if (!WebCallError.isInstance(error)) throw error;
  return error;
}

describe("call-library operations go through the rules, then the transport", () => {
  test("each accepted operation reaches the transport once, in order", async () => {
    const { call, fake } = await joined();
    const dialOut = await call.startDialOut({ phoneNumber: "+14155550100", callerId: "caller-1" });
    await call.sendDTMF({ sessionId: "dial-out-1", tones: "0123456789ABCD*#" });
    await call.sipCallTransfer({ sessionId: "dial-out-1", toEndPoint: "sip:desk@example.com" });
    await call.stopDialOut("dial-out-1");
    await call.setUserData({ plan: "pro" });
    await call.setMeetingSessionData({ topic: "billing" }, "shallow-merge");
    await call.updateSendSettings({ video: { encodings: { low: {}, medium: {} } } });
    await call.setVideoProcessor({ type: "background-blur", config: { strength: 1 } });
    expect(dialOut).toEqual({ session: { sessionId: "dial-out-1" } });
    expect(fake.requests.map((request) => request.method)).toEqual([
      "startDialOut",
      "sendDTMF",
      "sipCallTransfer",
      "stopDialOut",
      "setUserData",
      "setMeetingSessionData",
      "updateSendSettings",
      "setVideoProcessor",
    ]);
  });

  test.each([
    [
      "both a SIP URI and a phone number",
      (call: Call) => call.startDialOut({ sipUri: "sip:a@b", phoneNumber: "+14155550100" }),
    ],
    [
      "a number the platform calls non-E.164",
      (call: Call) => call.startDialOut({ phoneNumber: "+001234567890" }),
    ],
    [
      "a callerId with a SIP URI",
      (call: Call) => call.startDialOut({ sipUri: "sip:a@b", callerId: "caller-1" }),
    ],
    [
      "a canReceive permission with an unknown key",
      (call: Call) =>
        call.startDialOut({ sipUri: "sip:a@b", permissions: { canReceive: { everyone: true } } }),
    ],
    ["21 DTMF tones", (call: Call) => call.sendDTMF({ sessionId: "s", tones: "1".repeat(21) })],
    [
      "a transfer to a tel: URI",
      (call: Call) => call.sipCallTransfer({ sessionId: "s", toEndPoint: "tel:+14155550100" }),
    ],
    ["userData over 4096 characters", (call: Call) => call.setUserData("x".repeat(4095))],
    [
      "session data over 102,400 bytes",
      (call: Call) => call.setMeetingSessionData("é".repeat(51_200)),
    ],
    [
      "an unknown merge strategy",
      (call: Call) => call.setMeetingSessionData({}, "deep-merge" as "replace"),
    ],
    [
      "low and high encodings without medium",
      (call: Call) => call.updateSendSettings({ video: { encodings: { low: {}, high: {} } } }),
    ],
    [
      "a blur of strength 0",
      (call: Call) => call.setVideoProcessor({ type: "background-blur", config: { strength: 0 } }),
    ],
    [
      "a reserved track name",
      (call: Call) =>
        call.startCustomTrack({ track: {} as MediaStreamTrack, trackName: "cam-video" }),
    ],
  ])("%s is refused with validation-failed and never reaches the transport", async (_, run) => {
    const { call, fake } = await joined();
    const error = await refusal(run(call));
    expect(error.code).toBe("validation-failed");
    expect(fake.requests).toEqual([]);
  });

  test("session data of exactly 102,400 bytes of JSON is accepted (bytes, not characters)", async () => {
    const { call, fake } = await joined();
    // Two quotes and 51,199 two-byte characters: 102,400 bytes, though only 51,201 characters.
    const refused = await refusal(call.setMeetingSessionData(`${"é".repeat(51_199)}a`));
    expect(refused.message).toMatch(/102400 bytes/);
    await call.setMeetingSessionData("é".repeat(51_199));
    expect(fake.requests).toHaveLength(1);
  });

  test("without a call, an operation is refused with not-joined", async () => {
    const { call } = setup();
    expect((await refusal(call.setUserData({}))).code).toBe("not-joined");
  });
});

describe("access levels", () => {
  test("a participant in the lobby cannot send or use the library until let in", async () => {
    const { call, fake } = await joined();
    fake.accessLevel("lobby");
    expect(() => call.say("Hello")).toThrow(/access is lobby/);
    expect((await refusal(call.setUserData({}))).code).toBe("not-joined");
    fake.accessLevel("full");
    call.say("Hello");
    await call.setUserData({});
    expect(fake.sent).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("the rules of the methods Vapi has", () => {
  test("the local audio level interval is at least 100 ms", async () => {
    const { call } = await joined();
    expect((await refusal(call.startLocalAudioLevelObserver(99))).code).toBe("validation-failed");
    await call.startLocalAudioLevelObserver(100);
  });

  test("a recording type is cloud, raw-tracks or local", async () => {
    const { call, fake } = await joined();
    expect(() => call.startRecording({ type: "cloud-audio-only" as "cloud" })).toThrow(
      /cloud, raw-tracks or local/,
    );
    call.startRecording({ type: "raw-tracks" });
    expect(fake.log.at(-1)).toBe("startRecording:raw-tracks");
  });
});

type Call = ReturnType<typeof setup>["call"];
