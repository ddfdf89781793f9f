import { clearSessionCookie } from "../auth/authentication.js";
import { AppError } from "../core/errors.js";
import type { FeatureModule } from "../http/route-table.js";
import { verifyPassword } from "../security/passwords.js";
import { removeAccount } from "./account-removal.js";

/**
 * Deleting an account: the owner confirms (with the password when the account has one), the
 * subscription is cancelled at once at the provider, then the account's data is removed or
 * anonymised and the session ends.
 */
export const accountModule: FeatureModule = {
  name: "account",
  setup({ db, use }) {
    const billing = use("billing");
    return {
      routes: {
        async deleteAccount({ customer, input, request, response }) {
          if (customer.via === "impersonation") {
            throw new AppError("AUTH_FORBIDDEN", {
              message: "An account cannot be deleted while impersonating.",
            });
          }
          const user = await db.prisma.user.findUnique({
            where: { id: customer.userId },
            select: { password: true },
          });
          if (!user) throw new AppError("AUTH_NOT_AUTHENTICATED");
          if (user.password && !(await verifyPassword(user.password, input.password ?? ""))) {
            throw new AppError("AUTH_INVALID_CREDENTIALS", {
              message: "The password is not correct.",
              fieldErrors: { password: ["The password is not correct."] },
            });
          }
          await billing.cancelForDeletion(customer.userId);
          await removeAccount(db, customer.userId);
          clearSessionCookie(request, response);
          return { success: true as const, message: "Your account has been deleted." };
        },
      },
    };
  },
};
