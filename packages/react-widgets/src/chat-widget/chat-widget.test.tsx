import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CARRIERS,
  FORWARDING_CONDITIONS,
  fillForwardingCode,
} from "../forwarding-guide/carriers.js";
import { axeViolations } from "../test/axe.js";
import { loadChatMarkdown } from "./chat-markdown-loader.js";
import { CHAT_STORAGE_KEY } from "./chat-storage.js";
import { ChatWidget } from "./chat-widget.js";
import * as stories from "./chat-widget.stories.js";
import { createFakeChatClient, createMemoryChatStorage } from "./fake-chat-client.js";

const {
  Closed,
  UnreadBadge,
  OpenMarketing,
  OpenSupport,
  OpenDashboard,
  CollectingName,
  CollectingEmail,
  InvalidEmail,
  Typing,
  ErrorReply,
  Streaming,
  Answered,
  WelcomeFailed,
  ContextLoading,
  Spanish,
} = composeStories(stories);

const INVALID_EMAIL =
  "Please provide a valid email address so I can follow up with helpful information about our AI receptionist service.";
const WELCOME = "Hi! I'm the Ringline assistant. What would you like to know?";
const MARKETING_TOPICS = [
  "Pricing plans",
  "How the AI answering works",
  "What businesses use it",
  "How to get started",
  "Free trial",
];

// The Markdown reader loads on its own when the panel opens; loaded once here, every test
// renders replies from their first paint, as a visitor's browser does after its first open.
beforeAll(async () => {
  await loadChatMarkdown();
});

// Real time drives the fake clock too, so user-event and findBy keep working while the
// tests can still jump over the welcome delay and the fake latency.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  Reflect.deleteProperty(globalThis, "gtag");
});

function setupUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function play(Story: { play?: unknown }, container: HTMLElement) {
  const user = setupUser();
  await (Story.play as (context: object) => Promise<void>)({
    canvasElement: container,
    userEvent: user,
  });
  return user;
}

const panel = () => screen.getByRole("dialog", { name: "Ringline Assistant" });
const input = () => screen.getByRole("textbox", { name: "Message" });
const messageTexts = () =>
  Array.from(panel().querySelectorAll(".rl-chat__message"), (item) =>
    (item.textContent ?? "").replace(/^(You|Assistant): /, ""),
  );
const topicButtons = () =>
  within(screen.getByRole("group", { name: "Suggested topics" })).getAllByRole("button");

/** Renders a widget and waits for its greeting. */
async function renderOpen(ui: React.ReactElement) {
  const result = render(ui);
  await act(() => vi.advanceTimersByTimeAsync(100));
  await screen.findByRole("group", { name: "Suggested topics" });
  return result;
}

