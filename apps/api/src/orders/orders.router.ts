import { type TOrderListResponse, type TOrderResponse, ZOrderRequest } from "@ringline/api-client";
import { Router } from "express";
import { type createCustomerAuth, customerOf } from "../http/authentication.js";
import { parseBody } from "../http/validate.js";
import type { OrderRepository } from "./order.repository.js";

/** `POST /api/orders` (anyone; attached to the account when signed in), `GET /api/orders` (own). */
export function createOrdersRouter(
  orders: OrderRepository,
  customerAuth: ReturnType<typeof createCustomerAuth>,
): Router {
  const router = Router();
  router.post("/orders", customerAuth.optional, async (request, response) => {
    const order = parseBody(ZOrderRequest, request.body);
    const stored = await orders.create(order, response.locals.customer?.userId);
    const answer: TOrderResponse = {
      success: true,
      message: "Thank you! Your order has been received. We'll be in touch to finish setting up.",
      data: stored,
    };
    response.status(201).json(answer);
  });
  router.get("/orders", customerAuth.required, async (_request, response) => {
    const answer: TOrderListResponse = {
      success: true,
      orders: await orders.listForUser(customerOf(response).userId),
    };
    response.set("cache-control", "no-store").json(answer);
  });
  return router;
}
