import { type TDemoBookingResponse, ZDemoBookingRequest } from "@ringline/api-client";
import { type RequestHandler, Router } from "express";
import { parseBody } from "../http/validate.js";
import type { DemoBookingRepository } from "./demo-booking.repository.js";

/** `POST /api/demo-bookings`: a visitor books a demo. */
export function createDemoBookingsRouter(
  bookings: DemoBookingRepository,
  limit: RequestHandler,
  // Signed-in visitors are recognised so that their request lands in the activity log.
  identify: RequestHandler = (_request, _response, next) => next(),
): Router {
  const router = Router();
  router.post("/demo-bookings", limit, identify, async (request, response) => {
    const booking = parseBody(ZDemoBookingRequest, request.body);
    const stored = await bookings.create(booking);
    const answer: TDemoBookingResponse = {
      success: true,
      message: `Thank you! Your demo is requested for the ${stored.preferredTime} of ${booking.preferredDate}. We'll confirm by email shortly.`,
      data: {
        id: stored.id,
        status: stored.status,
        preferredDate: stored.preferredDate.toISOString().slice(0, 10),
        preferredTime: stored.preferredTime,
        createdAt: stored.createdAt.toISOString(),
      },
    };
    response.status(201).json(answer);
  });
  return router;
}
