import { composeStories } from "@storybook/react-vite";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { createDemoCallController } from "./demo-call.js";
import { DemoCallButton } from "./demo-call-button.js";
import * as stories from "./demo-call-button.stories.js";
import { scriptedCall } from "./scripted-call.js";

const {
  Idle,
  InCall,
  MobileTip,
  Ended,
  SecurityTemporary,
  Unavailable,
  NotConfigured,
  SecurityBlocked,
  StartFailed,
  Spanish,
} = composeStories(stories);

afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

const start = () => screen.getByRole("button", { name: "Talk to the AI Receptionist" });

describe("DemoCallButton", () => {
  it("is idle with the start label and no mute", () => {
    render(<Idle />);
    expect(start()).toHaveAttribute("data-active", "false");
    expect(screen.queryByRole("button", { name: "Mute microphone" })).toBeNull();
  });

  it("switches to a red 'End Call' when pressed, then shows the call: status, mute, meter, transcript", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    const { container } = render(
      <InCall createCall={scriptedCall({ lineMs: 20 })} onEvent={onEvent} />,
    );

    await user.click(start());

    const end = screen.getByRole("button", { name: "End Call" });
    expect(end).toHaveAttribute("data-active", "true");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("You're connected. Go ahead and speak."),
    );
    expect(container.querySelectorAll(".rl-demo-call__bar")).toHaveLength(5);
    const log = await screen.findByRole("log");
    await waitFor(() => expect(within(log).getAllByRole("listitem")).toHaveLength(3));
    expect(within(log).getAllByRole("listitem")[1]).toHaveTextContent(
      "You: Is the house on Maple Street still available?",
    );
    expect(onEvent).toHaveBeenCalledWith("demo_started", { source: "demo_call_button" });
    expect(gtag).toHaveBeenCalledWith("event", "demo_started", { source: "demo_call_button" });

    const mute = screen.getByRole("button", { name: "Mute microphone" });
    expect(mute).toHaveAttribute("aria-pressed", "false");
    await user.click(mute);
    expect(mute).toHaveAttribute("aria-pressed", "true");

    await user.click(end);
    expect(start()).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Call ended");
    expect(screen.getByRole("log")).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith("demo_completed", {
      source: "demo_call_button",
      durationMs: expect.any(Number),
    });
  });

  it("returns to idle when the assistant hangs up", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(
      <Ended createCall={scriptedCall({ script: "hang-up", lineMs: 20 })} onEvent={onEvent} />,
    );
    await user.click(start());

    // The hang-up is 20 ms after the answer: on a loaded machine it can come before the
    // click resolves, so the call having started is read from the events, not the label.
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith("demo_completed", {
        source: "demo_call_button",
        durationMs: expect.any(Number),
      }),
    );
    expect(onEvent).toHaveBeenCalledWith("demo_started", { source: "demo_call_button" });
    expect(start()).toHaveAttribute("data-active", "false");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("shows the volume tip on mobile before the call", async () => {
    const user = userEvent.setup();
    render(<MobileTip />);
    await user.click(start());
    expect(screen.getByRole("status")).toHaveTextContent(
      "Tip: turn up your volume and use your speaker or headphones to hear the receptionist clearly. Your call starts in 3 seconds.",
    );
    expect(screen.getByRole("button", { name: "End Call" })).toBeInTheDocument();
  });

  it.each([
    [
      "429",
      SecurityTemporary,
      "Demo temporarily unavailable due to security settings. Please try again in a few minutes.",
    ],
    ["503", Unavailable, "Voice demo is currently unavailable. Please try again in a few minutes."],
    ["no assistant", NotConfigured, "AI agent not configured. Please contact support."],
    ["403", SecurityBlocked, "Voice demo blocked by security settings. Please contact support."],
    ["no service", StartFailed, "Unable to start voice demo. Please try again."],
  ] as const)("refuses (%s) with its alert and goes back to idle", async (_case, Story, text) => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<Story onEvent={onEvent} />);

    await user.click(start());

    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));
    expect(start()).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(
      "demo_failed",
      expect.objectContaining({ source: "demo_call_button" }),
    );

    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("speaks Spanish", async () => {
    const user = userEvent.setup();
    render(<Spanish assistantId="" />);
    await user.click(screen.getByRole("button", { name: "Habla con la recepcionista con IA" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Agente de IA no configurado. Ponte en contacto con soporte.",
    );
  });

  it.each([
    ["Idle", Idle],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations during a call with its transcript", async () => {
    const user = userEvent.setup();
    render(<InCall createCall={scriptedCall({ lineMs: 20 })} />);
    await user.click(start());
    const log = await screen.findByRole("log");
    await waitFor(() => expect(within(log).getAllByRole("listitem")).toHaveLength(3));
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations with an alert", async () => {
    const user = userEvent.setup();
    render(<SecurityBlocked />);
    await user.click(start());
    await waitFor(() => expect(screen.getByRole("alert")).not.toBeEmptyDOMElement());
    expect(await axeViolations()).toEqual([]);
  });
});

describe("DemoCallButton with a controller the page owns", () => {
  it("shows the state of a call another control started, and ends it", async () => {
    const user = userEvent.setup();
    const controller = createDemoCallController({
      assistantId: "asst_demo",
      createCall: scriptedCall({ lineMs: 20 }),
      isMobile: () => false,
    });
    render(<DemoCallButton controller={controller} />);

    // The sticky bar's 'Try Demo (free)' presses the same controller.
    act(() => controller.press());
    const end = await screen.findByRole("button", { name: "End Call" });
    await user.click(end);
    expect(controller.getSnapshot().status).toBe("idle");
    expect(start()).toHaveAttribute("data-active", "false");
  });
});
