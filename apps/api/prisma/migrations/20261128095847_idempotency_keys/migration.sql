-- The first answers of payment actions sent with an Idempotency-Key: a repeat with the same key
-- is given the kept answer instead of moving money again (kept 24 hours).
-- CreateTable
CREATE TABLE "idempotency_keys" (
    "id" UUID NOT NULL,
    "scope" VARCHAR(120) NOT NULL,
    "route" VARCHAR(60) NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "fingerprint" CHAR(64) NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "response_status" INTEGER,
    "response_body" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_scope_route_key_key" ON "idempotency_keys"("scope", "route", "key");
