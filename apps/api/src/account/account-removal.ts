import type { Database } from "../db/database.js";

/**
 * Removes an account for good, in one transaction: what identifies the person is deleted
 * (sessions, tokens, activity, e-mails sent to them, chats, the customer record and everything
 * it owns: onboarding, calls, transcripts, leads), and the orders, kept for the accounts, are
 * anonymised. The provider's webhook records stay, detached, as payment records.
 */
export async function removeAccount(db: Database, userId: string): Promise<void> {
  await db.prisma.$transaction(async (transaction) => {
    const user = await transaction.user.findUnique({
      where: { id: userId },
      select: { email: true, customer: { select: { id: true } } },
    });
    if (!user) return;
    const customerId = user.customer?.id;
    const orders = await transaction.order.findMany({ where: { userId }, select: { id: true } });
    for (const order of orders) {
      await transaction.order.update({
        where: { id: order.id },
        data: {
          userId: null,
          firstName: "Deleted",
          lastName: "Account",
          email: `deleted-${order.id}@deleted.invalid`,
          phone: "0000000000",
          company: "Deleted account",
          currentPhoneSystem: null,
          specialRequirements: null,
        },
      });
    }
    await transaction.emailLog.deleteMany({
      where: { OR: [{ userId }, { toEmail: user.email }, ...(customerId ? [{ customerId }] : [])] },
    });
    await transaction.userActivityLog.deleteMany({ where: { userId } });
    await transaction.chatConversation.deleteMany({ where: { userId } });
    await transaction.passwordResetToken.deleteMany({ where: { email: user.email } });
    if (customerId) {
      await transaction.callTranscript.deleteMany({ where: { customerId } });
      await transaction.customer.delete({ where: { id: customerId } });
    }
    await transaction.user.delete({ where: { id: userId } });
  });
}
