-- AlterTable
ALTER TABLE "email_logs" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "error" VARCHAR(1000),
ADD COLUMN     "next_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN     "sealed_content" TEXT,
ADD COLUMN     "sent_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sms_messages" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "next_attempt_at" TIMESTAMPTZ(3);

-- Links with a secret kept by earlier versions (reset, verification and e-mail-change tokens)
-- are redacted in place: the outbox never holds a usable one.
UPDATE "email_logs"
SET "content" = regexp_replace("content", '([?&](amp;)?(token|key|secret|code|signature)=)[^&[:space:]"''<>#]+', '\1[redacted]', 'gi'),
    "html" = regexp_replace("html", '([?&](amp;)?(token|key|secret|code|signature)=)[^&[:space:]"''<>#]+', '\1[redacted]', 'gi')
WHERE "content" ~* '[?&](amp;)?(token|key|secret|code|signature)=' OR "html" ~* '[?&](amp;)?(token|key|secret|code|signature)=';
