import {
  ApiError,
  createErrorEnvelope,
  type TDemoBookingRequest,
  type TDemoBookingResponse,
} from "@ringline/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  browserTimeZone,
  CALL_BANDS,
  createDemoBookingForm,
  type DemoBookingClient,
  type DemoBookingForm,
} from "./demo-booking-form.js";

const ZONE = "America/Chicago";
const RESPONSE: TDemoBookingResponse = {
  success: true,
  message: "Stored",
  data: {
    id: "booking-1",
    status: "pending",
    preferredDate: "2026-11-22",
    preferredTime: "morning",
    createdAt: "2026-11-21T12:00:00.000Z",
  },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-21T18:00:00Z")); // noon in Chicago
});

afterEach(() => {
  vi.useRealTimers();
});

function clientAnswering(answer: () => Promise<TDemoBookingResponse>) {
  return { createDemoBooking: vi.fn<DemoBookingClient["createDemoBooking"]>(answer) };
}

async function toStepThree(form: DemoBookingForm) {
  form.setValue("name", " Ada Lovelace ");
  form.setValue("email", "Ada@Lovelace-Realty.com");
  form.setValue("phone", "+1 (555) 123-4567");
  await form.next();
  form.setValue("company", "Lovelace Realty");
  form.setValue("realtorType", "team");
  form.setValue("currentCalls", "75");
  await form.next();
  form.setValue("preferredDate", "2026-11-22");
  form.setValue("preferredTime", "morning");
}

describe("steps", () => {
  it("keeps step 1 and names its invalid fields when Next is pressed empty", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });

    expect(await form.next()).toEqual({ status: "invalid", firstInvalidField: "name" });
    expect(form.getSnapshot()).toMatchObject({
      step: 1,
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
      },
    });
  });

  it("moves to step 2 once step 1 is valid, and back with Previous keeping the values", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    form.setValue("name", "Ada Lovelace");
    form.setValue("email", "ada@example.com");
    form.setValue("phone", "5551234567");

    expect(await form.next()).toEqual({ status: "moved", step: 2 });
    form.previous();
    expect(form.getSnapshot()).toMatchObject({ step: 1, values: { name: "Ada Lovelace" } });
  });

  it("asks for the business type and the call volume on step 2", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    form.setValue("name", "Ada Lovelace");
    form.setValue("email", "ada@example.com");
    form.setValue("phone", "5551234567");
    await form.next();
    form.setValue("company", "Lovelace Realty");

    expect(await form.next()).toEqual({ status: "invalid", firstInvalidField: "realtorType" });
    expect(form.getSnapshot().errors).toEqual({
      realtorType: "Please select your business type",
      currentCalls: "Please enter a valid number",
    });
  });

  it("clears a field's message as soon as it is corrected", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await form.next();
    form.setValue("name", "Ada");
    expect(form.getSnapshot().errors.name).toBeUndefined();
    expect(form.getSnapshot().errors.email).toBe("Please enter a valid email address");
  });

  it("offers the call bands 1-50 … 500+ sent as 25, 75, 150, 300 and 500", () => {
    expect(CALL_BANDS.map((band) => [band.label, Number(band.value)])).toEqual([
      ["1-50", 25],
      ["51-100", 75],
      ["101-200", 150],
      ["201-500", 300],
      ["500+", 500],
    ]);
  });

  it("defaults the time zone to the browser's", () => {
    expect(createDemoBookingForm().getSnapshot().values.timezone).toBe(browserTimeZone());
  });
});

