import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, INTEGRATIONS, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { choicesWith } from "./scheduling-card.js";

stubPageFetch();

describe("the Integrations tab's scheduling", () => {
  it("saves the buffer and the notice together and says they are saved", async () => {
    const user = userEvent.setup();
    let scheduling = { bufferMinutes: 0, noticeMinutes: 0 };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/integrations": () => json(200, { ...INTEGRATIONS, scheduling }),
      "PUT /api/integrations/scheduling": (request) => {
        scheduling = request.body as typeof scheduling;
        return json(200, scheduling);
      },
    });
    renderApp("/dashboard/integrations", api);
    const card = await screen.findByRole("region", { name: "Scheduling" });
    const save = within(card).getByRole("button", { name: "Save scheduling" });
    expect(save).toBeDisabled();

    await user.selectOptions(within(card).getByLabelText(/^Buffer/), "15 minutes");
    await user.selectOptions(within(card).getByLabelText(/^Minimum notice/), "1 day");
    expect(within(card).getByRole("status")).toHaveTextContent("Unsaved changes");
    await user.click(save);
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Scheduling" })).getByRole("status"),
      ).toHaveTextContent("Saved"),
    );
    expect(api.calls("PUT /api/integrations/scheduling")[0]?.body).toEqual({
      bufferMinutes: 15,
      noticeMinutes: 1440,
    });
    const saved = screen.getByRole("region", { name: "Scheduling" });
    expect(within(saved).getByLabelText(/^Buffer/)).toHaveValue("15");
    expect(within(saved).getByLabelText(/^Minimum notice/)).toHaveValue("1440");
  });

  it("shows a refused save in words and keeps the choice", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "PUT /api/integrations/scheduling": failure(503, "API_SERVICE_UNAVAILABLE"),
    });
    renderApp("/dashboard/integrations", api);
    const card = await screen.findByRole("region", { name: "Scheduling" });
    await user.selectOptions(within(card).getByLabelText(/^Buffer/), "30 minutes");
    await user.click(within(card).getByRole("button", { name: "Save scheduling" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "Ringline is briefly unavailable.",
    );
    expect(within(card).getByLabelText(/^Buffer/)).toHaveValue("30");
  });
});

describe("choicesWith", () => {
  it("adds a saved value that is not one of the choices, in order", () => {
    const choices = [
      { value: "0", label: "No buffer" },
      { value: "60", label: "1 hour" },
    ];
    expect(choicesWith(choices, 45).map((choice) => choice.label)).toEqual([
      "No buffer",
      "45 minutes",
      "1 hour",
    ]);
    expect(choicesWith(choices, 60)).toEqual(choices);
  });
});
