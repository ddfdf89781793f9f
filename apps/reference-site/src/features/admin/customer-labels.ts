import type { BadgeVariant } from "@ringline/react-widgets";

/** The choices of the list's filters ("" is any). */
export const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
];

export const PLAN_OPTIONS = [
  { value: "", label: "Any plan" },
  { value: "starter", label: "Starter" },
  { value: "growth", label: "Growth" },
  { value: "unlimited", label: "Unlimited" },
];

export const TRIAL_OPTIONS = [
  { value: "", label: "Any trial" },
  { value: "active", label: "In trial" },
  { value: "inactive", label: "No trial" },
  { value: "expired", label: "Trial ended" },
];

export const AI_STATUS_OPTIONS = [
  { value: "", label: "Any AI status" },
  { value: "green", label: "Green" },
  { value: "yellow", label: "Yellow" },
  { value: "red", label: "Red" },
];

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "email", label: "E-mail" },
];

/** The badge colour of a customer's status. */
export function statusVariant(status: string): BadgeVariant {
  return status === "active" ? "success" : status === "suspended" ? "danger" : "neutral";
}

/** The badge colour of an AI status (green, yellow, red). */
export function aiStatusVariant(status: string): BadgeVariant {
  return status === "green" ? "success" : status === "red" ? "danger" : "warning";
}
