import { ApiError, type TContactResponse } from "@ringline/api-client";
import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { createToastStore } from "../toaster/toast-store.js";
import { Toaster } from "../toaster/toaster.js";
import { ContactDialog } from "./contact-dialog.js";
import * as stories from "./contact-dialog.stories.js";
import type { ContactClient } from "./contact-form.js";

const {
  DemoOpen,
  ConsultationOpen,
  Closed,
  ValidationErrors,
  Submitting,
  Success,
  Failure,
  ServerFieldErrors,
  Spanish,
} = composeStories(stories);

const LABELS = {
  name: "Name *",
  email: "Email *",
  phone: "Phone *",
  company: "Real Estate Company *",
  message: "Current Lead Volume (Optional)",
} as const;

function responseFor(requestType: "demo" | "consultation"): TContactResponse {
  return {
    success: true,
    message: "Stored",
    data: { id: "contact-1", requestType, createdAt: "2026-01-01T00:00:00.000Z" },
  };
}

function spyClient(answer: ContactClient["submitContact"]) {
  return { submitContact: vi.fn<ContactClient["submitContact"]>(answer) };
}

/** The toaster's assertive region, where error toasts go (field messages are alerts too). */
function toasterAlerts(): HTMLElement {
  return within(screen.getByRole("region", { name: "Notifications" })).getByRole("alert");
}

function field(label: keyof typeof LABELS): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByLabelText(LABELS[label]);
}

async function fillValidEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("name"), "  Ada Lovelace ");
  await user.type(field("email"), "ada@lovelace-realty.com");
  await user.type(field("phone"), "+1 (555) 123-4567");
  await user.type(field("company"), "Lovelace Realty");
  await user.type(field("message"), "About 200 leads a month");
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "gtag");
});

