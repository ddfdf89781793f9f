import { layout, type RenderedEmail } from "./templates.js";

const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The short order number the success page shows: the id's first 8 characters. */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** A paid web-design order as its e-mails describe it. */
export interface PaidWebDesignOrder {
  id: string;
  packageName: string;
  amount: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  currentWebsite: string | null;
  goals: string | null;
}

/** To the buyer, once the payment of a web-design order was collected. */
export function webDesignConfirmationTemplate(input: {
  order: PaidWebDesignOrder;
  orderUrl: string;
}): RenderedEmail {
  const { order } = input;
  const firstName = order.name.split(/\s+/)[0] || order.name;
  return {
    subject: `Your ${order.packageName} order is confirmed`,
    ...layout(
      "Thank you for your order",
      [
        `Hi ${firstName},`,
        `We received your payment of ${MONEY.format(order.amount)} for the ${order.packageName} web-design package (order number ${orderNumber(order.id)}).`,
        "A web designer will call you within one business day to talk about your market, your brand and the leads you want. Meanwhile, gather your logo, photos, reviews and the sites you like.",
      ],
      { href: input.orderUrl, label: "View your order" },
    ),
  };
}

/** To the team, once a web-design order was paid: who bought what, and how to reach them. */
export function webDesignTeamTemplate(input: { order: PaidWebDesignOrder }): RenderedEmail {
  const { order } = input;
  return {
    subject: `New web-design order: ${order.packageName} for ${order.company}`,
    ...layout("A web-design order was paid", [
      `${order.packageName}, ${MONEY.format(order.amount)} paid (order ${order.id}).`,
      `Buyer: ${order.name}, ${order.company}. E-mail: ${order.email}. Phone: ${order.phone}.`,
      `Current website: ${order.currentWebsite || "none given"}.`,
      `Goals: ${order.goals || "none given"}.`,
      "Call the buyer within one business day.",
    ]),
  };
}
