import type { TChatMessage } from "@ringline/api-client";
import { escapeHtml } from "../core/html.js";
import type { RenderedEmail } from "../outbox/templates.js";

export interface LeadEmailInput {
  name: string;
  email: string;
  topic: string;
  conversationId: string;
  messages: readonly TChatMessage[];
  /** False when this conversation was already sent once and is sent again with more messages. */
  firstEnd: boolean;
  /** True when this e-mail address was not a lead before. */
  leadCreated: boolean;
}

/** The e-mail to the sales inbox about a visitor who left their details in the chat. */
export function chatLeadEmail(input: LeadEmailInput): RenderedEmail {
  const subject = `${input.firstEnd ? "Chat lead" : "Chat lead (updated)"}: ${input.name} · ${input.topic}`;
  const details = [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Topic: ${input.topic}`,
    `Lead: ${input.leadCreated ? "new" : "returning visitor"}`,
    `Conversation: ${input.conversationId}`,
  ];
  const lines = input.messages.map(
    (message) =>
      `[${message.timestamp}] ${message.role === "user" ? input.name : "Assistant"}: ${message.content}`,
  );
  const text = [...details, "", "Transcript:", ...(lines.length ? lines : ["(empty)"])].join("\n");
  // Everything the visitor typed is escaped: the transcript is theirs, not ours.
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:20px">${escapeHtml(subject)}</h1><p>${details
    .map(escapeHtml)
    .join("<br>")}</p><h2 style="font-size:16px">Transcript</h2>${input.messages
    .map(
      (message) =>
        `<p><strong>${escapeHtml(message.role === "user" ? input.name : "Assistant")}</strong> <span style="color:#555">${escapeHtml(message.timestamp)}</span><br>${escapeHtml(message.content).replaceAll("\n", "<br>")}</p>`,
    )
    .join("")}</body></html>`;
  return { subject: subject.slice(0, 255), text, html };
}
