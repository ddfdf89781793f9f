-- CreateEnum
CREATE TYPE "ContactRequestType" AS ENUM ('demo', 'consultation');

-- CreateTable
CREATE TABLE "contacts" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(30),
    "company" VARCHAR(200),
    "message" VARCHAR(2000),
    "request_type" "ContactRequestType" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contacts_created_at_idx" ON "contacts"("created_at");
