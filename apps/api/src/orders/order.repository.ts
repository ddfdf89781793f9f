import type { TOrder, TOrderRequest } from "@ringline/api-client";
import type { Database } from "../db/database.js";

const orderColumns = {
  id: true,
  selectedPlan: true,
  paymentPeriod: true,
  includeSetup: true,
  orderStatus: true,
  createdAt: true,
} as const;

export function createOrderRepository(db: Database) {
  /** The plan's price for the period, from plan_configurations (seeded by a migration). */
  async function priceOf(planId: string, period: "monthly" | "annual"): Promise<number> {
    const plan = await db.prisma.planConfiguration.findUnique({
      where: { planId },
      select: { monthlyPrice: true, annualPrice: true },
    });
    if (!plan) return 0;
    return Number(period === "annual" ? plan.annualPrice : plan.monthlyPrice);
  }

  async function toOrder(row: {
    id: string;
    selectedPlan: string;
    paymentPeriod: string;
    includeSetup: boolean;
    orderStatus: string;
    createdAt: Date;
  }): Promise<TOrder> {
    const period = row.paymentPeriod === "annual" ? "annual" : "monthly";
    return {
      id: row.id,
      selectedPlan: row.selectedPlan as TOrder["selectedPlan"],
      paymentPeriod: period,
      includeSetup: row.includeSetup,
      orderStatus: row.orderStatus,
      amount: await priceOf(row.selectedPlan, period),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async create(order: TOrderRequest, userId: string | undefined): Promise<TOrder> {
      const row = await db.prisma.order.create({
        data: {
          userId: userId ?? null,
          firstName: order.firstName,
          lastName: order.lastName,
          email: order.email,
          phone: order.phone,
          company: order.company,
          businessType: order.businessType,
          currentPhoneSystem: order.currentPhoneSystem ?? null,
          monthlyCallVolume: order.monthlyCallVolume ?? null,
          selectedPlan: order.selectedPlan,
          paymentPeriod: order.paymentPeriod,
          includeSetup: order.includeSetup,
          specialRequirements: order.specialRequirements ?? null,
          agreeToTerms: order.agreeToTerms,
        },
        select: orderColumns,
      });
      return toOrder(row);
    },
    /** One of a user's orders; null for anyone else's. */
    async findForUser(id: string, userId: string): Promise<TOrder | null> {
      const row = await db.prisma.order.findFirst({ where: { id, userId }, select: orderColumns });
      return row ? toOrder(row) : null;
    },
    /** One page of a user's orders, newest first, and how many they have in all. */
    async pageForUser(
      userId: string,
      page: { skip: number; take: number },
    ): Promise<{ total: number; orders: TOrder[] }> {
      const [total, rows] = await Promise.all([
        db.prisma.order.count({ where: { userId } }),
        db.prisma.order.findMany({
          where: { userId },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
          select: orderColumns,
        }),
      ]);
      return { total, orders: await Promise.all(rows.map(toOrder)) };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
