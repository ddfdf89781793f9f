/**
 * How the Call Logs tab keeps up with new calls, leads and bookings without a reload: it asks
 * again every 2 s while the tab is visible (TanStack Query pauses the interval in a hidden tab)
 * and at once when the owner comes back to it. Polling rather than server-sent events: the API
 * has no push channel, each answer is a small page the server already serves, and it keeps
 * working behind proxies and on phones that drop long-lived connections.
 */
export const LIVE_UPDATES = {
  refetchInterval: 2_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