describe("dates", () => {
  it("books from tomorrow to 30 days ahead in the visitor's time zone", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    expect(form.getSnapshot().dateRange).toBeUndefined();
    await form.preload();
    expect(form.getSnapshot().dateRange).toEqual({ first: "2026-11-22", last: "2026-12-21" });
    form.setValue("timezone", "Pacific/Kiritimati");
    expect(form.getSnapshot().dateRange).toEqual({ first: "2026-11-23", last: "2026-12-22" });
  });

  it("loads the contract once, and again after a failed load", async () => {
    const loadContract = vi
      .fn<() => Promise<typeof import("@ringline/api-client")>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockImplementation(() => import("@ringline/api-client"));
    const form = createDemoBookingForm({ timezone: ZONE, loadContract });

    await expect(form.next()).rejects.toThrow("dynamically imported module");
    expect(await form.next()).toMatchObject({ status: "invalid" });
    await form.next();
    expect(loadContract).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["today", "2026-11-21", "Please select a preferred date"],
    ["tomorrow", "2026-11-22", undefined],
    ["30 days ahead", "2026-12-21", undefined],
    ["31 days ahead", "2026-12-22", "Please select a preferred date"],
  ])("treats %s (%s) as %s", async (_when, date, message) => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await toStepThree(form);
    form.setValue("preferredDate", date);
    const client = clientAnswering(async () => RESPONSE);

    await form.submit(client);

    expect(form.getSnapshot().errors.preferredDate).toBe(message);
    expect(client.createDemoBooking).toHaveBeenCalledTimes(message ? 0 : 1);
  });
});

describe("submit", () => {
  it("acts as Next before step 3 and sends nothing", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    const client = clientAnswering(async () => RESPONSE);
    form.setValue("name", "Ada Lovelace");
    form.setValue("email", "ada@example.com");
    form.setValue("phone", "5551234567");

    expect(await form.submit(client)).toEqual({ status: "moved", step: 2 });
    expect(client.createDemoBooking).not.toHaveBeenCalled();
  });

  it("sends the contract's request: trimmed, band as a number, no empty message", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await toStepThree(form);
    const client = clientAnswering(async () => RESPONSE);

    await form.submit(client);

    expect(client.createDemoBooking).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@lovelace-realty.com",
      phone: "+1 (555) 123-4567",
      company: "Lovelace Realty",
      realtorType: "team",
      currentCalls: 75,
      preferredDate: "2026-11-22",
      preferredTime: "morning",
      timezone: ZONE,
    } satisfies TDemoBookingRequest);
  });

  it("is pending while sending, then resets to an empty step 1", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await toStepThree(form);
    let answer: (response: TDemoBookingResponse) => void = () => {};
    const client = clientAnswering(() => new Promise((resolve) => (answer = resolve)));

    const submission = form.submit(client);
    await vi.waitFor(() => expect(client.createDemoBooking).toHaveBeenCalled());
    expect(form.getSnapshot().pending).toBe(true);
    expect(await form.submit(client)).toEqual({ status: "busy" });
    answer(RESPONSE);

    expect(await submission).toMatchObject({ status: "succeeded", response: RESPONSE });
    expect(form.getSnapshot()).toMatchObject({ step: 1, pending: false, errors: {} });
    expect(form.getSnapshot().values).toMatchObject({
      name: "",
      preferredTime: "",
      timezone: ZONE,
    });
    expect(client.createDemoBooking).toHaveBeenCalledTimes(1);
  });

  it("keeps everything after a failure without an answer, with no server message", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await toStepThree(form);

    const result = await form.submit(
      clientAnswering(() => Promise.reject(ApiError.fromCode("API_NETWORK_ERROR", 0))),
    );

    expect(result).toEqual({ status: "failed", message: undefined, firstInvalidField: undefined });
    expect(form.getSnapshot()).toMatchObject({ step: 3, values: { name: " Ada Lovelace " } });
  });

  it("gives the server's message and goes to the step of the first field it refused", async () => {
    const form = createDemoBookingForm({ timezone: ZONE });
    await toStepThree(form);
    const refusal = ApiError.fromEnvelope(
      422,
      createErrorEnvelope("API_VALIDATION_ERROR", {
        fieldErrors: { phone: ["Please enter a valid phone number"] },
      }),
    );

    const result = await form.submit(clientAnswering(() => Promise.reject(refusal)));

    expect(result).toEqual({
      status: "failed",
      message: "Some of the information you entered is not valid.",
      firstInvalidField: "phone",
    });
    expect(form.getSnapshot()).toMatchObject({
      step: 1,
      errors: { phone: "Please enter a valid phone number" },
    });
  });
});
