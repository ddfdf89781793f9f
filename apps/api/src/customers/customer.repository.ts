import type { TCustomerProfile } from "@ringline/api-client";
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
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
