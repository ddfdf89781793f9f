import type { Meta, StoryObj } from "@storybook/react-vite";
import { within } from "storybook/test";
import type { CopyOutcome } from "../shared/clipboard.js";
import { ForwardingGuide } from "./forwarding-guide.js";

/** Pretends to copy, so stories do not depend on the browser's clipboard permission. */
async function copiedText(): Promise<CopyOutcome> {
  return "clipboard";
}

/** Neither the Clipboard API nor execCommand worked. */
async function refusedCopy(): Promise<CopyOutcome> {
  return "failed";
}

const meta = {
  title: "Widgets/Forwarding guide",
  component: ForwardingGuide,
  args: { businessNumber: "+1 (555) 123-4567", defaultCarrier: "att" },
  argTypes: {
    defaultCarrier: {
      control: "select",
      options: ["att", "verizon", "tmobile", "google-voice", "ringcentral"],
    },
    onEvent: { control: false },
    copyText: { control: false },
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ForwardingGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AT&T: GSM codes (**21*, **67*, **61*, **62*) and their ## disable codes. */
export const Att: Story = { name: "AT&T" };

/** Verizon: *72, *90, *92; unreachable is not supported; *73 turns it off. */
export const Verizon: Story = { args: { defaultCarrier: "verizon" } };

export const TMobile: Story = { name: "T-Mobile", args: { defaultCarrier: "tmobile" } };

/** VoIP: steps in the app instead of codes; no Live Voicemail warning. */
export const GoogleVoice: Story = { args: { defaultCarrier: "google-voice" } };

export const RingCentral: Story = { args: { defaultCarrier: "ringcentral" } };

/** No number yet: codes show a placeholder and cannot be dialled or copied. */
export const WithoutNumber: Story = { args: { businessNumber: undefined } };

/** A code was just copied: the button reads "Copied" and the copy is announced. */
export const Copied: Story = {
  args: { copyText: copiedText },
  play: async ({ canvasElement, userEvent }) => {
    const buttons = within(canvasElement).getAllByRole("button", { name: /^Copy/ });
    if (buttons[0]) await userEvent.click(buttons[0]);
  },
};

/** The browser refused to copy: the visitor is told to copy by hand. */
export const CopyFailed: Story = {
  args: { copyText: refusedCopy },
  play: async ({ canvasElement, userEvent }) => {
    const buttons = within(canvasElement).getAllByRole("button", { name: /^Copy/ });
    if (buttons[0]) await userEvent.click(buttons[0]);
  },
};

export const Spanish: Story = { args: { locale: "es", defaultCarrier: "verizon" } };

export const Dark: Story = { globals: { theme: "dark" } };
