import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import { DemoCallButton } from "./demo-call-button.js";
import { scriptedCall } from "./scripted-call.js";

// Stories call a real WebCall through the voice client's fakes (an in-memory POST
// /call/web and a FakeTransport), so every state runs without a platform or microphone.

const meta = {
  title: "Widgets/Demo call button",
  component: DemoCallButton,
  args: {
    publicKey: "pk_story",
    assistantId: "asst_story",
    isMobile: false,
    createCall: scriptedCall(),
  },
  argTypes: {
    createCall: { control: false },
    callOptions: { control: false },
  },
} satisfies Meta<typeof DemoCallButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function press({
  canvasElement,
  userEvent,
}: {
  canvasElement: HTMLElement;
  userEvent: Parameters<NonNullable<Story["play"]>>[0]["userEvent"];
}) {
  const button = within(canvasElement).getAllByRole("button")[0];
  if (button) await userEvent.click(button);
}

/** Ready: press to talk to the AI receptionist. */
export const Idle: Story = {};

/** Placed, waiting for the assistant ('Connecting...'); gives up after 10 s. */
export const Connecting: Story = {
  args: { createCall: scriptedCall({ script: "silent" }) },
  play: press,
};

/** Connected: red 'End Call', mute, the volume visualiser and the live transcript. */
export const InCall: Story = { play: press };

/** On a phone: the volume tip, then the call 3 s later. */
export const MobileTip: Story = { args: { isMobile: true }, play: press };

/** The assistant hung up: back to idle, the transcript kept. */
export const Ended: Story = {
  args: { createCall: scriptedCall({ script: "hang-up", lineMs: 300 }) },
  play: press,
};

/** POST /call/web answered 429. */
export const SecurityTemporary: Story = {
  args: { createCall: scriptedCall({ failWith: 429 }) },
  play: press,
};

/** POST /call/web answered 503. */
export const Unavailable: Story = {
  args: { createCall: scriptedCall({ failWith: 503 }) },
  play: press,
};

/** No assistant id. */
export const NotConfigured: Story = { args: { assistantId: "" }, play: press };

/** POST /call/web answered 403 (key or site not allowed). */
export const SecurityBlocked: Story = {
  args: { createCall: scriptedCall({ failWith: 403 }) },
  play: press,
};

/** The call service could not be initialised (no public key). */
export const StartFailed: Story = {
  args: {
    createCall: () => {
      throw new Error("No public key");
    },
  },
  play: press,
};

export const Spanish: Story = { args: { locale: "es" } };
