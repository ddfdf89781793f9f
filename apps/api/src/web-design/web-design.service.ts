import {
  type TWebDesignOrder,
  type TWebDesignOrderRequest,
  type TWebDesignPackageId,
  WEB_DESIGN_PRICES,
} from "@ringline/api-client";
import type { Logger } from "pino";
import type { CompletedPayment, OneTimePayments } from "../billing/one-time-payments.js";
import { toCents } from "../billing/payment-provider.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Mailer } from "../outbox/mailer.js";
import {
  type PaidWebDesignOrder,
  webDesignConfirmationTemplate,
  webDesignTeamTemplate,
} from "../outbox/web-design-templates.js";

/** The `purpose` of web-design payments at the payment provider. */
export const WEB_DESIGN_PURPOSE = "web-design";

export interface WebDesignServiceOptions {
  db: Database;
  payments: OneTimePayments;
  mailer: Mailer;
  logger: Logger;
  now: () => number;
  /** The site's address, for the link in the buyer's e-mail. */
  publicUrl: string;
  /** Who is told about a paid order. */
  teamEmail: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError("API_NOT_FOUND", { message: "This order was not found." });

/**
 * Web-design orders: an order is stored `pending` at the price of the server's own list and
 * paid once through the payment adapter's one-off checkout; the provider's completed
 * checkout marks it `paid` (once, however often it arrives), and the buyer's confirmation and
 * the team's notice are each claimed by a timestamp before they are sent, so each goes once.
 */
export function createWebDesignService(options: WebDesignServiceOptions) {
  const { db, payments, mailer, logger, now, publicUrl } = options;
  const orders = () => db.prisma.webDesignOrder;

  const orderUrl = (id: string) => `${publicUrl}/web-design-success?order=${id}`;

  async function sendEmails(id: string): Promise<void> {
    const order = await orders().findUnique({ where: { id } });
    if (order?.status !== "paid") return;
    const paid: PaidWebDesignOrder = {
      id: order.id,
      packageName: order.packageName,
      amount: order.amount.toNumber(),
      name: order.name,
      email: order.email,
      phone: order.phone,
      company: order.company,
      currentWebsite: order.currentWebsite,
      goals: order.goals,
    };
    const at = new Date(now());
    const confirmation = await orders().updateMany({
      where: { id, confirmationSentAt: null },
      data: { confirmationSentAt: at },
    });
    if (confirmation.count === 1) {
      await mailer.send({
        type: "web-design-confirmation",
        to: order.email,
        userId: order.userId ?? undefined,
        dedupeKey: `web-design-confirmation:${id}`,
        ...webDesignConfirmationTemplate({ order: paid, orderUrl: orderUrl(id) }),
      });
    }
    const notice = await orders().updateMany({
      where: { id, teamNotifiedAt: null },
      data: { teamNotifiedAt: at },
    });
    if (notice.count === 1) {
      await mailer.send({
        type: "web-design-order",
        to: options.teamEmail,
        dedupeKey: `web-design-order:${id}`,
        ...webDesignTeamTemplate({ order: paid }),
      });
    }
  }

  /** A collected payment: the order becomes `paid` once, then its e-mails go out once. */
  async function markPaid(payment: CompletedPayment): Promise<void> {
    if (!UUID.test(payment.orderId)) return;
    const order = await orders().findUnique({ where: { id: payment.orderId } });
    if (!order) {
      logger.warn({ orderId: payment.orderId }, "a web-design payment of no known order");
      return;
    }
    if (toCents(payment.amount) !== toCents(order.amount.toNumber())) {
      // Never expected: the checkout was made from this order's amount. Fails the event, so
      // it stays in the inbox for an operator.
      throw new Error(
        `web-design order ${order.id}: ${payment.amount} paid, ${order.amount.toString()} due`,
      );
    }
    await orders().updateMany({
      where: { id: order.id, status: "pending" },
      data: {
        status: "paid",
        paidAt: new Date(now()),
        checkoutId: payment.checkoutId,
        ...(order.userId === null && payment.userId ? { userId: payment.userId } : {}),
      },
    });
    await sendEmails(order.id);
  }

  payments.handle(WEB_DESIGN_PURPOSE, markPaid);

  return {
    markPaid,

    /** Stores the order at the list price and starts the provider's checkout for it. */
    async order(
      input: TWebDesignOrderRequest,
      userId: string | undefined,
    ): Promise<{ orderId: string; checkoutUrl: string }> {
      const offer = WEB_DESIGN_PRICES[input.package as TWebDesignPackageId];
      const order = await orders().create({
        data: {
          userId: userId ?? null,
          package: input.package,
          packageName: offer.name,
          amount: offer.amount,
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company,
          currentWebsite: input.currentWebsite || null,
          goals: input.goals || null,
        },
        select: { id: true },
      });
      const checkout = await payments.start({
        email: input.email,
        name: input.name,
        userId: userId ?? null,
        description: `Web design: ${offer.name}`,
        amount: offer.amount,
        purpose: WEB_DESIGN_PURPOSE,
        orderId: order.id,
        successPath: `/web-design-success?order=${order.id}`,
        cancelPath: `/checkout/web-design?package=${input.package}&canceled=1`,
      });
      await orders().update({ where: { id: order.id }, data: { checkoutId: checkout.id } });
      return { orderId: order.id, checkoutUrl: checkout.url };
    },

    /**
     * An order as its success page shows it. A pending order's checkout is asked about once
     * more, in case the buyer came back before the provider's event.
     */
    async find(id: string): Promise<TWebDesignOrder> {
      if (!UUID.test(id)) throw notFound();
      let order = await orders().findUnique({ where: { id } });
      if (!order) throw notFound();
      if (order.status === "pending" && order.checkoutId) {
        try {
          await payments.confirm(order.checkoutId);
          order = (await orders().findUnique({ where: { id } })) ?? order;
        } catch (error) {
          // The provider's event still applies it; the page offers to look again.
          logger.warn({ err: error, orderId: id }, "could not confirm a web-design checkout");
        }
      }
      return {
        id: order.id,
        package: order.package as TWebDesignPackageId,
        packageName: order.packageName,
        amount: order.amount.toNumber(),
        status: order.status === "paid" ? "paid" : "pending",
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      };
    },
  };
}

export type WebDesignService = ReturnType<typeof createWebDesignService>;
