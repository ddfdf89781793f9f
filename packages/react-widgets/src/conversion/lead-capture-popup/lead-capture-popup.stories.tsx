import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { LeadCapturePopup, type LeadCapturePopupProps } from "./lead-capture-popup.js";

/** The popup over a page that has a demo section for 'See AI in Action'. */
function LeadCapturePopupExample(props: LeadCapturePopupProps) {
  const [open, setOpen] = useState(props.open);
  useEffect(() => setOpen(props.open), [props.open]);
  function change(next: boolean) {
    setOpen(next);
    props.onOpenChange(next);
  }
  return (
    <>
      <button type="button" onClick={() => change(true)}>
        Show the offer
      </button>
      <div style={{ height: "120vh" }} />
      <section id="demo" aria-label="Live demo">
        <h2>Hear the AI receptionist</h2>
      </section>
      <LeadCapturePopup {...props} open={open} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: "Widgets/Conversion/Lead capture popup",
  component: LeadCapturePopup,
  render: (args) => <LeadCapturePopupExample {...args} />,
  args: { open: true, onOpenChange: () => {}, signedIn: false, demoSectionId: "demo" },
  argTypes: { container: { control: false } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LeadCapturePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Don't Miss Out!' for an anonymous visitor. */
export const Open: Story = {};

/** A signed-in visitor gets 'View Dashboard'. */
export const SignedIn: Story = { args: { signedIn: true } };

/** Closed: the button opens it and gets focus back when it closes. */
export const Closed: Story = { args: { open: false, openedByVisitor: true } };

/** Opened by a trigger on a phone-sized page: a sheet at the bottom, the focus left alone. */
export const ByTrigger: Story = { args: { open: true, openedByVisitor: false } };

export const Spanish: Story = { args: { locale: "es" } };
