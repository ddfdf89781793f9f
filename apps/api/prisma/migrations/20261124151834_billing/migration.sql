/*
  Warnings:

  - A unique constraint covering the columns `[source,event_id]` on the table `webhook_logs` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "webhook_logs" ADD COLUMN     "event_id" VARCHAR(255);

-- CreateTable
CREATE TABLE "billing_notices" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "reference" VARCHAR(255) NOT NULL,
    "data" JSONB,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_payment_objects" (
    "id" VARCHAR(64) NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "owner" VARCHAR(64),
    "data" JSONB NOT NULL,
    "due_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "local_payment_objects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "billing_notices_sent_at_idx" ON "billing_notices"("sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "billing_notices_kind_reference_key" ON "billing_notices"("kind", "reference");

-- CreateIndex
CREATE INDEX "local_payment_objects_kind_due_at_idx" ON "local_payment_objects"("kind", "due_at");

-- CreateIndex
CREATE INDEX "local_payment_objects_owner_kind_idx" ON "local_payment_objects"("owner", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_logs_source_event_id_key" ON "webhook_logs"("source", "event_id");

-- AddForeignKey
ALTER TABLE "billing_notices" ADD CONSTRAINT "billing_notices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
