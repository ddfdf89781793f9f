import { describe, expect, it } from "vitest";
import { contactOf, intentOf, leadNews } from "./crm-content.js";
import { eventTypeOf } from "./follow-up-boss.js";

// What the CRMs are told of a lead: the intent read from the caller's answer, the tags, a deal
// for a buyer or seller only, and the event type Follow Up Boss routes a seller by.

const lead = {
  name: "Ola Nordmann Berg",
  phone: "+14155550123",
  email: null,
  reason: "Thinking about a move",
  callId: "call-1",
  details: { buyingOrSelling: "We want to sell our condo", timeline: "Spring" },
};

describe("what a CRM is told of a lead", () => {
  it("reads the intent in one word from the caller's answer", () => {
    expect(intentOf("Selling, then buying")).toBe("selling");
    expect(intentOf("looking to purchase")).toBe("buying");
    expect(intentOf("Renting a 2-bed")).toBe("renting");
    expect(intentOf("a lease")).toBe("renting");
    expect(intentOf("investment property")).toBe("investing");
    expect(intentOf("just curious")).toBeNull();
    expect(intentOf(null)).toBeNull();
  });

  it("tags the contact Ringline and with the intent, and splits the name", () => {
    expect(contactOf(lead)).toEqual({
      name: "Ola Nordmann Berg",
      firstName: "Ola",
      lastName: "Nordmann Berg",
      phone: "+14155550123",
      email: null,
      tags: ["Ringline", "selling"],
      source: "Ringline",
    });
    expect(contactOf({ ...lead, details: {}, reason: null }).tags).toEqual(["Ringline"]);
  });

  it("opens a deal for a buyer or a seller only, and words the note with the call's link", () => {
    const context = { publicUrl: "https://ringline.example", at: 0 };
    const told = leadNews(lead, context);
    expect(told.deal).toEqual({ name: "Ola Nordmann Berg (selling, Ringline)", intent: "selling" });
    expect(told.note.body).toContain("Timeline: Spring");
    expect(told.note.body).toContain("https://ringline.example/dashboard/call-logs?call=call-1");
    const renter = leadNews({ ...lead, details: { buyingOrSelling: "renting" } }, context);
    expect(renter.deal).toBeNull();
    expect(renter.inquiry.intent).toBe("renting");
  });

  it("sends a seller to Follow Up Boss as a Seller Inquiry, anyone else as a General Inquiry", () => {
    expect(eventTypeOf({ intent: "selling", message: "" })).toBe("Seller Inquiry");
    expect(eventTypeOf({ intent: "buying", message: "" })).toBe("General Inquiry");
    expect(eventTypeOf(null)).toBe("General Inquiry");
  });
});