describe("ContactDialog texts", () => {
  it("shows the demo title, description and submit button", () => {
    render(<DemoOpen />);

    const dialog = screen.getByRole("dialog", { name: "Get Your Live Demo" });
    expect(dialog).toHaveAccessibleDescription(
      "See how our AI receptionist can transform your real estate business in just 15 minutes.",
    );
    expect(within(dialog).getByRole("button", { name: "Book My Demo Now" })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  it("shows the consultation title, description and submit button", () => {
    render(<ConsultationOpen />);

    const dialog = screen.getByRole("dialog", { name: "Launch Your AI Receptionist" });
    expect(dialog).toHaveAccessibleDescription(
      "Book your AI receptionist setup consultation and start capturing every lead.",
    );
    expect(within(dialog).getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });

  it("ties a visible label to every field, with the right types and autocomplete", () => {
    render(<DemoOpen />);

    expect(field("name")).toHaveAttribute("autocomplete", "name");
    expect(field("email")).toHaveAttribute("type", "email");
    expect(field("email")).toHaveAttribute("autocomplete", "email");
    expect(field("phone")).toHaveAttribute("type", "tel");
    expect(field("phone")).toHaveAttribute("autocomplete", "tel");
    expect(field("company")).toHaveAttribute("autocomplete", "organization");
    expect(field("message").tagName).toBe("TEXTAREA");
    for (const label of ["name", "email", "phone", "company"] as const) {
      expect(field(label)).toBeRequired();
    }
    expect(field("message")).not.toBeRequired();
  });

  it("speaks Spanish", async () => {
    const user = userEvent.setup();
    render(<Spanish />);

    const dialog = screen.getByRole("dialog", { name: "Lanza tu recepcionista con IA" });
    expect(within(dialog).getByLabelText("Nombre *")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Correo electrónico *")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Teléfono *")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Empresa inmobiliaria *")).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText("Volumen actual de clientes potenciales (opcional)"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Comenzar" }));

    expect(within(dialog).getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    expect(within(dialog).getByText("Introduce un correo electrónico válido")).toBeVisible();
    expect(within(dialog).getByText("Introduce un número de teléfono válido")).toBeVisible();
    expect(within(dialog).getByText("El nombre de la empresa es obligatorio")).toBeVisible();
  });
});

describe("ContactDialog validation", () => {
  it("shows every contract message under its field, announced, with focus on the first", async () => {
    render(<ValidationErrors />);
    await ValidationErrors.play?.({ userEvent: userEvent.setup() });
    // The errors render within the submit event, but focus moves once the awaited submit
    // has settled, in an effect of a later render; user-event's click can return first.
    await waitFor(() => expect(field("name")).toHaveFocus());

    const expected = {
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      company: "Company name is required",
    } as const;
    for (const [label, message] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const input = field(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
      expect(screen.getByText(message)).toHaveAttribute("role", "alert");
    }
    expect(field("message")).not.toHaveAttribute("aria-invalid");
  });

  it("focuses the first invalid field, not the first field", async () => {
    const user = userEvent.setup();
    render(<DemoOpen />);
    await user.type(field("name"), "Ada Lovelace");
    await user.type(field("email"), "ada@example.com");

    await user.click(screen.getByRole("button", { name: "Book My Demo Now" }));

    await waitFor(() => expect(field("phone")).toHaveFocus());
  });

  it("does not flag fields the visitor only tabbed through", async () => {
    const user = userEvent.setup();
    render(<DemoOpen />);

    await user.tab();
    await user.tab();

    expect(within(screen.getByRole("dialog")).queryByRole("alert")).toBeNull();
    expect(field("name")).not.toHaveAttribute("aria-invalid");
    expect(field("email")).not.toHaveAttribute("aria-invalid");
  });

  it("validates an edited field when left, then again as it changes", async () => {
    const user = userEvent.setup();
    render(<DemoOpen />);

    await user.type(field("email"), "ada@");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    await user.tab();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();

    await user.type(field("email"), "example.com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(field("email")).not.toHaveAttribute("aria-invalid");
  });

  it("has no axe violations while showing errors", async () => {
    render(<ValidationErrors />);
    await ValidationErrors.play?.({ userEvent: userEvent.setup() });
    expect(await axeViolations()).toEqual([]);
  });
});

describe("ContactDialog submission", () => {
  it("reads 'Submitting...' and disables the form while the request is open", async () => {
    render(<Submitting />);
    await Submitting.play?.({ userEvent: userEvent.setup() });

    const submit = screen.getByRole("button", { name: "Submitting..." });
    expect(submit).toBeDisabled();
    for (const label of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      expect(field(label)).toBeDisabled();
    }
    expect(screen.queryByRole("button", { name: "Book My Demo Now" })).toBeNull();
  });

  it("enables the form again once the request settles", async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => {};
    const client = spyClient(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<DemoOpen client={client} />);
    await fillValidEntry(user);

    await user.click(screen.getByRole("button", { name: "Book My Demo Now" }));
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();

    fail(new Error("offline"));
    const submit = await screen.findByRole("button", { name: "Book My Demo Now" });
    expect(submit).toBeEnabled();
    expect(field("name")).toBeEnabled();
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it.each([
    ["demo", "Your demo request has been submitted. We'll contact you soon!"],
    ["consultation", "Your consultation request has been submitted. We'll contact you soon!"],
  ] as const)(
    "in %s mode sends trimmed values, closes and confirms with a toast",
    async (mode, text) => {
      const user = userEvent.setup();
      const client = spyClient(async () => responseFor(mode));
      const onOpenChange = vi.fn();
      const onEvent = vi.fn();
      render(<Success mode={mode} client={client} onOpenChange={onOpenChange} onEvent={onEvent} />);

      await Success.play?.({ userEvent: user });

      const status = await screen.findByRole("status");
      await within(status).findByText("Success!");
      expect(within(status).getByText(text)).toBeInTheDocument();
      expect(client.submitContact).toHaveBeenCalledExactlyOnceWith({
        name: "Ada Lovelace",
        email: "ada@lovelace-realty.com",
        phone: "+1 (555) 123-4567",
        company: "Lovelace Realty",
        message: "About 200 leads a month",
        requestType: mode,
      });
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(onEvent).toHaveBeenCalledWith("contact_form_submitted", { mode });

      // Reopened, the form is empty again.
      await user.click(
        screen.getByRole("button", { name: mode === "demo" ? "Book a demo" : "Get started" }),
      );
      for (const label of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
        expect(field(label)).toHaveValue("");
      }
    },
  );

  it("keeps the dialog and the values after a failure, with an error toast", async () => {
    const onOpenChange = vi.fn();
    render(<Failure onOpenChange={onOpenChange} />);
    await Failure.play?.({ userEvent: userEvent.setup() });

    const alert = toasterAlerts();
    await within(alert).findByText("Error", {}, { timeout: 2000 });
    expect(within(alert).getByText("Failed to submit form. Please try again.")).toBeInTheDocument();
    expect(alert.querySelector("li")).toHaveAttribute("data-variant", "error");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(field("name")).toHaveValue("  Ada Lovelace ");
    expect(field("email")).toHaveValue("ada@lovelace-realty.com");
    expect(field("company")).toHaveValue("Lovelace Realty");
  });

  it("shows the server's field errors (422) on the fields", async () => {
    render(<ServerFieldErrors />);
    await ServerFieldErrors.play?.({ userEvent: userEvent.setup() });

    await waitFor(() => expect(field("email")).toHaveAttribute("aria-invalid", "true"), {
      timeout: 2000,
    });
    expect(field("email")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(field("phone")).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(field("name")).not.toHaveAttribute("aria-invalid");
    expect(within(toasterAlerts()).getByText("Error")).toBeInTheDocument();
    await waitFor(() => expect(field("email")).toHaveFocus());
  });

  it("has no axe violations with the error toast on screen", async () => {
    render(<Failure />);
    await Failure.play?.({ userEvent: userEvent.setup() });
    await within(toasterAlerts()).findByText("Error", {}, { timeout: 2000 });

    expect(await axeViolations()).toEqual([]);
  });

  it("sends through the shared toast store when none is given", async () => {
    const user = userEvent.setup();
    const client = spyClient(() => Promise.reject(ApiError.fromCode("API_NETWORK_ERROR", 0)));
    render(
      <>
        <ContactDialog open onOpenChange={() => {}} mode="demo" client={client} />
        <Toaster />
      </>,
    );
    await fillValidEntry(user);

    await user.click(screen.getByRole("button", { name: "Book My Demo Now" }));

    expect(
      await within(toasterAlerts()).findByText("Failed to submit form. Please try again."),
    ).toBeInTheDocument();
  });

  it("sends toasts to the given store", async () => {
    const user = userEvent.setup();
    const toastStore = createToastStore();
    const client = spyClient(async () => responseFor("demo"));
    render(
      <ContactDialog
        open
        onOpenChange={() => {}}
        mode="demo"
        client={client}
        toastStore={toastStore}
      />,
    );
    await fillValidEntry(user);

    await user.click(screen.getByRole("button", { name: "Book My Demo Now" }));

    await waitFor(() =>
      expect(toastStore.getSnapshot()).toMatchObject([{ variant: "success", title: "Success!" }]),
    );
  });
});

describe("ContactDialog as a modal", () => {
  it("opens with focus on the name field and traps Tab inside", async () => {
    const user = userEvent.setup();
    render(<DemoOpen />);
    expect(field("name")).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(field("name")).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Closed onOpenChange={onOpenChange} />);
    const opener = screen.getByRole("button", { name: "Book a demo" });

    await user.click(opener);
    expect(screen.getByRole("dialog", { name: "Get Your Live Demo" })).toBeInTheDocument();
    await user.keyboard("{Escape}");

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes with Cancel", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DemoOpen onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has no axe violations while open", async () => {
    render(<DemoOpen />);
    expect(await axeViolations()).toEqual([]);
  });
});

describe("ContactDialog analytics", () => {
  it("reports contact_form_opened once per opening, with the mode, also to gtag", async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const gtag = vi.fn();
    Object.assign(globalThis, { gtag });
    render(<Closed mode="consultation" onEvent={onEvent} />);
    expect(onEvent).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Get started" }));
    await user.type(field("name"), "Ada");

    expect(onEvent).toHaveBeenCalledExactlyOnceWith("contact_form_opened", {
      mode: "consultation",
    });
    expect(gtag).toHaveBeenCalledWith("event", "contact_form_opened", { mode: "consultation" });

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Get started" }));
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it("reports a throwing analytics callback instead of breaking the submission", async () => {
    const user = userEvent.setup();
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const failure = new Error("analytics down");
    const onOpenChange = vi.fn();
    render(
      <DemoOpen
        client={spyClient(async () => responseFor("demo"))}
        onOpenChange={onOpenChange}
        onEvent={() => {
          throw failure;
        }}
      />,
    );
    await fillValidEntry(user);

    await user.click(screen.getByRole("button", { name: "Book My Demo Now" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(reportError).toHaveBeenCalledWith(failure);
    vi.unstubAllGlobals();
  });
});
