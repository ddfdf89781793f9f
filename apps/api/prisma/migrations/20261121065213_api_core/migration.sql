-- CreateEnum
CREATE TYPE "RealtorType" AS ENUM ('individual', 'team', 'brokerage');

-- CreateEnum
CREATE TYPE "PreferredTime" AS ENUM ('morning', 'afternoon', 'evening');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "password" VARCHAR(255),
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(30),
    "profile_picture" VARCHAR(2048),
    "email_verified" BOOLEAN NOT NULL DEFAULT false,
    "google_id" VARCHAR(255),
    "onboarding_status" VARCHAR(30) NOT NULL DEFAULT 'signup',
    "payment_completed" BOOLEAN NOT NULL DEFAULT false,
    "last_activity" TIMESTAMPTZ(3),
    "follow_up_email_sent" BOOLEAN NOT NULL DEFAULT false,
    "follow_up_email_sent_at" TIMESTAMPTZ(3),
    "walkthrough_completed" BOOLEAN NOT NULL DEFAULT false,
    "business_name" VARCHAR(200),
    "business_type" VARCHAR(100),
    "business_description" VARCHAR(5000),
    "target_audience" VARCHAR(2000),
    "key_services" VARCHAR(2000),
    "special_instructions" VARCHAR(5000),
    "lead_qualification_questions" VARCHAR(5000),
    "greeting_message" VARCHAR(1000),
    "subscription_status" VARCHAR(30) NOT NULL DEFAULT 'inactive',
    "plan" VARCHAR(30),
    "plan_display_name" VARCHAR(100),
    "payment_session_id" VARCHAR(255),
    "payment_customer_id" VARCHAR(255),
    "payment_subscription_id" VARCHAR(255),
    "payment_price_id" VARCHAR(255),
    "subscription_amount" DECIMAL(10,2),
    "subscription_interval" VARCHAR(20),
    "subscription_interval_count" INTEGER,
    "current_period_start" TIMESTAMPTZ(3),
    "current_period_end" TIMESTAMPTZ(3),
    "ai_status" VARCHAR(30) NOT NULL DEFAULT 'inactive',
    "ai_name" VARCHAR(100),
    "ai_voice" VARCHAR(100),
    "ai_goals" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "custom_goal" VARCHAR(1000),
    "ai_tone_personality" VARCHAR(1000),
    "websites_to_crawl" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sms_trigger" VARCHAR(100),
    "custom_sms_trigger" VARCHAR(500),
    "sms_message_content" VARCHAR(1600),
    "ai_agent_id" VARCHAR(255),
    "ai_phone_number" VARCHAR(30),
    "email_call_transcripts" BOOLEAN NOT NULL DEFAULT true,
    "pending_email" VARCHAR(255),
    "pending_email_token" VARCHAR(64),
    "pending_email_expires_at" TIMESTAMPTZ(3),
    "trial_start_date" TIMESTAMPTZ(3),
    "trial_end_date" TIMESTAMPTZ(3),
    "trial_status" VARCHAR(30) NOT NULL DEFAULT 'inactive',
    "monthly_minutes_used" INTEGER NOT NULL DEFAULT 0,
    "monthly_minutes_limit" INTEGER,
    "billing_period_start" TIMESTAMPTZ(3),
    "billing_period_end" TIMESTAMPTZ(3),
    "last_usage_reset" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" UUID NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_verification_tokens" (
    "id" UUID NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "user_id" UUID NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" VARCHAR(50),
    "ip_address" VARCHAR(64),
    "user_agent" VARCHAR(512),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_users" (
    "id" UUID NOT NULL,
    "username" VARCHAR(50) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "password" VARCHAR(255) NOT NULL,
    "role" VARCHAR(30) NOT NULL DEFAULT 'admin',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_login" TIMESTAMPTZ(3),
    "totp_secret" VARCHAR(255),
    "totp_enabled" BOOLEAN NOT NULL DEFAULT false,
    "totp_last_step" INTEGER,
    "backup_codes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admin_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_sessions" (
    "id" UUID NOT NULL,
    "admin_user_id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" VARCHAR(50),
    "ip_address" VARCHAR(64),
    "user_agent" VARCHAR(512),

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "impersonation_sessions" (
    "id" UUID NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "admin_user_id" UUID NOT NULL,
    "admin_session_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reason" VARCHAR(500),
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "impersonation_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_audit_logs" (
    "id" UUID NOT NULL,
    "admin_user_id" UUID NOT NULL,
    "customer_id" UUID,
    "impersonation_id" UUID,
    "action" VARCHAR(100) NOT NULL,
    "method" VARCHAR(10),
    "path" VARCHAR(2048),
    "status_code" INTEGER,
    "ip_address" VARCHAR(64),
    "metadata" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(30) NOT NULL,
    "company" VARCHAR(200) NOT NULL,
    "business_type" VARCHAR(100) NOT NULL,
    "current_phone_system" VARCHAR(200),
    "monthly_call_volume" VARCHAR(50),
    "selected_plan" VARCHAR(30) NOT NULL,
    "payment_period" VARCHAR(20) NOT NULL,
    "include_setup" BOOLEAN NOT NULL DEFAULT false,
    "special_requirements" VARCHAR(2000),
    "agree_to_terms" BOOLEAN NOT NULL,
    "order_status" VARCHAR(30) NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "demo_bookings" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(30) NOT NULL,
    "company" VARCHAR(200) NOT NULL,
    "realtor_type" "RealtorType" NOT NULL,
    "current_calls" INTEGER NOT NULL,
    "preferred_date" DATE NOT NULL,
    "preferred_time" "PreferredTime" NOT NULL,
    "timezone" VARCHAR(64) NOT NULL,
    "message" VARCHAR(2000),
    "status" VARCHAR(30) NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "demo_bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "username" VARCHAR(50) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "password" VARCHAR(255),
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(20),
    "company" VARCHAR(200),
    "plan" VARCHAR(30),
    "subscription_status" VARCHAR(30) NOT NULL DEFAULT 'inactive',
    "payment_customer_id" VARCHAR(255),
    "payment_subscription_id" VARCHAR(255),
    "ghl_account_id" VARCHAR(255),
    "ghl_api_key" VARCHAR(512),
    "ai_voice_agent_id" VARCHAR(255),
    "onboarding_completed" BOOLEAN NOT NULL DEFAULT false,
    "sms_opt_in" BOOLEAN NOT NULL DEFAULT true,
    "balance" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "status" VARCHAR(30) NOT NULL DEFAULT 'active',
    "ai_agent_id" VARCHAR(255),
    "ai_phone_number" VARCHAR(30),
    "ai_status" VARCHAR(30) NOT NULL DEFAULT 'yellow',
    "password_reset_token" VARCHAR(64),
    "password_reset_expires" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "onboarding_data" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "business_name" VARCHAR(200) NOT NULL,
    "business_type" VARCHAR(100) NOT NULL,
    "primary_phone" VARCHAR(30) NOT NULL,
    "business_hours" VARCHAR(200) NOT NULL DEFAULT '9:00 AM - 5:00 PM Monday-Friday',
    "website_url" VARCHAR(2048),
    "ai_name" VARCHAR(100),
    "ai_voice" VARCHAR(100),
    "greeting_message" VARCHAR(1000),
    "ai_goals" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "appointment_types" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "escalation_procedures" VARCHAR(5000),
    "crm_integration" VARCHAR(200),
    "emergency_contact" VARCHAR(200),
    "common_questions" VARCHAR(10000),
    "is_complete" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "onboarding_data_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_logs" (
    "id" UUID NOT NULL,
    "source" VARCHAR(50) NOT NULL,
    "event_type" VARCHAR(100) NOT NULL,
    "payload" JSONB NOT NULL,
    "customer_id" UUID,
    "status" VARCHAR(30) NOT NULL DEFAULT 'pending',
    "error" VARCHAR(5000),
    "processed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_logs" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "call_id" VARCHAR(100) NOT NULL,
    "caller_phone" VARCHAR(30),
    "duration" INTEGER NOT NULL DEFAULT 0,
    "outcome" VARCHAR(50),
    "recording_url" VARCHAR(2048),
    "transcript" TEXT,
    "ai_response" TEXT,
    "lead_captured" BOOLEAN NOT NULL DEFAULT false,
    "appointment_booked" BOOLEAN NOT NULL DEFAULT false,
    "cost" DECIMAL(10,4) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "call_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_transcripts" (
    "id" UUID NOT NULL,
    "customer_id" UUID,
    "customer_name" VARCHAR(200),
    "customer_email" VARCHAR(255),
    "business_name" VARCHAR(200),
    "caller_phone" VARCHAR(30),
    "caller_name" VARCHAR(200),
    "duration" INTEGER NOT NULL DEFAULT 0,
    "transcript_text" TEXT,
    "call_summary" TEXT,
    "call_date" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ai_phone_number" VARCHAR(30),
    "raw_email_content" TEXT,
    "email_sent_to_customer" BOOLEAN NOT NULL DEFAULT false,
    "email_sent_date" TIMESTAMPTZ(3),
    "sentiment" VARCHAR(20),
    "lead_quality" VARCHAR(20),
    "appointment_scheduled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "call_transcripts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_phones" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "phone_number" VARCHAR(30) NOT NULL,
    "area_code" VARCHAR(5),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_phones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_logs" (
    "id" UUID NOT NULL,
    "customer_id" UUID,
    "user_id" UUID,
    "email_type" VARCHAR(50) NOT NULL,
    "to_email" VARCHAR(255) NOT NULL,
    "subject" VARCHAR(255) NOT NULL,
    "content" TEXT NOT NULL,
    "status" VARCHAR(30) NOT NULL DEFAULT 'sent',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_activity_logs" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "customer_id" UUID,
    "ip_address" VARCHAR(64),
    "user_agent" VARCHAR(512),
    "action" VARCHAR(100) NOT NULL,
    "page" VARCHAR(2048),
    "method" VARCHAR(10),
    "status_code" INTEGER,
    "response_time" INTEGER,
    "location" VARCHAR(200),
    "metadata" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_activity_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "error_logs" (
    "id" UUID NOT NULL,
    "error_id" VARCHAR(100) NOT NULL,
    "fingerprint" VARCHAR(64) NOT NULL,
    "severity" VARCHAR(20) NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "stack_trace" TEXT,
    "component" VARCHAR(200),
    "environment" VARCHAR(50) NOT NULL DEFAULT 'production',
    "url" VARCHAR(2048),
    "user_agent" VARCHAR(512),
    "resolved" BOOLEAN NOT NULL DEFAULT false,
    "resolution" VARCHAR(5000),
    "occurrence_count" INTEGER NOT NULL DEFAULT 1,
    "affected_users" INTEGER NOT NULL DEFAULT 0,
    "first_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "error_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "error_log_affected_users" (
    "error_log_id" UUID NOT NULL,
    "affected_key" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "error_log_affected_users_pkey" PRIMARY KEY ("error_log_id","affected_key")
);

-- CreateTable
CREATE TABLE "usage_periods" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "plan" VARCHAR(30) NOT NULL,
    "minutes_included" INTEGER,
    "overage_rate_per_minute" DECIMAL(6,2),
    "minutes_used" INTEGER NOT NULL DEFAULT 0,
    "overage_minutes" INTEGER NOT NULL DEFAULT 0,
    "overage_charges" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "alert75_sent" BOOLEAN NOT NULL DEFAULT false,
    "alert90_sent" BOOLEAN NOT NULL DEFAULT false,
    "alert100_sent" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "usage_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_configurations" (
    "id" UUID NOT NULL,
    "plan_id" VARCHAR(30) NOT NULL,
    "plan_name" VARCHAR(100) NOT NULL,
    "minutes_included" INTEGER,
    "overage_rate_per_minute" DECIMAL(6,2),
    "monthly_price" DECIMAL(10,2) NOT NULL,
    "annual_price" DECIMAL(10,2) NOT NULL,
    "has_sms_notifications" BOOLEAN NOT NULL DEFAULT false,
    "has_advanced_analytics" BOOLEAN NOT NULL DEFAULT false,
    "has_priority_support" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "plan_configurations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "call_log_id" UUID,
    "name" VARCHAR(200),
    "phone" VARCHAR(30),
    "email" VARCHAR(255),
    "source" VARCHAR(30) NOT NULL DEFAULT 'call',
    "status" VARCHAR(30) NOT NULL DEFAULT 'new',
    "notes" VARCHAR(5000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointments" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "lead_id" UUID,
    "title" VARCHAR(200) NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "status" VARCHAR(30) NOT NULL DEFAULT 'scheduled',
    "notes" VARCHAR(5000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "appointments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_google_id_key" ON "users"("google_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_payment_customer_id_key" ON "users"("payment_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_payment_subscription_id_key" ON "users"("payment_subscription_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_pending_email_token_key" ON "users"("pending_email_token");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_key" ON "password_reset_tokens"("token");

-- CreateIndex
CREATE INDEX "password_reset_tokens_email_idx" ON "password_reset_tokens"("email");

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_tokens_token_key" ON "email_verification_tokens"("token");

-- CreateIndex
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "admin_users_username_key" ON "admin_users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "admin_sessions_token_hash_key" ON "admin_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "admin_sessions_admin_user_id_idx" ON "admin_sessions"("admin_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "impersonation_sessions_token_hash_key" ON "impersonation_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "impersonation_sessions_admin_user_id_idx" ON "impersonation_sessions"("admin_user_id");

-- CreateIndex
CREATE INDEX "impersonation_sessions_customer_id_idx" ON "impersonation_sessions"("customer_id");

-- CreateIndex
CREATE INDEX "admin_audit_logs_admin_user_id_created_at_idx" ON "admin_audit_logs"("admin_user_id", "created_at");

-- CreateIndex
CREATE INDEX "admin_audit_logs_customer_id_created_at_idx" ON "admin_audit_logs"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_user_id_idx" ON "orders"("user_id");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "demo_bookings_preferred_date_idx" ON "demo_bookings"("preferred_date");

-- CreateIndex
CREATE UNIQUE INDEX "customers_user_id_key" ON "customers"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_username_key" ON "customers"("username");

-- CreateIndex
CREATE UNIQUE INDEX "customers_email_key" ON "customers"("email");

-- CreateIndex
CREATE UNIQUE INDEX "customers_payment_customer_id_key" ON "customers"("payment_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_payment_subscription_id_key" ON "customers"("payment_subscription_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_password_reset_token_key" ON "customers"("password_reset_token");

-- CreateIndex
CREATE UNIQUE INDEX "onboarding_data_customer_id_key" ON "onboarding_data"("customer_id");

-- CreateIndex
CREATE INDEX "webhook_logs_customer_id_idx" ON "webhook_logs"("customer_id");

-- CreateIndex
CREATE INDEX "webhook_logs_status_created_at_idx" ON "webhook_logs"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "call_logs_call_id_key" ON "call_logs"("call_id");

-- CreateIndex
CREATE INDEX "call_logs_customer_id_created_at_idx" ON "call_logs"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "call_transcripts_customer_id_call_date_idx" ON "call_transcripts"("customer_id", "call_date");

-- CreateIndex
CREATE UNIQUE INDEX "customer_phones_phone_number_key" ON "customer_phones"("phone_number");

-- CreateIndex
CREATE INDEX "customer_phones_customer_id_idx" ON "customer_phones"("customer_id");

-- CreateIndex
CREATE INDEX "email_logs_to_email_created_at_idx" ON "email_logs"("to_email", "created_at");

-- CreateIndex
CREATE INDEX "user_activity_logs_user_id_created_at_idx" ON "user_activity_logs"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "error_logs_error_id_key" ON "error_logs"("error_id");

-- CreateIndex
CREATE UNIQUE INDEX "error_logs_fingerprint_key" ON "error_logs"("fingerprint");

-- CreateIndex
CREATE INDEX "error_logs_last_seen_idx" ON "error_logs"("last_seen");

-- CreateIndex
CREATE UNIQUE INDEX "usage_periods_user_id_period_start_key" ON "usage_periods"("user_id", "period_start");

-- CreateIndex
CREATE UNIQUE INDEX "plan_configurations_plan_id_key" ON "plan_configurations"("plan_id");

-- CreateIndex
CREATE INDEX "leads_customer_id_created_at_idx" ON "leads"("customer_id", "created_at");

-- CreateIndex
CREATE INDEX "appointments_customer_id_starts_at_idx" ON "appointments"("customer_id", "starts_at");

-- AddForeignKey
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_admin_session_id_fkey" FOREIGN KEY ("admin_session_id") REFERENCES "admin_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_audit_logs" ADD CONSTRAINT "admin_audit_logs_admin_user_id_fkey" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "onboarding_data" ADD CONSTRAINT "onboarding_data_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_transcripts" ADD CONSTRAINT "call_transcripts_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_phones" ADD CONSTRAINT "customer_phones_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_activity_logs" ADD CONSTRAINT "user_activity_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "error_log_affected_users" ADD CONSTRAINT "error_log_affected_users_error_log_id_fkey" FOREIGN KEY ("error_log_id") REFERENCES "error_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "usage_periods" ADD CONSTRAINT "usage_periods_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;
