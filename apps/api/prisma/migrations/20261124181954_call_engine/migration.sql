/*
  Warnings:

  - A unique constraint covering the columns `[slot_key]` on the table `appointments` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[tool_call_id]` on the table `appointments` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[call_id]` on the table `call_transcripts` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[dedupe_key]` on the table `email_logs` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[call_id]` on the table `leads` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[calendar_feed_token]` on the table `users` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "call_id" VARCHAR(100),
ADD COLUMN     "caller_name" VARCHAR(200),
ADD COLUMN     "caller_phone" VARCHAR(30),
ADD COLUMN     "handled_at" TIMESTAMPTZ(3),
ADD COLUMN     "slot_key" VARCHAR(100),
ADD COLUMN     "tool_call_id" VARCHAR(100);

-- AlterTable
ALTER TABLE "call_logs" ADD COLUMN     "after_hours" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "billable_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "caller_name" VARCHAR(200),
ADD COLUMN     "ended_at" TIMESTAMPTZ(3),
ADD COLUMN     "ended_reason" VARCHAR(100),
ADD COLUMN     "messages" JSONB,
ADD COLUMN     "started_at" TIMESTAMPTZ(3),
ADD COLUMN     "summary" TEXT;

-- AlterTable
ALTER TABLE "call_transcripts" ADD COLUMN     "call_id" VARCHAR(100);

-- AlterTable
ALTER TABLE "email_logs" ADD COLUMN     "dedupe_key" VARCHAR(200),
ADD COLUMN     "html" TEXT;

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "call_id" VARCHAR(100),
ADD COLUMN     "details" JSONB,
ADD COLUMN     "handled_at" TIMESTAMPTZ(3),
ADD COLUMN     "reason" VARCHAR(1000);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_feed_token" VARCHAR(64);

-- AlterTable
ALTER TABLE "webhook_logs" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "response" JSONB;

-- CreateTable
CREATE TABLE "sms_messages" (
    "id" UUID NOT NULL,
    "customer_id" UUID,
    "kind" VARCHAR(40) NOT NULL,
    "to_phone" VARCHAR(30) NOT NULL,
    "body" VARCHAR(1600) NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'queued',
    "transport" VARCHAR(20),
    "provider_id" VARCHAR(100),
    "error" VARCHAR(1000),
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sms_messages_dedupe_key_key" ON "sms_messages"("dedupe_key");

-- CreateIndex
CREATE INDEX "sms_messages_status_created_at_idx" ON "sms_messages"("status", "created_at");

-- CreateIndex
CREATE INDEX "sms_messages_customer_id_created_at_idx" ON "sms_messages"("customer_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "appointments_slot_key_key" ON "appointments"("slot_key");

-- CreateIndex
CREATE UNIQUE INDEX "appointments_tool_call_id_key" ON "appointments"("tool_call_id");

-- CreateIndex
CREATE INDEX "appointments_call_id_idx" ON "appointments"("call_id");

-- CreateIndex
CREATE UNIQUE INDEX "call_transcripts_call_id_key" ON "call_transcripts"("call_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_logs_dedupe_key_key" ON "email_logs"("dedupe_key");

-- CreateIndex
CREATE INDEX "email_logs_status_created_at_idx" ON "email_logs"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "leads_call_id_key" ON "leads"("call_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_calendar_feed_token_key" ON "users"("calendar_feed_token");

-- AddForeignKey
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
