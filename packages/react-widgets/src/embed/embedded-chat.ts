import { createElement } from "react";
import { ChatWidget, type ChatWidgetProps } from "../chat-widget/chat-widget.js";
import { embedApiClient } from "./embed-client.js";
import { type EmbedGateProps, withEmbedGate } from "./embed-gate.js";

/** Props of the embedded chat: the widget's, plus where Ringline's API is and the embed key. */
export interface EmbeddedChatProps extends ChatWidgetProps, EmbedGateProps {}

function Chat({ apiUrl, embedKey, ...props }: EmbeddedChatProps) {
  // One client per API address and key, so a re-render keeps the visitor and conversation.
  return createElement(ChatWidget, { ...props, client: embedApiClient(apiUrl, embedKey) });
}

/**
 * The chat widget as `<ringline-chat>` renders it: with an API client for `api-url`, through
 * the embed key when one is given. A chunk of its own in the embed, fetched when the element
 * is on the page.
 *
 * @example
 * ```ts
 * createElement(EmbeddedChat, { apiUrl: "https://app.ringline.ai", embedKey: "rk_…", mode: "support" });
 * ```
 */
export const EmbeddedChat = withEmbedGate(Chat);
