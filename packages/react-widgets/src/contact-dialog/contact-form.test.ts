import { ApiError, createErrorEnvelope, type TContactResponse } from "@ringline/api-client";
import { describe, expect, it, vi } from "vitest";
import { type ContactClient, createContactForm } from "./contact-form.js";

const RESPONSE: TContactResponse = {
  success: true,
  message: "Stored",
  data: { id: "contact-1", requestType: "demo", createdAt: "2026-01-01T00:00:00.000Z" },
};

function clientAnswering(answer: () => Promise<TContactResponse>) {
  return { submitContact: vi.fn<ContactClient["submitContact"]>(answer) };
}

function fill(form: ReturnType<typeof createContactForm>) {
  form.setValue("name", " Ada Lovelace ");
  form.setValue("email", "ada@example.com ");
  form.setValue("phone", "5551234567");
  form.setValue("company", "Lovelace Realty");
}

describe("createContactForm", () => {
  it("reports every contract message for an empty form and sends nothing", async () => {
    const form = createContactForm();
    const client = clientAnswering(async () => RESPONSE);

    const result = await form.submit({ client, requestType: "demo" });

    expect(result).toEqual({ status: "invalid", firstInvalidField: "name" });
    expect(form.getSnapshot().errors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      company: "Company name is required",
    });
    expect(client.submitContact).not.toHaveBeenCalled();
  });

  it("names the first invalid field in form order", async () => {
    const form = createContactForm();
    fill(form);
    form.setValue("phone", "abc");

    const result = await form.submit({
      client: clientAnswering(async () => RESPONSE),
      requestType: "demo",
    });

    expect(result).toEqual({ status: "invalid", firstInvalidField: "phone" });
  });

  it("does not validate a field the visitor only passed through", () => {
    const form = createContactForm();
    form.touch("name");
    expect(form.getSnapshot().errors).toEqual({});
  });

  it("validates an edited field when it is left, then on every change", () => {
    const form = createContactForm();
    form.setValue("name", "A");
    expect(form.getSnapshot().errors).toEqual({});

    form.touch("name");
    expect(form.getSnapshot().errors.name).toBe("Name must be at least 2 characters");

    form.setValue("name", "Ad");
    expect(form.getSnapshot().errors.name).toBeUndefined();
    form.setValue("name", "A");
    expect(form.getSnapshot().errors.name).toBe("Name must be at least 2 characters");
  });

  it("sends trimmed values with the request type and leaves out an empty message", async () => {
    const form = createContactForm();
    fill(form);
    form.setValue("message", "   ");
    const client = clientAnswering(async () => RESPONSE);

    await form.submit({ client, requestType: "consultation" });

    expect(client.submitContact).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "5551234567",
      company: "Lovelace Realty",
      requestType: "consultation",
    });
  });

  it("is pending while the request is open and resets after success", async () => {
    const form = createContactForm();
    fill(form);
    let answer: (response: TContactResponse) => void = () => {};
    const client = clientAnswering(() => new Promise((resolve) => (answer = resolve)));

    const submission = form.submit({ client, requestType: "demo" });
    expect(form.getSnapshot().pending).toBe(true);
    expect(await form.submit({ client, requestType: "demo" })).toEqual({ status: "busy" });

    answer(RESPONSE);
    expect(await submission).toMatchObject({ status: "succeeded", response: RESPONSE });
    expect(form.getSnapshot()).toEqual({
      values: { name: "", email: "", phone: "", company: "", message: "" },
      errors: {},
      touched: {},
      pending: false,
    });
    expect(client.submitContact).toHaveBeenCalledTimes(1);
  });

  it("keeps the values after a failure", async () => {
    const form = createContactForm();
    fill(form);
    const failure = ApiError.fromCode("API_NETWORK_ERROR", 0);

    const result = await form.submit({
      client: clientAnswering(() => Promise.reject(failure)),
      requestType: "demo",
    });

    expect(result).toEqual({ status: "failed", error: failure, firstInvalidField: undefined });
    expect(form.getSnapshot().values.name).toBe(" Ada Lovelace ");
    expect(form.getSnapshot().pending).toBe(false);
  });

  it("shows the server's field errors on the known fields", async () => {
    const form = createContactForm();
    fill(form);
    const rejection = ApiError.fromEnvelope(
      422,
      createErrorEnvelope("API_VALIDATION_ERROR", {
        fieldErrors: {
          phone: ["Please enter a valid phone number"],
          requestType: ["Request type must be demo or consultation"],
        },
      }),
    );

    const result = await form.submit({
      client: clientAnswering(() => Promise.reject(rejection)),
      requestType: "demo",
    });

    expect(result).toMatchObject({ status: "failed", firstInvalidField: "phone" });
    expect(form.getSnapshot().errors).toEqual({ phone: "Please enter a valid phone number" });
  });
});
