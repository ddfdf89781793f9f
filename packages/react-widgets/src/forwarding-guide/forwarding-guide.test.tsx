import { composeStories } from "@storybook/react-vite";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { ForwardingGuide } from "./forwarding-guide.js";
import * as stories from "./forwarding-guide.stories.js";

const {
  Att,
  Verizon,
  TMobile,
  GoogleVoice,
  RingCentral,
  WithoutNumber,
  Copied,
  CopyFailed,
  Spanish,
  Dark,
} = composeStories(stories);

/** The row of a condition inside the "Turn forwarding on" or "… off" section. */
function row(section: "Turn forwarding on" | "Turn forwarding off", condition: string) {
  const heading = screen.getByRole("heading", { name: section });
  const list = heading.parentElement;
  if (!list) throw new Error(`No section ${section}`);
  const label = within(list).getByText(condition);
  const item = label.closest("li");
  if (!item) throw new Error(`No row ${condition}`);
  return item;
}

function codeOf(item: HTMLElement): string {
  return item.querySelector("code")?.textContent ?? "";
}

/** jsdom cannot navigate: links are checked by their href and events instead. */
function stopNavigation(event: Event) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

beforeEach(() => {
  document.addEventListener("click", stopNavigation);
});

afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  Reflect.deleteProperty(globalThis, "gtag");
  delete document.documentElement.dataset.rlTheme;
  vi.useRealTimers();
});

