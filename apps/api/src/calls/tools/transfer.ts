import { type CallOwner, e164, phoneIn } from "../call-owner.js";
import { isOpen } from "../schedule/business-hours.js";
import { zonedTime } from "../schedule/time-zones.js";

// Where a call goes when a person must take over: within business hours the owner (their own
// phone, or the business line when that is all there is); after hours or in an emergency the
// emergency contact first. Nobody reachable: the assistant takes a message instead.

export interface TransferDecision {
  number: string | null;
  /** Who is reached, for the sentence the caller hears. */
  who: string;
  /** What the caller hears before the transfer (or instead of it). */
  message: string;
}

/** Whether the number is the Ringline number itself (a transfer there would loop). */
function isOwnNumber(owner: CallOwner, number: string): boolean {
  return owner.aiPhoneNumber !== null && e164(owner.aiPhoneNumber) === number;
}

export function transferDestination(
  owner: CallOwner,
  at: number,
  urgency: string | null,
): TransferDecision {
  const time = zonedTime(at, owner.timeZone);
  const inHours = isOpen(owner.hours, time.weekday, time.minute);
  const emergency = phoneIn(owner.settings.emergencyContact);
  const ownerPhone = owner.phone ?? e164(owner.settings.primaryPhone);
  const emergencyName = owner.settings.emergencyContact.replace(/\+?\d[\d ().-]{8,}\d/, "").trim();
  const candidates: Array<{ number: string | null; who: string }> =
    !inHours || urgency === "emergency"
      ? [
          { number: emergency, who: emergencyName || "our emergency contact" },
          { number: ownerPhone, who: owner.firstName || "the owner" },
        ]
      : [
          { number: ownerPhone, who: owner.firstName || "the owner" },
          { number: emergency, who: emergencyName || "our emergency contact" },
        ];
  const found = candidates.find(
    (candidate) => candidate.number !== null && !isOwnNumber(owner, candidate.number),
  );
  if (!found?.number) {
    return {
      number: null,
      who: "",
      message:
        "Nobody can take the call right now. Apologise, take a message with the caller's name and number, and promise a call back.",
    };
  }
  return {
    number: found.number,
    who: found.who,
    message: `Connecting you with ${found.who} now. Please hold.`,
  };
}
