import { demoBookingDateRange } from "@ringline/api-client";
import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import * as stories from "./schedule-demo-modal.stories.js";

const {
  YourInfo,
  ValidationErrors,
  BusinessDetails,
  Schedule,
  Scheduling,
  Success,
  Failure,
  ServerMessage,
  Closed,
  Spanish,
} = composeStories(stories);

afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

function dialog() {
  return screen.getByRole("dialog", { name: "Schedule your demo" });
}

function toasts() {
  return screen.getByRole("region", { name: "Notifications" });
}

async function play(
  Story: { play?: (context: never) => Promise<void> | void },
  container: HTMLElement,
) {
  const user = userEvent.setup();
  await (Story.play as (context: object) => Promise<void>)({
    canvasElement: container,
    userEvent: user,
  });
  return user;
}

describe("ScheduleDemoModal steps", () => {
  it("opens on step 1 of 3 with name, email and phone, Next and no submit", () => {
    render(<YourInfo />);
    const form = within(dialog());
    expect(form.getByRole("group", { name: "Step 1 of 3: Your info" })).toBeInTheDocument();
    expect(form.getByLabelText("Full name *")).toHaveFocus();
    expect(form.getByLabelText("Email *")).toHaveAttribute("type", "email");
    expect(form.getByLabelText("Phone *")).toHaveAttribute("type", "tel");
    expect(form.getByRole("button", { name: "Next" })).toBeInTheDocument();
    expect(form.queryByRole("button", { name: "Schedule Demo" })).toBeNull();
    expect(form.queryByRole("button", { name: "Previous" })).toBeNull();
  });

  it("stays on step 1 with each field's message when Next is pressed empty", async () => {
    const { container } = render(<ValidationErrors />);
    await play(ValidationErrors, container);

    const form = within(dialog());
    expect(form.getByRole("group", { name: "Step 1 of 3: Your info" })).toBeInTheDocument();
    expect(form.getByLabelText("Full name *")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    expect(form.getByLabelText("Email *")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(form.getByLabelText("Full name *")).toHaveFocus());
  });

  it("goes to business details, with the bands, and back with Previous", async () => {
    const { container } = render(<BusinessDetails />);
    const user = await play(BusinessDetails, container);

    const form = within(dialog());
    expect(form.getByRole("group", { name: "Step 2 of 3: Business details" })).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText("Company *")).toHaveFocus());
    const bands = within(form.getByLabelText("Calls per month *")).getAllByRole("option");
    expect(bands.map((option) => option.textContent)).toEqual([
      "Choose...",
      "1-50",
      "51-100",
      "101-200",
      "201-500",
      "500+",
    ]);
    expect(
      within(form.getByLabelText("Business type *"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(["", "individual", "team", "brokerage"]);

    await user.click(form.getByRole("button", { name: "Previous" }));
    expect(form.getByLabelText("Full name *")).toHaveValue("Ada Lovelace");
  });

  it("moves on with Enter from a field, without sending anything", async () => {
    const user = userEvent.setup();
    const client = { createDemoBooking: vi.fn() };
    render(<YourInfo client={client} />);
    await user.type(screen.getByLabelText("Full name *"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email *"), "ada@example.com");
    await user.type(screen.getByLabelText("Phone *"), "5551234567{Enter}");

    expect(
      screen.getByRole("group", { name: "Step 2 of 3: Business details" }),
    ).toBeInTheDocument();
    expect(client.createDemoBooking).not.toHaveBeenCalled();
  });

  it("schedules on step 3: date from tomorrow to 30 days, three times, the browser's time zone, the waiver", async () => {
    const { container } = render(<Schedule />);
    await play(Schedule, container);

    const form = within(dialog());
    expect(form.getByRole("group", { name: "Step 3 of 3: Schedule" })).toBeInTheDocument();
    const { first, last } = demoBookingDateRange("America/Chicago");
    expect(form.getByLabelText("Preferred date *")).toHaveAttribute("min", first);
    expect(form.getByLabelText("Preferred date *")).toHaveAttribute("max", last);
    const times = within(form.getByRole("group", { name: "Preferred time *" })).getAllByRole(
      "radio",
    );
    expect(times.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Morning (9 AM-12 PM)",
      "Afternoon (12-5 PM)",
      "Evening (5-8 PM)",
    ]);
    expect(form.getByLabelText("Timezone *")).toHaveValue("America/Chicago");
    expect(form.getByLabelText("Anything we should know? (Optional)")).not.toBeRequired();
    expect(form.getByText("Book your demo now and we'll waive the $99 setup fee.")).toBeVisible();
    expect(form.getByRole("button", { name: "Schedule Demo" })).toHaveAttribute("type", "submit");
  });
});

describe("ScheduleDemoModal submission", () => {
  it("shows 'Scheduling...' and disables the form while the booking is on its way", async () => {
    const { container } = render(<Scheduling />);
    await play(Scheduling, container);

    const form = within(dialog());
    expect(form.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    expect(form.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(form.getByLabelText("Preferred date *")).toBeDisabled();
  });

  it("toasts 'Demo Scheduled!', resets to step 1 and closes", async () => {
    const onOpenChange = vi.fn();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    const { container } = render(<Success onOpenChange={onOpenChange} onEvent={onEvent} />);
    const user = await play(Success, container);

    const toast = await within(toasts()).findByText("Demo Scheduled!", {}, { timeout: 2000 });
    expect(toast.closest("li")).toHaveAttribute("data-variant", "success");
    expect(
      within(toasts()).getByText("We'll contact you within 24 hours to confirm your demo time."),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    const submitted = { preferredTime: "afternoon", realtorType: "team" };
    expect(onEvent).toHaveBeenCalledWith("demo_booking_submitted", submitted);
    expect(gtag).toHaveBeenCalledWith("event", "demo_booking_submitted", submitted);
    expect(onEvent).toHaveBeenCalledWith("demo_booking_step_completed", { step: 1 });
    expect(onEvent).toHaveBeenCalledWith("demo_booking_step_completed", { step: 2 });

    await user.click(screen.getByRole("button", { name: "Schedule a demo" }));
    expect(screen.getByRole("group", { name: "Step 1 of 3: Your info" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full name *")).toHaveValue("");
  });

  it("toasts 'Booking Failed' with its own sentence when there was no answer", async () => {
    const { container } = render(<Failure />);
    await play(Failure, container);

    const alert = within(toasts()).getByRole("alert");
    await within(alert).findByText("Booking Failed", {}, { timeout: 2000 });
    expect(
      within(alert).getByText("Failed to schedule demo. Please try again."),
    ).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Step 3 of 3: Schedule" })).toBeInTheDocument();
  });

  it("toasts 'Booking Failed' with the server's message", async () => {
    const { container } = render(<ServerMessage />);
    await play(ServerMessage, container);

    const alert = within(toasts()).getByRole("alert");
    await within(alert).findByText("Booking Failed", {}, { timeout: 2000 });
    expect(within(alert).getByText("We could not save or read your data just now.")).toBeVisible();
  });

  it("reports demo_booking_opened when opened", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<Closed onEvent={onEvent} />);
    expect(onEvent).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Schedule a demo" }));

    expect(onEvent).toHaveBeenCalledExactlyOnceWith("demo_booking_opened", {});
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Schedule a demo" })).toHaveFocus();
  });
});

describe("ScheduleDemoModal in Spanish", () => {
  it("names the dialog, the step and the fields in Spanish", () => {
    render(<Spanish />);
    const form = within(screen.getByRole("dialog", { name: "Agenda tu demostración" }));
    expect(form.getByRole("group", { name: "Paso 1 de 3: Tus datos" })).toBeInTheDocument();
    expect(form.getByLabelText("Nombre completo *")).toBeInTheDocument();
    expect(form.getByRole("button", { name: "Siguiente" })).toBeInTheDocument();
  });

  it("translates the contract's messages", async () => {
    const user = userEvent.setup();
    render(<Spanish />);
    await user.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(screen.getByLabelText("Nombre completo *")).toHaveAccessibleDescription(
      "El nombre debe tener al menos 2 caracteres",
    );
  });
});

describe("ScheduleDemoModal accessibility", () => {
  it.each([
    ["YourInfo", YourInfo],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["ValidationErrors", ValidationErrors],
    ["BusinessDetails", BusinessDetails],
    ["Schedule", Schedule],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    const { container } = render(<Story />);
    await play(Story, container);
    expect(await axeViolations()).toEqual([]);
  });
});
