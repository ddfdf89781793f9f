import {
  ApiError,
  createErrorEnvelope,
  demoBookingDateRange,
  type TDemoBookingResponse,
} from "@ringline/api-client";
import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { within } from "storybook/test";
import { createToastStore } from "../toaster/toast-store.js";
import { Toaster } from "../toaster/toaster.js";
import type { DemoBookingClient } from "./demo-booking-form.js";
import { ScheduleDemoModal, type ScheduleDemoModalProps } from "./schedule-demo-modal.js";

// Fake clients: every story runs without a server.

const RESPONSE_DELAY_MS = 400;
const STORY_TIME_ZONE = "America/Chicago";

function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

const succeedingClient: DemoBookingClient = {
  async createDemoBooking(request): Promise<TDemoBookingResponse> {
    await wait(RESPONSE_DELAY_MS);
    return {
      success: true,
      message: "Demo booking stored",
      data: {
        id: "booking-story",
        status: "pending",
        preferredDate: String(request.preferredDate),
        preferredTime: request.preferredTime,
        createdAt: new Date().toISOString(),
      },
    };
  },
};

const pendingClient: DemoBookingClient = {
  createDemoBooking: () => new Promise<TDemoBookingResponse>(() => {}),
};

/** No answer at all: the toast falls back to its own sentence. */
const unreachableClient: DemoBookingClient = {
  async createDemoBooking() {
    await wait(RESPONSE_DELAY_MS);
    throw ApiError.fromCode("API_NETWORK_ERROR", 0);
  },
};

/** The server refused with its own message, which the toast shows. */
const refusingClient: DemoBookingClient = {
  async createDemoBooking() {
    await wait(RESPONSE_DELAY_MS);
    throw ApiError.fromEnvelope(500, createErrorEnvelope("API_DATABASE_ERROR"));
  },
};

/** The dialog as a page uses it: an opener, the dialog and a toaster with its own store. */
function ScheduleDemoExample(props: ScheduleDemoModalProps) {
  const [open, setOpen] = useState(props.open);
  const [ownStore] = useState(() => createToastStore());
  useEffect(() => setOpen(props.open), [props.open]);
  function change(next: boolean) {
    setOpen(next);
    props.onOpenChange(next);
  }
  const store = props.toastStore ?? ownStore;
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        Schedule a demo
      </button>
      <ScheduleDemoModal {...props} open={open} onOpenChange={change} toastStore={store} />
      <Toaster store={store} locale={props.locale} />
    </>
  );
}

type UserEvents = StoryContext["userEvent"];

function page(canvasElement: HTMLElement) {
  // The dialog renders in a portal on <body>, outside the story's canvas.
  return within(canvasElement.ownerDocument.body);
}

async function pressPrimary(canvasElement: HTMLElement, userEvent: UserEvents) {
  const dialog = page(canvasElement).getByRole("dialog");
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) await userEvent.click(submit);
}

/** Fills step 1 and moves on (English labels). */
async function completeInfo(canvasElement: HTMLElement, userEvent: UserEvents) {
  const screen = page(canvasElement);
  await userEvent.type(screen.getByLabelText("Full name *"), "Ada Lovelace");
  await userEvent.type(screen.getByLabelText("Email *"), "ada@lovelace-realty.com");
  await userEvent.type(screen.getByLabelText("Phone *"), "+1 (555) 123-4567");
  await pressPrimary(canvasElement, userEvent);
}

async function completeBusiness(canvasElement: HTMLElement, userEvent: UserEvents) {
  const screen = page(canvasElement);
  await userEvent.type(await screen.findByLabelText("Company *"), "Lovelace Realty");
  await userEvent.selectOptions(screen.getByLabelText("Business type *"), "team");
  await userEvent.selectOptions(screen.getByLabelText("Calls per month *"), "75");
  await pressPrimary(canvasElement, userEvent);
}

async function completeSchedule(canvasElement: HTMLElement, userEvent: UserEvents) {
  const screen = page(canvasElement);
  const date = await screen.findByLabelText("Preferred date *");
  await userEvent.type(date, demoBookingDateRange(STORY_TIME_ZONE).first);
  await userEvent.click(screen.getByLabelText("Afternoon (12-5 PM)"));
}

const meta = {
  title: "Widgets/Schedule demo modal",
  component: ScheduleDemoModal,
  render: (args) => <ScheduleDemoExample {...args} />,
  args: {
    open: true,
    onOpenChange: () => {},
    client: succeedingClient,
    timezone: STORY_TIME_ZONE,
  },
  argTypes: {
    client: { control: false },
    toastStore: { control: false },
    container: { control: false },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ScheduleDemoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3: your info. */
export const YourInfo: Story = {};

/** Next pressed with step 1 empty: each field says what is wrong. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await pressPrimary(canvasElement, userEvent);
  },
};

/** Step 2 of 3: business details. */
export const BusinessDetails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await completeInfo(canvasElement, userEvent);
  },
};

/** Step 3 of 3: date, time, time zone, message and the $99 setup-fee waiver. */
export const Schedule: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await completeInfo(canvasElement, userEvent);
    await completeBusiness(canvasElement, userEvent);
  },
};

/** Sent and waiting: 'Scheduling...' and everything disabled. */
export const Scheduling: Story = {
  args: { client: pendingClient },
  play: bookDemo,
};

/** Goes through the three steps and schedules. */
async function bookDemo({
  canvasElement,
  userEvent,
}: {
  canvasElement: HTMLElement;
  userEvent: UserEvents;
}) {
  await completeInfo(canvasElement, userEvent);
  await completeBusiness(canvasElement, userEvent);
  await completeSchedule(canvasElement, userEvent);
  await pressPrimary(canvasElement, userEvent);
}

/** Stored: 'Demo Scheduled!', the form resets to step 1 and the dialog closes. */
export const Success: Story = { play: bookDemo };

/** No answer: 'Booking Failed' with 'Failed to schedule demo. Please try again.' */
export const Failure: Story = {
  args: { client: unreachableClient },
  play: bookDemo,
};

/** The server answered with its own message: the toast shows it. */
export const ServerMessage: Story = {
  args: { client: refusingClient },
  play: bookDemo,
};

/** Closed: the button opens it and gets focus back when it closes. */
export const Closed: Story = { args: { open: false } };

export const Spanish: Story = { args: { locale: "es" } };
