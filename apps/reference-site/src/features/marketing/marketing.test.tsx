import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, json } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

describe("the marketing pages", () => {
  it("opens the contact dialog in demo mode from the header", async () => {
    const user = userEvent.setup();
    renderApp("/");
    const header = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(header).getByRole("button", { name: "Book a Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Your Live Demo" });
    expect(within(dialog).getByRole("button", { name: "Book My Demo Now" })).toBeInTheDocument();
  });

  it("opens the contact dialog in consultation mode from the header", async () => {
    const user = userEvent.setup();
    renderApp("/");
    const header = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(header).getByRole("button", { name: "Get Started" }));
    const dialog = await screen.findByRole("dialog", { name: "Launch Your AI Receptionist" });
    expect(within(dialog).getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });

  it("closes the dialog with Cancel and returns to the page", async () => {
    const user = userEvent.setup();
    renderApp("/");
    const header = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(header).getByRole("button", { name: "Book a Demo" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the not-found page for an unknown path, with a way home", async () => {
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("shows the landing page at the root", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Never miss another lead." }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page not found" })).not.toBeInTheDocument();
  });

  it("offers the voice demo with the configuration the API gives", async () => {
    const api = createFakeApi({
      "GET /api/voice/demo-config": json(200, {
        available: true,
        publicKey: "public",
        assistantId: "asst_1",
        baseUrl: "http://127.0.0.1:4010",
        transport: "local",
      }),
    });
    renderApp("/", api);
    expect(
      await screen.findByRole("button", { name: "Talk to the AI Receptionist" }),
    ).toBeEnabled();
  });

  it("says the live demo is unavailable when its configuration cannot be loaded", async () => {
    renderApp("/");
    expect(await screen.findByText(/live voice demo is unavailable/)).toBeInTheDocument();
  });

  it("shows the support page at /support and /faq", async () => {
    const first = renderApp("/support");
    expect(
      await screen.findByRole("heading", { level: 1, name: "How can we help?" }),
    ).toBeInTheDocument();
    first.unmount();
    renderApp("/faq");
    expect(
      await screen.findByRole("heading", { level: 1, name: "How can we help?" }),
    ).toBeInTheDocument();
  });
});
