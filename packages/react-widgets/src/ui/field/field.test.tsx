import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itHasNoAxeViolations } from "../shared/axe-stories.js";
import { renderInShadowRoot } from "../shared/render-in-shadow-root.js";
import { Field } from "./field.js";
import * as stories from "./field.stories.js";

const { Default, WithHint, WithError, Required, Textarea, WithSelect } = composeStories(stories);

describe("Field stories", () => {
  itHasNoAxeViolations(composeStories(stories));
});

describe("Field", () => {
  it("labels its input and gives it the input look", () => {
    render(<Default />);
    const input = screen.getByRole("textbox", { name: "Work email" });
    expect(input).toHaveClass("rl-field__input");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("describes the input by its hint", () => {
    render(<WithHint />);
    expect(screen.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "We send receipts and call summaries here.",
    );
  });

  it("marks the input invalid and describes it by the hint, then the error", () => {
    render(<WithError />);
    const input = screen.getByRole("textbox", { name: "Work email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(
      "We send receipts and call summaries here. Enter an email address like name@example.com",
    );
  });

  it("shows a required marker hidden from screen readers and sets aria-required", () => {
    render(<Required />);
    const input = screen.getByRole("textbox", { name: "Work email" });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("wires a textarea", () => {
    render(<Textarea />);
    const textarea = screen.getByRole("textbox", { name: "Greeting" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveClass("rl-field__input");
    expect(textarea).toHaveAccessibleDescription("What the receptionist says first.");
  });

  it("wires a Select", () => {
    render(<WithSelect />);
    const select = screen.getByRole("combobox", { name: "Plan" });
    expect(select).toHaveAttribute("aria-required", "true");
    expect(select).toHaveClass("rl-select__input");
  });

  it("keeps the control's own id and aria-describedby", () => {
    render(
      <>
        <p id="terms-note">See the terms.</p>
        <Field label="Promo code" hint="From your invitation." error="Unknown code">
          <input id="promo" aria-describedby="terms-note" className="my-input" />
        </Field>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Promo code" });
    expect(input).toHaveAttribute("id", "promo");
    expect(input).toHaveAttribute("aria-describedby", "terms-note promo-hint promo-error");
    expect(input).toHaveClass("rl-field__input", "my-input");
  });

  it("gives each field its own id", () => {
    render(
      <>
        <Field label="First name">
          <input />
        </Field>
        <Field label="Last name">
          <input />
        </Field>
      </>,
    );
    const first = screen.getByRole("textbox", { name: "First name" });
    const last = screen.getByRole("textbox", { name: "Last name" });
    expect(first.id).not.toBe("");
    expect(first.id).not.toBe(last.id);
  });

  it("uses the id it is given when the control has none", () => {
    render(
      <Field label="Company" id="company">
        <input />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Company" })).toHaveAttribute("id", "company");
  });

  it("styles itself inside a shadow root", () => {
    const { shadowRoot, unmount } = renderInShadowRoot(
      <Field label="Email">
        <input />
      </Field>,
    );
    expect(shadowRoot.querySelector('style[data-ringline="field"]')).not.toBeNull();
    unmount();
  });
});
