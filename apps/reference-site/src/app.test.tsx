import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "./app.js";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("reference site", () => {
  beforeEach(() => {
    // The landing page asks for the voice demo's configuration and the demo recording.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the contact dialog in demo mode from the header", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const header = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(header).getByRole("button", { name: "Book a Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Your Live Demo" });
    expect(within(dialog).getByRole("button", { name: "Book My Demo Now" })).toBeInTheDocument();
  });

  it("opens the contact dialog in consultation mode from the header", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", {
        name: "Get Started",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Launch Your AI Receptionist" });
    expect(within(dialog).getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });

  it("closes the dialog with Cancel and returns to the page", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("button", {
        name: "Book a Demo",
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the not-found page for an unknown path, with a way home", () => {
    renderAt("/no/such/page");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("shows the landing page at the root", () => {
    renderAt("/");
    expect(
      screen.getByRole("heading", { level: 1, name: "Never miss another lead." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
  });
});

describe("landing page widgets", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers the voice demo with the configuration the API gives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/api/voice/demo-config")
          ? Response.json({
              available: true,
              publicKey: "public",
              assistantId: "asst_1",
              baseUrl: "http://127.0.0.1:4010",
              transport: "local",
            })
          : new Response("{}", { status: 404 }),
      ),
    );
    renderAt("/");
    expect(
      await screen.findByRole("button", { name: "Talk to the AI Receptionist" }),
    ).toBeEnabled();
  });

  it("says the live demo is unavailable when its configuration cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    renderAt("/");
    expect(await screen.findByText(/live voice demo is unavailable/)).toBeInTheDocument();
  });
});
