import {
  createErrorEnvelope,
  type TChatRequest,
  type TChatStreamEvent,
} from "@ringline/api-client";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import type { CustomerPrincipal } from "../http/authentication.js";
import { visitorKeyOf } from "../http/csrf.js";
import type { FeatureModule } from "../http/route-table.js";
import { createChatRepository } from "./chat.repository.js";
import { type ChatAsker, type ChatService, createChatService } from "./chat.service.js";
import { createChatModel } from "./model/create-chat-model.js";
import type { ChatProviderConfig } from "./model/openai-compatible-model.js";

/** The chat's settings (`SALES_EMAIL`, `CHAT_MODEL_*`). */
export interface ChatDependencies {
  /** Where chat leads are e-mailed (default `sales@ringline.ai`). */
  salesEmail?: string | undefined;
  /** An OpenAI-compatible chat-completions provider; the offline model alone when absent. */
  provider?: ChatProviderConfig | undefined;
  /** The fetch used to reach the provider (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
}

declare module "../core/module.js" {
  interface AppSettings {
    /** The chat assistant: the sales inbox for its leads, and an optional LLM provider. */
    chat?: ChatDependencies | undefined;
  }
}

const askerOf = (customer: CustomerPrincipal | undefined, request: Request): ChatAsker => ({
  userId: customer?.userId,
  visitorKey: visitorKeyOf(request),
});

/** Streams a reply as server-sent events; refusals before the first event are JSON envelopes. */
async function streamReply(
  chat: ChatService,
  logger: Logger,
  body: TChatRequest,
  asker: ChatAsker,
  response: Response,
): Promise<void> {
  const run = await chat.prepareStream(body, asker);
  response.status(200).set({
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    // Proxies such as nginx would otherwise hold the events back.
    "x-accel-buffering": "no",
  });
  response.flushHeaders();
  const send = (event: TChatStreamEvent) => {
    response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const left = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) left.abort(new Error("the client went away"));
  });

  send({ type: "message-start", conversationId: body.conversationId });
  try {
    const message = await run((delta) => send({ type: "text-delta", delta }), left.signal);
    send({ type: "message-end", message });
  } catch (error) {
    if (left.signal.aborted) return;
    const known = AppError.isInstance(error) ? error : undefined;
    const envelope = createErrorEnvelope(known?.code ?? "UNKNOWN_ERROR");
    if (!known) {
      logger.error(
        { err: error, supportReference: envelope.error.supportReference },
        "chat stream failed",
      );
    }
    send({ type: "error", error: envelope.error });
  } finally {
    response.end();
  }
}

/**
 * The chat: the welcome, replies in marketing and dashboard modes (dashboard needs a signed-in
 * owner), support mode, streamed replies, and the end of a conversation with its lead.
 */
export const chatModule: FeatureModule = {
  name: "chat",
  setup({ db, logger, now, settings, use }) {
    const plans = use("plans");
    const chat = createChatService({
      repository: createChatRepository(db),
      model: createChatModel({
        provider: settings.chat?.provider,
        logger,
        fetch: settings.chat?.fetch,
      }),
      mailer: use("mailer"),
      logger,
      salesEmail: settings.chat?.salesEmail ?? "sales@ringline.ai",
      now,
      plans: () => plans.listActive(),
    });
    return {
      routes: {
        getChatWelcome: () => chat.welcome(),
        sendChatMessage: async ({ input, customer, request }) => ({
          message: await chat.reply(input, askerOf(customer, request)),
        }),
        sendSupportChatMessage: async ({ input, customer, request }) => ({
          message: await chat.reply({ ...input, chatMode: "support" }, askerOf(customer, request)),
        }),
        streamChatMessage: ({ input, customer, request, response }) =>
          streamReply(chat, logger, input, askerOf(customer, request), response),
        async endChatConversation({ input, customer, request }) {
          await chat.endConversation(input, askerOf(customer, request));
          return { success: true as const, message: "Thanks! Our team will follow up by e-mail." };
        },
      },
    };
  },
};
