import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import {
  ConversionCoordinator,
  type ConversionCoordinatorProps,
} from "./conversion-coordinator.js";
import {
  CONVERSION_STORAGE_KEY,
  type ConversionStorage,
  type PromptType,
} from "./conversion-store.js";

function memoryStorage(initial?: Record<string, string>): ConversionStorage {
  const values = new Map(Object.entries(initial ?? {}));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

type CoordinatorExampleProps = Omit<ConversionCoordinatorProps, "storage"> & {
  /** Prompt types already closed, as if on an earlier page of this visit. */
  dismissedPrompts?: PromptType[];
  stickyBarDismissed?: boolean;
};

/**
 * A long marketing page with a demo section. Each story keeps its state in memory, so
 * reloading it shows every prompt again.
 */
function CoordinatorExample({
  dismissedPrompts = [],
  stickyBarDismissed = false,
  ...props
}: CoordinatorExampleProps) {
  const [storage] = useState(() =>
    memoryStorage({
      [CONVERSION_STORAGE_KEY]: JSON.stringify({
        dismissedPrompts,
        stickyBarDismissed,
        timestamp: Date.now(),
      }),
    }),
  );
  return (
    <>
      <main style={{ padding: "2rem", maxWidth: "40rem" }}>
        <h1>Your AI receptionist for real estate</h1>
        <p>
          Scroll down: the sticky bar shows after 80% of the window's height, the offer after 70% of
          the page, after 10 seconds, or when the pointer leaves through the top after half of the
          page.
        </p>
        <div style={{ height: "150vh" }} />
        <section id="demo" aria-label="Live demo">
          <h2>Hear the AI receptionist</h2>
        </section>
        <div style={{ height: "100vh" }} />
      </main>
      <ConversionCoordinator {...props} storage={storage} />
    </>
  );
}

const meta = {
  title: "Widgets/Conversion/Coordinator",
  component: CoordinatorExample,
  args: { signedIn: false },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CoordinatorExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: wait 10 s, scroll, or leave through the top of the window. */
export const Anonymous: Story = {};

/** A signed-in visitor never sees a prompt or the sticky bar. */
export const SignedIn: Story = { args: { signedIn: true } };

/** Everything was closed earlier in this visit: nothing shows for 30 minutes. */
export const AlreadyDismissed: Story = {
  args: { dismissedPrompts: ["time", "scroll", "exit-intent"], stickyBarDismissed: true },
};

export const Spanish: Story = { args: { locale: "es" } };
