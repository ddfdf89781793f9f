import { json } from "./fake-api.js";

/** The signed-in administrator of the back-office tests. */
export const ADMIN = {
  id: "a1",
  username: "ops",
  email: "ops@ringline.ai",
  role: "admin",
  totpEnabled: true,
};

/** The answers of a signed-in administrator with a role (`admin`, or `support` who only reads). */
export const signedInAdmin = (role = "admin") => ({
  "GET /api/admin/auth/me": json(200, { success: true, admin: { ...ADMIN, role } }),
});

/** One page of a list holding `items`. */
export const page = (items: unknown[]) => ({
  success: true,
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
});

/** A write's answer. */
export const ok = (message: string) => json(200, { success: true, message });
