import { describe, expect, it } from "vitest";
import { chatModeForPath, isChatEmail } from "./chat-state.js";

describe("chatModeForPath", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/dashboard/calls", "dashboard"],
    ["/support", "support"],
    ["/support/forwarding", "support"],
    ["/faq", "support"],
    ["/", "marketing"],
    ["/pricing", "marketing"],
    ["/supporters", "marketing"],
  ] as const)("%s is %s", (path, mode) => {
    expect(chatModeForPath(path)).toBe(mode);
  });
});

describe("isChatEmail", () => {
  it.each(["ada@example.com", "a.b+c@mail.example.co.uk", "x@y.z"])("accepts %s", (email) => {
    expect(isChatEmail(email)).toBe(true);
  });

  it.each([
    "ada",
    "ada@example",
    "@example.com",
    "ada@.com",
    "ada@example.",
    "ada @example.com",
    "ada@exa mple.com",
    "ada@@example.com",
  ])("refuses %s", (email) => {
    expect(isChatEmail(email)).toBe(false);
  });
});
