import { randomUUID } from "node:crypto";
import type {
  TChatRequest,
  TChatWelcomeResponse,
  TEndConversationRequest,
  TPlan,
} from "@ringline/api-client";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import type { Mailer } from "../outbox/mailer.js";
import type { EmailType } from "../outbox/templates.js";
import type { ChatRepository } from "./chat.repository.js";
import { chatLeadEmail } from "./lead-email.js";
import type { ChatModel } from "./model/chat-model.js";
import { createStreamSanitizer, sanitizeReply } from "./model/sanitize-reply.js";

/** The greeting of a new conversation; the widget adds the visitor's name when it has one. */
export const WELCOME_MESSAGE =
  "Hi! I'm Ringline's assistant. I can answer questions about our AI receptionist, plans and prices, the free trial and call forwarding. What would you like to know?";

// The outbox keeps the type as text; "chat-lead" is not yet one of the template types.
const CHAT_LEAD_EMAIL_TYPE = "chat-lead" as EmailType;

export interface ChatServiceOptions {
  repository: ChatRepository;
  model: ChatModel;
  mailer: Mailer;
  logger: Logger;
  /** The sales inbox that receives chat leads. */
  salesEmail: string;
  now: () => number;
  /** The plans on sale (plan_configurations): every price the chat quotes comes from them. */
  plans: () => Promise<readonly TPlan[]>;
}

export interface ChatAsker {
  /** The signed-in user, if any. */
  userId: string | undefined;
  /** The anonymous visitor (a hash of their visitor cookie), if known. */
  visitorKey: string | undefined;
}

/**
 * A one-line field as the visitor typed it, without line breaks or other control characters
 * (they would start new lines in the sales e-mail and in exports), spaces collapsed.
 */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The visitor's details, each on one line; refused when nothing is left of a required one. */
function visitorDetails(userInfo: TEndConversationRequest["userInfo"]) {
  const details = {
    name: singleLine(userInfo.name),
    email: singleLine(userInfo.email),
    topic: singleLine(userInfo.topic),
  };
  if (details.name === "" || details.topic === "") {
    throw new AppError("API_VALIDATION_ERROR", {
      fieldErrors: {
        userInfo: [details.name === "" ? "Name is required" : "Topic is required"],
      },
    });
  }
  return details;
}

export function createChatService(options: ChatServiceOptions) {
  const { repository, model, mailer, now } = options;

  async function prepare(request: TChatRequest, asker: ChatAsker) {
    if (request.chatMode === "dashboard" && asker.userId === undefined) {
      throw new AppError("AUTH_NOT_AUTHENTICATED", {
        message: "Please sign in to ask about your dashboard.",
      });
    }
    await repository.openConversation(request.conversationId, request.chatMode, asker);
    // Only the session decides whose figures are read; `userInfo.customerData` is never used.
    const owner =
      request.chatMode === "dashboard" && asker.userId !== undefined
        ? ((await repository.ownerSnapshot(asker.userId, new Date(now()))) ?? undefined)
        : undefined;
    return {
      mode: request.chatMode,
      message: request.message,
      history: request.history,
      owner,
      plans: await options.plans(),
    };
  }

  return {
    welcome(): TChatWelcomeResponse {
      return { welcomeMessage: WELCOME_MESSAGE, conversationId: randomUUID() };
    },

    /** A whole reply, sanitised, stored with the question. */
    async reply(request: TChatRequest, asker: ChatAsker): Promise<string> {
      const at = new Date(now());
      const input = await prepare(request, asker);
      const reply = await model.reply(input);
      const text = sanitizeReply(reply.text).trim();
      await repository.recordExchange(
        request.conversationId,
        request.message,
        { ...reply, text },
        at,
      );
      return text;
    },

    /**
     * Checks the request (refusals happen before any event is sent), then streams the
     * sanitised reply through `onDelta` and stores it once complete.
     */
    async prepareStream(request: TChatRequest, asker: ChatAsker) {
      const at = new Date(now());
      const input = await prepare(request, asker);
      return async (onDelta: (delta: string) => void, signal: AbortSignal): Promise<string> => {
        const sanitizer = createStreamSanitizer();
        let shown = "";
        const emit = (safe: string) => {
          if (safe === "") return;
          shown += safe;
          onDelta(safe);
        };
        const reply = await model.reply(input, {
          signal,
          onDelta: (delta) => emit(sanitizer.push(delta)),
        });
        emit(sanitizer.end());
        await repository.recordExchange(
          request.conversationId,
          request.message,
          { ...reply, text: shown },
          at,
        );
        return shown;
      };
    },

    async endConversation(request: TEndConversationRequest, asker: ChatAsker): Promise<void> {
      const at = new Date(now());
      const userInfo = visitorDetails(request.userInfo);
      const stored = await repository.endConversation({
        conversationId: request.conversationId,
        asker,
        name: userInfo.name,
        email: userInfo.email,
        topic: userInfo.topic,
        messages: request.messages,
        at,
      });
      await mailer.send({
        type: CHAT_LEAD_EMAIL_TYPE,
        to: options.salesEmail,
        ...chatLeadEmail({
          name: userInfo.name,
          email: userInfo.email,
          topic: userInfo.topic,
          conversationId: request.conversationId,
          messages: request.messages,
          firstEnd: stored.firstEnd,
          leadCreated: stored.leadCreated,
        }),
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
