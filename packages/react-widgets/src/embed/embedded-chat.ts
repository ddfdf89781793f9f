import { type ApiClient, createApiClient } from "@ringline/api-client";
import { createElement } from "react";
import { ChatWidget, type ChatWidgetProps } from "../chat-widget/chat-widget.js";

/** Props of the embedded chat: the widget's, plus where Ringline's API is. */
export interface EmbeddedChatProps extends ChatWidgetProps {
  apiUrl?: string | undefined;
}

// One client per API address, so a re-render keeps its CSRF token and conversation.
const clients = new Map<string, ApiClient>();

/**
 * The chat widget as `<ringline-chat>` renders it: with an API client for `api-url`. A chunk
 * of its own in the embed, fetched when the element is on the page.
 *
 * @example
 * ```ts
 * createElement(EmbeddedChat, { apiUrl: "https://app.ringline.ai", mode: "support" });
 * ```
 */
export function EmbeddedChat({ apiUrl, ...props }: EmbeddedChatProps) {
  const key = apiUrl ?? "";
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ baseUrl: apiUrl });
    clients.set(key, client);
  }
  return createElement(ChatWidget, { ...props, client });
}
