-- Test calls: onboarding's tests arm a window on the customer; an inbound call that starts in it
-- is logged as a test, listed as "Test call" and kept out of statistics and usage.
-- AlterTable
ALTER TABLE "customers" ADD COLUMN "test_calls_until" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "call_logs" ADD COLUMN "is_test" BOOLEAN NOT NULL DEFAULT false;
