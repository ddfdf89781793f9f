import { DEFAULT_PLANS } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { evaluateChatModel } from "../eval/evaluate.js";
import { startFakeOpenAiServer } from "../test/fake-openai-server.js";
import type { OwnerSnapshot } from "./chat-model.js";
import { createOfflineChatModel, UNKNOWN_REPLY } from "./offline-model.js";
import { createOpenAiCompatibleModel } from "./openai-compatible-model.js";
import { createStreamSanitizer, sanitizeReply } from "./sanitize-reply.js";

const offline = createOfflineChatModel();

const owner: OwnerSnapshot = {
  businessName: "Hopper Homes",
  aiPhoneNumber: null,
  aiStatus: "yellow",
  plan: "unlimited",
  periodStart: new Date("2026-11-01T00:00:00Z"),
  callsThisPeriod: 1,
  minutesUsed: 2,
  minutesIncluded: null,
};

describe("offline chat model", () => {
  it("answers at least 90 % of the evaluation set correctly", async () => {
    const report = await evaluateChatModel(offline);
    expect(report.total).toBeGreaterThanOrEqual(40);
    expect(report.share).toBeGreaterThanOrEqual(0.9);
  });

  it.each(["Do you work in Canada?", "Is it HIPAA compliant?", "Who is the CEO?", "ok"])(
    "says it does not know rather than guess: %s",
    async (message) => {
      const reply = await offline.reply({
        mode: "marketing",
        message,
        history: [],
        plans: DEFAULT_PLANS,
      });
      expect(reply).toMatchObject({ text: UNKNOWN_REPLY, answered: false, passageIds: [] });
    },
  );

  it("uses the owner's fallback wording when a figure is missing", async () => {
    const reply = await offline.reply({
      mode: "dashboard",
      message: "What is my AI phone number?",
      history: [],
      plans: DEFAULT_PLANS,
      owner,
    });
    expect(reply.text).toMatch(/doesn't have an AI phone number yet/);
    const status = await offline.reply({
      mode: "dashboard",
      message: "Is my AI receptionist active?",
      history: [],
      plans: DEFAULT_PLANS,
      owner,
    });
    expect(status.text).toContain("being set up");
    const minutes = await offline.reply({
      mode: "dashboard",
      message: "How many minutes have I used?",
      history: [],
      plans: DEFAULT_PLANS,
      owner,
    });
    expect(minutes.text).toContain("unlimited minutes");
    expect(minutes.text).toContain("1 call");
  });

  it("keeps owner passages out of marketing and support answers", async () => {
    for (const mode of ["marketing", "support"] as const) {
      const reply = await offline.reply({
        mode,
        message: "How many calls did I get this month?",
        history: [],
        plans: DEFAULT_PLANS,
      });
      expect(reply.passageIds.some((id) => id.startsWith("owner-"))).toBe(false);
    }
  });

  it("streams its whole reply through onDelta", async () => {
    const deltas: string[] = [];
    const reply = await offline.reply(
      { mode: "marketing", message: "Is there a free trial?", history: [], plans: DEFAULT_PLANS },
      { onDelta: (delta) => deltas.push(delta) },
    );
    expect(deltas.join("")).toBe(reply.text);
  });
});

describe("OpenAI-compatible chat model", () => {
  it("logs AI_SERVICE_UNAVAILABLE and answers offline when the provider fails", async () => {
    const server = await startFakeOpenAiServer();
    try {
      server.behave({ kind: "status", status: 502 });
      const warnings: Array<Record<string, unknown>> = [];
      const model = createOpenAiCompatibleModel({
        config: { baseUrl: server.baseUrl, model: "m", timeoutMs: 1000 },
        fallback: offline,
        logger: { warn: ((details: Record<string, unknown>) => warnings.push(details)) as never },
      });
      const reply = await model.reply({
        mode: "marketing",
        message: "How much is Starter?",
        history: [],
        plans: DEFAULT_PLANS,
      });
      expect(reply.source).toBe("offline");
      expect(reply.text).toContain("$39");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ errorCode: "AI_SERVICE_UNAVAILABLE" });
      // No key configured: no authorization header is sent (Ollama, vLLM).
      expect(server.requests[0]?.authorization).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("stops without falling back when the caller aborts", async () => {
    const server = await startFakeOpenAiServer();
    try {
      server.behave({ kind: "hang" });
      const model = createOpenAiCompatibleModel({
        config: { baseUrl: server.baseUrl, model: "m", timeoutMs: 10_000 },
        fallback: offline,
        logger: { warn: () => undefined },
      });
      const controller = new AbortController();
      const pending = model.reply(
        { mode: "marketing", message: "Hi", history: [], plans: DEFAULT_PLANS },
        { signal: controller.signal },
      );
      controller.abort(new Error("visitor left"));
      await expect(pending).rejects.toThrow("visitor left");
    } finally {
      await server.close();
    }
  });
});

describe("sanitizeReply", () => {
  it.each([
    ["Hi <script>alert(1)</script>there", "Hi alert(1)there"],
    ['<img src=x onerror="alert(1)">ok', "ok"],
    ["<scr<b>ipt>x", "x"],
    ["a<!-- hidden -->b", "ab"],
    ["5 < 6 and 7 > 3", "5 < 6 and 7 > 3"],
    [
      "[click](javascript:alert(1)) [site](https://ringline.ai)",
      "click [site](https://ringline.ai)",
    ],
    ["[x]: javascript:alert(1)\nrest", "\nrest"],
    ["**bold** `**21*number#`", "**bold** `**21*number#`"],
  ])("makes %j safe", (input, output) => {
    expect(sanitizeReply(input)).toBe(output);
  });

  it("catches a tag or link split across streamed pieces", () => {
    const stream = createStreamSanitizer();
    let shown = "";
    for (const piece of ["Hi <scr", "ipt>x</scr", "ipt> [c](java", "script:alert(1", ")) ok"]) {
      shown += stream.push(piece);
    }
    shown += stream.end();
    expect(shown).toBe("Hi x c ok");
  });
});
