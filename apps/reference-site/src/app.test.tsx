import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "./app.js";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("reference site", () => {
  it("opens the contact dialog in demo mode from the header", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const header = screen.getByRole("banner");
    await user.click(within(header).getByRole("button", { name: "Book a Demo" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Your Live Demo" });
    expect(within(dialog).getByRole("button", { name: "Book My Demo Now" })).toBeInTheDocument();
  });

  it("opens the contact dialog in consultation mode from the header", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(
      within(screen.getByRole("banner")).getByRole("button", { name: "Get Started" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Launch Your AI Receptionist" });
    expect(within(dialog).getByRole("button", { name: "Get Started" })).toBeInTheDocument();
  });

  it("closes the dialog with Cancel and returns to the page", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(
      within(screen.getByRole("banner")).getByRole("button", { name: "Book a Demo" }),
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
