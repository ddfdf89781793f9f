import { ERROR_CATALOGUE } from "@ringline/api-client";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, json } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const said = (message: string) => json(200, { success: true, message });

describe("account recovery and verification", () => {
  it("/forgot-password sends the link and says so, refusing a bad address first", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/auth/forgot-password": said(
        "If an account exists for this address, we have sent a link to reset its password.",
      ),
    });
    renderApp("/forgot-password", api);
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Invalid email address")).toBeVisible();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), "olivia@bayside.example");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText(
        "If an account exists for this address, we have sent a link to reset its password.",
      ),
    ).toHaveAttribute("role", "status");
    expect(api.calls("POST /api/auth/forgot-password")[0]?.body).toEqual({
      email: "olivia@bayside.example",
    });
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("/reset-password says the specification's messages and needs the link's token", async () => {
    const user = userEvent.setup();
    const { api } = renderApp("/reset-password");
    await user.type(await screen.findByLabelText(/^New password/), "short");
    await user.type(screen.getByLabelText(/^Confirm password/), "shorter");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Reset token is required")).toHaveAttribute("role", "alert");
    expect(screen.getByText("Password must be at least 8 characters long")).toBeVisible();
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(api.calls("POST /api/auth/reset-password")).toHaveLength(0);
  });

  it("/reset-password sets the new password and sends to sign in", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/auth/reset-password": said(
        "Your password has been changed. Please sign in with the new one.",
      ),
    });
    const { router } = renderApp("/reset-password?token=rst_abc", api);
    await user.type(await screen.findByLabelText(/^New password/), "Reset9Horse");
    await user.type(screen.getByLabelText(/^Confirm password/), "Reset9Horse");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText("Password changed")).toBeVisible();
    expect(api.calls("POST /api/auth/reset-password")[0]?.body).toEqual({
      token: "rst_abc",
      password: "Reset9Horse",
      confirmPassword: "Reset9Horse",
    });
  });

  it("/reset-password explains an expired link and offers a new one", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/auth/reset-password": failure(400, "AUTH_TOKEN_EXPIRED"),
    });
    renderApp("/reset-password?token=rst_old", api);
    await user.type(await screen.findByLabelText(/^New password/), "Reset9Horse");
    await user.type(screen.getByLabelText(/^Confirm password/), "Reset9Horse");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(ERROR_CATALOGUE.AUTH_TOKEN_EXPIRED.message)).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeVisible();
  });

  it("/verify-email needs its token", async () => {
    const { api } = renderApp("/verify-email");
    expect(await screen.findByText("Verification token is required")).toHaveAttribute(
      "role",
      "alert",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm email address" }));
    expect(api.calls("POST /api/auth/verify-email")).toHaveLength(0);
  });

  it("/verify-email confirms the address with one click", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/auth/verify-email": said("Your email address is verified."),
    });
    renderApp("/verify-email?token=vrf_abc", api);
    await user.click(await screen.findByRole("button", { name: "Confirm email address" }));
    expect(await screen.findByText("Your email address is verified.")).toBeVisible();
    expect(api.calls("POST /api/auth/verify-email")[0]?.body).toEqual({ token: "vrf_abc" });
  });
});
