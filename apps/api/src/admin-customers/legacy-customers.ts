import type {
  TAdminLegacyCustomer,
  TAdminLegacyCustomerListQuery,
  TAdminLegacyCustomerRequest,
} from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin/back-office.js";
import { isUniqueViolation } from "../auth/user.repository.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

const columns = {
  id: true,
  userId: true,
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  company: true,
  ghlAccountId: true,
  balance: true,
  aiStatus: true,
  smsOptIn: true,
  status: true,
  createdAt: true,
} as const satisfies Prisma.CustomerSelect;

type Row = Prisma.CustomerGetPayload<{ select: typeof columns }>;

const view = (row: Row): TAdminLegacyCustomer => ({
  ...row,
  balance: row.balance.toNumber(),
  createdAt: row.createdAt.toISOString(),
});

function fieldsOf(input: TAdminLegacyCustomerRequest) {
  return {
    username: input.username,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone || null,
    company: input.company || null,
    ghlAccountId: input.ghlAccountId || null,
    balance: input.balance,
    aiStatus: input.aiStatus,
    smsOptIn: input.smsOptIn,
  };
}

/** A username or e-mail another record has is the catalogue's API_DUPLICATE_RESOURCE. */
async function unique<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("API_DUPLICATE_RESOURCE");
    throw error;
  }
}

/** The `customers` records as the older back office kept them: list, create, edit. */
export function createLegacyCustomers(db: Database, audit: AuditLog) {
  return {
    async list(query: TAdminLegacyCustomerListQuery) {
      const where: Prisma.CustomerWhereInput = {};
      if (query.search) {
        const contains = { contains: query.search, mode: "insensitive" } as const;
        where.OR = [
          { username: contains },
          { email: contains },
          { company: contains },
          { ghlAccountId: contains },
        ];
      }
      const [total, rows] = await Promise.all([
        db.prisma.customer.count({ where }),
        db.prisma.customer.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...pageWindow(query),
          select: columns,
        }),
      ]);
      return { total, items: rows.map(view) };
    },

    async create(by: ActingAdmin, input: TAdminLegacyCustomerRequest): Promise<void> {
      const created = await unique(() =>
        db.prisma.customer.create({ data: fieldsOf(input), select: { id: true } }),
      );
      await audit.record({ by, action: "legacy-customer.create", customerId: created.id });
    },

    async update(
      by: ActingAdmin,
      customerId: string,
      input: TAdminLegacyCustomerRequest,
    ): Promise<void> {
      const { count } = await unique(() =>
        db.prisma.customer.updateMany({ where: { id: customerId }, data: fieldsOf(input) }),
      );
      if (count === 0) throw new AppError("ADMIN_CUSTOMER_NOT_FOUND");
      await audit.record({ by, action: "legacy-customer.update", customerId });
    },
  };
}
