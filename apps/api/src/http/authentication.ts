import type { TCustomerProfile } from "@ringline/api-client";
import type { Request, Response } from "express";

/** Who a customer request acts for. */
export interface CustomerPrincipal {
  userId: string;
  via: "session" | "impersonation";
  /** The customer session, when signed in as the customer. */
  sessionId: string | undefined;
  impersonation: { id: string; adminUserId: string; customerId: string } | undefined;
  /** The profile, when it was read together with the session (saves the profile route a query). */
  profile: TCustomerProfile | undefined;
}

/** The signed-in administrator of an admin request. */
export interface AdminPrincipal {
  adminUserId: string;
  sessionId: string;
  sessionExpiresAt: Date;
  role: string;
}

/**
 * How the route helper learns who is calling. `http/` only knows this interface; the `auth/`
 * module implements it (customer sessions, impersonation tokens, admin sessions).
 */
export interface Authenticator {
  /**
   * The customer behind a request: `undefined` for an anonymous one when not `required`;
   * throws the catalogue's AUTH_NOT_AUTHENTICATED or AUTH_SESSION_EXPIRED when `required`.
   */
  customer(
    request: Request,
    response: Response,
    required: boolean,
  ): Promise<CustomerPrincipal | undefined>;
  /**
   * The administrator behind a request (admin cookie only; bearer tokens never count). Throws
   * ADMIN_NOT_AUTHENTICATED or AUTH_SESSION_EXPIRED without one, ADMIN_FORBIDDEN when `write`
   * is asked of a role that may only read, and ADMIN_TOTP_ENROLLMENT_REQUIRED when `twoFactor`
   * is asked of an administrator who has not enrolled two-factor codes.
   */
  admin(
    request: Request,
    response: Response,
    needs: { write: boolean; twoFactor: boolean },
  ): Promise<AdminPrincipal>;
}
