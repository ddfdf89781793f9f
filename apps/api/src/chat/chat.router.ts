import {
  createErrorEnvelope,
  type TChatRequest,
  type TChatResponse,
  type TChatStreamEvent,
  type TEndConversationResponse,
  ZChatRequest,
  ZEndConversationRequest,
} from "@ringline/api-client";
import { type RequestHandler, type Response, Router } from "express";
import type { Logger } from "pino";
import { AppError } from "../http/app-error.js";
import { parseBody } from "../http/validate.js";
import type { ChatAsker, ChatService } from "./chat.service.js";

/**
 * Validates with the contract; a refusal names its first problem in the message too
 * ("Message must be at most 1000 characters"), so the chat can show it as it is.
 */
function parseWithMessage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (AppError.isInstance(error) && error.code === "API_VALIDATION_ERROR" && error.fieldErrors) {
      const first = Object.values(error.fieldErrors).flat()[0];
      throw new AppError("API_VALIDATION_ERROR", {
        ...(first ? { message: first } : {}),
        fieldErrors: error.fieldErrors,
      });
    }
    throw error;
  }
}

function askerOf(response: Response): ChatAsker {
  return { userId: response.locals.customer?.userId };
}

export interface ChatRouterOptions {
  chat: ChatService;
  /** Recognises a signed-in owner (required for dashboard mode) without refusing visitors. */
  identify: RequestHandler;
  logger: Logger;
}

/**
 * The chat: `GET /chat/welcome`, `POST /chat` (any mode; dashboard needs a signed-in owner),
 * `POST /chat/support` (always support mode), `POST /chat/stream` (server-sent events) and
 * `POST /chat/end-conversation`. The rate limit is mounted in front of `/chat` by the app.
 */
export function createChatRouter({ chat, identify, logger }: ChatRouterOptions): Router {
  const router = Router();

  router.get("/chat/welcome", (_request, response) => {
    response.set("cache-control", "no-store").json(chat.welcome());
  });

  const answer =
    (force?: TChatRequest["chatMode"]): RequestHandler =>
    async (request, response) => {
      const body = parseWithMessage(() => parseBody(ZChatRequest, request.body));
      const message = await chat.reply(
        force ? { ...body, chatMode: force } : body,
        askerOf(response),
      );
      const reply: TChatResponse = { message };
      response.set("cache-control", "no-store").json(reply);
    };
  router.post("/chat", identify, answer());
  router.post("/chat/support", identify, answer("support"));

  router.post("/chat/stream", identify, async (request, response) => {
    const body = parseWithMessage(() => parseBody(ZChatRequest, request.body));
    // Refusals (validation, sign-in, another's conversation) are answered as JSON envelopes.
    const run = await chat.prepareStream(body, askerOf(response));

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
  });

  router.post("/chat/end-conversation", identify, async (request, response) => {
    const body = parseWithMessage(() => parseBody(ZEndConversationRequest, request.body));
    await chat.endConversation(body, askerOf(response));
    const answer: TEndConversationResponse = {
      success: true,
      message: "Thanks! Our team will follow up by e-mail.",
    };
    response.json(answer);
  });

  return router;
}
