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
const path = (router: ReturnType<typeof renderApp>["router"]) => router.state.location.pathname;

/** A customer at the receptionist step of a real-estate business (and `answers`). */
function atRealEstateReceptionistStep(answers: Parameters<typeof createFakeApi>[0] = {}) {
  const base = receptionistAnswer({
    onboardingStatus: "receptionist",
    onboardingStep: "receptionist",
  }) as { settings: Record<string, unknown> };
  return createFakeApi({
    ...signedIn(),
    "GET /api/receptionist": answer({
      ...base,
      settings: { ...base.settings, businessName: "Bayside Realty", businessType: "real_estate" },
    }),
    ...answers,
  });
}

describe("onboarding", () => {
  it("sends a visitor without a session to the login page and back", async () => {
    const { router } = renderApp("/onboarding");
    await waitFor(() => expect(path(router)).toBe("/login"));
    expect(router.state.location.search).toBe("?next=%2Fonboarding");
  });

  it.each(["/onboarding", "/onboarding-old", "/onboarding-new", "/onboarding/forwarding"])(
    "resumes %s at the step the customer reached",
    async (start) => {
      const api = createFakeApi({
        ...signedIn(),
        "GET /api/receptionist": answer(
          receptionistAnswer({ onboardingStatus: "website", onboardingStep: "website" }),
        ),
        "GET /api/receptionist/website": json(200, { success: true, crawl: null, pages: [] }),
      });
      const { router } = renderApp(start, api);
      await waitFor(() => expect(path(router)).toBe("/onboarding/website"));
      expect(await screen.findByRole("heading", { name: "Your website" })).toBeVisible();
      expect(screen.getByText("Step 3 of 5")).toBeVisible();
    },
  );

  it("sends a customer who finished to the dashboard", async () => {
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(liveReceptionist()),
    });
    const { router } = renderApp("/onboarding", api);
    await waitFor(() => expect(path(router)).toBe("/dashboard"));
  });

  it("checks the business step with the contract's words, then saves it and moves on", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(receptionistAnswer()),
      "PUT /api/onboarding/steps/business": answer(
        receptionistAnswer({ onboardingStatus: "receptionist", onboardingStep: "receptionist" }),
      ),
    });
    const { router } = renderApp("/onboarding/business", api);
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByText("Business name is required")).toBeVisible();
    expect(api.calls("PUT /api/onboarding/steps/business")).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Business name/), "Bayside Realty");
    await user.selectOptions(screen.getByLabelText(/^Business type/), "real_estate");
    await user.type(screen.getByLabelText(/^Main business phone/), "4155550100");
    await user.selectOptions(screen.getByLabelText(/^Time zone/), "America/Chicago");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(path(router)).toBe("/onboarding/receptionist"));
    expect(api.calls("PUT /api/onboarding/steps/business")[0]?.body).toMatchObject({
      businessName: "Bayside Realty",
      businessType: "real_estate",
      primaryPhone: "4155550100",
      businessHours: "9:00 AM - 5:00 PM Monday-Friday",
      timeZone: "America/Chicago",
    });
  });

  it("takes the website on the business step, as an address, and skips the website step without one", async () => {
    const user = userEvent.setup();
    const atReceptionist = receptionistAnswer({
      onboardingStatus: "receptionist",
      onboardingStep: "receptionist",
    }) as { settings: Record<string, unknown> };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(receptionistAnswer()),
      "PUT /api/onboarding/steps/business": answer({
        ...atReceptionist,
        settings: { ...atReceptionist.settings, websitesToCrawl: ["https://harborhomes.com"] },
      }),
    });
    const { router } = renderApp("/onboarding/business", api);
    expect(await screen.findByText("Step 1 of 4")).toBeVisible();
    await user.type(screen.getByLabelText(/^Business name/), "Harbor Homes");
    await user.selectOptions(screen.getByLabelText(/^Business type/), "real_estate");
    await user.type(screen.getByLabelText(/^Main business phone/), "4155550100");
    await user.selectOptions(screen.getByLabelText(/^Time zone/), "America/Chicago");
    await user.type(screen.getByLabelText(/^Your website/), "harborhomes.com");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(path(router)).toBe("/onboarding/receptionist"));
    expect(api.calls("PUT /api/onboarding/steps/business")[0]?.body).toMatchObject({
      websitesToCrawl: ["https://harborhomes.com"],
    });
    // With a website, the website step is on the way: five steps.
    expect(await screen.findByText("Step 2 of 5")).toBeVisible();
  });

  it("goes from the receptionist step to the number when no website was named", async () => {
    const user = userEvent.setup();
    const api = atRealEstateReceptionistStep({
      "PUT /api/onboarding/steps/receptionist": answer(
        receptionistAnswer({ onboardingStatus: "number", onboardingStep: "number" }),
      ),
    });
    const { router } = renderApp("/onboarding/receptionist", api);
    expect(await screen.findByText("Step 2 of 4")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(path(router)).toBe("/onboarding/number"));
  });

  it("fills the receptionist step's empty fields from the business type, keeping what was typed", async () => {
    const base = receptionistAnswer({
      onboardingStatus: "receptionist",
      onboardingStep: "receptionist",
    }) as { settings: Record<string, unknown> };
    const settings = {
      ...base.settings,
      businessName: "Bayside Realty",
      businessType: "real_estate",
      commonQuestions: [{ question: "Do you rent?", answer: "No, we only sell." }],
    };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer({ ...base, settings }),
    });
    renderApp("/onboarding/receptionist", api);
    expect(await screen.findByLabelText(/^Greeting/)).toHaveValue(
      "Thanks for calling Bayside Realty. Are you looking to buy, sell, or ask about one of our listings?",
    );
    expect(screen.getByTestId("template-note")).toHaveTextContent(
      "We filled in the name, voice, tone, goals, greeting, qualification questions, appointment types, text alert most real estate businesses use.",
    );
    expect(screen.getByLabelText("Question 1")).toHaveValue(
      "Are you looking to buy, sell, or both?",
    );
    expect(screen.getByRole("checkbox", { name: "Book appointments" })).toBeChecked();
    expect(screen.getByLabelText(/^Question$/)).toHaveValue("Do you rent?");
  });

  it("asks only what a live receptionist needs on the first pass, the rest folded", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(receptionistAnswer()),
    });
    renderApp("/onboarding/business", api);
    const about = await screen.findByText("More about your business (optional)");
    const description = screen.getByLabelText("What your business does");
    expect(description).not.toBeVisible();
    await user.click(about);
    expect(description).toBeVisible();
  });

  it("folds the template's questions, appointments and alerts under a line that counts them", async () => {
    const api = atRealEstateReceptionistStep();
    renderApp("/onboarding/receptionist", api);
    const summary = await screen.findByText(/^Questions, appointments and alerts: /);
    expect(summary.textContent).toMatch(
      /^Questions, appointments and alerts: \d+ questions, \d+ appointment types?, \d+ common questions?, a text alert$/,
    );
    expect(screen.getByLabelText("Question 1")).not.toBeVisible();
    expect(screen.getByLabelText(/^Greeting/)).toBeVisible();
  });

  it("opens the folded fields when one of them is refused", async () => {
    const user = userEvent.setup();
    const api = atRealEstateReceptionistStep();
    renderApp("/onboarding/receptionist", api);
    const question = await screen.findByLabelText("Question 1");
    await user.click(screen.getByText(/^Questions, appointments and alerts: /));
    await user.clear(question);
    await user.click(screen.getByText(/^Questions, appointments and alerts: /));
    expect(question).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Write the question")).toBeVisible();
    expect(question).toBeVisible();
  });

  it("shows the crawl it started even when the page list's first answer was read before it", async () => {
    // The list mounts when the addresses are saved and asks at once; under load that first
    // answer (no crawl yet) can arrive after the crawl started: the page must still follow it.
    const user = userEvent.setup();
    const atWebsite = receptionistAnswer({
      onboardingStatus: "website",
      onboardingStep: "website",
    }) as { settings: Record<string, unknown> };
    const saved = {
      ...atWebsite,
      settings: { ...atWebsite.settings, websitesToCrawl: ["https://harbor.example"] },
    };
    const crawl = crawlAnswer();
    // The first read is asked before the crawl starts and answered after it started.
    let asked: () => void = () => {};
    const firstReadAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let started: () => void = () => {};
    const crawlStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(atWebsite),
      "PUT /api/onboarding/steps/website": answer(saved),
      "POST /api/receptionist/website/crawls": async () => {
        await firstReadAsked;
        setTimeout(started, 50);
        return json(202, {
          success: true,
          crawl: { ...crawl, status: "running", pagesCrawled: 0 },
        });
      },
      "GET /api/receptionist/website": [
        async () => {
          asked();
          await crawlStarted;
          return json(200, { success: true, crawl: null, pages: [] });
        },
        json(200, { success: true, crawl, pages: [] }),
      ],
    });
    renderApp("/onboarding/website", api);
    await user.click(await screen.findByRole("button", { name: "Add a website" }));
    await user.clear(screen.getByLabelText(/^Website 1/));
    await user.type(screen.getByLabelText(/^Website 1/), "https://harbor.example");
    await user.click(screen.getByRole("button", { name: "Save and read my website" }));
    expect(await screen.findByText(/^Read 2 pages: 2 new/)).toBeVisible();
  });

  it("fills what the website says into the fields the owner left empty, marked, and saves what was kept", async () => {
    const user = userEvent.setup();
    const atWebsite = receptionistAnswer({
      onboardingStatus: "website",
      onboardingStep: "website",
    }) as { settings: Record<string, unknown> };
    const settings = {
      ...atWebsite.settings,
      websitesToCrawl: ["https://harbor.example"],
      keyServices: "Buying and selling",
      commonQuestions: [{ question: "Do you rent?", answer: "No." }],
    };
    const crawl = crawlAnswer({
      found: {
        businessDescription: "Harbor Homes sells homes in Marin.",
        keyServices: "Buying, Selling, Valuations",
        businessHours: "Mon–Sat 9 am – 6 pm",
        commonQuestions: [
          { question: "do you rent?", answer: "Never." },
          { question: "Which towns do you cover?", answer: "All of Marin." },
        ],
      },
    });
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer({ ...atWebsite, settings }),
      "GET /api/receptionist/website": json(200, { success: true, crawl, pages: [] }),
      "PUT /api/onboarding/steps/website": answer({ ...atWebsite, settings }),
    });
    renderApp("/onboarding/website", api);
    const findings = await screen.findByRole("region", { name: /From your website/ });
    // Empty (or default) fields take the site's words and say where they came from.
    const description = within(findings).getByLabelText(/^What your business does/);
    expect(description).toHaveValue("Harbor Homes sells homes in Marin.");
    expect(description).toHaveAccessibleDescription("From your website");
    expect(within(findings).getByLabelText(/^Business hours/)).toHaveValue("Mon–Sat 9 am – 6 pm");
    // The owner's own services stay; the site's are offered.
    expect(within(findings).getByLabelText(/^Key services/)).toHaveValue("Buying and selling");
    expect(
      within(findings).getByText("Your website says: “Buying, Selling, Valuations”"),
    ).toBeVisible();
    // A question the owner already has is not added twice; a new one is, and may be dropped.
    expect(within(findings).getByRole("checkbox", { name: "do you rent?" })).toBeChecked();
    const towns = within(findings).getByRole("checkbox", { name: "Which towns do you cover?" });
    expect(towns).toBeChecked();
    await user.click(towns);
    await user.clear(within(findings).getByLabelText(/^Business hours/));
    await user.type(within(findings).getByLabelText(/^Business hours/), "Mon–Fri 9–5");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(api.calls("PUT /api/onboarding/steps/website")).toHaveLength(1));
    expect(api.calls("PUT /api/onboarding/steps/website")[0]?.body).toMatchObject({
      websitesToCrawl: ["https://harbor.example"],
      businessDescription: "Harbor Homes sells homes in Marin.",
      keyServices: "Buying and selling",
      businessHours: "Mon–Fri 9–5",
      commonQuestions: [{ question: "Do you rent?", answer: "No." }],
    });
  });

  it("starts the number step at the business phone's area code", async () => {
    const base = receptionistAnswer({ onboardingStatus: "number", onboardingStep: "number" }) as {
      settings: Record<string, unknown>;
    };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer({
        ...base,
        settings: { ...base.settings, primaryPhone: "(312) 555-0199" },
      }),
    });
    renderApp("/onboarding/number", api);
    expect(await screen.findByLabelText(/^Area code/)).toHaveValue("312");
  });

  it("plays a voice's preview, and says so when it cannot", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(
        receptionistAnswer({ onboardingStatus: "receptionist", onboardingStep: "receptionist" }),
      ),
      "GET /api/receptionist/voices/rachel/preview": json(502, {
        success: false,
        error: {
          title: "Preview Unavailable",
          message: "We could not play the voice preview.",
          suggestion: "Please try again, or choose another voice.",
          errorCode: "AI_VOICE_PREVIEW_FAILED",
          supportReference: "ERR-AI_VOICE_PREVIEW_FAILED-20261124-AAAAAA",
          retryable: true,
          action: { type: "retry", delayMs: 1000 },
        },
        timestamp: "2026-11-24T10:00:00.000Z",
      }),
    });
    renderApp("/onboarding/receptionist", api);
    await user.click(await screen.findByRole("button", { name: "Play a preview of Rachel" }));
    expect(await screen.findByText(/We could not play the voice preview/)).toBeVisible();
  });

  it("shows the forwarding guide with the new number and the forwarding check's result", async () => {
    const user = userEvent.setup();
    const live = liveReceptionist({ aiStatus: "inactive", onboardingStep: "forwarding" });
    const test = {
      since: "2026-11-24T10:00:00.000Z",
      placedByRingline: true,
      status: "answered",
      call: {
        id: "call_1",
        from: "+14155550100",
        to: "+14155550123",
        greeting: "Thanks for calling Bayside Realty!",
        startedAt: "2026-11-24T10:00:01.000Z",
        transcript: [{ speaker: "receptionist", text: "Thanks for calling Bayside Realty!" }],
        ended: true,
      },
    };
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(live),
      "POST /api/onboarding/forwarding-test": json(200, { success: true, test }),
      "GET /api/onboarding/forwarding-test": json(200, { success: true, test }),
      "POST /api/onboarding/complete": answer(liveReceptionist()),
    });
    const { router } = renderApp("/onboarding/forwarding", api);
    expect((await screen.findAllByText(/\(415\) 555-0123/)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Test my forwarding" }));
    // Ringline placed the call itself: the page says it simulated the forwarded call.
    expect(await screen.findByText(/^Simulated: we called your Ringline number/)).toBeVisible();
    expect(screen.queryByText(/It works/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Finish and go live" }));
    await waitFor(() => expect(path(router)).toBe("/dashboard"));
  });

  it("first has the owner call the number from their cell, and shows the call as it is said", async () => {
    const user = userEvent.setup();
    const live = liveReceptionist({ aiStatus: "inactive", onboardingStep: "forwarding" });
    const since = "2026-11-24T10:00:00.000Z";
    const call = {
      id: "call_1",
      from: "+15125550188",
      to: "+14155550123",
      greeting: "Thanks for calling Bayside Realty!",
      startedAt: "2026-11-24T10:00:01.000Z",
    };
    const greeting = { speaker: "receptionist", text: "Thanks for calling Bayside Realty!" };
    const question = { speaker: "caller", text: "Are you open on Saturday?" };
    const test = (status: string, transcript: object[], ended: boolean) => ({
      success: true,
      test: {
        since,
        placedByRingline: false,
        status,
        call: status === "waiting" ? null : { ...call, transcript, ended },
      },
    });
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(live),
      "POST /api/onboarding/forwarding-test": json(200, test("waiting", [], false)),
      "GET /api/onboarding/forwarding-test": [
        json(200, test("answered", [greeting], false)),
        json(200, test("answered", [greeting, question], true)),
      ],
    });
    renderApp("/onboarding/forwarding", api);
    const link = await screen.findByRole("link", { name: "(415) 555-0123" });
    expect(link).toHaveAttribute("href", "tel:+14155550123");
    await user.click(screen.getByRole("button", { name: "Watch for my call" }));
    expect(await screen.findByText("Waiting for your call to (415) 555-0123…")).toBeVisible();
    expect(
      api.seen.find((request) => request.path === "/api/onboarding/forwarding-test")?.body,
    ).toEqual({ kind: "cell" });
    // The greeting while the call is on, then the caller's line, then the end.
    expect(
      await screen.findByText(/Your receptionist answered/, undefined, { timeout: 3000 }),
    ).toBeVisible();
    const said = screen.getByRole("list", { name: "What was said" });
    expect(within(said).getByText("Thanks for calling Bayside Realty!")).toBeVisible();
    expect(
      await screen.findByText(/That was your receptionist/, undefined, { timeout: 3000 }),
    ).toBeVisible();
    expect(
      within(said)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "ReceptionistThanks for calling Bayside Realty!",
      "CallerAre you open on Saturday?",
    ]);
  });

  it("walks a new live owner through the dashboard once, and records it", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...signedIn(),
      "GET /api/receptionist": answer(liveReceptionist({ walkthroughCompleted: false })),
      "POST /api/onboarding/walkthrough": json(200, { success: true }),
    });
    renderApp("/dashboard", api);
    const dialog = await screen.findByRole("dialog", { name: "Your receptionist is live" });
    expect(dialog).toHaveTextContent("(415) 555-0123");
    await waitFor(() => expect(dialog).toHaveFocus());
    // Each further stop rings the tab it is about, and only that one.
    for (const tab of ["AI Settings", "Call Logs", "Billing"]) {
      await user.click(screen.getByRole("button", { name: "Next" }));
      await waitFor(() =>
        expect(screen.getByRole("link", { name: tab })).toHaveClass("tour-target"),
      );
      expect(document.querySelectorAll(".tour-target")).toHaveLength(1);
      await waitFor(() => expect(screen.getByRole("dialog")).toHaveFocus());
    }
    await user.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(api.calls("POST /api/onboarding/walkthrough")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
