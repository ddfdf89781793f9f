import { describe, expect, it } from "vitest";
import {
  CARRIERS,
  displayPhoneNumber,
  fillForwardingCode,
  normalizeForwardingNumber,
  telHref,
} from "./carriers.js";

function carrier(id: string) {
  const entry = CARRIERS.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`No carrier ${id}`);
  return entry;
}

describe("the forwarding number", () => {
  it("keeps digits only and drops the leading 1 of an 11-digit number", () => {
    expect(normalizeForwardingNumber("+1 (555) 123-4567")).toBe("5551234567");
    expect(normalizeForwardingNumber("1-555-123-4567")).toBe("5551234567");
    expect(normalizeForwardingNumber("555.123.4567")).toBe("5551234567");
    expect(normalizeForwardingNumber("")).toBe("");
    expect(normalizeForwardingNumber(undefined)).toBe("");
  });

  it("keeps an 11-digit number that does not start with 1, and longer numbers, as digits", () => {
    expect(normalizeForwardingNumber("25551234567")).toBe("25551234567");
    expect(normalizeForwardingNumber("+44 20 7946 0958")).toBe("442079460958");
  });

  it("is written (555) 123-4567, toll-free numbers 1-800-…", () => {
    expect(displayPhoneNumber("5551234567")).toBe("(555) 123-4567");
    expect(displayPhoneNumber("18003310500")).toBe("1-800-331-0500");
    expect(displayPhoneNumber("611")).toBe("611");
  });
});

describe("the carrier table", () => {
  it("lists AT&T, Verizon and T-Mobile as cell, Google Voice and RingCentral as VoIP", () => {
    expect(CARRIERS.map((entry) => [entry.name, entry.kind])).toEqual([
      ["AT&T", "cell"],
      ["Verizon", "cell"],
      ["T-Mobile", "cell"],
      ["Google Voice", "voip"],
      ["RingCentral", "voip"],
    ]);
  });

  it.each(["att", "tmobile"])("gives %s the GSM codes and ## disable codes", (id) => {
    expect(carrier(id).codes).toEqual({
      all: "**21*{number}#",
      busy: "**67*{number}#",
      unanswered: "**61*{number}#",
      unreachable: "**62*{number}#",
    });
    expect(carrier(id).disableCodes).toEqual({
      all: "##21#",
      busy: "##67#",
      unanswered: "##61#",
      unreachable: "##62#",
    });
  });

  it("gives Verizon *72, *90, *92, no unreachable code, and *73 to turn off", () => {
    expect(carrier("verizon").codes).toEqual({
      all: "*72{number}",
      busy: "*90{number}",
      unanswered: "*92{number}",
      unreachable: null,
    });
    expect(carrier("verizon").disableCodes).toEqual({
      all: "*73",
      busy: "*73",
      unanswered: "*73",
      unreachable: null,
    });
  });

  it("has app steps and no codes for VoIP, and the Live Voicemail warning for cell only", () => {
    for (const entry of CARRIERS) {
      expect(entry.codes === null).toBe(entry.kind === "voip");
      expect(entry.appSteps.length > 0).toBe(entry.kind === "voip");
      expect(entry.liveVoicemail).toBe(entry.kind === "cell");
      expect(entry.notes.length).toBeGreaterThan(0);
      expect(
        entry.customerService.phones.length + (entry.customerService.url ? 1 : 0),
      ).toBeGreaterThan(0);
    }
  });
});

describe("codes and dial links", () => {
  it("fills the number into a code", () => {
    expect(fillForwardingCode("**21*{number}#", "5551234567")).toBe("**21*5551234567#");
    expect(fillForwardingCode("*72{number}", "5551234567")).toBe("*725551234567");
  });

  it("percent-encodes # in tel: links and keeps * as it is", () => {
    expect(telHref("**21*5551234567#")).toBe("tel:**21*5551234567%23");
    expect(telHref("##21#")).toBe("tel:%23%2321%23");
    expect(telHref("*725551234567")).toBe("tel:*725551234567");
  });
});
