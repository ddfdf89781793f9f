import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Dialog, type DialogProps } from "./dialog.js";

type DialogExampleProps = Omit<DialogProps, "open" | "onOpenChange" | "children"> & {
  /** Whether the dialog starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

function DialogExample({ defaultOpen = false, onOpenChange, ...props }: DialogExampleProps) {
  const [open, setOpen] = useState(defaultOpen);
  function change(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        Open settings
      </button>
      <Dialog {...props} open={open} onOpenChange={change}>
        <p>Calls ring three times before the AI receptionist answers.</p>
        <p>
          <label>
            Rings before answering{" "}
            <input type="number" defaultValue={3} min={1} max={10} style={{ width: "4rem" }} />
          </label>
        </p>
        <p style={{ display: "flex", gap: "0.5rem", marginTop: "1rem" }}>
          <button type="button" onClick={() => change(false)}>
            Cancel
          </button>
          <button type="button" onClick={() => change(false)}>
            Save
          </button>
        </p>
      </Dialog>
    </>
  );
}

const meta = {
  title: "Primitives/Dialog",
  component: DialogExample,
  args: {
    title: "Answering settings",
    description: "Choose how quickly the receptionist picks up.",
    defaultOpen: true,
  },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with a title, a description and a few controls to Tab through. */
export const Open: Story = {};

/** Closed; the button opens it and gets focus back when it closes. */
export const Closed: Story = { args: { defaultOpen: false } };

/** No description: only `aria-labelledby` is set. */
export const WithoutDescription: Story = { args: { description: undefined } };

/** Spanish close button label. */
export const Spanish: Story = {
  args: {
    locale: "es",
    title: "Ajustes de respuesta",
    description: "Elige la rapidez con la que contesta la recepcionista.",
  },
};
