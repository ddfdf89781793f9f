import type { TCustomerProfile, TUpdateProfileRequest } from "@ringline/api-client";
import type { Database } from "../db/database.js";
import { PROFILE_COLUMNS, PROFILE_JOINS, profileOfRow } from "./profile-columns.js";

export function createCustomerRepository(db: Database) {
  return {
    /** The profile of one user; the query is keyed by the signed-in user only. */
    async profileOf(userId: string): Promise<TCustomerProfile | null> {
      // The hottest read of the dashboard: one statement instead of one query per relation.
      const [row] = await db.prisma.$queryRaw<TCustomerProfile[]>`
        SELECT ${PROFILE_COLUMNS} FROM users u ${PROFILE_JOINS} WHERE u.id = ${userId}::uuid`;
      return row ? profileOfRow(row) : null;
    },
    /** Changes what the owner may change of their profile, wherever the profile reads it. */
    async update(userId: string, changes: TUpdateProfileRequest): Promise<void> {
      const phone = changes.phone === undefined ? undefined : changes.phone || null;
      const names = { firstName: changes.firstName, lastName: changes.lastName };
      await db.prisma.$transaction(async (transaction) => {
        await transaction.user.update({
          where: { id: userId },
          data: {
            ...names,
            phone,
            businessName:
              changes.businessName === undefined ? undefined : changes.businessName || null,
            emailCallTranscripts: changes.emailCallTranscripts,
          },
          select: { id: true },
        });
        const customer = await transaction.customer.findUnique({
          where: { userId },
          select: { id: true },
        });
        if (!customer) return;
        await transaction.customer.update({
          where: { id: customer.id },
          data: { ...names, phone },
          select: { id: true },
        });
        if (changes.businessName) {
          await transaction.onboardingData.updateMany({
            where: { customerId: customer.id },
            data: { businessName: changes.businessName },
          });
        }
      });
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
