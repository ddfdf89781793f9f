import { createHash } from "node:crypto";
import {
  isKnownServerMessage,
  parseServerMessage,
  type ServerMessage,
  type ServerMessageAuthenticationPlan,
  type ServerMessageEnvelope,
  ServerMessageSchemaError,
  ServerMessageVerificationError,
  type UnknownServerMessageEnvelope,
  verifyOptionsFromPlan,
  verifyServerMessage,
} from "@ringline/voice-client/server";
import type { Request } from "express";
import type { Logger } from "pino";
import { AppError } from "../../core/errors.js";
import { storableJson } from "../../core/storable-json.js";
import type { CallOwner, CallOwners } from "../call-owner.js";
import type { Answers } from "./answers.js";
import type { InboxEntry, ServerMessageInbox } from "./inbox.js";

// POST /api/voice/server-messages: verify (the receptionists' credential: by default an HMAC of
// `{timestamp}.{body}`, ±300 s; or the HMAC format or Bearer token the settings choose; the
// static `X-Vapi-Secret` only when one is configured), read, find whose call it is from the
// platform's ids, store, then answer: at once for the messages the platform waits on,
// `{ received: true }` for the others. A redelivery is answered from the inbox.

/**
 * How to answer a message the platform waits on (tool calls, the assistant request, the
 * transfer destination, and the requests the product's assistants never make but a server
 * may be sent: handoff, knowledge base, endpointing, campaign pre-dial); null for the others,
 * acknowledged at once (an end-of-call report's effects are applied after the answer). A voice
 * request is answered with audio (`ServerMessageReply`).
 */
function answering(message: ServerMessage, owner: CallOwner | null, answers: Answers) {
  switch (message.type) {
    case "tool-calls":
      return () => answers.toolCalls(message, owner);
    case "assistant-request":
      return () => answers.assistantRequest(message, owner);
    case "transfer-destination-request":
      return () => answers.transferDestinationRequest(message, owner);
    case "handoff-destination-request":
      return () => answers.handoffDestinationRequest();
    case "knowledge-base-request":
      return () => answers.knowledgeBaseRequest();
    case "call.endpointing.request":
      return () => answers.endpointingRequest(message);
    case "campaign.predial":
      return () => answers.campaignPredial();
    default:
      return null;
  }
}

/**
 * What the platform gets back: JSON (an answer, or `{ received, duplicate }`), or audio for a
 * voice request (1-channel 16-bit raw PCM, as its description asks).
 */
export type ServerMessageReply = { json: Record<string, unknown> } | { audio: Buffer };

/**
 * A tenth of a second of silence at `sampleRate`: the answer to a voice request, which only a
 * custom voice sends and no receptionist uses (nothing to say, in the format asked for).
 */
function silence(sampleRate: number): Buffer {
  const rate =
    Number.isInteger(sampleRate) && sampleRate > 0 && sampleRate <= 96_000 ? sampleRate : 24_000;
  return Buffer.alloc(Math.round(rate / 10) * 2);
}

export interface ReceiveOptions {
  /** The receptionists' webhook credential (HMAC or Bearer), secret included. */
  credential: ServerMessageAuthenticationPlan;
  /** The URL the platform sends to, for a payload format that signs `{url}`. */
  serverUrl: string;
  /** A static `X-Vapi-Secret` (or `X-Vapi-Signature`), accepted only when configured. */
  legacySecret?: string | undefined;
  now: () => number;
  logger: Logger;
  owners: CallOwners;
  answers: Answers;
  inbox: ServerMessageInbox;
  /** A pending message was stored: have the drain run soon. */
  onPending(): void;
}

/**
 * The key under which a delivery is stored once: type, call id and the message's timestamp
 * (what a platform retry repeats), with the status of a status update and the ids of tool
 * calls; a message without call or timestamp is keyed by its body's hash.
 */
export function deliveryKey(
  envelope: ServerMessageEnvelope | UnknownServerMessageEnvelope,
  body: Buffer,
): string {
  const { message } = envelope;
  const known = isKnownServerMessage(envelope) ? envelope.message : null;
  const callId = message.call?.id || null;
  const timestamp = message.timestamp ?? null;
  const type = String(message.type);
  if (!callId || timestamp === null) {
    return `${type.slice(0, 60)}:sha256:${createHash("sha256").update(body).digest("hex")}`;
  }
  let detail = "";
  if (known?.type === "status-update") detail = `:${known.status}`;
  if (known?.type === "tool-calls") {
    detail = `:${known.toolCallList.map((call) => call.id).join(",")}`;
  }
  const key = `${type}:${callId}:${timestamp}${detail}`;
  // The column holds 255 characters: a longer key (many tool calls, an over-long call id) is
  // kept as its hash, the same for every delivery of the message.
  return key.length <= 255
    ? key
    : `${type.slice(0, 60)}:sha256:${createHash("sha256").update(key).digest("hex")}`;
}

