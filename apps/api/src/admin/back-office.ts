import type { Request } from "express";
import type { AdminPrincipal } from "../http/authentication.js";
import { clientInfo } from "../http/client-info.js";

// What every back-office module shares: who acts, how a change is answered, how a list's
// filters are read.

/** Who did it, from where: every back-office change is written to the audit log with it. */
export interface ActingAdmin {
  adminUserId: string;
  method: string;
  path: string;
  ipAddress: string | null;
}

/** The acting administrator of a request. */
export function actor(admin: AdminPrincipal, request: Request): ActingAdmin {
  return {
    adminUserId: admin.adminUserId,
    method: request.method,
    path: request.originalUrl,
    ipAddress: clientInfo(request).ipAddress,
  };
}

/** The answer to a change: it is done, in words for the administrator. */
export const done = (message: string) => ({ success: true as const, message });

/** A list filter left empty (an empty string) filters nothing. */
export const given = (value: string | undefined) => (value ? value : undefined);
