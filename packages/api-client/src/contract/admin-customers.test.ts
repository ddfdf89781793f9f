import { describe, expect, it } from "vitest";
import {
  ADMIN_CUSTOMER_SELECTION_LIMIT,
  ZAdminCustomerBulkRequest,
  ZAdminCustomerExportQuery,
} from "./admin-customers.js";
import { fieldErrorsOf } from "./envelope.js";

const FIRST = "4b7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f";
const SECOND = "5c7c2f9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f";
const idsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `${String(index).padStart(8, "0")}${FIRST.slice(8)}`);

function bulkErrors(input: unknown): Record<string, string[]> {
  const result = ZAdminCustomerBulkRequest.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("ZAdminCustomerBulkRequest", () => {
  it("takes an action and the selected customers; a plan change takes a plan", () => {
    expect(bulkErrors({ action: "suspend", customerIds: [FIRST, SECOND] })).toEqual({});
    expect(bulkErrors({ action: "change-plan", customerIds: [FIRST], plan: "unlimited" })).toEqual(
      {},
    );
    expect(
      bulkErrors({
        action: "resend-verification",
        customerIds: idsOf(ADMIN_CUSTOMER_SELECTION_LIMIT),
      }),
    ).toEqual({});
  });

  it("asks a plan change for its plan and refuses a plan to the other actions", () => {
    expect(bulkErrors({ action: "change-plan", customerIds: [FIRST] })).toEqual({
      plan: ["Please select a plan"],
    });
    expect(bulkErrors({ action: "reactivate", customerIds: [FIRST], plan: "growth" })).toEqual({
      plan: ["Only a plan change takes a plan"],
    });
    // Said together with the other fields' problems.
    expect(bulkErrors({ action: "change-plan", customerIds: [] })).toEqual({
      customerIds: ["Select at least one customer"],
      plan: ["Please select a plan"],
    });
  });

  it.each([
    ["an unknown action", { action: "delete", customerIds: [FIRST] }, "action", "Choose an action"],
    [
      "no customer",
      { action: "suspend", customerIds: [] },
      "customerIds",
      "Select at least one customer",
    ],
    [
      "one customer too many",
      { action: "suspend", customerIds: idsOf(ADMIN_CUSTOMER_SELECTION_LIMIT + 1) },
      "customerIds",
      "Select at most 100 customers",
    ],
    [
      "a customer twice",
      { action: "suspend", customerIds: [FIRST, FIRST] },
      "customerIds",
      "Select each customer once",
    ],
    [
      "an id that is not a customer's",
      { action: "suspend", customerIds: ["c1"] },
      "customerIds",
      "Customer is required",
    ],
    [
      "an unknown plan",
      { action: "change-plan", customerIds: [FIRST], plan: "gold" },
      "plan",
      "Please select a plan",
    ],
  ])("refuses %s", (_case, input, field, message) => {
    expect(bulkErrors(input)).toEqual({ [field]: [message] });
  });
});

describe("ZAdminCustomerExportQuery", () => {
  it("reads the list's filters without paging, and comma-separated ids", () => {
    expect(
      ZAdminCustomerExportQuery.parse({
        status: "suspended",
        ids: `${FIRST}, ${SECOND}`,
        page: "2",
      }),
    ).toEqual({ status: "suspended", sort: "newest", ids: [FIRST, SECOND] });
    expect(ZAdminCustomerExportQuery.parse({})).toEqual({ sort: "newest" });
  });

  it("refuses ids that are not customers' ones, or more than a selection", () => {
    expect(ZAdminCustomerExportQuery.safeParse({ ids: "" }).success).toBe(false);
    expect(ZAdminCustomerExportQuery.safeParse({ ids: `${FIRST},x` }).success).toBe(false);
    expect(
      ZAdminCustomerExportQuery.safeParse({
        ids: idsOf(ADMIN_CUSTOMER_SELECTION_LIMIT + 1).join(","),
      }).success,
    ).toBe(false);
  });
});
