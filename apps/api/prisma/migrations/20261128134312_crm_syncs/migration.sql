-- CRM syncs: what each connected CRM is to be told (a lead, a call's summary, a booking), sent
-- once by a job with claims and backoff; the dedupe key is unique per connection.
-- CreateTable
CREATE TABLE "crm_syncs" (
    "id" UUID NOT NULL,
    "connection_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "event" VARCHAR(20) NOT NULL,
    "dedupe_key" VARCHAR(200) NOT NULL,
    "lead_id" UUID,
    "call_id" VARCHAR(100),
    "appointment_id" UUID,
    "status" VARCHAR(20) NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" VARCHAR(1000),
    "contact_id" VARCHAR(100),
    "written" JSONB,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "crm_syncs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "crm_syncs_status_next_attempt_at_idx" ON "crm_syncs"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "crm_syncs_connection_id_lead_id_idx" ON "crm_syncs"("connection_id", "lead_id");

-- CreateIndex
CREATE UNIQUE INDEX "crm_syncs_connection_id_dedupe_key_key" ON "crm_syncs"("connection_id", "dedupe_key");

-- AddForeignKey
ALTER TABLE "crm_syncs" ADD CONSTRAINT "crm_syncs_connection_id_fkey" FOREIGN KEY ("connection_id") REFERENCES "integration_connections"("id") ON DELETE CASCADE ON UPDATE CASCADE;
