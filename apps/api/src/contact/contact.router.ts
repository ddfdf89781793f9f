import { type TContactResponse, ZContactRequest } from "@ringline/api-client";
import { type RequestHandler, Router } from "express";
import { parseBody } from "../http/validate.js";
import type { ContactRepository } from "./contact.repository.js";

const THANKS = {
  demo: "Thank you! Your demo request has been received. We'll contact you soon.",
  consultation: "Thank you! Your consultation request has been received. We'll contact you soon.",
} as const;

/** `POST /api/contact`: a visitor's demo or consultation request. */
export function createContactRouter(
  contacts: ContactRepository,
  limit: RequestHandler = (_request, _response, next) => next(),
  // Signed-in visitors are recognised so that their request lands in the activity log.
  identify: RequestHandler = (_request, _response, next) => next(),
): Router {
  const router = Router();
  router.post("/contact", limit, identify, async (request, response) => {
    const contact = parseBody(ZContactRequest, request.body);
    const stored = await contacts.create(contact);
    const answer: TContactResponse = {
      success: true,
      message: THANKS[stored.requestType],
      data: {
        id: stored.id,
        requestType: stored.requestType,
        createdAt: stored.createdAt.toISOString(),
      },
    };
    response.status(201).json(answer);
  });
  return router;
}
