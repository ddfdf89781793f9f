-- The calendar feed's secret is kept as its SHA-256 (hex, as hashToken writes it), as every other
-- token: existing addresses keep working; a feed made while impersonating ends with it.
-- RenameColumn (not Prisma's drop and add: the secrets are hashed in place below)
ALTER TABLE "users" RENAME COLUMN "calendar_feed_token" TO "calendar_feed_token_hash";

-- RenameIndex
ALTER INDEX "users_calendar_feed_token_key" RENAME TO "users_calendar_feed_token_hash_key";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_feed_created_at" TIMESTAMPTZ(3),
ADD COLUMN     "calendar_feed_impersonation_id" UUID;

-- HashExistingSecrets
UPDATE "users" SET "calendar_feed_token_hash" = encode(sha256(convert_to("calendar_feed_token_hash", 'UTF8')), 'hex') WHERE "calendar_feed_token_hash" IS NOT NULL;
