-- The activity log keeps no foreign key to users: writing a row no longer locks its user's row,
-- and a batch is not lost because one of its users was removed meanwhile (the insert skips the
-- rows of users that are gone; account removal deletes a user's rows).
ALTER TABLE "user_activity_logs" DROP CONSTRAINT "user_activity_logs_user_id_fkey";
