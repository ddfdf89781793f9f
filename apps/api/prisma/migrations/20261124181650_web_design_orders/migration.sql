-- CreateTable
CREATE TABLE "web_design_orders" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "package" VARCHAR(30) NOT NULL,
    "package_name" VARCHAR(100) NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(30) NOT NULL,
    "company" VARCHAR(200) NOT NULL,
    "current_website" VARCHAR(500),
    "goals" VARCHAR(2000),
    "status" VARCHAR(20) NOT NULL DEFAULT 'pending',
    "checkout_id" VARCHAR(255),
    "paid_at" TIMESTAMPTZ(3),
    "confirmation_sent_at" TIMESTAMPTZ(3),
    "team_notified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "web_design_orders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "web_design_orders_checkout_id_key" ON "web_design_orders"("checkout_id");

-- CreateIndex
CREATE INDEX "web_design_orders_user_id_idx" ON "web_design_orders"("user_id");

-- CreateIndex
CREATE INDEX "web_design_orders_created_at_idx" ON "web_design_orders"("created_at");

-- AddForeignKey
ALTER TABLE "web_design_orders" ADD CONSTRAINT "web_design_orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
