import { describe, expect, it } from "vitest";
import { companyContact, companyPhone, DEVELOPMENT_CONTACT } from "./company-contact.js";

describe("the company's contact as the site shows it", () => {
  it("reads COMPANY_PHONE and COMPANY_ADDRESS", () => {
    expect(
      companyContact(
        { COMPANY_PHONE: "512-555-0100", COMPANY_ADDRESS: "1 Congress Ave, Austin" },
        true,
      ),
    ).toEqual({
      phone: { display: "(512) 555-0100", href: "tel:+15125550100" },
      address: "1 Congress Ave, Austin",
    });
  });

  it("shows no phone and no address in a production build without them", () => {
    expect(companyContact({}, true)).toEqual({ phone: null, address: null });
    expect(companyContact({ COMPANY_PHONE: "  ", COMPANY_ADDRESS: "" }, true)).toEqual({
      phone: null,
      address: null,
    });
  });

  it("uses the fictional default, marked as such, only outside production", () => {
    const contact = companyContact({}, false);
    expect(contact.phone).toEqual({ display: "(888) 555-0142", href: "tel:+18885550142" });
    expect(contact.address).toBe(DEVELOPMENT_CONTACT.address);
    expect(contact.address).toContain("development");
  });

  it("keeps an international number in its +CC form and refuses what is not a number", () => {
    expect(companyPhone("+44 20 7946 0958")).toEqual({
      display: "+44 20 7946 0958",
      href: "tel:+442079460958",
    });
    expect(companyPhone("+1 (888) 555-0142").display).toBe("(888) 555-0142");
    expect(() => companyPhone("call us")).toThrow(/COMPANY_PHONE/);
    expect(() => companyPhone("555-0142")).toThrow(/COMPANY_PHONE/);
  });
});
