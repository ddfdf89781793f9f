import { AppError } from "../core/errors.js";
import type { FeatureModule } from "../http/route-table.js";
import { createCustomerRepository } from "./customer.repository.js";

/**
 * The signed-in customer's own profile. There is no way to name another customer: the
 * principal decides whose data is read.
 */
export const customersModule: FeatureModule = {
  name: "customers",
  setup({ db }) {
    const customers = createCustomerRepository(db);
    return {
      routes: {
        async getProfile({ customer }) {
          const profile = customer.profile ?? (await customers.profileOf(customer.userId));
          if (!profile) throw new AppError("AUTH_NOT_AUTHENTICATED");
          return { success: true as const, profile };
        },
        async updateProfile({ customer, input }) {
          await customers.update(customer.userId, input);
          const profile = await customers.profileOf(customer.userId);
          if (!profile) throw new AppError("AUTH_NOT_AUTHENTICATED");
          return { success: true as const, profile };
        },
      },
    };
  },
};
