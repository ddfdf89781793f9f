import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { StickyBar } from "./sticky-bar.js";

const meta = {
  title: "Widgets/Conversion/Sticky bar",
  component: StickyBar,
  args: { onDismiss: () => {}, signedIn: false },
  argTypes: { demoActive: { control: "boolean" } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StickyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For an anonymous visitor: try the demo, start a free trial, or dismiss. */
export const Anonymous: Story = {};

/** While the voice demo runs, the demo button reads 'End' and turns red. */
export const DemoRunning: Story = { args: { demoActive: true } };

/** A signed-in visitor is offered the dashboard instead of the trial. */
export const SignedIn: Story = { args: { signedIn: true } };

/** Dismissing hides the bar; here the story's own state does it. */
export const Dismissible: Story = {
  render: (args) => {
    const [shown, setShown] = useState(true);
    return shown ? (
      <StickyBar
        {...args}
        onDismiss={() => {
          setShown(false);
          args.onDismiss();
        }}
      />
    ) : (
      <p>The bar was dismissed.</p>
    );
  },
};

export const Spanish: Story = { args: { locale: "es" } };
