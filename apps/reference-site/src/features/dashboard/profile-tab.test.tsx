import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, json, PROFILE, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const said = (message: string) => json(200, { success: true, message });

describe("the dashboard's Profile tab", () => {
  it("saves names, phone and business name", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "PATCH /api/customers/profile": (request) =>
        json(200, { success: true, profile: { ...PROFILE, ...(request.body as object) } }),
    });
    renderApp("/dashboard", api);
    const account = await screen.findByRole("region", { name: "Account" });
    const phone = await within(account).findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, "12");
    await user.click(within(account).getByRole("button", { name: "Save changes" }));
    expect(await within(account).findByText("Please enter a valid phone number")).toBeVisible();
    await user.clear(phone);
    await user.type(phone, "(555) 010-2030");
    await user.clear(within(account).getByLabelText(/^Business name/));
    await user.type(within(account).getByLabelText(/^Business name/), "Bayside Homes");
    await user.click(within(account).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Profile saved")).toBeVisible();
    expect(api.calls("PATCH /api/customers/profile")[0]?.body).toEqual({
      firstName: PROFILE.firstName,
      lastName: PROFILE.lastName,
      phone: "(555) 010-2030",
      businessName: "Bayside Homes",
    });
  });

  it("switches the call-transcript e-mails off", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "PATCH /api/customers/profile": json(200, {
        success: true,
        profile: { ...PROFILE, emailCallTranscripts: false },
      }),
    });
    renderApp("/dashboard", api);
    const toggle = await screen.findByRole("switch", {
      name: "E-mail me the transcript of each call",
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText("Transcripts off")).toBeVisible();
    expect(api.calls("PATCH /api/customers/profile")[0]?.body).toEqual({
      emailCallTranscripts: false,
    });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("changes the e-mail address with the password, by a link to the new address", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "POST /api/auth/change-email": said("We sent a confirmation link to new@bayside.example."),
    });
    renderApp("/dashboard", api);
    const card = await screen.findByRole("region", { name: "Email" });
    await user.type(within(card).getByLabelText(/^New email/), "new@bayside.example");
    await user.click(within(card).getByRole("button", { name: "Change email" }));
    expect(await within(card).findByText("Password is required for email changes")).toBeVisible();
    await user.type(within(card).getByLabelText(/^Current password/), "Correct9Horse");
    await user.click(within(card).getByRole("button", { name: "Change email" }));
    expect(
      await within(card).findByText(/We sent a confirmation link to new@bayside\.example\./),
    ).toHaveAttribute("role", "status");
    expect(api.calls("POST /api/auth/change-email")[0]?.body).toEqual({
      newEmail: "new@bayside.example",
      password: "Correct9Horse",
    });
  });

  it("changes the password, showing the server's refusal beside the field", async () => {
    const user = userEvent.setup();
    const wrong = await failure(401, "AUTH_INVALID_CREDENTIALS").json();
    wrong.error.fieldErrors = { currentPassword: ["The current password is not correct."] };
    const api = createFakeApi({
      ...signedIn(),
      "POST /api/auth/change-password": json(401, wrong),
    });
    renderApp("/dashboard", api);
    const card = await screen.findByRole("region", { name: "Password" });
    await user.type(within(card).getByLabelText(/^Current password/), "Wrong9Horse");
    await user.type(within(card).getByLabelText(/^New password/), "N3w-Horse");
    await user.type(within(card).getByLabelText(/^Confirm new password/), "N3w-Horse");
    await user.click(within(card).getByRole("button", { name: "Change password" }));
    expect(
      await within(card).findAllByText("The current password is not correct."),
    ).not.toHaveLength(0);
  });

  it("deletes the account after confirming, and lands on the home page", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "DELETE /api/customers/account": said("Your account has been deleted."),
    });
    const { router } = renderApp("/dashboard", api);
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(
      await within(dialog).findByText("Type DELETE to confirm", { selector: "p, span, div" }),
    ).toBeVisible();
    expect(api.calls("DELETE /api/customers/account")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Password/), "Correct9Horse");
    await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls("DELETE /api/customers/account")[0]?.body).toEqual({
      password: "Correct9Horse",
      confirmation: "DELETE",
    });
  });
});
