import * as z from "zod/mini";

/** The kinds of contact request a visitor can leave. */
export const CONTACT_REQUEST_TYPES = ["demo", "consultation"] as const;

/**
 * A demo or consultation request from the site's contact dialog. The browser validates
 * with it before sending and apps/api validates the same way on arrival.
 *
 * @example
 * ```ts
 * const result = ZContactRequest.safeParse(formValues);
 * if (!result.success) showErrors(fieldErrorsOf(result.error.issues));
 * ```
 */
export const ZContactRequest = z.object({
  name: z
    .string("Name must be at least 2 characters")
    .check(
      z.trim(),
      z.minLength(2, "Name must be at least 2 characters"),
      z.maxLength(100, "Name must be at most 100 characters"),
    ),
  email: z
    .string("Please enter a valid email address")
    .check(
      z.trim(),
      z.maxLength(255, "Please enter a valid email address"),
      z.email("Please enter a valid email address"),
    ),
  phone: z
    .string("Please enter a valid phone number")
    .check(
      z.trim(),
      z.minLength(10, "Please enter a valid phone number"),
      z.maxLength(30, "Please enter a valid phone number"),
      z.regex(/^\+?[0-9 ().-]+$/, "Please enter a valid phone number"),
    ),
  company: z
    .string("Company name is required")
    .check(
      z.trim(),
      z.minLength(2, "Company name is required"),
      z.maxLength(200, "Company name must be at most 200 characters"),
    ),
  message: z.optional(
    z
      .string("Message must be text")
      .check(z.trim(), z.maxLength(2000, "Message must be at most 2000 characters")),
  ),
  requestType: z.enum(CONTACT_REQUEST_TYPES, "Request type must be demo or consultation"),
});

/** A demo or consultation request. */
export type TContactRequest = z.infer<typeof ZContactRequest>;
/** What the form holds before validation. */
export type TContactRequestInput = z.input<typeof ZContactRequest>;

/**
 * The answer to a stored contact request.
 *
 * @example
 * ```ts
 * const { data } = ZContactResponse.parse(await response.json());
 * ```
 */
export const ZContactResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    requestType: z.enum(CONTACT_REQUEST_TYPES),
    createdAt: z.string(),
  }),
});

/** The answer to a stored contact request. */
export type TContactResponse = z.infer<typeof ZContactResponse>;
