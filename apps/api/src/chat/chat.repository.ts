import type { TChatMessage, TChatMode } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { ChatReplySource, OwnerSnapshot } from "./model/chat-model.js";

/** Start of the calendar month of `now`, in UTC: the period when no billing period is known. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function createChatRepository(db: Database) {
  const { prisma } = db;

  return {
    /**
     * Creates the conversation on its first message, or checks that the caller may continue it:
     * a conversation a signed-in owner started is theirs alone; an anonymous one belongs to the
     * visitor who started it (their visitor cookie), and is claimed by that visitor's account
     * when they sign in mid-conversation. Anyone else who knows its id is refused.
     */
    async openConversation(
      id: string,
      mode: TChatMode,
      asker: { userId: string | undefined; visitorKey: string | undefined },
    ): Promise<void> {
      const { userId, visitorKey } = asker;
      const conversation = await prisma.chatConversation.upsert({
        where: { id },
        create: { id, mode, userId: userId ?? null, visitorKey: visitorKey ?? null },
        update: {},
        select: { userId: true, visitorKey: true },
      });
      if (conversation.userId !== null) {
        if (conversation.userId !== userId) {
          throw new AppError("AUTH_FORBIDDEN", {
            message: "This conversation belongs to another account.",
          });
        }
        return;
      }
      if (conversation.visitorKey !== null && conversation.visitorKey !== visitorKey) {
        throw new AppError("AUTH_FORBIDDEN", {
          message: "This conversation belongs to another visitor.",
        });
      }
      if (userId !== undefined || conversation.visitorKey === null) {
        // Conversations stored before visitors were recorded go to the first one to continue.
        const { count } = await prisma.chatConversation.updateMany({
          where: { id, userId: null, visitorKey: conversation.visitorKey },
          data: { userId: userId ?? null, visitorKey: visitorKey ?? null },
        });
        if (count === 0) await this.openConversation(id, mode, asker);
      }
    },

    /** Keeps the visitor's message and the reply, in that order. */
    async recordExchange(
      conversationId: string,
      message: string,
      reply: { text: string; source: ChatReplySource },
      at: Date,
    ): Promise<void> {
      await prisma.chatMessage.createMany({
        data: [
          { conversationId, role: "user", content: message, createdAt: at },
          {
            conversationId,
            role: "assistant",
            content: reply.text,
            source: reply.source,
            // One millisecond later, so that ordering by time keeps question before answer.
            createdAt: new Date(at.getTime() + 1),
          },
        ],
      });
    },

    /**
     * Stores the ended conversation's details and transcript, and creates the sales lead for
     * its e-mail address or adds the conversation to the one that exists (never changing it). Counts each conversation once even
     * when the widget ends it again (closed, reopened, closed).
     */
    async endConversation(input: {
      conversationId: string;
      asker: { userId: string | undefined; visitorKey: string | undefined };
      name: string;
      email: string;
      topic: string;
      messages: readonly TChatMessage[];
      at: Date;
    }): Promise<{ leadId: string; firstEnd: boolean; leadCreated: boolean }> {
      await this.openConversation(input.conversationId, "marketing", input.asker);
      const before = await prisma.chatConversation.findUniqueOrThrow({
        where: { id: input.conversationId },
        select: { salesLeadId: true },
      });
      const existing = await prisma.salesLead.findUnique({
        where: { email: input.email },
        select: { id: true },
      });
      const alreadyCounted = existing !== null && before.salesLeadId === existing.id;
      // A returning address adds a conversation to its lead; what the lead says stays as the
      // first conversation said it (anyone can type any address into the chat).
      const lead = await prisma.salesLead.upsert({
        where: { email: input.email },
        create: { email: input.email, name: input.name, topic: input.topic },
        update: alreadyCounted ? {} : { conversationCount: { increment: 1 } },
        select: { id: true },
      });
      await prisma.chatConversation.update({
        where: { id: input.conversationId },
        data: {
          visitorName: input.name,
          visitorEmail: input.email,
          topic: input.topic,
          transcript: input.messages as unknown as Prisma.InputJsonValue,
          salesLeadId: lead.id,
          endedAt: input.at,
        },
      });
      return { leadId: lead.id, firstEnd: !alreadyCounted, leadCreated: existing === null };
    },

    /**
     * The signed-in owner's figures for dashboard answers. Every read is keyed by `userId` (the
     * session's principal) or by the customer row that belongs to it: there is no parameter
     * through which another customer could be named.
     */
    async ownerSnapshot(userId: string, now: Date): Promise<OwnerSnapshot | null> {
      const user = await prisma.user.findUnique({
        where: { id: userId },
        select: {
          businessName: true,
          aiPhoneNumber: true,
          aiStatus: true,
          plan: true,
          billingPeriodStart: true,
          monthlyMinutesLimit: true,
          customer: {
            select: {
              id: true,
              aiPhoneNumber: true,
              aiStatus: true,
              plan: true,
              onboarding: { select: { businessName: true } },
            },
          },
        },
      });
      if (!user) return null;
      const customer = user.customer;
      const usage = await prisma.usagePeriod.findFirst({
        where: { userId, periodStart: { lte: now }, periodEnd: { gt: now } },
        orderBy: { periodStart: "desc" },
        select: { periodStart: true, minutesUsed: true, minutesIncluded: true },
      });
      const periodStart =
        usage?.periodStart ??
        (user.billingPeriodStart && user.billingPeriodStart <= now
          ? user.billingPeriodStart
          : monthStart(now));
      const calls = customer
        ? await prisma.callLog.aggregate({
            where: {
              customerId: customer.id,
              createdAt: { gte: periodStart, lte: now },
              isTest: false,
            },
            _count: { _all: true },
            _sum: { duration: true },
          })
        : undefined;
      const plan = customer?.plan ?? user.plan ?? null;
      const planConfiguration = plan
        ? await prisma.planConfiguration.findUnique({
            where: { planId: plan },
            select: { minutesIncluded: true },
          })
        : null;
      const secondsFromCalls = calls?._sum.duration ?? 0;
      return {
        businessName: customer?.onboarding?.businessName ?? user.businessName ?? null,
        aiPhoneNumber: customer?.aiPhoneNumber ?? user.aiPhoneNumber ?? null,
        aiStatus: customer?.aiStatus ?? user.aiStatus ?? null,
        plan,
        periodStart,
        callsThisPeriod: calls?._count._all ?? 0,
        // The billing record is the source of truth for minutes; call durations stand in
        // for it before the first usage period exists.
        minutesUsed: usage?.minutesUsed ?? Math.ceil(secondsFromCalls / 60),
        minutesIncluded:
          usage?.minutesIncluded ??
          planConfiguration?.minutesIncluded ??
          user.monthlyMinutesLimit ??
          null,
      };
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
