import type { TForwardingTest } from "@ringline/api-client";
import type { VoicePlatformClient } from "@ringline/voice-client";
import { TEST_CALL_WINDOW_MS } from "../calls/end-of-call.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

// "Test my forwarding": a call to the owner's business line must reach the Ringline number and
// be answered by their receptionist. The check watches the platform for an inbound call to the
// number since it started. On the embedded emulator there is no phone network, so the product
// places that call itself (a simulated inbound call from the owner's business number); on the
// hosted platform the owner dials their business line from another phone.

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
    const greeting =
      call.messages?.find((message) => message.role === "bot" || message.role === "assistant")
        ?.message ?? null;
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
      },
    };
  }

  return {
    status,

    /** Starts the check; on the emulator the call is placed at once. */
    async start(target: ForwardingTestTarget): Promise<TForwardingTest> {
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
            from: callerNumber(target.primaryPhone),
            script: ["Hi, I'm checking that my calls are forwarded to you. Thanks, goodbye!"],
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
