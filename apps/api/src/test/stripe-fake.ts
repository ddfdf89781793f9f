import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";

/** A request the fake received: method, path and the form body Stripe's client sent. */
export interface StripeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The `Idempotency-Key` header Stripe's client sent, if any. */
  idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A local fake of the few Stripe endpoints the adapter uses (customers, prices, Checkout
 * Sessions, subscriptions, the portal, invoices), keeping what it creates. `failNext` makes
 * the next call to a path answer 500, as Stripe sometimes does.
 */
export async function startStripeFake() {
  const calls: StripeCall[] = [];
  const objects = new Map<string, StripeObject>();
  const failing = new Map<string, number>();
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}_fake${sequence}`;
  };
  const now = () => Math.floor(Date.now() / 1000);

  const app = express();
  app.use(express.urlencoded({ extended: true }));
  app.use((request, response, next) => {
    calls.push({
      method: request.method,
      path: request.path,
      body: request.body ?? {},
      idempotencyKey: request.header("idempotency-key"),
    });
    const key = `${request.method} ${request.path}`;
    const failures = failing.get(key) ?? 0;
    if (failures > 0) {
      failing.set(key, failures - 1);
      response.status(500).json({ error: { type: "api_error", message: "Fake outage" } });
      return;
    }
    next();
  });
  const missing = (response: express.Response, id: string) =>
    response.status(404).json({
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such object: '${id}'`,
      },
    });
  const save = (object: StripeObject) => {
    objects.set(object.id, object);
    return object;
  };

  app.post("/v1/customers", (request, response) => {
    response.json(save({ id: nextId("cus"), object: "customer", ...request.body }));
  });
  app.get("/v1/prices", (request, response) => {
    const keys = ([] as unknown[]).concat(request.query.lookup_keys ?? []);
    const data = [...objects.values()].filter(
      (object) => object.object === "price" && keys.includes(object.lookup_key),
    );
    response.json({ object: "list", data, has_more: false, url: "/v1/prices" });
  });
  app.post("/v1/prices", (request, response) => {
    const body = request.body as Record<string, Record<string, string>>;
    response.json(
      save({
        id: nextId("price"),
        object: "price",
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: { interval: body.recurring?.interval, interval_count: 1 },
        lookup_key: body.lookup_key,
        metadata: body.metadata ?? {},
      }),
    );
  });
  app.post("/v1/checkout/sessions", (request, response) => {
    const id = nextId("cs_test");
    const lines = (request.body.line_items ?? []) as Array<{
      quantity?: string;
      price_data?: { unit_amount?: string };
    }>;
    response.json(
      save({
        id,
        object: "checkout.session",
        mode: request.body.mode,
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: request.body.customer ?? null,
        customer_email: request.body.customer_email ?? null,
        client_reference_id: request.body.client_reference_id,
        metadata: request.body.metadata ?? {},
        // What price_data lines add up to (the fake prices nothing else).
        amount_total: lines.reduce(
          (sum, line) =>
            sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1),
          0,
        ),
        subscription: null,
      }),
    );
  });
  app.get("/v1/checkout/sessions/:id", (request, response) => {
    const session = objects.get(request.params.id);
    if (!session) return missing(response, request.params.id);
    response.json(session);
  });
  app.get("/v1/subscriptions/:id", (request, response) => {
    const subscription = objects.get(request.params.id);
    if (!subscription) return missing(response, request.params.id);
    response.json(subscription);
  });
  app.post("/v1/subscriptions/:id", (request, response) => {
    const subscription = objects.get(request.params.id);
    if (!subscription) return missing(response, request.params.id);
    if (request.body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = request.body.cancel_at_period_end === "true";
    }
    response.json(subscription);
  });
  app.delete("/v1/subscriptions/:id", (request, response) => {
    const subscription = objects.get(request.params.id);
    if (!subscription) return missing(response, request.params.id);
    subscription.status = "canceled";
    response.json(subscription);
  });
  app.post("/v1/billing_portal/sessions", (request, response) => {
    const id = nextId("bps");
    response.json({
      id,
      object: "billing_portal.session",
      url: `https://billing.stripe.test/p/${id}`,
      ...request.body,
    });
  });
  // Invoices a test adds with `addInvoice`, listed by customer and status as Stripe does.
  const invoices: StripeObject[] = [];
  app.get("/v1/invoices", (request, response) => {
    const { customer, status } = request.query;
    const data = invoices.filter(
      (invoice) =>
        (customer === undefined || invoice.customer === customer) &&
        (status === undefined || invoice.status === status),
    );
    response.json({ object: "list", data, has_more: false, url: "/v1/invoices" });
  });
  app.get("/v1/invoices/:id", (request, response) => {
    const invoice = invoices.find((candidate) => candidate.id === request.params.id);
    if (!invoice) {
      response.status(404).json({
        error: {
          type: "invalid_request_error",
          message: `No such invoice: '${request.params.id}'`,
        },
      });
      return;
    }
    response.json(invoice);
  });
  app.post("/v1/refunds", (request, response) => {
    response.json({ id: nextId("re"), object: "refund", status: "succeeded", ...request.body });
  });

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** A paid invoice of `total` cents for a customer, paid by `paymentIntent`. */
    addInvoice(customer: string, total: number, paymentIntent: string): string {
      const id = nextId("in");
      const created = now();
      invoices.push({
        id,
        object: "invoice",
        customer,
        number: `INV-${id}`,
        status: "paid",
        total,
        created,
        period_start: created,
        period_end: created,
        description: null,
        hosted_invoice_url: null,
        post_payment_credit_notes_amount: 0,
        lines: { object: "list", data: [{ description: "Growth (monthly)" }] },
        payments: { object: "list", data: [{ payment: { payment_intent: paymentIntent } }] },
      });
      return id;
    },
    /** The next `times` requests to `METHOD /path` answer 500 (the client retries once). */
    failNext(key: string, times = 2) {
      failing.set(key, times);
    },
    /** Completes a checkout as Stripe does when the customer pays: a trialing subscription. */
    complete(sessionId: string, options: { priceId: string; trialDays?: number }) {
      const session = objects.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const price = objects.get(options.priceId);
      const start = now();
      const end = start + (options.trialDays ?? 7) * 24 * 60 * 60;
      const subscription = save({
        id: nextId("sub"),
        object: "subscription",
        status: "trialing",
        customer: session.customer,
        cancel_at_period_end: false,
        metadata: {
          userId: session.client_reference_id,
          plan: (session.metadata as Record<string, string>).plan,
        },
        trial_start: start,
        trial_end: end,
        items: {
          object: "list",
          data: [{ id: nextId("si"), price, current_period_start: start, current_period_end: end }],
        },
      });
      session.status = "complete";
      session.subscription = subscription.id;
      return { session, subscription };
    },
    /** Completes a payment-mode checkout as Stripe does when the card is charged. */
    completePayment(sessionId: string) {
      const session = objects.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = nextId("pi");
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