function bodyOf(request: Request): Buffer {
  const body: unknown = request.body;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.alloc(0);
}

/**
 * The body with NUL and unpaired surrogates made U+FFFD in every string and key: PostgreSQL's
 * JSON refuses them, and a message that can never be stored would be retried for ever (and
 * fail the deliveries stored with it). A body that is not JSON is left for the parser to refuse.
 */
function storableBody(body: Buffer): Buffer {
  const text = body.toString("utf8");
  // The usual message has neither: keep it as it is, without parsing it one more time. (A raw
  // NUL or lone surrogate cannot be in JSON text itself: only as a `\u` escape, or decoded
  // from broken UTF-8 as U+FFFD already.)
  if (!text.startsWith("\uFEFF") && !/\\u(?:0000|[dD][89a-fA-F])/.test(text)) return body;
  try {
    // A byte-order mark may lead JSON text (RFC 8259 lets readers ignore it); the parser does.
    return Buffer.from(JSON.stringify(storableJson(JSON.parse(text.replace(/^\uFEFF/, "")))));
  } catch {
    return body;
  }
}

export function createServerMessageReceiver(options: ReceiveOptions) {
  // No replay refusal: a byte-identical redelivery (the platform retrying without signing
  // again, or the same message on another instance) is verified, found in the inbox by its key
  // and answered as the first was, on any instance. A signature on another body does not
  // verify; a signed timestamp's 300 s window still bounds a replay.
  const credential = verifyOptionsFromPlan(options.credential, {
    now: options.now,
    replayCache: false,
    url: options.serverUrl,
  });

  async function verify(request: Request, body: Buffer): Promise<void> {
    const signed = { headers: request.headers, body, method: request.method };
    try {
      try {
        await verifyServerMessage(signed, credential);
      } catch (error) {
        // The legacy secret, when configured, for a delivery that carries one.
        const legacy =
          options.legacySecret !== undefined &&
          ServerMessageVerificationError.isInstance(error) &&
          (request.header("x-vapi-secret") !== undefined ||
            request.header("x-vapi-signature") !== undefined);
        if (!legacy) throw error;
        await verifyServerMessage(signed, { legacySecret: options.legacySecret as string });
      }
    } catch (error) {
      if (ServerMessageVerificationError.isInstance(error)) {
        options.logger.warn({ reason: error.reason }, "server message refused");
        throw new AppError("VOICE_SERVER_MESSAGE_REFUSED", {
          message: `The server message could not be verified (${error.reason}).`,
          cause: error,
        });
      }
      throw error;
    }
  }

  return {
    async receive(request: Request): Promise<ServerMessageReply> {
      const body = bodyOf(request);
      await verify(request, body);
      // Checked as signed, read as stored: NUL and broken characters as U+FFFD.
      const readable = storableBody(body);
      let envelope: ServerMessageEnvelope | UnknownServerMessageEnvelope;
      try {
        // A type the platform added since is acknowledged and kept (stored, no effect).
        envelope = parseServerMessage(readable, { unknownTypes: "accept" });
      } catch (error) {
        if (ServerMessageSchemaError.isInstance(error)) {
          throw new AppError("API_VALIDATION_ERROR", {
            message: `Not a server message: ${error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
            cause: error,
          });
        }
        throw error;
      }
      const { message } = envelope;
      const type = String(message.type);
      const owner = await options.owners.ofMessage(message);
      const entry: InboxEntry = {
        key: deliveryKey(envelope, body),
        type: type.slice(0, 100),
        // Stored as received: the body was parsed above, so it is JSON.
        payload: undefined,
        payloadText: readable.toString("utf8"),
        customerId: owner?.customerId ?? null,
      };
      const known = isKnownServerMessage(envelope) ? envelope.message : null;
      const compute = known && answering(known, owner, options.answers);
      if (compute) return { json: (await options.inbox.answerOnce(entry, compute)).answer };
      if (known?.type === "voice-request") {
        await options.inbox.store(entry, "processed");
        return { audio: silence(known.sampleRate) };
      }
      if (known?.type !== "end-of-call-report") {
        const { duplicate } = await options.inbox.store(entry, "processed");
        return { json: { received: true, duplicate } };
      }
      if (owner === null) {
        // Kept, visible and replayable once the call's receptionist is known again.
        const { duplicate } = await options.inbox.store(
          entry,
          "failed",
          "no receptionist has this call's assistant or phone number",
        );
        return { json: { received: true, duplicate } };
      }
      const { duplicate } = await options.inbox.store(entry, "pending");
      if (!duplicate) options.onPending();
      return { json: { received: true, duplicate } };
    },
  };
}
