import { type TWebDesignOrderRequestInput, ZWebDesignOrderRequest } from "@ringline/api-client";
import { validatorOf } from "../forms/validate.js";

/** The web-design order form's fields. */
export interface WebDesignOrderValues extends Record<string, string> {
  package: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  currentWebsite: string;
  goals: string;
}

export const EMPTY_ORDER: WebDesignOrderValues = {
  package: "team",
  name: "",
  email: "",
  phone: "",
  company: "",
  currentWebsite: "",
  goals: "",
};

/**
 * The order as `POST /api/web-design/orders` takes it: the package (the server charges its own
 * price for it), the contact fields, and the current site and goals when given.
 */
export function orderRequest(values: WebDesignOrderValues): TWebDesignOrderRequestInput {
  return {
    package: values.package as TWebDesignOrderRequestInput["package"],
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    ...(values.currentWebsite.trim() ? { currentWebsite: values.currentWebsite } : {}),
    ...(values.goals.trim() ? { goals: values.goals } : {}),
  };
}

const validate = validatorOf<TWebDesignOrderRequestInput>(ZWebDesignOrderRequest);

/** The contract's checks of the order, on the form's own fields. */
export function validateOrder(values: WebDesignOrderValues): Record<string, string> {
  return validate(orderRequest(values));
}
