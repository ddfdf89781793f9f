import { type TContactRequestInput, ZContactRequest } from "@ringline/api-client";
import { validatorOf } from "../forms/validate.js";
import { packageNamed } from "./web-design-content.js";

/** The web-design order form's fields. */
export interface WebDesignOrderValues extends Record<string, string> {
  package: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  goals: string;
}

export const EMPTY_ORDER: WebDesignOrderValues = {
  package: "team",
  name: "",
  email: "",
  phone: "",
  company: "",
  website: "",
  goals: "",
};

/**
 * The order as a contact request (`POST /api/contact`, a consultation): until the payment
 * adapter takes web-design orders, an order is a request for the fixed-price proposal, with
 * the package, the current site and the goals in its message.
 */
export function orderAsContactRequest(values: WebDesignOrderValues): TContactRequestInput {
  const offer = packageNamed(values.package);
  const lines = [
    `Web design order: ${offer?.name ?? values.package}.`,
    values.website.trim() ? `Current website: ${values.website.trim()}` : "",
    values.goals.trim() ? `Goals: ${values.goals.trim()}` : "",
  ].filter(Boolean);
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    message: lines.join("\n"),
    requestType: "consultation",
  };
}

/** The contract's checks of the request, reported on the form's own fields. */
export function validateOrder(values: WebDesignOrderValues): Record<string, string> {
  const problems = validatorOf<TContactRequestInput>(ZContactRequest)(
    orderAsContactRequest(values),
  );
  if (problems.message) {
    problems.goals = problems.message;
    delete problems.message;
  }
  if (!packageNamed(values.package)) problems.package = "Choose a package";
  return problems;
}
