import type { TReceptionistDraft } from "@ringline/api-client";

// What was typed on the receptionist step, kept in this tab while the browser is away at a
// calendar's sign-in (the step is saved only on Next), and put back when it returns.

const KEY = "ringline.onboarding.receptionist-draft";

/** Keeps the draft for the return from a calendar's sign-in. */
export function keepDraft(
  draft: TReceptionistDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the step comes back with what was saved.
  }
}

/** The kept draft over the saved settings, if one was kept. */
export function keptDraftOver(
  saved: TReceptionistDraft,
  storage: Storage | undefined = globalThis.sessionStorage,
): TReceptionistDraft {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(KEY) ?? "null");
    return kept && typeof kept === "object" ? { ...saved, ...(kept as TReceptionistDraft) } : saved;
  } catch {
    return saved;
  }
}

/** Forgets the kept draft (it is on screen again). */
export function forgetDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
