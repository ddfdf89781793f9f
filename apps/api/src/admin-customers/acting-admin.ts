import type { Request } from "express";
import type { AdminPrincipal } from "../http/authentication.js";
import { clientInfo } from "../http/client-info.js";

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
