import { describe, expect, it } from "vitest";
import { ZContactRequest } from "./contact.js";
import { fieldErrorsOf } from "./envelope.js";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "555 123 4567",
  company: "Lovelace Realty",
  requestType: "demo",
} as const;

function messagesFor(input: unknown): Record<string, string[]> {
  const result = ZContactRequest.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("ZContactRequest", () => {
  it("accepts a complete request, trims text and keeps the optional message", () => {
    const result = ZContactRequest.parse({ ...valid, name: "  Ada  ", message: " 40 leads " });
    expect(result).toEqual({ ...valid, name: "Ada", message: "40 leads" });
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "   ", "Name must be at least 2 characters"],
    ["email", "ada@", "Please enter a valid email address"],
    ["email", "ada example.com", "Please enter a valid email address"],
    ["phone", "555123456", "Please enter a valid phone number"],
    ["phone", "555-CALL-NOWW", "Please enter a valid phone number"],
    ["company", "L", "Company name is required"],
    ["company", "", "Company name is required"],
  ])("refuses %s %j with %j", (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("accepts each field at its minimum length", () => {
    expect(messagesFor({ ...valid, name: "Al", phone: "5551234567", company: "AB" })).toEqual({});
  });

  it.each([
    ["name", "Name must be at least 2 characters"],
    ["email", "Please enter a valid email address"],
    ["phone", "Please enter a valid phone number"],
    ["company", "Company name is required"],
  ])("reports a missing %s with its message", (field, message) => {
    const { [field as keyof typeof valid]: _removed, ...rest } = valid;
    expect(messagesFor(rest)[field]).toEqual([message]);
  });

  it("only accepts the demo and consultation request types", () => {
    expect(messagesFor({ ...valid, requestType: "consultation" })).toEqual({});
    expect(Object.keys(messagesFor({ ...valid, requestType: "sales" }))).toEqual(["requestType"]);
  });

  it("refuses a message longer than 2000 characters", () => {
    expect(messagesFor({ ...valid, message: "x".repeat(2000) })).toEqual({});
    expect(Object.keys(messagesFor({ ...valid, message: "x".repeat(2001) }))).toEqual(["message"]);
  });
});
