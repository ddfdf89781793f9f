import { createHash } from "node:crypto";
import {
  parseServerMessage,
  type ServerMessageAuthenticationPlan,
  ServerMessageSchemaError,
  ServerMessageVerificationError,
  verifyOptionsFromPlan,
  verifyServerMessage,
} from "@ringline/voice-client/server";
import type { Request } from "express";
import type { Logger } from "pino";
import { AppError } from "../../core/errors.js";
import { storableJson } from "../../core/storable-json.js";
import type { CallOwners } from "../call-owner.js";
import type { Answers } from "./answers.js";
import type { InboxEntry, ServerMessageInbox } from "./inbox.js";

// POST /api/voice/server-messages: verify (the receptionists' credential: by default an HMAC of
// `{timestamp}.{body}`, ±300 s; or the HMAC format or Bearer token the settings choose; the
// static `X-Vapi-Secret` only when one is configured), read, find whose call it is from the
// platform's ids, store, then answer: at once for the messages the platform waits on,
// `{ received: true }` for the others. A redelivery is answered from the inbox.

type Json = Record<string, unknown>;

/** The messages whose answer the platform waits for. */
const ANSWERED = new Set(["assistant-request", "tool-calls", "transfer-destination-request"]);
/** The messages with effects applied after the answer. */
const WITH_EFFECTS = new Set(["end-of-call-report"]);

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
export function deliveryKey(message: Json, body: Buffer): string {
  const call = (message.call ?? {}) as Json;
  const callId = typeof call.id === "string" ? call.id : null;
  const timestamp = typeof message.timestamp === "number" ? message.timestamp : null;
  const type = String(message.type);
  if (!callId || timestamp === null) {
    return `${type.slice(0, 60)}:sha256:${createHash("sha256").update(body).digest("hex")}`;
  }
  let detail = "";
  if (type === "status-update") detail = `:${String(message.status ?? "")}`;
  if (type === "tool-calls" && Array.isArray(message.toolCallList)) {
    detail = `:${message.toolCallList.map((call) => String((call as Json).id)).join(",")}`;
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
    async receive(request: Request): Promise<Json> {
      const body = bodyOf(request);
      await verify(request, body);
      // Checked as signed, read as stored: NUL and broken characters as U+FFFD.
      const readable = storableBody(body);
      let message: Json;
      try {
        // A type the platform added since is acknowledged and kept (stored, no effect).
        message = parseServerMessage(readable, { unknownTypes: "accept" })
          .message as unknown as Json;
      } catch (error) {
        if (ServerMessageSchemaError.isInstance(error)) {
          throw new AppError("API_VALIDATION_ERROR", {
            message: `Not a server message: ${error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
            cause: error,
          });
        }
        throw error;
      }
      const type = String(message.type);
      const owner = await options.owners.ofMessage(message);
      const entry: InboxEntry = {
        key: deliveryKey(message, body),
        type: type.slice(0, 100),
        // Stored as received: the body was parsed above, so it is JSON.
        payload: undefined,
        payloadText: readable.toString("utf8"),
        customerId: owner?.customerId ?? null,
      };
      if (ANSWERED.has(type)) {
        const { answer } = await options.inbox.answerOnce(entry, () => {
          switch (type) {
            case "tool-calls":
              return options.answers.toolCalls(message, owner);
            case "assistant-request":
              return options.answers.assistantRequest(message, owner);
            default:
              return options.answers.transferDestinationRequest(message, owner);
          }
        });
        return answer;
      }
      if (!WITH_EFFECTS.has(type)) {
        const { duplicate } = await options.inbox.store(entry, "processed");
        return { received: true, duplicate };
      }
      if (owner === null) {
        // Kept, visible and replayable once the call's receptionist is known again.
        const { duplicate } = await options.inbox.store(
          entry,
          "failed",
          "no receptionist has this call's assistant or phone number",
        );
        return { received: true, duplicate };
      }
      const { duplicate } = await options.inbox.store(entry, "pending");
      if (!duplicate) options.onPending();
      return { received: true, duplicate };
    },
  };
}
