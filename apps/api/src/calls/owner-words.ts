// The one place that turns the voice platform's words into the owner's: how a call ended
// (`customer-ended-call`, `voicemail`, `call.in-progress.error-…`) and what the receptionist did
// during it (`capture_lead`). Nothing the platform or the tools name reaches the owner as is.

const ENDED_REASONS: ReadonlyArray<[test: (reason: string) => boolean, words: string]> = [
  [(r) => r === "customer-ended-call", "The caller hung up"],
  [(r) => r.startsWith("customer-busy"), "The line was busy"],
  [(r) => r.startsWith("customer-did-not-answer"), "No one answered"],
  [
    (r) => r.startsWith("customer-did-not-give-microphone-permission"),
    "The caller's microphone was off",
  ],
  [(r) => r.includes("voicemail"), "Went to voicemail"],
  [(r) => r.includes("forwarded") || r.includes("transfer"), "Transferred to you"],
  [
    (r) => r.startsWith("assistant-") && (r.includes("ended-call") || r.includes("end-call")),
    "Your receptionist ended the call",
  ],
  [(r) => r.startsWith("silence-timed-out"), "Ended after a long silence"],
  [
    (r) => r.startsWith("exceeded-max-duration") || r.includes("max-duration"),
    "Ended at the maximum call length",
  ],
  [(r) => r.startsWith("manually-canceled"), "Canceled"],
  [(r) => r.includes("spam"), "Marked as spam"],
];

/** How a call ended, in the owner's words ("The caller hung up"); never the platform's code. */
export function endedReasonInWords(reason: string | null): string {
  const code = (reason ?? "").trim().toLowerCase();
  if (code === "") return "Call ended";
  for (const [test, words] of ENDED_REASONS) if (test(code)) return words;
  return code.includes("error") || code.includes("fault") || code.includes("failed")
    ? "The call dropped because of a technical problem"
    : "Call ended";
}

const TOOL_ACTIONS: Readonly<Record<string, string>> = {
  capture_lead: "Saved the caller's details",
  check_availability: "Checked your calendar",
  book_appointment: "Booked an appointment",
  reschedule_appointment: "Moved an appointment",
  cancel_appointment: "Canceled an appointment",
  send_text: "Sent the caller a text",
  search_business_knowledge: "Looked up your business information",
  transferCall: "Transferred the call",
  endCall: "Ended the call",
};

/** What the receptionist did, in the owner's words ("Saved the caller's details"). */
export function toolUseInWords(name: string): string {
  return TOOL_ACTIONS[name] ?? "Looked something up";
}

const TOOL_NAME_WORDS = new RegExp(`\\b(${Object.keys(TOOL_ACTIONS).join("|")})\\b`, "g");

/**
 * A platform-written text (the call's summary, a spoken line) in the owner's words: an ended
 * reason's code in brackets ("The call ended (assistant-ended-call).") becomes its words, a
 * tool's "capture_lead says: " prefix goes, and a tool's name becomes what it did.
 */
export function inOwnersWords(text: string): string {
  return text
    .replace(/^\s*[a-z]+(?:_[a-z]+)+ says:\s*/, "")
    .replace(
      /\bThe call ended \(([a-z0-9.-]+)\)\./g,
      (_, code: string) => `${endedReasonInWords(code)}.`,
    )
    .replace(/\s*\(([a-z]+(?:-[a-z0-9]+)*-(?:ended-call|call|error|failed)[a-z0-9.-]*)\)/g, "")
    .replace(TOOL_NAME_WORDS, (name) => toolUseInWords(name).toLowerCase());
}
