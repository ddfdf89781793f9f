import type { TCustomerProfileResponse } from "@ringline/api-client";
import { Router } from "express";
import { AppError } from "../http/app-error.js";
import { type createCustomerAuth, customerOf } from "../http/authentication.js";
import type { CustomerRepository } from "./customer.repository.js";

/**
 * `GET /api/customers/profile`: the signed-in customer's own profile. There is no way to
 * name another customer: the principal decides whose data is read.
 */
export function createCustomersRouter(
  customers: CustomerRepository,
  customerAuth: ReturnType<typeof createCustomerAuth>,
): Router {
  const router = Router();
  router.get("/customers/profile", customerAuth.required, async (_request, response) => {
    const principal = customerOf(response);
    const profile = principal.profile ?? (await customers.profileOf(principal.userId));
    if (!profile) throw new AppError("AUTH_NOT_AUTHENTICATED");
    const body: TCustomerProfileResponse = { success: true, profile };
    response.set("cache-control", "private, no-store").json(body);
  });
  return router;
}
