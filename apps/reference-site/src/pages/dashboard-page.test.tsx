import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DashboardPage } from "./dashboard-page.js";

describe("DashboardPage", () => {
  it("greets the signed-in owner by first name", async () => {
    const client = { getMe: async () => ({ firstName: "Olivia" }) as never };
    render(<DashboardPage client={client} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your account…");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome back, Olivia" }),
    ).toBeInTheDocument();
  });

  it("asks a visitor who is not signed in to sign in", async () => {
    const client = {
      getMe: async () => {
        throw new Error("401");
      },
    };
    render(<DashboardPage client={client} />);
    expect(await screen.findByText(/Please sign in/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Your dashboard");
  });
});
