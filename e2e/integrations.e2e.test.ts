import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftDate, zonedInstant, zonedTime } from "../apps/api/src/calls/schedule/time-zones.js";
import {
  type CalendarStandIn,
  startCalendarStandIn,
} from "../apps/api/src/test/stand-ins/calendar-stand-ins.js";
import { axeViolations } from "./axe.js";
import { launchChromium } from "./browser.js";
import {
  emulatorOf,
  onboardLiveReceptionist,
  placeCall,
  serveHarborHomes,
} from "./live-receptionist.js";
import { type RunningProduct, startProduct } from "./product.js";

// The receptionist inside the owner's calendar, end to end in Chromium: the owner connects a
// local stand-in of Google Calendar through its OAuth screens from the Integrations tab, marks
// Saturday 10:00 busy there, and a caller asking for a Saturday morning showing is not offered
// 10:00 and books 11:00, which appears in the calendar; a second call cancels it and the event
// is gone.

const CLIENT = { clientId: "ringline-e2e", clientSecret: "ringline-e2e-secret" };
const ZONE = "America/Los_Angeles";

/** The next Saturday at least two days away, as YYYY-MM-DD in the business's zone. */
function nextSaturday(): string {
  const today = zonedTime(Date.now(), ZONE).date;
  for (let days = 2; days < 10; days++) {
    const date = shiftDate(today, days);
    if (zonedTime(zonedInstant(date, 12 * 60, ZONE), ZONE).weekday === 6) return date;
  }
  throw new Error("no Saturday ahead");
}

/** An instant from a date and a wall-clock hour in the business's zone. */
const zoned = (date: string, hour: number) => zonedInstant(date, hour * 60, ZONE);

describe("bookings in the owner's Google Calendar", () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let google: CalendarStandIn;
  let site: Awaited<ReturnType<typeof serveHarborHomes>>;
  let owner: { email: string; number: string };
  const pageErrors: string[] = [];
  const saturday = nextSaturday();

  beforeAll(async () => {
    [site, google] = await Promise.all([
      serveHarborHomes(),
      startCalendarStandIn({ ...CLIENT, email: "hana@harborhomes.example" }),
    ]);
    [product, browser] = await Promise.all([
      startProduct({
        CRAWLER_ALLOW_PRIVATE_NETWORKS: "true",
        GOOGLE_CALENDAR_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CALENDAR_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_CALENDAR_BASE_URL: google.url,
      }),
      launchChromium(),
    ]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    product?.cleanup();
    await Promise.all([site?.close(), google?.close()]);
  });

  const api = async <T>(
    path: string,
    init: { method?: string; data?: unknown } = {},
  ): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem("authToken"));
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.method && init.method !== "GET") {
      const csrf = await page.request.get(`${product.url}/api/csrf-token`);
      headers["x-csrf-token"] = ((await csrf.json()) as { csrfToken: string }).csrfToken;
    }
    const response = await page.request.fetch(`${product.url}${path}`, {
      method: init.method ?? "GET",
      headers,
      ...(init.data === undefined ? {} : { data: init.data }),
    });
    return (await response.json()) as T;
  };

  const booked = () =>
    google.events.filter((event) => event.summary.startsWith("Property showing"));

  it("connects Google Calendar through its consent screen from the Integrations tab", async () => {
    owner = await onboardLiveReceptionist(page, product, site.url);
    // Saturday mornings open, 10 to noon.
    const { receptionist } = await api<{ receptionist: { settings: Record<string, unknown> } }>(
      "/api/receptionist",
    );
    await api("/api/receptionist", {
      method: "PUT",
      data: { ...receptionist.settings, businessHours: "Mon-Fri 9am-5pm, Sat 10am-12pm" },
    });
    // The call engine keeps an owner's settings for 5 seconds (a call's tool calls come in
    // bursts): the next call must not be answered from the copy read before this change.
    await page.waitForTimeout(5_500);

    await page.goto(`${product.url}/dashboard/integrations`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Google Calendar", exact: true }) });
    await card.getByRole("button", { name: "Connect Google Calendar" }).click();
    await page.waitForURL(`${google.url}/**`);
    await page.getByText("Signed in as hana@harborhomes.example").waitFor();
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL(/\/dashboard\/integrations/);
    await card.getByText(/hana@harborhomes\.example/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);

  it("does not offer a time busy in the calendar, books another and writes it there", async () => {
    google.addBusy(zoned(saturday, 10), zoned(saturday, 10) + 30 * 60_000, "Open house");
    const call = await placeCall(await emulatorOf(page, product), {
      number: owner.number,
      from: "+14155550177",
      script: [
        "Hi, my name is Dana Whitfield. I'm buying a home in Sausalito.",
        `What times are open for a showing on ${saturday}?`,
        "The second one works for me, please book it.",
        "Thanks so much, goodbye!",
      ],
    });
    expect(call.endedReason).toBe("assistant-ended-call");
    await expect.poll(() => booked().length, { timeout: 30_000 }).toBe(1);
    const event = booked()[0];
    expect(event?.start).toBe(zoned(saturday, 11));
    expect(event?.summary).toBe("Property showing with Dana Whitfield");
    expect(event?.description).toContain("Phone: +14155550177");

    // What the receptionist offered: Saturday's open times, not 10:00.
    // The report's effects run from a job: wait until the call is logged.
    let dana: { id: string } | undefined;
    await expect
      .poll(
        async () => {
          const { items } = await api<{ items: Array<{ id: string; callerName: string | null }> }>(
            "/api/calls",
          );
          dana = items.find((item) => item.callerName === "Dana Whitfield");
          return dana !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { call: detail } = await api<{ call: { messages: Array<{ text: string }> } }>(
      `/api/calls/${dana?.id}`,
    );
    const said = detail.messages.map((message) => message.text).join("\n");
    expect(said).toMatch(/Saturday, \w+ \d+ at 10:30 AM/);
    expect(said).not.toMatch(/Saturday, \w+ \d+ at 10:00 AM/);
  }, 120_000);

  it("cancels by phone: a second call from the same number, and the event is gone", async () => {
    const call = await placeCall(await emulatorOf(page, product), {
      number: owner.number,
      from: "+14155550177",
      script: [
        "Hi, it's Dana Whitfield again. I need to cancel my showing, please.",
        "Thanks, goodbye!",
      ],
    });
    expect(call.endedReason).toBe("assistant-ended-call");
    await expect.poll(() => booked().length, { timeout: 30_000 }).toBe(0);
    expect(google.events.map((event) => event.summary)).toEqual(["Open house"]);
    await page.goto(`${product.url}/dashboard/integrations`);
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Google Calendar", exact: true }) })
      .getByText(/hana@harborhomes\.example/)
      .waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
