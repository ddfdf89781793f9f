import { onboardingNeighbours } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { FeatureModule } from "../http/route-table.js";
import {
  armTestCalls,
  createForwardingTest,
  type ForwardingTestTarget,
} from "./forwarding-test.js";

/**
 * Onboarding: the settings steps (saved as each is completed, so a customer resumes where they
 * were), the forwarding check, going live and the dashboard's first-visit walkthrough. The
 * receptionist module does the work; this one keeps the order of the steps.
 */
export const onboardingModule: FeatureModule = {
  name: "onboarding",
  setup({ db, logger, settings, now, use }) {
    const { service, sync, client, actorOf, settings: repository, website } = use("receptionist");
    const forwarding = createForwardingTest({ voice: settings.voice, client, now });

    async function targetOf(userId: string): Promise<ForwardingTestTarget> {
      const [row, owner] = await Promise.all([sync.row(userId), repository.read(userId)]);
      if (!row.assistantId || !row.phoneNumberId || !owner?.aiPhoneNumber) {
        throw new AppError("AI_AGENT_NOT_FOUND", {
          message: "Get your Ringline number first, then test your forwarding.",
        });
      }
      return {
        phoneNumberId: row.phoneNumberId,
        number: owner.aiPhoneNumber,
        assistantId: row.assistantId,
        primaryPhone: owner.settings.primaryPhone,
      };
    }

    return {
      routes: {
        saveOnboardingStep: async ({ customer, input }) => {
          const { step, ...fields } = input;
          const before = (await repository.read(customer.userId))?.settings.websitesToCrawl ?? [];
          const named = "websitesToCrawl" in fields ? fields.websitesToCrawl : undefined;
          const websites = named ?? before;
          const receptionist = await service.saveSettings(
            customer.userId,
            fields,
            await actorOf(customer),
            onboardingNeighbours(step, websites).next ?? "number",
          );
          // Website first: a site named on the business step is read while the owner sets up
          // the receptionist; the website step shows what was read (or why not, and a retry).
          if (step === "business" && websites.length > 0 && websites.join() !== before.join()) {
            await website.startCrawl(customer.userId, websites).catch((error: unknown) => {
              logger.info({ err: error }, "the business step's website crawl did not start");
            });
          }
          return { success: true as const, receptionist };
        },
        startForwardingTest: async ({ customer, input }) => {
          const target = await targetOf(customer.userId);
          await armTestCalls(db, customer.userId, now());
          return {
            success: true as const,
            test: await forwarding.start(target, input.kind ?? "forwarding"),
          };
        },
        getForwardingTest: async ({ customer, input }) => ({
          success: true as const,
          test: await forwarding.status(
            await targetOf(customer.userId),
            new Date(input.since).toISOString(),
            settings.voice?.kind === "emulator",
          ),
        }),
        completeOnboarding: async ({ customer }) => ({
          success: true as const,
          receptionist: await service.completeOnboarding(customer.userId),
        }),
        completeWalkthrough: async ({ customer }) => {
          await db.prisma.user.update({
            where: { id: customer.userId },
            data: { walkthroughCompleted: true },
          });
          return { success: true as const };
        },
      },
    };
  },
};
