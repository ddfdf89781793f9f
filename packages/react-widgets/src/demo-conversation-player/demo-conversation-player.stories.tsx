import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { DemoConversationPlayer } from "./demo-conversation-player.js";
import { FakePlayerAudio, metadataFetch, SAMPLE_CONVERSATION } from "./fake-player-audio.js";

// Stories play a sample conversation through a fake audio element (each line lasts
// 1.5 s), so they run without the generated files; the reference site plays the real ones.

const meta = {
  title: "Widgets/Demo conversation player",
  component: DemoConversationPlayer,
  args: {
    autoplay: false,
    fetch: metadataFetch(SAMPLE_CONVERSATION),
    createAudio: () => new FakePlayerAudio(),
  },
  argTypes: {
    fetch: { control: false },
    createAudio: { control: false },
  },
} satisfies Meta<typeof DemoConversationPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, waiting for Play. */
export const Loaded: Story = {};

/** The metadata is on its way. */
export const Loading: Story = { args: { fetch: metadataFetch("never") } };

/** Playing: each line appears as it is spoken. */
export const Playing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Play|Reproducir/ }));
  },
};

/** Paused in the middle of the second line. */
export const Paused: Story = {
  args: { createAudio: () => new FakePlayerAudio({ lineMs: 400 }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Play|Reproducir/ }));
    await waitFor(() => expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(1));
    await userEvent.click(canvas.getByRole("button", { name: /Pause|Pausar/ }));
  },
};

/** Played to the end: it stops there; Play or Restart starts again. */
export const Ended: Story = {
  args: { createAudio: () => new FakePlayerAudio({ lineMs: 50 }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Play|Reproducir/ }));
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(/Conversation finished|terminada/),
    );
  },
};

/** Plays by itself once, 500 ms after half of it scrolled into view. */
export const Autoplay: Story = { args: { autoplay: true } };

/** `metadata.json` answered 404. */
export const MetadataError: Story = { args: { fetch: metadataFetch({ status: 404 }) } };

/** The server could not be reached. */
export const NetworkError: Story = {
  args: { fetch: metadataFetch({ reject: "Failed to fetch" }) },
};

/** A line's audio file could not be played. */
export const AudioError: Story = {
  args: { createAudio: () => new FakePlayerAudio({ fail: "error-event" }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Play|Reproducir/ }));
  },
};

export const Spanish: Story = { args: { locale: "es" } };
