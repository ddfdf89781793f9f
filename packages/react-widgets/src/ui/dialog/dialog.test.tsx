import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Dialog as PackageDialog } from "../../dialog/index.js";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import * as stories from "./dialog.stories.js";
import { Dialog } from "./index.js";

const { Open, Invalid, Spanish } = composeStories(stories);

describe("Dialog primitive", () => {
  it("is the package's dialog, not a second one", () => {
    expect(Dialog).toBe(PackageDialog);
  });

  itHasNoAxeViolations(composeStories(stories));

  it("holds a Field whose input gets focus first, and closes with Cancel", async () => {
    render(<Open />);
    const dialog = screen.getByRole("dialog", { name: "Rename number" });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rename number" })).toBeInTheDocument();
  });

  it("shows the field's error inside the dialog", () => {
    render(<Invalid />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(
      "Enter a name",
    );
  });

  it("speaks Spanish through the dialog's and the button's own texts", () => {
    render(<Spanish />);
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Un momento…" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
