import type { TNumberRequest } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { callPlatform, platformFailure, withRetries } from "./platform-errors.js";
import type { PlatformDependencies, PlatformSync } from "./platform-sync.js";

// The receptionist's number: created on the platform already pointing at the (synced,
// working) assistant, then recorded in `customer_phones`, `users.aiPhoneNumber` and the
// customer record. A number that cannot be recorded is released again, and a number being
// replaced is released only once the new one answers.

export interface PhoneNumberOptions extends PlatformDependencies {
  sync: PlatformSync;
}

interface PlatformNumber {
  id: string;
  number?: string;
}

export function createPhoneNumbers(options: PhoneNumberOptions) {
  const { db, logger, retry } = options;
  const prisma = () => db.prisma;

  async function createOnPlatform(
    request: TNumberRequest,
    assistantId: string,
    name: string,
  ): Promise<PlatformNumber> {
    const platform = options.client();
    const credentialId = await options.credential.id().catch((error: unknown) => {
      throw platformFailure("PHONE_PROVISIONING_FAILED", error);
    });
    const server = { url: options.serverUrl, credentialId };
    if (request.kind === "provision") {
      return callPlatform(
        "VAPI_PHONE_PROVISION_FAILED",
        () =>
          platform.phoneNumber.create({
            provider: "vapi",
            numberDesiredAreaCode: request.areaCode,
            assistantId,
            name,
            server,
          } as never) as Promise<PlatformNumber>,
        retry,
        false,
      );
    }
    return callPlatform(
      "VAPI_PHONE_IMPORT_FAILED",
      () =>
        platform.phoneNumber.importTwilio({
          twilioPhoneNumber: request.number,
          twilioAccountSid: request.accountSid,
          twilioAuthToken: request.authToken,
          assistantId,
          name,
          server,
        } as never) as Promise<PlatformNumber>,
      retry,
      false,
    );
  }

  async function record(userId: string, created: PlatformNumber, areaCode: string | null) {
    const number = created.number ?? "";
    if (number === "") throw new AppError("PHONE_PROVISIONING_FAILED");
    const customerId = await options.settings.ensureCustomer(userId);
    await prisma().$transaction(async (transaction) => {
      await transaction.customerPhone.updateMany({
        where: { customerId },
        data: { isActive: false },
      });
      // A number can come back (imported again, or reassigned once another owner let it go):
      // its old row, now inactive, becomes this owner's active one. An active number of
      // another owner stays theirs (the unique key refuses it).
      const previous = await transaction.customerPhone.findUnique({
        where: { phoneNumber: number },
        select: { customerId: true, isActive: true },
      });
      if (previous && (!previous.isActive || previous.customerId === customerId)) {
        await transaction.customerPhone.update({
          where: { phoneNumber: number },
          data: { customerId, areaCode, isActive: true, assignedAt: new Date() },
        });
      } else {
        await transaction.customerPhone.create({
          data: { customerId, phoneNumber: number, areaCode, isActive: true },
        });
      }
      await transaction.customer.update({
        where: { id: customerId },
        data: { aiPhoneNumber: number },
      });
      await transaction.user.update({ where: { id: userId }, data: { aiPhoneNumber: number } });
      await transaction.receptionist.update({
        where: { userId },
        data: { phoneNumberId: created.id },
      });
    });
  }

  async function release(numberId: string) {
    try {
      await withRetries(() => options.client().phoneNumber.delete(numberId), retry);
    } catch (error) {
      logger.warn({ err: error, numberId }, "could not release a phone number on the platform");
    }
  }

  return {
    /**
     * Gets the receptionist a number. The assistant must be synced first: the number is made
     * pointing at it.
     */
    async provision(userId: string, request: TNumberRequest): Promise<void> {
      const receptionist = await options.sync.row(userId);
      if (!receptionist.assistantId) throw new AppError("AI_AGENT_NOT_FOUND");
      const owner = await options.settings.read(userId);
      const name = `${owner?.settings.businessName ?? "Ringline"}`.slice(0, 40);
      const created = await createOnPlatform(request, receptionist.assistantId, name);
      const areaCode =
        request.kind === "provision" ? request.areaCode : (created.number?.slice(2, 5) ?? null);
      try {
        await record(userId, created, areaCode);
      } catch (error) {
        logger.error({ err: error, userId }, "a provisioned number could not be recorded");
        await release(created.id);
        throw AppError.isInstance(error)
          ? error
          : new AppError("PHONE_PROVISIONING_FAILED", { cause: error });
      }
      if (receptionist.phoneNumberId && receptionist.phoneNumberId !== created.id) {
        await release(receptionist.phoneNumberId);
      }
    },
  };
}

export type PhoneNumbers = ReturnType<typeof createPhoneNumbers>;
