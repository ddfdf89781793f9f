-- Seed the plans on sale, so every database (PGlite or PostgreSQL) has them.
-- Prices in USD; NULL minutes means unlimited, NULL overage rate means no overage.
INSERT INTO "plan_configurations" (
  "id", "plan_id", "plan_name", "minutes_included", "overage_rate_per_minute",
  "monthly_price", "annual_price", "has_sms_notifications", "has_advanced_analytics",
  "has_priority_support", "is_active", "created_at", "updated_at"
) VALUES
  (gen_random_uuid(), 'starter', 'Starter', 100, 0.30, 39.00, 314.00, true, false, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
  (gen_random_uuid(), 'growth', 'Growth', 500, 0.20, 59.00, 474.00, true, true, false, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP),
  (gen_random_uuid(), 'unlimited', 'Unlimited', NULL, NULL, 99.00, 796.00, true, true, true, true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)
ON CONFLICT ("plan_id") DO NOTHING;
