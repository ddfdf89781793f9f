import { AppError } from "../core/errors.js";
import { pageOf, pageWindow } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { createOrderRepository } from "./order.repository.js";

/** Orders: anyone may place one (attached to the account when signed in); owners list theirs. */
export const ordersModule: FeatureModule = {
  name: "orders",
  setup({ db }) {
    const orders = createOrderRepository(db);
    return {
      routes: {
        createOrder: async ({ input, customer }) => ({
          success: true as const,
          message:
            "Thank you! Your order has been received. We'll be in touch to finish setting up.",
          data: await orders.create(input, customer?.userId),
        }),
        async getOrder({ customer, input }) {
          const order = await orders.findForUser(input.id, customer.userId);
          if (!order) throw new AppError("API_NOT_FOUND", { message: "This order was not found." });
          return { success: true as const, order };
        },
        async listOrders({ customer, input }) {
          const { total, orders: items } = await orders.pageForUser(
            customer.userId,
            pageWindow(input),
          );
          return pageOf(items, total, input);
        },
      },
    };
  },
};
