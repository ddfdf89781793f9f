// Phone numbers: the platform's own numbers are provisioned in the requested area code;
// imported and BYO numbers keep the number given.

import type { EmulatorCore } from "../core.js";
import { badRequest, HttpError } from "../http-error.js";
import { E164 } from "../json.js";
import { registerCrud } from "./collection.js";
import { bodyOf, type RestContext, type RestHandlers } from "./types.js";

function randomDigits(count: number): string {
  let digits = "";
  for (let index = 0; index < count; index++) digits += Math.floor(Math.random() * 10);
  return digits;
}

export function phoneNumberHandlers(core: EmulatorCore): RestHandlers {
  const handlers: RestHandlers = {};
  const phoneNumbers = registerCrud(handlers, core, "/phone-number", {
    name: "phone-number",
    label: "Phone number",
  });
  const takenNumbers = () => new Set(core.store.list("phone-number").map((item) => item.number));
  const provision = (areaCode: string) => {
    const taken = takenNumbers();
    for (let attempt = 0; attempt < 1000; attempt++) {
      // Exchange codes never start with 0 or 1 in the North American plan.
      const number = `+1${areaCode}${2 + Math.floor(Math.random() * 8)}${randomDigits(6)}`;
      if (!taken.has(number)) return number;
    }
    throw new HttpError(409, `no free number left in area code ${areaCode}`);
  };
  const keepNumber = (number: unknown) => {
    if (typeof number !== "string" || !E164.test(number)) {
      throw badRequest("number must be a valid phone number in the E.164 format");
    }
    if (takenNumbers().has(number)) throw new HttpError(409, `${number} is already in use`);
    return number;
  };
  handlers["POST /phone-number"] = (context) => {
    const body = bodyOf(context);
    let number: string;
    if (body.provider === "vapi") {
      const areaCode = String(body.numberDesiredAreaCode ?? "415");
      if (!/^[2-9]\d\d$/.test(areaCode)) {
        throw badRequest("numberDesiredAreaCode must be a 3-digit area code");
      }
      number = provision(areaCode);
    } else {
      number = keepNumber(body.number);
    }
    return phoneNumbers.create({ ...context, body: { status: "active", ...body, number } });
  };
  // An import names its number in a provider-specific field (`twilioPhoneNumber` …).
  const importFrom = (provider: string, numberField: string) => (context: RestContext) => {
    const { [numberField]: imported, ...body } = bodyOf(context);
    const number = keepNumber(imported);
    return phoneNumbers.create({
      ...context,
      body: { provider, status: "active", ...body, number },
    });
  };
  handlers["POST /phone-number/import/twilio"] = importFrom("twilio", "twilioPhoneNumber");
  handlers["POST /phone-number/import/vonage"] = importFrom("vonage", "vonagePhoneNumber");
  handlers["GET /v2/phone-number"] = phoneNumbers.page;
  return handlers;
}
