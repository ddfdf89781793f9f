import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { plansAnswer } from "../../test/billing-fixtures.js";
import { createFakeApi, failure, json, signedIn, USER } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { authFailureMessage, authModeOf } from "./auth-form.js";

stubPageFetch();

const AUTH_ANSWER = {
  success: true,
  authToken: "rls_token",
  expiresAt: "2026-11-21T22:00:00.000Z",
  user: USER,
};

describe("the auth screen", () => {
  it.each([
    ["/auth", "login"],
    ["/login", "login"],
    ["/signup", "signup"],
    ["/signup/", "signup"],
  ])("shows %s in %s mode", (path, mode) => {
    expect(authModeOf(path)).toBe(mode);
  });

  it("has every field and link of the login mode", async () => {
    renderApp(
      "/login",
      createFakeApi({ "GET /api/auth/providers": json(200, { success: true, google: true }) }),
    );
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(await screen.findByRole("link", { name: "Continue with Google" })).toHaveAttribute(
      "href",
      "/auth/google",
    );
    expect(screen.getByText("Don't have an account?")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    renderApp("/login");
    const password = await screen.findByLabelText(/^Password/);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("refuses an empty login with the specification's messages", async () => {
    const user = userEvent.setup();
    const { api } = renderApp("/login");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email address")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(api.calls("POST /api/auth/login")).toHaveLength(0);
  });

  it("signs in, says so, and goes on to where the visitor was going", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /api/auth/login": json(200, AUTH_ANSWER),
      ...signedIn(),
    });
    const { router } = renderApp("/login?next=%2Fdashboard%2Fbilling", api);
    await user.type(await screen.findByLabelText(/^Email/), USER.email);
    await user.type(screen.getByLabelText(/^Password/), "Correct9Horse");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeVisible();
    expect(api.calls("POST /api/auth/login")[0]?.body).toEqual({
      email: USER.email,
      password: "Correct9Horse",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/billing"));
  });

  it("says the server's words when it refuses the password", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ "POST /api/auth/login": failure(401, "AUTH_INVALID_CREDENTIALS") });
    renderApp("/login", api);
    await user.type(await screen.findByLabelText(/^Email/), USER.email);
    await user.type(screen.getByLabelText(/^Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("The email or password you entered doesn't match our records"),
    ).toHaveAttribute("role", "alert");
  });

  it("has every field of the signup mode, with the password hint", async () => {
    renderApp("/signup");
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Password/, /^Confirm password/]) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText("8+ characters, uppercase, lowercase, and number")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("hides 'Continue with Google' where Google sign-in is not configured", async () => {
    const { api } = renderApp("/login");
    await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(api.calls("GET /api/auth/providers")).not.toHaveLength(0));
    expect(screen.queryByRole("link", { name: "Continue with Google" })).toBeNull();
  });

  it("signs up and goes to checkout with the plan and billing it came with", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "POST /auth/signup": json(201, AUTH_ANSWER),
      ...signedIn(),
    });
    const { router } = renderApp("/signup?plan=unlimited&billing=annual", api);
    await user.type(await screen.findByLabelText(/^First name/), "Olivia");
    await user.type(screen.getByLabelText(/^Last name/), "Reyes");
    await user.type(screen.getByLabelText(/^Email/), USER.email);
    await user.type(screen.getByLabelText(/^Password/), "Correct9Horse");
    await user.type(screen.getByLabelText(/^Confirm password/), "Correct9Horse");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(router.state.location.search).toBe("?plan=unlimited&billing=annual");
  });

  it("shows the plan chosen on the pricing table, and changing it carries the new one to checkout", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      "GET /api/plans": plansAnswer,
      "POST /auth/signup": json(201, AUTH_ANSWER),
      ...signedIn(),
    });
    const { router } = renderApp("/signup?plan=starter&billing=annual", api);
    const plan = await screen.findByRole("combobox", { name: /^Your plan/ });
    expect(plan).toHaveDisplayValue("Starter, $314/year");
    await user.selectOptions(plan, "Growth, $474/year");
    expect(router.state.location.search).toBe("?plan=growth&billing=annual");
    await user.type(screen.getByLabelText(/^First name/), "Olivia");
    await user.type(screen.getByLabelText(/^Last name/), "Reyes");
    await user.type(screen.getByLabelText(/^Email/), USER.email);
    await user.type(screen.getByLabelText(/^Password/), "Correct9Horse");
    await user.type(screen.getByLabelText(/^Confirm password/), "Correct9Horse");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
    expect(router.state.location.search).toBe("?plan=growth&billing=annual");
  });

  it("marks sign-up as the first of account, payment and setup, and states the terms", async () => {
    renderApp("/signup");
    const progress = await screen.findByRole("navigation", { name: "Purchase progress" });
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent("Account");
    expect(screen.queryByRole("combobox", { name: /^Your plan/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  it("says Google sign-in is not available where it is not configured, above the e-mail form", async () => {
    renderApp("/login?error=AUTH_OAUTH_UNAVAILABLE");
    expect(
      await screen.findByText(
        "Google sign-in is not available on this site. Sign in with your email address and password instead.",
      ),
    ).toHaveAttribute("role", "alert");
    expect(screen.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Purchase progress" })).toBeNull();
  });

  it("keeps the chosen plan when a visitor switches to sign in", async () => {
    renderApp("/signup?plan=starter&billing=monthly");
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent("/checkout?plan=starter&billing=monthly")}`,
    );
  });

  it("says 'Passwords don't match' on the confirm field", async () => {
    const user = userEvent.setup();
    const { api } = renderApp("/signup");
    await user.type(await screen.findByLabelText(/^First name/), "Olivia");
    await user.type(screen.getByLabelText(/^Last name/), "Reyes");
    await user.type(screen.getByLabelText(/^Email/), USER.email);
    await user.type(screen.getByLabelText(/^Password/), "Correct9Horse");
    await user.type(screen.getByLabelText(/^Confirm password/), "Correct9Hors");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const confirm = screen.getByLabelText(/^Confirm password/);
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(api.calls("POST /auth/signup")).toHaveLength(0);
  });

  it("clears the form when switching modes", async () => {
    const user = userEvent.setup();
    renderApp("/login");
    await user.type(await screen.findByLabelText(/^Email/), "half@typed");
    await user.click(screen.getByRole("link", { name: "Sign up" }));
    await user.click(await screen.findByRole("link", { name: "Sign in" }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue("");
  });

  it("explains a failed Google sign-in it was sent back with", async () => {
    renderApp("/auth?error=AUTH_OAUTH_FAILED");
    expect(await screen.findByText(/We could not sign you in with Google\./)).toHaveAttribute(
      "role",
      "alert",
    );
  });

  it("words a failure without an answer as the specification does", () => {
    const offline = Object.assign(new Error("x"), {
      [Symbol.for("@ringline/api-client.ApiError")]: true,
      status: 0,
      fromEnvelope: false,
    });
    expect(authFailureMessage("login", offline)).toBe(
      "Unable to log in. Please check your internet connection and try again.",
    );
    expect(authFailureMessage("signup", offline)).toBe(
      "Unable to create account. Please check your internet connection and try again.",
    );
  });
});
