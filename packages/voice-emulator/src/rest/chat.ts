// Chats answer from the same responder that runs calls.

import { randomUUID } from "node:crypto";
import { resolveAssistant, responderFor } from "../assistant-config.js";
import type { EmulatorCore } from "../core.js";
import { asObject, type Json } from "../json.js";
import { collection, requireStored } from "./collection.js";
import { bodyOf, type RestHandlers } from "./types.js";

type ChatMessage = { role: string; content: string };

/** An OpenAI Responses API answer carrying one assistant message. */
function responseObject(text: string) {
  return {
    id: `resp_${randomUUID().replaceAll("-", "")}`,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status: "completed",
    output: [
      {
        id: `msg_${randomUUID().replaceAll("-", "")}`,
        type: "message",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    ],
  };
}

export function chatHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const chats = collection(core, { name: "chat", label: "Chat" });
  handlers["GET /chat"] = chats.page;
  handlers["GET /chat/{id}"] = chats.get;
  handlers["DELETE /chat/{id}"] = chats.remove;

  const chatReply = async (body: Json) => {
    requireStored(core, "assistant", body.assistantId, "Assistant");
    const assistant = resolveAssistant(core, body) ?? {};
    const input = body.input;
    const messages = (
      typeof input === "string"
        ? [{ role: "user", content: input }]
        : (Array.isArray(input) ? input : []).map(asObject)
    ) as ChatMessage[];
    const previous =
      typeof body.previousChatId === "string"
        ? core.store.get("chat", body.previousChatId)
        : undefined;
    const history = [
      ...((previous?.messages as ChatMessage[] | undefined) ?? []),
      ...((previous?.output as ChatMessage[] | undefined) ?? []),
      ...messages,
    ];
    const responder = await responderFor(core, assistant);
    const lastUser = [...messages].reverse().find((message) => message.role === "user");
    const turn = await responder.reply(
      String(lastUser?.content ?? ""),
      history.map((message) => ({
        role: message.role === "assistant" ? "assistant" : "user",
        content: String(message.content),
      })),
    );
    const text = turn.kind === "tool" ? `I would call ${turn.tool.name} for that.` : turn.text;
    return { messages, text };
  };

  handlers["POST /chat"] = async (context) => {
    const body = bodyOf(context);
    const { messages, text } = await chatReply(body);
    // The description names two schemas `UserMessage`; the chat's answer is checked against
    // the call-artifact one, so user messages carry both shapes' fields.
    const now = Date.now();
    const answer = chats.create({
      ...context,
      body: {
        ...body,
        messages: messages.map((message) => ({
          ...message,
          message: message.content,
          time: now,
          endTime: now,
          secondsFromStart: 0,
        })),
        output: [{ role: "assistant", content: text }],
        cost: 0,
        costs: [],
      },
    });
    return { status: 200, body: answer.body };
  };
  const respond = async (body: Json) => {
    const { text } = await chatReply(body);
    return { status: 200, body: responseObject(text) };
  };
  handlers["POST /chat/responses"] = (context) => respond(bodyOf(context));
  handlers["POST /chat/web/responses"] = (context) => respond(bodyOf(context));
  handlers["POST /chat/web"] = async (context) => {
    const body = bodyOf(context);
    const { text } = await chatReply(body);
    const sessionId = typeof body.sessionId === "string" ? body.sessionId : randomUUID();
    return {
      status: 200,
      body: { id: randomUUID(), sessionId, output: [{ role: "assistant", content: text }] },
    };
  };
  return handlers;
}
