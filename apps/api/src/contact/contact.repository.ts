import type { TContactRequest } from "@ringline/api-client";
import type { Database } from "../db/database.js";

/** A stored contact request, as the API answers with it. */
export interface StoredContact {
  id: string;
  requestType: TContactRequest["requestType"];
  createdAt: Date;
}

export function createContactRepository(db: Database) {
  return {
    async create(request: TContactRequest): Promise<StoredContact> {
      return db.prisma.contact.create({
        data: {
          name: request.name,
          email: request.email,
          phone: request.phone,
          company: request.company,
          message: request.message ?? null,
          requestType: request.requestType,
        },
        select: { id: true, requestType: true, createdAt: true },
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
