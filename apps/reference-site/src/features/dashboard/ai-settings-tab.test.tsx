import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createFakeApi, json, signedIn } from "../../test/fake-api.js";
import { stubPageFetch } from "../../test/page-fetch.js";
import {
  crawlAnswer,
  liveReceptionist,
  receptionistAnswer,
} from "../../test/receptionist-fixtures.js";
import { renderApp } from "../../test/render-app.js";

stubPageFetch();

const answer = (receptionist: object) => json(200, { success: true, receptionist });
const VERSIONS = {
  success: true,
  total: 2,
  page: 1,
  pageSize: 10,
  items: [
    {
      version: 2,
      createdAt: "2026-11-24T11:00:00.000Z",
      actor: { type: "owner", name: "Olivia Reyes" },
      changes: [{ field: "greetingMessage", before: "Hi", after: "Hello" }],
      revertedFrom: null,
      current: true,
    },
    {
      version: 1,
      createdAt: "2026-11-24T10:00:00.000Z",
      actor: { type: "owner", name: "Olivia Reyes" },
      changes: [],
      revertedFrom: null,
      current: false,
    },
  ],
};

function liveApi(extra: NonNullable<Parameters<typeof createFakeApi>[0]> = {}) {
  return createFakeApi({
    ...signedIn(),
    "GET /api/receptionist": answer(liveReceptionist()),
    "GET /api/receptionist/versions": json(200, VERSIONS),
    "GET /api/receptionist/website": json(200, { success: true, crawl: null, pages: [] }),
    "GET /api/receptionist/web-call": json(200, {
      success: true,
      publicKey: "pk",
      assistantId: "asst_1",
      baseUrl: "http://127.0.0.1:4010",
      transport: "local",
    }),
    ...extra,
  });
}

describe("the AI Settings tab", () => {
  it("sends an owner who has not finished set-up back to onboarding", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(receptionistAnswer()),
    });
    renderApp("/dashboard/ai-settings", api);
    expect(await screen.findByText("Not live yet")).toBeVisible();
    expect(screen.getByRole("link", { name: "Continue set-up" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
  });

  it("shows the live status, the number and the call button", async () => {
    renderApp("/dashboard/ai-settings", liveApi());
    expect(await screen.findByText("Live")).toBeVisible();
    expect(screen.getAllByText("(415) 555-0123").length).toBeGreaterThan(0);
    expect(screen.getByText("Saved. Your receptionist is up to date.")).toBeVisible();
    expect(await screen.findByRole("button", { name: /AI Receptionist|Call/ })).toBeVisible();
  });

  it("saves a new greeting with the same rules, and shows the sync until it is saved", async () => {
    const user = userEvent.setup();
    const pending = liveReceptionist({
      version: 2,
      settings: { ...liveReceptionist().settings, greetingMessage: "Bayside, Ava here." },
      sync: { ...liveReceptionist().sync, state: "pending", revision: 2 },
    });
    const api = liveApi({
      "PUT /api/receptionist": answer(pending),
      "GET /api/receptionist": [
        answer(liveReceptionist()),
        answer(pending),
        answer({ ...pending, sync: { ...pending.sync, state: "synced", syncedRevision: 2 } }),
      ],
    });
    renderApp("/dashboard/ai-settings", api);
    const greeting = await screen.findByLabelText(/^Greeting/);
    await user.clear(greeting);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Write the greeting callers hear")).toBeVisible();
    expect(api.calls("PUT /api/receptionist")).toHaveLength(0);

    await user.type(greeting, "Bayside, Ava here.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findAllByText("Saving to your receptionist…")).not.toHaveLength(0);
    expect(api.calls("PUT /api/receptionist")[0]?.body).toMatchObject({
      greetingMessage: "Bayside, Ava here.",
      businessName: "Bayside Realty",
    });
    await waitFor(
      () =>
        expect(
          screen.getAllByText("Saved. Your receptionist is up to date.").length,
        ).toBeGreaterThan(0),
      { timeout: 4000 },
    );
  });

  it("says why a sync failed and retries it", async () => {
    const user = userEvent.setup();
    const failed = liveReceptionist({
      sync: {
        ...liveReceptionist().sync,
        state: "failed",
        step: "assistant",
        errorCode: "VAPI_PROMPT_UPDATE_FAILED",
      },
    });
    const api = liveApi({
      "GET /api/receptionist": answer(failed),
      "POST /api/receptionist/sync": answer(liveReceptionist()),
    });
    renderApp("/dashboard/ai-settings", api);
    const alerts = await screen.findAllByText(
      /We could not update your receptionist's instructions/,
    );
    expect(alerts.length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole("button", { name: "Try again" })[0] as HTMLElement);
    await waitFor(() => expect(api.calls("POST /api/receptionist/sync")).toHaveLength(1));
  });

  it("lists the versions (who, when, what changed) and restores one", async () => {
    const user = userEvent.setup();
    const api = liveApi({
      "POST /api/receptionist/versions/1/revert": answer(liveReceptionist({ version: 3 })),
    });
    renderApp("/dashboard/ai-settings", api);
    const table = await screen.findByRole("table", {
      name: "Versions of your receptionist's settings",
    });
    await within(table).findByText("First version");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Olivia Reyes");
    expect(rows[1]).toHaveTextContent("Greeting");
    expect(rows[2]).toHaveTextContent("First version");
    await user.click(screen.getByRole("button", { name: "Restore version 1" }));
    await waitFor(() =>
      expect(api.calls("POST /api/receptionist/versions/1/revert")).toHaveLength(1),
    );
    expect(await screen.findByText("Version 1 restored")).toBeVisible();
  });

  it("shows a re-crawl's changes and keeps the owner's edit apart", async () => {
    const page = {
      id: "3f0c3d2e-8b1a-4c5d-9e6f-7a8b9c0d1e2f",
      url: "https://bayside.example/",
      title: "Bayside Realty",
      text: "Open Saturdays too.",
      crawledText: "Open weekdays, 9 to 5.",
      edited: true,
      included: true,
      lastCrawlStatus: "changed",
      changedSinceEdit: true,
      diff: [
        { kind: "removed", text: "Open weekdays." },
        { kind: "added", text: "Open weekdays, 9 to 5." },
      ],
      crawledAt: "2026-11-24T10:00:00.000Z",
    };
    const crawl = crawlAnswer({
      startUrls: ["https://bayside.example"],
      pagesCrawled: 1,
      bytesFetched: 2048,
      changes: { added: 0, changed: 1, unchanged: 0, removed: 0 },
      startedAt: "2026-11-24T10:00:00.000Z",
      finishedAt: "2026-11-24T10:00:02.000Z",
    });
    const api = liveApi({
      "GET /api/receptionist": answer(
        liveReceptionist({
          settings: {
            ...liveReceptionist().settings,
            websitesToCrawl: ["https://bayside.example"],
          },
        }),
      ),
      "GET /api/receptionist/website": json(200, { success: true, crawl, pages: [page] }),
    });
    renderApp("/dashboard/ai-settings", api);
    expect(await screen.findByText("Read 1 pages: 0 new, 1 changed, 0 gone.")).toBeVisible();
    expect(screen.getByText("Your edit")).toBeVisible();
    expect(screen.getByText(/The site changed after you edited this page/)).toBeVisible();
    const changes = screen.getByRole("list", { name: "Changes to Bayside Realty" });
    expect(within(changes).getByText("Open weekdays, 9 to 5.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Crawl again" })).toBeEnabled();
  });
});
