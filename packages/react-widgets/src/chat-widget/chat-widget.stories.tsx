import { ApiError } from "@ringline/api-client";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { within } from "storybook/test";
import { ChatWidget, type ChatWidgetProps } from "./chat-widget.js";
import { createFakeChatClient, createMemoryChatStorage } from "./fake-chat-client.js";

// Every story talks to a fake client and keeps its conversation in its own memory, so
// stories run without a server and do not share a conversation through sessionStorage.

const LATENCY_MS = 300;

function ChatWidgetExample(props: ChatWidgetProps) {
  const [storage] = useState(createMemoryChatStorage);
  return <ChatWidget {...props} storage={props.storage ?? storage} />;
}

type UserEvents = StoryContext["userEvent"];
type PlayContext = { canvasElement: HTMLElement; userEvent: UserEvents };

/** Waits for the greeting's topic buttons and presses the first. */
async function pickFirstTopic({ canvasElement, userEvent }: PlayContext) {
  const canvas = within(canvasElement);
  const topics = await canvas.findByRole("group", { name: "Suggested topics" });
  const first = within(topics).getAllByRole("button")[0];
  if (first) await userEvent.click(first);
}

async function typeAndSend({ canvasElement, userEvent }: PlayContext, text: string) {
  const input = await within(canvasElement).findByRole("textbox", { name: "Message" });
  await userEvent.type(input, `${text}{Enter}`);
}

async function askSupportQuestion(context: PlayContext) {
  await within(context.canvasElement).findByRole("group", { name: "Suggested topics" });
  await typeAndSend(context, "How do I forward my calls on Verizon?");
}

const meta = {
  title: "Widgets/Chat widget",
  component: ChatWidget,
  render: (args) => <ChatWidgetExample {...args} />,
  args: {
    path: "/",
    client: createFakeChatClient({ delayMs: LATENCY_MS }),
  },
  argTypes: {
    mode: { control: "inline-radio", options: ["marketing", "support", "dashboard"] },
    contextStatus: { control: "inline-radio", options: ["loading", "ready", "error"] },
    client: { control: false },
    storage: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed bubble. */
export const Closed: Story = {};

/** Closed right after asking: the reply arrives while closed and the bubble counts it. */
export const UnreadBadge: Story = {
  args: { defaultOpen: true, path: "/support" },
  play: async (context) => {
    await askSupportQuestion(context);
    const bubble = within(context.canvasElement).getByRole("button", { expanded: true });
    await context.userEvent.click(bubble);
  },
};

/** Marketing (any other page): the welcome and the five topics; the input waits for a topic. */
export const OpenMarketing: Story = { args: { defaultOpen: true } };

/** Support (`/support`, `/faq`): its four topics, the input ready. */
export const OpenSupport: Story = { args: { defaultOpen: true, path: "/support" } };

/** Dashboard (`/dashboard…`): greets the business by name, five topics. */
export const OpenDashboard: Story = {
  args: {
    defaultOpen: true,
    path: "/dashboard",
    isAuthenticated: true,
    userName: "Ada",
    customerData: { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" },
  },
};

/** A topic was picked: the chat asks for the first name. */
export const CollectingName: Story = { args: { defaultOpen: true }, play: pickFirstTopic };

/** The first name was given: the chat asks for the e-mail. */
export const CollectingEmail: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await pickFirstTopic(context);
    await typeAndSend(context, "Ada");
  },
};

/** An address without a dot after the @: the sentence, and the e-mail prompt again. */
export const InvalidEmail: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    await pickFirstTopic(context);
    await typeAndSend(context, "Ada");
    await typeAndSend(context, "ada@example");
  },
};

/** Waiting for a reply that does not come: the typing indicator, sending blocked. */
export const Typing: Story = {
  args: {
    defaultOpen: true,
    path: "/support",
    client: createFakeChatClient({ delayMs: LATENCY_MS, pending: true }),
  },
  play: askSupportQuestion,
};

/** The server failed with 500. */
export const ErrorReply: Story = {
  args: {
    defaultOpen: true,
    path: "/support",
    client: createFakeChatClient({
      delayMs: LATENCY_MS,
      reply: () => ApiError.fromCode("API_DATABASE_ERROR", 500, undefined, "Request failed: 500"),
    }),
  },
  play: askSupportQuestion,
};

/** A reply arriving as it is written (the stream pauses half-way). */
export const Streaming: Story = {
  args: {
    defaultOpen: true,
    path: "/support",
    client: createFakeChatClient({
      delayMs: LATENCY_MS,
      stream: { wordsPerDelta: 2, delayMs: 120, stopAfter: 4 },
    }),
  },
  play: askSupportQuestion,
};

/** A whole support exchange: the reply in Markdown and the quick questions. */
export const Answered: Story = {
  args: { defaultOpen: true, path: "/support", client: createFakeChatClient() },
  play: async (context) => {
    await askSupportQuestion(context);
    await within(context.canvasElement).findByRole("group", { name: "Quick questions" });
  },
};

/** The welcome request failed: the widget's own greeting. */
export const WelcomeFailed: Story = {
  args: { defaultOpen: true, client: createFakeChatClient({ welcome: "fail" }) },
};

/** Hidden while the page's context (e.g. the owner's profile) is loading. */
export const ContextLoading: Story = { args: { contextStatus: "loading", defaultOpen: true } };

/** Spanish, marketing. */
export const Spanish: Story = { args: { defaultOpen: true, locale: "es" } };
