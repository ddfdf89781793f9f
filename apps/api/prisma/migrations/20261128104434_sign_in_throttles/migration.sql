-- Failed sign-ins per account and per trusted device: guessing is slowed without locking the
-- owner out (a device that signed in before is counted on its own).
-- CreateTable
CREATE TABLE "sign_in_throttles" (
    "key" VARCHAR(200) NOT NULL,
    "failures" INTEGER NOT NULL,
    "window_started_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "sign_in_throttles_window_started_at_idx" ON "sign_in_throttles"("window_started_at");
