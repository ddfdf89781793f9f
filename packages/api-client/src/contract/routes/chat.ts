import {
  ZChatRequest,
  ZChatResponse,
  ZChatStreamEvent,
  ZChatWelcomeResponse,
  ZEndConversationRequest,
  ZEndConversationResponse,
} from "../chat.js";
import { defineRoute } from "../route.js";
import { RATE_LIMITS } from "./rate-limits.js";

/** The chat assistant. */
export const CHAT_ROUTES = {
  getChatWelcome: defineRoute({
    method: "GET",
    path: "/api/chat/welcome",
    summary: "The chat's greeting and a new conversation id",
    tag: "chat",
    access: "public",
    embed: true,
    response: ZChatWelcomeResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  sendChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat",
    summary: "A chat reply (marketing and dashboard modes; dashboard needs a signed-in owner)",
    tag: "chat",
    access: "public",
    embed: true,
    request: ZChatRequest,
    response: ZChatResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  sendSupportChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat/support",
    summary: "A chat reply in support mode",
    tag: "chat",
    access: "public",
    embed: true,
    request: ZChatRequest,
    response: ZChatResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
  streamChatMessage: defineRoute({
    method: "POST",
    path: "/api/chat/stream",
    summary: "A chat reply as server-sent events, one text delta at a time",
    tag: "chat",
    access: "public",
    embed: true,
    request: ZChatRequest,
    response: ZChatStreamEvent,
    kind: "event-stream",
    rateLimit: RATE_LIMITS.chat,
  }),
  endChatConversation: defineRoute({
    method: "POST",
    path: "/api/chat/end-conversation",
    summary: "Stores a finished conversation and passes its lead to sales",
    tag: "chat",
    access: "public",
    embed: true,
    request: ZEndConversationRequest,
    response: ZEndConversationResponse,
    rateLimit: RATE_LIMITS.chat,
  }),
} as const;
