import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import { renderApp } from "../../test/render-app.js";
import { originsOf } from "./embed-keys-card.js";

stubPageFetch();

const KEY = {
  id: "k1",
  key: `rk_${"a".repeat(32)}`,
  label: "Main website",
  allowedOrigins: ["https://www.bayside.example"],
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const card = () => screen.findByRole("region", { name: "Widgets on your sites" });

describe("the Profile tab's embed keys", () => {
  it("says there are none yet, then creates one for the sites typed one per line", async () => {
    const user = userEvent.setup();
    let items: (typeof KEY)[] = [];
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/embed-keys": () => json(200, { items }),
      "POST /api/embed-keys": () => {
        items = [KEY];
        return json(201, KEY);
      },
    });
    renderApp("/dashboard", api);
    const region = await card();
    expect(await within(region).findByText(/No embed keys yet/)).toBeVisible();

    await user.type(within(region).getByLabelText(/^Name/), "Main website");
    await user.type(
      within(region).getByLabelText(/^Allowed sites/),
      "https://www.bayside.example/{Enter}http://localhost:8080",
    );
    await user.click(within(region).getByRole("button", { name: "Create key" }));
    expect(await within(region).findByText(KEY.key)).toBeVisible();
    expect(api.calls("POST /api/embed-keys")[0]?.body).toEqual({
      label: "Main website",
      allowedOrigins: ["https://www.bayside.example/", "http://localhost:8080"],
    });
  });

  it("refuses a site address with a path before sending anything", async () => {
    const user = userEvent.setup();
    const api = createFakeApi(signedIn());
    renderApp("/dashboard", api);
    const region = await card();
    await user.type(within(region).getByLabelText(/^Name/), "Shop");
    await user.type(within(region).getByLabelText(/^Allowed sites/), "https://shop.example/cart");
    await user.click(within(region).getByRole("button", { name: "Create key" }));
    expect(
      await within(region).findByText(
        "Enter a site address such as https://www.example.com (no path)",
      ),
    ).toBeVisible();
    expect(api.calls("POST /api/embed-keys")).toEqual([]);
  });

  it("changes a key's sites", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/embed-keys": json(200, { items: [KEY] }),
      "PUT /api/embed-keys/k1": json(200, { ...KEY, allowedOrigins: ["https://new.example"] }),
    });
    renderApp("/dashboard", api);
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "Edit sites" }));
    const sites = within(region).getByLabelText(/^Allowed sites/);
    expect(sites).toHaveValue("https://www.bayside.example");
    await user.clear(sites);
    await user.type(sites, "https://new.example");
    await user.click(within(region).getByRole("button", { name: "Save sites" }));
    await waitFor(() =>
      expect(api.calls("PUT /api/embed-keys/k1")[0]?.body).toEqual({
        label: "Main website",
        allowedOrigins: ["https://new.example"],
      }),
    );
  });

  it("gives the snippet the widget's Spanish when the owner picks Español", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/embed-keys": json(200, { items: [KEY] }),
    });
    renderApp("/dashboard", api);
    const region = await card();
    await user.click(await within(region).findByText("How to add the widgets to your site"));
    const snippet = () => region.querySelector("pre code")?.textContent ?? "";
    const language = within(region).getByLabelText("Widget language");
    expect(language).toHaveValue("en");
    expect(snippet()).toContain(`embed-key="${KEY.key}"></ringline-chat>`);
    expect(snippet()).not.toContain("locale=");

    await user.selectOptions(language, "es");
    expect(snippet()).toContain(`embed-key="${KEY.key}" locale="es"></ringline-chat>`);
    await user.selectOptions(language, "en");
    expect(snippet()).toContain(`embed-key="${KEY.key}"></ringline-chat>`);
  });

  it("shows the error of a list that did not load, with a retry", async () => {
    let down = true;
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/embed-keys": () =>
        down ? failure(503, "API_SERVICE_UNAVAILABLE") : json(200, { items: [KEY] }),
    });
    renderApp("/dashboard", api);
    const region = await card();
    expect(
      await within(region).findByText("Ringline is briefly unavailable.", {}, { timeout: 5000 }),
    ).toBeVisible();
    down = false;
    await userEvent.setup().click(within(region).getByRole("button", { name: /try again|retry/i }));
    expect(await within(region).findByText(KEY.key)).toBeVisible();
  });
});

describe("originsOf", () => {
  it("reads sites one per line, or separated by commas or spaces", () => {
    expect(originsOf(" https://a.example\nhttps://b.example, https://c.example  ")).toEqual([
      "https://a.example",
      "https://b.example",
      "https://c.example",
    ]);
  });
});
