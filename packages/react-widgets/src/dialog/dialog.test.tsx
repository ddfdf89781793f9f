import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { Dialog } from "./dialog.js";
import * as stories from "./dialog.stories.js";

const { Open, Closed, WithoutDescription, Spanish } = composeStories(stories);

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description", () => {
    render(<Open />);

    const dialog = screen.getByRole("dialog", { name: "Answering settings" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Choose how quickly the receptionist picks up.");
  });

  it("leaves out aria-describedby when there is no description", () => {
    render(<WithoutDescription />);
    expect(screen.getByRole("dialog")).not.toHaveAttribute("aria-describedby");
  });

  it("renders in a portal on document.body, outside the story's container", () => {
    const { container } = render(<Open />);
    const dialog = screen.getByRole("dialog");
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it("moves focus to the first tabbable element when it opens", () => {
    render(<Open />);
    expect(screen.getByRole("spinbutton", { name: "Rings before answering" })).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab cycling inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Open />);
    const rings = screen.getByRole("spinbutton", { name: "Rings before answering" });
    const close = screen.getByRole("button", { name: "Close" });

    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(rings).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("pulls focus back to where it was when something outside takes it", async () => {
    const user = userEvent.setup();
    render(<Open />);
    await user.tab();
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveFocus();

    screen.getByRole("button", { name: "Open settings" }).focus();

    expect(cancel).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Closed onOpenChange={onOpenChange} />);
    const opener = screen.getByRole("button", { name: "Open settings" });

    await user.click(opener);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes on a click on the backdrop but not on a click inside", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Settings" />);
    const dialog = screen.getByRole("dialog");

    await user.click(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();

    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error("The dialog has no backdrop");
    await user.click(backdrop);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Open onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole("button", { name: "Close" }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("locks the page's scroll while open and restores it after", async () => {
    const user = userEvent.setup();
    document.body.style.overflow = "scroll";
    render(<Closed />);

    await user.click(screen.getByRole("button", { name: "Open settings" }));
    expect(document.body.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("scroll");
    document.body.style.overflow = "";
  });

  it("inserts its style sheets once into the document head", () => {
    render(
      <>
        <Dialog open onOpenChange={() => {}} title="First" />
        <Dialog open onOpenChange={() => {}} title="Second" />
      </>,
    );
    expect(document.head.querySelectorAll('style[data-ringline="dialog"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('style[data-ringline="base"]')).toHaveLength(1);
  });

  it("renders and styles itself inside a shadow root", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: "open" });

    render(<Dialog open onOpenChange={() => {}} title="Embedded" container={shadowRoot} />);

    expect(shadowRoot.querySelector('[role="dialog"]')).not.toBeNull();
    expect(shadowRoot.querySelector('style[data-ringline="dialog"]')).not.toBeNull();
    host.remove();
  });

  it("labels the close button in Spanish", () => {
    render(<Spanish />);
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });

  it("has no axe violations while open", async () => {
    render(<Open />);
    expect(await axeViolations()).toEqual([]);
  });
});
