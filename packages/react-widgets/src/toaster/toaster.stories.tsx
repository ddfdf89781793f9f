import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import type { Locale } from "../shared/messages.js";
import { createToastStore, type ToastVariant } from "./toast-store.js";
import { Toaster, type ToastPosition } from "./toaster.js";

interface ToasterExampleProps {
  variant: ToastVariant;
  position: ToastPosition;
  title: string;
  description?: string;
  /** Milliseconds the first toast stays; `0` keeps it for inspection. */
  duration: number;
  locale?: Locale;
}

/** A toaster with its own store, showing one toast and a button that adds more. */
function ToasterExample({
  variant,
  position,
  title,
  description,
  duration,
  locale,
}: ToasterExampleProps) {
  const [store] = useState(() => createToastStore());
  useEffect(() => {
    // A fixed id keeps this idempotent when effects run twice in development.
    store.toast({ id: "example", title, description, variant, duration });
  }, [store, title, description, variant, duration]);
  return (
    <>
      <button type="button" onClick={() => store.toast({ title, description, variant })}>
        Show another toast
      </button>
      <Toaster store={store} position={position} locale={locale} />
    </>
  );
}

const meta = {
  title: "Widgets/Toaster",
  component: ToasterExample,
  args: {
    variant: "default",
    position: "top-right",
    title: "Call forwarded",
    description: "Your receptionist passed the caller to your mobile.",
    duration: 0,
  },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["default", "success", "error", "warning", "info"],
    },
    position: {
      control: "select",
      options: [
        "top-right",
        "top-left",
        "top-center",
        "bottom-right",
        "bottom-left",
        "bottom-center",
      ],
    },
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ToasterExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = {
  args: {
    variant: "success",
    title: "Success!",
    description: "Your demo request has been submitted. We'll contact you soon!",
  },
};

/** Errors are announced assertively (`role="alert"`). */
export const ErrorToast: Story = {
  name: "Error",
  args: {
    variant: "error",
    title: "Error",
    description: "Failed to submit form. Please try again.",
  },
};

export const Warning: Story = {
  args: {
    variant: "warning",
    title: "Almost out of minutes",
    description: "You have used 90% of this month's call minutes.",
  },
};

export const Info: Story = {
  args: {
    variant: "info",
    title: "New voice available",
    description: "Try the new receptionist voice in your settings.",
  },
};

/** Dismisses itself after 3 seconds; hover or focus it to hold the countdown. */
export const AutoDismiss: Story = {
  args: { variant: "success", title: "Saved", duration: 3000 },
};

export const TopRight: Story = { args: { position: "top-right" } };
export const TopLeft: Story = { args: { position: "top-left" } };
export const TopCenter: Story = { args: { position: "top-center" } };
export const BottomRight: Story = { args: { position: "bottom-right" } };
export const BottomLeft: Story = { args: { position: "bottom-left" } };
export const BottomCenter: Story = { args: { position: "bottom-center" } };

export const Spanish: Story = {
  args: {
    locale: "es",
    variant: "info",
    title: "Llamada desviada",
    description: "Tu recepcionista pasó la llamada a tu móvil.",
  },
};
