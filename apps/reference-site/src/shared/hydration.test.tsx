import { act } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import {
  DISABLED_UNTIL_HYDRATED,
  holdFormsUntilHydrated,
  keepTypedInput,
  whileHydrating,
} from "./hydration.js";

/** A form of every kind of control, its state shown beside it. */
function Form() {
  const [note, setNote] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState("starter");
  return (
    <form>
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="starter">Starter</option>
        <option value="growth">Growth</option>
      </select>
      <output>{`${note}|${agreed}|${plan}`}</output>
      <button type="button">Show</button>
      <button type="submit">Send</button>
    </form>
  );
}

/** The form as the prerender writes it: rendered, its submit held, then as HTML. */
async function prerendered(): Promise<HTMLElement> {
  const scratch = document.createElement("div");
  const root = createRoot(scratch);
  await act(async () => root.render(<Form />));
  holdFormsUntilHydrated(scratch);
  const html = scratch.innerHTML;
  root.unmount();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe("a prerendered form before hydration", () => {
  it("holds its submit buttons, and no other button", async () => {
    const container = await prerendered();
    const [show, send] = container.querySelectorAll("button");
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute(DISABLED_UNTIL_HYDRATED);
    expect(show).toBeEnabled();
  });

  it("keeps what was typed and chosen through hydration, in the components' state too", async () => {
    const container = await prerendered();
    const note = container.querySelector("textarea") as HTMLTextAreaElement;
    const agreed = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    const plan = container.querySelector("select") as HTMLSelectElement;
    // The visitor, before the page's script has run.
    note.value = "Call me after 5";
    agreed.checked = true;
    plan.value = "growth";

    const afterHydration = keepTypedInput(container);
    whileHydrating(() => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => afterHydration());

    expect(container.querySelector("output")?.textContent).toBe("Call me after 5|true|growth");
    expect(note.value).toBe("Call me after 5");
    expect(agreed.checked).toBe(true);
    expect(plan.value).toBe("growth");
    const send = container.querySelector('button[type="submit"]');
    expect(send).toBeEnabled();
    expect(send).not.toHaveAttribute(DISABLED_UNTIL_HYDRATED);
  });

  it("leaves untouched controls to the page", async () => {
    const container = await prerendered();
    const afterHydration = keepTypedInput(container);
    whileHydrating(() => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => afterHydration());
    expect(container.querySelector("output")?.textContent).toBe("|false|starter");
  });
});
