import { ApiError, createErrorEnvelope, type TContactResponse } from "@ringline/api-client";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { within } from "storybook/test";
import { createToastStore } from "../toaster/toast-store.js";
import { Toaster } from "../toaster/toaster.js";
import { ContactDialog, type ContactDialogProps } from "./contact-dialog.js";
import type { ContactClient } from "./contact-form.js";

// Fake clients: every story runs without a server.

const RESPONSE_DELAY_MS = 400;

function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Stores every request. */
const succeedingClient: ContactClient = {
  async submitContact(request): Promise<TContactResponse> {
    await wait(RESPONSE_DELAY_MS);
    return {
      success: true,
      message: "Contact request stored",
      data: {
        id: "contact-story",
        requestType: request.requestType,
        createdAt: new Date().toISOString(),
      },
    };
  },
};

/** Never answers: the form stays in its sending state. */
const pendingClient: ContactClient = {
  submitContact: () => new Promise<TContactResponse>(() => {}),
};

/** Cannot reach the server. */
const failingClient: ContactClient = {
  async submitContact() {
    await wait(RESPONSE_DELAY_MS);
    throw ApiError.fromCode("API_NETWORK_ERROR", 0);
  },
};

/** Answers 422 with field errors, as apps/api does when its own validation disagrees. */
const rejectingClient: ContactClient = {
  async submitContact() {
    await wait(RESPONSE_DELAY_MS);
    throw ApiError.fromEnvelope(
      422,
      createErrorEnvelope("API_VALIDATION_ERROR", {
        fieldErrors: {
          email: ["Please enter a valid email address"],
          phone: ["Please enter a valid phone number"],
        },
      }),
    );
  },
};

/**
 * The dialog as a page uses it: a button that opens it, the dialog, and a toaster with
 * its own store so stories do not share toasts.
 */
function ContactDialogExample(props: ContactDialogProps) {
  const { open: openArgument, onOpenChange, mode, toastStore } = props;
  const [open, setOpen] = useState(openArgument);
  const [ownStore] = useState(() => createToastStore());
  useEffect(() => setOpen(openArgument), [openArgument]);
  function change(next: boolean) {
    setOpen(next);
    onOpenChange(next);
  }
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        {mode === "demo" ? "Book a demo" : "Get started"}
      </button>
      <ContactDialog
        {...props}
        open={open}
        onOpenChange={change}
        toastStore={toastStore ?? ownStore}
      />
      <Toaster store={toastStore ?? ownStore} locale={props.locale} />
    </>
  );
}

const VALID_ENTRY = {
  name: "  Ada Lovelace ",
  email: "ada@lovelace-realty.com",
  phone: "+1 (555) 123-4567",
  company: "Lovelace Realty",
  message: "About 200 leads a month",
};

/** The user-event instance a play function is given (Storybook's, or a test's own). */
type UserEvents = StoryContext["userEvent"];

const LABELS = {
  name: "Name *",
  email: "Email *",
  phone: "Phone *",
  company: "Real Estate Company *",
  message: "Current Lead Volume (Optional)",
} as const;

/** Types an entry into the open dialog's fields (English labels). */
async function fillForm(
  canvasElement: HTMLElement,
  userEvent: UserEvents,
  entry: Partial<Record<keyof typeof LABELS, string>>,
) {
  // The dialog renders in a portal on <body>, outside the story's canvas.
  const page = within(canvasElement.ownerDocument.body);
  for (const field of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const value = entry[field];
    if (value) await userEvent.type(page.getByLabelText(LABELS[field]), value);
  }
}

async function submitForm(canvasElement: HTMLElement, userEvent: UserEvents) {
  const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) await userEvent.click(submit);
}

const meta = {
  title: "Widgets/Contact dialog",
  component: ContactDialog,
  render: (args) => <ContactDialogExample {...args} />,
  args: {
    open: true,
    mode: "demo",
    onOpenChange: () => {},
    client: succeedingClient,
  },
  argTypes: {
    mode: { control: "inline-radio", options: ["demo", "consultation"] },
    client: { control: false },
    toastStore: { control: false },
    container: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode, open. */
export const DemoOpen: Story = {};

/** Consultation mode, open. */
export const ConsultationOpen: Story = { args: { mode: "consultation" } };

/** Closed: the button opens it, and focus returns to the button on close. */
export const Closed: Story = { args: { open: false } };

/** Submitted with a short name, a bad email and phone and no company. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await fillForm(canvasElement, userEvent, { name: "A", email: "not-an-email", phone: "12345" });
    await submitForm(canvasElement, userEvent);
  },
};

/** The request is on its way and never answered: "Submitting..." and everything disabled. */
export const Submitting: Story = {
  args: { client: pendingClient },
  play: async ({ canvasElement, userEvent }) => {
    await fillForm(canvasElement, userEvent, VALID_ENTRY);
    await submitForm(canvasElement, userEvent);
  },
};

/** Stored: the dialog closes and a success toast appears. */
export const Success: Story = {
  args: { client: succeedingClient },
  play: async ({ canvasElement, userEvent }) => {
    await fillForm(canvasElement, userEvent, VALID_ENTRY);
    await submitForm(canvasElement, userEvent);
  },
};

/** The server cannot be reached: the dialog stays open with the values and an error toast. */
export const Failure: Story = {
  args: { client: failingClient },
  play: async ({ canvasElement, userEvent }) => {
    await fillForm(canvasElement, userEvent, VALID_ENTRY);
    await submitForm(canvasElement, userEvent);
  },
};

/** The server refused two fields (422): its messages show on those fields. */
export const ServerFieldErrors: Story = {
  args: { client: rejectingClient },
  play: async ({ canvasElement, userEvent }) => {
    await fillForm(canvasElement, userEvent, VALID_ENTRY);
    await submitForm(canvasElement, userEvent);
  },
};

/** Spanish, consultation mode. */
export const Spanish: Story = { args: { locale: "es", mode: "consultation" } };
