import type { TForwardingTest, TTestCallKind } from "@ringline/api-client";
import type { VoicePlatformClient } from "@ringline/voice-client";
import { TEST_CALL_WINDOW_MS } from "../calls/end-of-call.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

// The owner's test calls. First "call your Ringline number from your cell": the page shows the
// call arrive, the greeting and what is said as it is said. Then "test my forwarding": a call to
// the owner's business line must reach the Ringline number and be answered by their
// receptionist. Both watch the platform for an inbound call to the number since the test
// started. On the embedded emulator there is no phone network, so the product places the call
// itself (the forwarded one from the owner's business number, the cell one from a test cell
// number, paced as it would be spoken) and the page says it simulated it; on the hosted
// platform the owner dials.

interface PlatformCall {
  id: string;
  type?: string;
  status?: string;
  createdAt?: string;
  startedAt?: string;
  phoneNumberId?: string;
  assistantId?: string;
  customer?: { number?: string };
  messages?: Array<{ role?: string; message?: string }>;
}

/** The "cell" the emulator calls from: there is no owner's cell on a simulated network. */
export const SIMULATED_CELL = "+15125550123";

/** What the simulated caller says on each test call. */
const SCRIPTS: Record<TTestCallKind, string[]> = {
  cell: ["Hi! I'm trying out my new receptionist. Thanks, goodbye!"],
  forwarding: ["Hi, I'm checking that my calls are forwarded to you. Thanks, goodbye!"],
};

/** The call record's lines as the owner reads them: who said what, in order. */
function transcriptOf(call: PlatformCall): NonNullable<TForwardingTest["call"]>["transcript"] {
  const lines: NonNullable<TForwardingTest["call"]>["transcript"] = [];
  for (const message of call.messages ?? []) {
    const text = message.message?.trim();
    if (!text) continue;
    if (message.role === "bot" || message.role === "assistant") {
      lines.push({ speaker: "receptionist", text });
    } else if (message.role === "user") {
      lines.push({ speaker: "caller", text });
    }
  }
  return lines;
}

/** E.164 for a North American number written any way; a fixed test caller otherwise. */
export function callerNumber(primaryPhone: string): string {
  const digits = primaryPhone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  if (primaryPhone.trim().startsWith("+") && digits.length >= 8) return `+${digits}`;
  return "+15550100000";
}

/**
 * Arms the owner's test-call window: inbound calls that start in the next ten minutes are logged
 * as tests (listed as "Test call", kept out of statistics and usage). Called when the owner
 * starts a test, so the call it makes is never counted as a customer's call.
 */
export async function armTestCalls(db: Database, userId: string, now: number): Promise<void> {
  await db.prisma.customer.updateMany({
    where: { userId },
    data: { testCallsUntil: new Date(now + TEST_CALL_WINDOW_MS) },
  });
}

export interface ForwardingTestTarget {
  phoneNumberId: string;
  number: string;
  assistantId: string;
  primaryPhone: string;
}

export function createForwardingTest(options: {
  voice: VoicePlatform | undefined;
  client: () => VoicePlatformClient;
  now: () => number;
}) {
  async function status(
    target: ForwardingTestTarget,
    since: string,
    placed: boolean,
  ): Promise<TForwardingTest> {
    let calls: PlatformCall[];
    try {
      calls = (await options.client().call.list({
        phoneNumberId: target.phoneNumberId,
        createdAtGe: since,
        limit: 20,
      } as never)) as PlatformCall[];
    } catch (error) {
      throw AppError.isInstance(error)
        ? error
        : new AppError("VAPI_CALL_LOGS_FETCH_FAILED", { cause: error });
    }
    const call = calls
      .filter(
        (candidate) =>
          candidate.type === "inboundPhoneCall" &&
          candidate.phoneNumberId === target.phoneNumberId &&
          (candidate.createdAt ?? "") >= since,
      )
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))[0];
    if (!call) return { since, placedByRingline: placed, status: "waiting", call: null };
    const transcript = transcriptOf(call);
    const greeting = transcript.find((line) => line.speaker === "receptionist")?.text ?? null;
    const answered =
      call.assistantId === target.assistantId &&
      (call.status === "in-progress" || call.status === "ended");
    return {
      since,
      placedByRingline: placed,
      status: answered ? "answered" : "arrived",
      call: {
        id: call.id,
        from: call.customer?.number ?? null,
        to: target.number,
        greeting,
        startedAt: call.startedAt ?? call.createdAt ?? since,
        transcript,
        ended: call.status === "ended",
      },
    };
  }

  return {
    status,

    /** Starts a test call; on the emulator the call is placed at once. */
    async start(target: ForwardingTestTarget, kind: TTestCallKind): Promise<TForwardingTest> {
      const voice = options.voice;
      if (!voice) throw new AppError("AI_SERVICE_UNAVAILABLE");
      // A second's margin: the platform's clock and ours may differ slightly.
      const since = new Date(options.now() - 1000).toISOString();
      if (voice.kind !== "emulator") return status(target, since, false);
      let response: Response;
      try {
        response = await fetch(`${voice.baseUrl}/__emulator/calls/inbound`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${voice.privateKey}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            number: target.number,
            from: kind === "cell" ? SIMULATED_CELL : callerNumber(target.primaryPhone),
            script: SCRIPTS[kind],
            // The cell test is watched live: its lines take as long as they would to say.
            pace: kind === "cell" ? "real" : "simulated",
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new AppError("VAPI_CALL_FAILED", { cause: error });
      }
      if (!response.ok) throw new AppError("VAPI_CALL_FAILED");
      return status(target, since, true);
    },
  };
}