describe("ForwardingGuide codes", () => {
  it("shows AT&T's codes with the number as digits, leading 1 dropped", () => {
    render(<Att />);

    expect(screen.getByText("Calls will forward to (555) 123-4567")).toBeInTheDocument();
    expect(codeOf(row("Turn forwarding on", "All calls"))).toBe("**21*5551234567#");
    expect(codeOf(row("Turn forwarding on", "When busy"))).toBe("**67*5551234567#");
    expect(codeOf(row("Turn forwarding on", "When unanswered"))).toBe("**61*5551234567#");
    expect(codeOf(row("Turn forwarding on", "When unreachable"))).toBe("**62*5551234567#");
    expect(codeOf(row("Turn forwarding off", "All calls"))).toBe("##21#");
    expect(codeOf(row("Turn forwarding off", "When busy"))).toBe("##67#");
    expect(codeOf(row("Turn forwarding off", "When unanswered"))).toBe("##61#");
    expect(codeOf(row("Turn forwarding off", "When unreachable"))).toBe("##62#");
  });

  it("makes each code a tap-to-dial link with # encoded as %23", () => {
    render(<Att />);

    const link = within(row("Turn forwarding on", "All calls")).getByRole("link", {
      name: "Dial **21*5551234567#",
    });
    expect(link).toHaveAttribute("href", "tel:**21*5551234567%23");
    expect(
      within(row("Turn forwarding off", "When busy")).getByRole("link", { name: "Dial ##67#" }),
    ).toHaveAttribute("href", "tel:%23%2367%23");
  });

  it("shows Verizon's *72, *90, *92, unreachable as not supported, and *73", () => {
    render(<Verizon />);

    expect(codeOf(row("Turn forwarding on", "All calls"))).toBe("*725551234567");
    expect(codeOf(row("Turn forwarding on", "When busy"))).toBe("*905551234567");
    expect(codeOf(row("Turn forwarding on", "When unanswered"))).toBe("*925551234567");
    const unreachable = row("Turn forwarding on", "When unreachable");
    expect(within(unreachable).getByText("Not supported by Verizon")).toBeInTheDocument();
    expect(within(unreachable).queryByRole("link")).toBeNull();
    expect(within(unreachable).queryByRole("button")).toBeNull();
    expect(codeOf(row("Turn forwarding off", "All calls"))).toBe("*73");
    expect(
      within(row("Turn forwarding on", "All calls")).getByRole("link", { name: /^Dial/ }),
    ).toHaveAttribute("href", "tel:*725551234567");
  });

  it("gives T-Mobile the same GSM codes as AT&T and its own customer service", () => {
    render(<TMobile />);

    expect(codeOf(row("Turn forwarding on", "All calls"))).toBe("**21*5551234567#");
    expect(screen.getByRole("link", { name: "1-800-937-8997" })).toHaveAttribute(
      "href",
      "tel:18009378997",
    );
  });

  it("switches carrier with the radio group", async () => {
    const user = userEvent.setup();
    render(<Att />);
    expect(screen.getByRole("group", { name: "Your carrier" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Verizon/ }));

    expect(screen.getByRole("heading", { name: "Verizon", level: 3 })).toBeInTheDocument();
    expect(codeOf(row("Turn forwarding on", "All calls"))).toBe("*725551234567");
  });

  it("warns iPhone users about Live Voicemail on cell carriers, with the tips", () => {
    render(<Att />);

    expect(screen.getByText("iPhone: turn off Live Voicemail")).toBeInTheDocument();
    for (const tip of [
      "Add a pause: put a comma before the number, for example *72,5551234567.",
      "Press and hold the call button until you hear the confirmation tone.",
      "Call your carrier's customer service and ask them to forward your calls.",
      "Check that your plan includes call forwarding; some prepaid plans do not.",
      "On iPhone, make sure Live Voicemail is off.",
    ]) {
      expect(screen.getByText(tip)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "611" })).toHaveAttribute("href", "tel:611");
    expect(screen.getByRole("link", { name: "1-800-331-0500" })).toBeInTheDocument();
  });

  it("shows app steps with the number, and no codes or warning, for Google Voice", () => {
    render(<GoogleVoice />);

    expect(
      screen.getByText(
        "Under Account, add (555) 123-4567 as a linked number and verify it with the code.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Turn forwarding on" })).toBeNull();
    expect(screen.queryByText("iPhone: turn off Live Voicemail")).toBeNull();
    expect(screen.getByRole("link", { name: "Google Voice Help" })).toHaveAttribute(
      "href",
      "https://support.google.com/voice",
    );
  });

  it("shows RingCentral's app steps and support number", () => {
    render(<RingCentral />);

    expect(
      screen.getByText("Under your business-hours rule, forward calls to (555) 123-4567."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "1-888-898-4591" })).toBeInTheDocument();
  });

  it("shows a placeholder and no dial or copy for codes that need the missing number", () => {
    render(<WithoutNumber />);

    expect(
      screen.getByText("Add your Ringline number to see your codes with it filled in."),
    ).toBeInTheDocument();
    const all = row("Turn forwarding on", "All calls");
    expect(codeOf(all)).toBe("**21*XXXXXXXXXX#");
    expect(within(all).queryByRole("link")).toBeNull();
    expect(within(row("Turn forwarding off", "All calls")).getByRole("link")).toBeInTheDocument();
  });

  it("has a field for the Ringline number and fills the codes in as it is typed", async () => {
    const user = userEvent.setup();
    render(<WithoutNumber />);
    const field = screen.getByRole("textbox", { name: "Your Ringline number" });
    expect(field).toHaveAttribute("type", "tel");

    await user.type(field, "555 123");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter all 10 digits of your Ringline number.")).toBeInTheDocument();
    expect(within(row("Turn forwarding on", "All calls")).queryByRole("link")).toBeNull();

    await user.type(field, "-4567");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Calls will forward to (555) 123-4567")).toBeInTheDocument();
    const all = row("Turn forwarding on", "All calls");
    expect(codeOf(all)).toBe("**21*5551234567#");
    expect(within(all).getByRole("link", { name: "Dial **21*5551234567#" })).toHaveAttribute(
      "href",
      "tel:**21*5551234567%23",
    );
  });

  it("starts with the number it is given, and the visitor may change it", async () => {
    const user = userEvent.setup();
    render(<ForwardingGuide businessNumber="+1 (555) 123-4567" />);
    const field = screen.getByRole("textbox", { name: "Your Ringline number" });
    expect(field).toHaveValue("+1 (555) 123-4567");
    await user.clear(field);
    await user.type(field, "5559876543");
    expect(codeOf(row("Turn forwarding on", "All calls"))).toBe("**21*5559876543#");
  });
});

