import type { TAdminCustomerBulkRequest, TAdminCustomerBulkResponse } from "@ringline/api-client";
import type { ActingAdmin } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import type { CustomerActions } from "./customer-actions.js";

/** The audited action of one customer that a bulk action is made of. */
function oneCustomer(
  actions: CustomerActions,
  by: ActingAdmin,
  request: TAdminCustomerBulkRequest,
): (customerId: string) => Promise<void> {
  switch (request.action) {
    case "suspend":
      return (customerId) => actions.suspend(by, customerId);
    case "reactivate":
      return (customerId) => actions.reactivate(by, customerId);
    case "resend-verification":
      return (customerId) => actions.resendEmail(by, { customerId, kind: "verification" });
    case "change-plan": {
      const { plan } = request;
      // The contract asks a plan change for its plan; this only tells the types.
      if (!plan) throw new AppError("API_VALIDATION_ERROR", { message: "Please select a plan" });
      return (customerId) => actions.changePlan(by, { customerId, plan, billing: "monthly" });
    }
  }
}

/**
 * One action on many customers: for each, in turn, exactly the audited action of one customer
 * (its rules, its audit entry). A customer it refuses (a catalogue code: unknown, no sign-in
 * account, no subscription …) is noted with the code and words it would have answered alone,
 * and the next one goes on; a failure nobody expected (the database gone) stops the batch and
 * reaches the error handler, the customers before it done.
 */
export async function actOnCustomers(
  actions: CustomerActions,
  by: ActingAdmin,
  request: TAdminCustomerBulkRequest,
): Promise<Omit<TAdminCustomerBulkResponse, "success">> {
  const act = oneCustomer(actions, by, request);
  const refused: TAdminCustomerBulkResponse["refused"] = [];
  // One after the other: each action is a few statements, and a provider (plan changes) or
  // the outbox (e-mails) is better asked in turn than a hundred times at once.
  for (const customerId of request.customerIds) {
    try {
      await act(customerId);
    } catch (error) {
      if (!AppError.isInstance(error)) throw error;
      refused.push({ customerId, errorCode: error.code, message: error.message });
    }
  }
  const total = request.customerIds.length;
  return { total, done: total - refused.length, refused };
}
