// The company's phone line and postal address, as the site shows them (footer, support page),
// from the settings COMPANY_PHONE and COMPANY_ADDRESS read when the site is built (`pnpm start`
// builds it). A production build without them shows neither: no made-up number reaches a
// visitor. The development server and the tests use a clearly fictional default (a 555-01xx
// number, an address marked as such).
//
//   import { COMPANY_CONTACT } from "virtual:company-contact";

import type { Plugin } from "vite";

const MODULE_ID = "virtual:company-contact";

export interface CompanyContact {
  /** As shown ("(888) 555-0142") and as dialed ("tel:+18885550142"). */
  phone: { display: string; href: string } | null;
  address: string | null;
}

/** What development and the tests show: fictional, and saying so. */
export const DEVELOPMENT_CONTACT = {
  phone: "+1 888 555 0142",
  address: "100 Example Street, Springfield (development address)",
} as const;

/** A phone number as shown and dialed: US numbers as "(888) 555-0142", others as "+CC …". */
export function companyPhone(value: string): { display: string; href: string } {
  const digits = value.replace(/\D/g, "");
  const international = value.trim().startsWith("+");
  const us =
    (!international && digits.length === 10) || (digits.length === 11 && digits.startsWith("1"));
  if (us) {
    const national = digits.slice(-10);
    return {
      display: `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
      href: `tel:+1${national}`,
    };
  }
  if (!international || digits.length < 8 || digits.length > 15) {
    throw new Error(
      `COMPANY_PHONE: "${value}" is not a phone number (a US number, or +country code and number)`,
    );
  }
  return { display: value.trim().replace(/\s+/g, " "), href: `tel:+${digits}` };
}

/** The contact a build shows: the settings, else the development default outside production. */
export function companyContact(
  env: Record<string, string | undefined>,
  production: boolean,
): CompanyContact {
  const phone = env.COMPANY_PHONE?.trim() || (production ? "" : DEVELOPMENT_CONTACT.phone);
  const address = env.COMPANY_ADDRESS?.trim() || (production ? "" : DEVELOPMENT_CONTACT.address);
  return { phone: phone ? companyPhone(phone) : null, address: address || null };
}

/** The Vite plugin serving `virtual:company-contact`. */
export function companyContactPlugin(production: boolean): Plugin {
  return {
    name: "ringline-company-contact",
    resolveId(id) {
      return id === MODULE_ID ? `\0${MODULE_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      const contact = companyContact(process.env, production);
      return `export const COMPANY_CONTACT = ${JSON.stringify(contact)};\n`;
    },
  };
}