describe("ForwardingGuide copy buttons", () => {
  it("copies the code, reads 'Copied', announces it and resets after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ForwardingGuide businessNumber="15551234567" />);

    const item = row("Turn forwarding on", "When busy");
    await user.click(within(item).getByRole("button", { name: "Copy **67*5551234567#" }));

    expect(await navigator.clipboard.readText()).toBe("**67*5551234567#");
    expect(within(item).getByRole("button", { name: "Copied **67*5551234567#" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Copied **67*5551234567# to the clipboard",
    );
    expect(within(row("Turn forwarding on", "All calls")).getByRole("button")).toHaveTextContent(
      /^Copy/,
    );

    act(() => vi.advanceTimersByTime(2000));
    expect(within(item).getByRole("button", { name: "Copy **67*5551234567#" })).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows the Copied story's state", async () => {
    const { container } = render(<Copied />);
    await Copied.play?.({ userEvent: userEvent.setup(), canvasElement: container });

    expect(screen.getByRole("button", { name: "Copied **21*5551234567#" })).toBeInTheDocument();
  });

  it("tells the visitor to copy by hand when the browser refuses", async () => {
    const { container } = render(<CopyFailed />);
    await CopyFailed.play?.({ userEvent: userEvent.setup(), canvasElement: container });

    expect(screen.getByRole("status")).toHaveTextContent(
      "Could not copy. Select the code and copy it by hand.",
    );
  });

  it("reports copies and dial taps, also to gtag", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    render(
      <ForwardingGuide businessNumber="5551234567" defaultCarrier="verizon" onEvent={onEvent} />,
    );

    await user.click(within(row("Turn forwarding on", "All calls")).getByRole("link"));
    await user.click(within(row("Turn forwarding off", "All calls")).getByRole("button"));
    await user.click(screen.getByRole("link", { name: "1-800-922-0204" }));

    expect(onEvent.mock.calls).toEqual([
      ["phone_number_clicked", { carrier: "verizon", target: "forwarding_code", condition: "all" }],
      [
        "forwarding_code_copied",
        { carrier: "verizon", target: "disable_code", condition: "all", outcome: "clipboard" },
      ],
      ["phone_number_clicked", { carrier: "verizon", target: "customer_service" }],
    ]);
    expect(gtag).toHaveBeenCalledWith("event", "phone_number_clicked", {
      carrier: "verizon",
      target: "forwarding_code",
      condition: "all",
    });
  });
});

describe("ForwardingGuide in Spanish", () => {
  it("translates the guide and keeps the codes", () => {
    render(<Spanish />);

    expect(screen.getByRole("heading", { name: "Desvía tus llamadas a Ringline" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Tu operador" })).toBeInTheDocument();
    const heading = screen.getByRole("heading", { name: "Activar el desvío" });
    const section = heading.parentElement as HTMLElement;
    expect(within(section).getByText("Verizon no lo admite")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Marcar *725551234567" })).toBeInTheDocument();
    expect(
      within(section).getByRole("button", { name: "Copiar *725551234567" }),
    ).toBeInTheDocument();
    expect(screen.getByText("iPhone: desactiva el Buzón de voz en directo")).toBeInTheDocument();
  });
});

describe("ForwardingGuide accessibility", () => {
  it.each([
    ["AT&T", Att],
    ["Verizon", Verizon],
    ["T-Mobile", TMobile],
    ["GoogleVoice", GoogleVoice],
    ["RingCentral", RingCentral],
    ["WithoutNumber", WithoutNumber],
    ["Spanish", Spanish],
    ["Dark", Dark],
  ] as const)("has no axe violations in the %s story", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });

  it("has no axe violations after a copy", async () => {
    const { container } = render(<Copied />);
    await Copied.play?.({ userEvent: userEvent.setup(), canvasElement: container });
    expect(await axeViolations()).toEqual([]);
  });
});
