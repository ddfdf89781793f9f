-- Integrations: the owner's calendars and CRMs (sealed credentials, OAuth authorizations under
-- way), the embedded demo calendar, bookings written to a calendar, and the booking buffer and notice.
-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "calendar_connection_id" UUID,
ADD COLUMN     "calendar_event_id" VARCHAR(1024),
ADD COLUMN     "calendar_sync_attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "calendar_sync_error" VARCHAR(500),
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "booking_buffer_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "booking_notice_minutes" INTEGER NOT NULL DEFAULT 60;

-- CreateTable
CREATE TABLE "integration_connections" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "provider" VARCHAR(40) NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'connected',
    "account_label" VARCHAR(255),
    "account_id" VARCHAR(255),
    "credentials" TEXT NOT NULL,
    "token_expires_at" TIMESTAMPTZ(3),
    "calendar_id" VARCHAR(1024),
    "book_into" BOOLEAN NOT NULL DEFAULT false,
    "last_sync_at" TIMESTAMPTZ(3),
    "last_error" VARCHAR(500),
    "last_error_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "integration_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_authorizations" (
    "state_hash" VARCHAR(64) NOT NULL,
    "customer_id" UUID NOT NULL,
    "session_key" VARCHAR(100) NOT NULL,
    "provider" VARCHAR(40) NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "return_to" VARCHAR(20) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_authorizations_pkey" PRIMARY KEY ("state_hash")
);

-- CreateTable
CREATE TABLE "local_calendar_events" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "description" VARCHAR(5000),
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "external_key" VARCHAR(200),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "local_calendar_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "integration_connections_customer_id_provider_key" ON "integration_connections"("customer_id", "provider");

-- CreateIndex
CREATE INDEX "integration_authorizations_expires_at_idx" ON "integration_authorizations"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "local_calendar_events_external_key_key" ON "local_calendar_events"("external_key");

-- CreateIndex
CREATE INDEX "local_calendar_events_customer_id_starts_at_idx" ON "local_calendar_events"("customer_id", "starts_at");

-- CreateIndex
CREATE INDEX "appointments_customer_id_caller_phone_idx" ON "appointments"("customer_id", "caller_phone");

-- AddForeignKey
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_calendar_events" ADD CONSTRAINT "local_calendar_events_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
