import { createContext, useContext } from "react";

/** The contact dialog's two modes (a live demo, a setup consultation). */
export type ContactMode = "demo" | "consultation";

/** What any public page can open: the contact dialog, or the three-step demo scheduler. */
export interface ContactActions {
  open(mode: ContactMode): void;
  openSchedule(): void;
}

export const ContactContext = createContext<ContactActions | null>(null);

/** Opens the site's contact dialog or demo scheduler from anywhere on a public page. */
export function useContactDialog(): ContactActions {
  const context = useContext(ContactContext);
  if (!context) throw new Error("useContactDialog must be used inside the marketing layout");
  return context;
}
