-- AlterTable
ALTER TABLE "onboarding_data" ADD COLUMN     "time_zone" VARCHAR(64);

-- CreateTable
CREATE TABLE "receptionists" (
    "user_id" UUID NOT NULL,
    "assistant_id" VARCHAR(255),
    "knowledge_file_id" VARCHAR(255),
    "knowledge_hash" VARCHAR(64),
    "query_tool_id" VARCHAR(255),
    "stale_resources" JSONB NOT NULL DEFAULT '[]',
    "phone_number_id" VARCHAR(255),
    "revision" INTEGER NOT NULL DEFAULT 0,
    "synced_revision" INTEGER NOT NULL DEFAULT 0,
    "sync_state" VARCHAR(20) NOT NULL DEFAULT 'idle',
    "sync_step" VARCHAR(30),
    "sync_error_code" VARCHAR(60),
    "sync_attempts" INTEGER NOT NULL DEFAULT 0,
    "sync_lease_until" TIMESTAMPTZ(3),
    "synced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "receptionists_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "receptionist_versions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "actor_type" VARCHAR(20) NOT NULL,
    "actor_id" UUID,
    "actor_name" VARCHAR(255),
    "reverted_from" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "receptionist_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_crawls" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'running',
    "start_urls" TEXT[],
    "pages_crawled" INTEGER NOT NULL DEFAULT 0,
    "pages_queued" INTEGER NOT NULL DEFAULT 0,
    "bytes_fetched" INTEGER NOT NULL DEFAULT 0,
    "report" JSONB,
    "error_code" VARCHAR(60),
    "error_message" VARCHAR(1000),
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "website_crawls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "website_pages" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "url" VARCHAR(2048) NOT NULL,
    "title" VARCHAR(500),
    "crawled_text" TEXT NOT NULL,
    "previous_text" TEXT,
    "owner_text" TEXT,
    "owner_edited_at" TIMESTAMPTZ(3),
    "included" BOOLEAN NOT NULL DEFAULT true,
    "last_crawl_status" VARCHAR(20) NOT NULL DEFAULT 'added',
    "changed_since_edit" BOOLEAN NOT NULL DEFAULT false,
    "crawled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "website_pages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "receptionists_assistant_id_key" ON "receptionists"("assistant_id");

-- CreateIndex
CREATE UNIQUE INDEX "receptionists_phone_number_id_key" ON "receptionists"("phone_number_id");

-- CreateIndex
CREATE UNIQUE INDEX "receptionist_versions_user_id_version_key" ON "receptionist_versions"("user_id", "version");

-- CreateIndex
CREATE INDEX "website_crawls_user_id_started_at_idx" ON "website_crawls"("user_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "website_pages_user_id_url_key" ON "website_pages"("user_id", "url");

-- AddForeignKey
ALTER TABLE "receptionists" ADD CONSTRAINT "receptionists_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receptionist_versions" ADD CONSTRAINT "receptionist_versions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_crawls" ADD CONSTRAINT "website_crawls_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