describe("ChatWidget: bubble and panel", () => {
  it("is a closed bubble that opens a dialog panel", async () => {
    const user = setupUser();
    render(<Closed />);
    const bubble = screen.getByRole("button", { name: "Open chat" });
    expect(bubble).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(bubble);

    expect(panel()).toHaveAttribute("id", bubble.getAttribute("aria-controls"));
    expect(bubble).toHaveAttribute("aria-expanded", "true");
    expect(bubble).toHaveAccessibleName("Close chat");
  });

  it("is a 420×650 panel on desktop and full screen on small screens", () => {
    render(<OpenMarketing />);
    const sheet = document.head.querySelector('style[data-ringline="chat-widget"]')?.textContent;
    expect(sheet).toContain("width:420px;height:650px");
    expect(sheet).toMatch(
      /@media \(max-width:40rem\)\{\.rl-chat\[data-open="true"\] \.rl-chat__panel\{position:fixed;inset:0/,
    );
    expect(panel().closest(".rl-chat")).toHaveAttribute("data-open", "true");
  });

  it("welcomes once when opened on mount under StrictMode", async () => {
    const client = createFakeChatClient();
    render(
      <StrictMode>
        <OpenMarketing client={client} />
      </StrictMode>,
    );
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(client.welcomeCalls).toBe(1);
    expect(messageTexts()).toEqual([WELCOME]);
  });

  it.each(["loading", "error"] as const)("renders nothing while its context is %s", (status) => {
    const { container } = render(<ContextLoading contextStatus={status} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the typing indicator while waiting for the welcome, then the greeting", async () => {
    const client = createFakeChatClient();
    render(<OpenMarketing client={client} />);
    expect(screen.getByText("The assistant is typing")).toBeInTheDocument();
    expect(client.welcomeCalls).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(client.welcomeCalls).toBe(1);
    expect(messageTexts()).toEqual([WELCOME]);
    expect(screen.queryByText("The assistant is typing")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(`New message: ${WELCOME}`);
  });

  it("greets with its own text when the welcome fails", async () => {
    await renderOpen(<WelcomeFailed />);
    expect(messageTexts()[0]).toMatch(/^Hi! I'm Ringline's assistant\./);
  });

  it("closes on Escape and gives focus back to the bubble", async () => {
    const user = setupUser();
    await renderOpen(<OpenSupport />);
    await user.click(input());

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open chat" })).toHaveFocus();
  });

  it("counts replies that arrive while closed on the bubble", async () => {
    const { container } = render(<UnreadBadge />);
    await play(UnreadBadge, container);
    expect(screen.queryByRole("dialog")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(400));

    const bubble = screen.getByRole("button", { name: "Open chat, 1 unread" });
    expect(bubble.querySelector(".rl-chat__badge")).toHaveTextContent("1");
    await setupUser().click(bubble);
    expect(screen.getByRole("button", { name: "Close chat", expanded: true })).toBeInTheDocument();
    expect(document.querySelector(".rl-chat__badge")).toBeNull();
  });
});

describe("ChatWidget: modes", () => {
  it("is marketing on other pages: five topics, no input until one is picked", async () => {
    await renderOpen(<OpenMarketing />);
    expect(topicButtons().map((button) => button.textContent)).toEqual([
      ...MARKETING_TOPICS,
      "Something else",
    ]);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("is support on /support and /faq: four topics and the input", async () => {
    await renderOpen(<OpenSupport path="/faq" />);
    expect(messageTexts()[0]).toMatch(/^Hi! I'm Ringline's support assistant\./);
    expect(topicButtons()).toHaveLength(4);
    expect(input()).toBeInTheDocument();
  });

  it("is dashboard on /dashboard…: greets the business by name, five topics, sends the owner's data", async () => {
    const user = setupUser();
    const client = createFakeChatClient();
    await renderOpen(<OpenDashboard client={client} path="/dashboard/calls" />);
    expect(messageTexts()[0]).toMatch(/^Welcome back, Lovelace Realty!/);
    expect(topicButtons()).toHaveLength(5);

    await user.click(screen.getByRole("button", { name: "What is my AI phone number?" }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(client.requests[0]?.request).toMatchObject({
      chatMode: "dashboard",
      message: "What is my AI phone number?",
      userInfo: {
        name: "Ada",
        isAuthenticated: true,
        customerData: { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" },
      },
    });
  });

  it("takes the mode from its prop over the path (partner sites)", async () => {
    await renderOpen(<OpenMarketing path="/dashboard" mode="support" />);
    expect(topicButtons()).toHaveLength(4);
  });
});

describe("ChatWidget: marketing information collection", () => {
  it("asks for the first name once a topic is picked, with the input shown and focused", async () => {
    const { container } = render(<CollectingName />);
    await play(CollectingName, container);

    expect(messageTexts().slice(1)).toEqual([
      "Pricing plans",
      "Happy to help with that! Before we start, what's your first name?",
    ]);
    expect(screen.queryByRole("group", { name: "Suggested topics" })).toBeNull();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute("placeholder", "Your first name");
  });

  it("offers 'Something else' to type a topic", async () => {
    const user = setupUser();
    await renderOpen(<OpenMarketing />);
    await user.click(screen.getByRole("button", { name: "Something else" }));
    expect(input()).toHaveFocus();

    await user.type(input(), "Do you work with Follow Up Boss?{Enter}");

    expect(messageTexts().at(-1)).toBe(
      "Happy to help with that! Before we start, what's your first name?",
    );
  });

  it("asks for the e-mail after the first name", async () => {
    const { container } = render(<CollectingEmail />);
    await play(CollectingEmail, container);
    expect(messageTexts().at(-1)).toBe(
      "Nice to meet you, Ada! What's your email address, so I can follow up with helpful information?",
    );
    expect(input()).toHaveAttribute("autocomplete", "email");
  });

  it("refuses an invalid e-mail with the exact sentence and repeats the e-mail prompt", async () => {
    const { container } = render(<InvalidEmail />);
    await play(InvalidEmail, container);
    expect(messageTexts().slice(-2)).toEqual([
      INVALID_EMAIL,
      "Nice to meet you, Ada! What's your email address, so I can follow up with helpful information?",
    ]);
    expect(input()).toHaveAttribute("placeholder", "you@example.com");
  });

  it("answers the topic after a valid e-mail, then offers quick questions", async () => {
    const onEvent = vi.fn();
    const client = createFakeChatClient();
    const { container } = render(<CollectingEmail client={client} onEvent={onEvent} />);
    const user = await play(CollectingEmail, container);
    expect(screen.queryByRole("group", { name: "Quick questions" })).toBeNull();

    await user.type(input(), "ada@example.com{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(client.requests[0]?.request).toMatchObject({
      message: "Pricing plans",
      userInfo: { name: "Ada", email: "ada@example.com" },
    });
    const reply = panel().querySelectorAll(".rl-chat__message")[6];
    expect(reply).toHaveTextContent(/^Assistant: Here is what I know about Pricing plans/);
    const quick = screen.getByRole("group", { name: "Quick questions" });
    expect(
      within(quick)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "How much does it cost?",
      "Is there a money-back guarantee?",
      "How long does setup take?",
    ]);
    expect(onEvent).toHaveBeenCalledWith("chat_topic_selected", {
      mode: "marketing",
      topic: "Pricing plans",
    });
    expect(onEvent).toHaveBeenCalledWith("chat_lead_collected", { mode: "marketing" });
  });
});

describe("ChatWidget: sending", () => {
  it("sends on Enter and makes a new line on Shift+Enter", async () => {
    const user = setupUser();
    const client = createFakeChatClient();
    await renderOpen(<OpenSupport client={client} />);

    await user.type(input(), "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(input()).toHaveValue("Line one\nLine two");
    expect(client.requests).toHaveLength(0);

    await user.keyboard("{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(input()).toHaveValue("");
    expect(client.requests[0]?.request.message).toBe("Line one\nLine two");
    expect(messageTexts()[1]).toBe("Line one\nLine two");
  });

  it("does not send an empty or whitespace-only message", async () => {
    const user = setupUser();
    const client = createFakeChatClient();
    await renderOpen(<OpenSupport client={client} />);

    await user.type(input(), "   {Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(client.requests).toHaveLength(0);
    expect(messageTexts()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("shows the typing indicator and blocks sending while a reply is pending", async () => {
    const { container } = render(<Typing />);
    const user = await play(Typing, container);
    expect(screen.getByText("The assistant is typing")).toBeInTheDocument();

    await user.type(input(), "Another question{Enter}");

    expect(input()).toHaveValue("Another question");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(messageTexts().filter((text) => text === "Another question")).toHaveLength(0);
  });

  it("shows the error sentence when the reply fails", async () => {
    const { container } = render(<ErrorReply />);
    await play(ErrorReply, container);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(messageTexts().at(-1)).toBe(
      "I'm experiencing technical difficulties. Please try again in a moment or contact our support team.",
    );
  });

  it("names the support address given as a prop in the generic apology", async () => {
    const user = setupUser();
    const client = createFakeChatClient({ reply: () => new Error("Network down") });
    await renderOpen(<OpenSupport client={client} supportEmail="help@partner.example" />);
    await user.type(input(), "Hello{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(messageTexts().at(-1)).toBe(
      "Sorry, I couldn't get an answer just now. Please try again in a moment, or email us at help@partner.example.",
    );
  });

  it("shows a streamed reply as it arrives", async () => {
    const { container } = render(<Streaming />);
    await play(Streaming, container);
    await act(() => vi.advanceTimersByTimeAsync(300));
    const partial = messageTexts().at(-1) ?? "";
    expect(partial.length).toBeGreaterThan(0);

    await act(() => vi.advanceTimersByTimeAsync(300));

    expect((messageTexts().at(-1) ?? "").length).toBeGreaterThan(partial.length);
    expect(screen.queryByText("The assistant is typing")).toBeNull();
  });

  it("renders replies as safe elements: bold, lists and http(s) links, never HTML", async () => {
    const user = setupUser();
    const client = createFakeChatClient({
      reply: () =>
        "**Growth** plan\n- <script>alert(1)</script>\n- [bad](javascript:alert(1))\n\n[Pricing](https://ringline.ai/pricing)",
    });
    await renderOpen(<OpenSupport client={client} />);
    await user.type(input(), "Plans?{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));

    const reply = panel().querySelectorAll(".rl-chat__message")[2];
    if (!reply) throw new Error("No reply");
    expect(reply.querySelector("strong")).toHaveTextContent("Growth");
    expect(reply.querySelectorAll("ul > li")).toHaveLength(2);
    expect(reply.querySelector("script")).toBeNull();
    expect(reply).toHaveTextContent("<script>alert(1)</script>");
    const links = within(reply as HTMLElement).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://ringline.ai/pricing");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    // The live region reads what the reply shows, not its Markdown.
    const announcement = screen.getByRole("status").textContent ?? "";
    expect(announcement).toContain("Growth plan");
    expect(announcement).toContain("Pricing");
    expect(announcement).not.toContain("**");
    expect(announcement).not.toContain("https://ringline.ai/pricing");
  });

  it.each(CARRIERS.filter((carrier) => carrier.codes !== null))(
    "shows $name's forwarding codes character for character, as code",
    async (carrier) => {
      const codes = FORWARDING_CONDITIONS.flatMap((condition) => {
        const code = carrier.codes?.[condition];
        return code ? [fillForwardingCode(code, "number")] : [];
      });
      const user = setupUser();
      const client = createFakeChatClient({
        reply: () =>
          `**${carrier.name}** codes:\n${codes.map((code) => `- \`${code}\``).join("\n")}\n\nTo turn it off: \`${carrier.disableCodes?.all}\`.`,
      });
      await renderOpen(<OpenSupport client={client} />);
      await user.type(input(), "Codes?{Enter}");
      await act(() => vi.advanceTimersByTimeAsync(0));

      const reply = panel().querySelectorAll(".rl-chat__message")[2];
      if (!reply) throw new Error("No reply");
      const shown = [...reply.querySelectorAll("code")].map((code) => code.textContent);
      expect(shown).toEqual([...codes, carrier.disableCodes?.all]);
    },
  );

  it("shows topic buttons only while only the greeting exists, quick questions after", async () => {
    const { container } = render(<Answered />);
    await play(Answered, container);
    expect(screen.queryByRole("group", { name: "Suggested topics" })).toBeNull();
    expect(
      within(screen.getByRole("group", { name: "Quick questions" })).getAllByRole("button"),
    ).toHaveLength(3);
  });
});

describe("ChatWidget: scrolling", () => {
  function layOut(scroller: HTMLElement, scrollTop: number) {
    Object.defineProperty(scroller, "scrollHeight", { value: 1000, configurable: true });
    Object.defineProperty(scroller, "clientHeight", { value: 400, configurable: true });
    scroller.scrollTop = scrollTop;
    fireEvent.scroll(scroller);
  }

  it("offers a scroll-down button for new messages while scrolled up, not within 20 px", async () => {
    const user = setupUser();
    await renderOpen(<OpenSupport client={createFakeChatClient()} />);
    const scroller = panel().querySelector<HTMLElement>(".rl-chat__scroller");
    if (!scroller) throw new Error("No scroller");

    layOut(scroller, 580); // 20 px from the bottom: still reading the latest
    await user.type(input(), "One{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull();

    layOut(scroller, 100);
    await user.type(input(), "Two{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    const scrollDown = screen.getByRole("button", { name: "Scroll to the latest message" });

    await user.click(scrollDown);
    expect(scroller.scrollTop).toBe(1000);
    expect(screen.queryByRole("button", { name: "Scroll to the latest message" })).toBeNull();
  });
});

describe("ChatWidget: reset and navigation", () => {
  it("starts over with Reset", async () => {
    const user = setupUser();
    const client = createFakeChatClient();
    await renderOpen(<OpenSupport client={client} />);
    await user.type(input(), "Hello{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(messageTexts()).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(messageTexts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(client.welcomeCalls).toBe(2);
    expect(messageTexts()).toHaveLength(1);
    expect(topicButtons()).toHaveLength(4);
  });

  it("sends the collected conversation to end-conversation on close", async () => {
    const client = createFakeChatClient();
    const { container } = render(<CollectingEmail client={client} />);
    const user = await play(CollectingEmail, container);
    await user.type(input(), "ada@example.com{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));

    await user.click(within(panel()).getByRole("button", { name: "Close chat" }));

    expect(client.ended).toHaveLength(1);
    expect(client.ended[0]?.userInfo).toEqual({
      name: "Ada",
      email: "ada@example.com",
      topic: "Pricing plans",
    });
  });

  it("keeps the conversation across pages of the site (sessionStorage)", async () => {
    const user = setupUser();
    const client = createFakeChatClient();
    const firstPage = render(<ChatWidget client={client} path="/support" defaultOpen />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Hello{Enter}");
    await act(() => vi.advanceTimersByTimeAsync(0));
    const before = messageTexts();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toContain("conversation-1");
    firstPage.unmount();

    render(<ChatWidget client={client} path="/faq" />);
    await user.click(screen.getByRole("button", { name: "Open chat" }));

    expect(messageTexts()).toEqual(before);
    expect(client.welcomeCalls).toBe(1);
  });
});

describe("ChatWidget: language and analytics", () => {
  it("speaks Spanish", async () => {
    render(<Spanish />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole("dialog", { name: "Asistente de Ringline" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Planes y precios" })).toBeInTheDocument();
    expect(screen.getByText(/^¡Hola! Soy el asistente de Ringline\./)).toBeInTheDocument();
  });

  it("reports opening and sent messages to onEvent and gtag", async () => {
    const user = setupUser();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    const onEvent = vi.fn();
    render(<Closed path="/support" onEvent={onEvent} storage={createMemoryChatStorage()} />);
    await user.click(screen.getByRole("button", { name: "Open chat" }));
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Hi{Enter}");

    expect(onEvent).toHaveBeenCalledWith("chat_opened", { mode: "support" });
    expect(onEvent).toHaveBeenCalledWith("chat_message_sent", { mode: "support" });
    expect(gtag).toHaveBeenCalledWith("event", "chat_opened", { mode: "support" });
  });
});

describe("ChatWidget: accessibility", () => {
  it.each([
    ["Closed", Closed],
    ["OpenMarketing", OpenMarketing],
    ["OpenSupport", OpenSupport],
    ["OpenDashboard", OpenDashboard],
    ["WelcomeFailed", WelcomeFailed],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["UnreadBadge", UnreadBadge],
    ["CollectingName", CollectingName],
    ["CollectingEmail", CollectingEmail],
    ["InvalidEmail", InvalidEmail],
    ["Typing", Typing],
    ["ErrorReply", ErrorReply],
    ["Streaming", Streaming],
    ["Answered", Answered],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    const { container } = render(<Story />);
    await play(Story, container);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(await axeViolations()).toEqual([]);
  });
});
