ALTER TABLE "refunds" ALTER COLUMN "requested_by" DROP NOT NULL;--> statement-breakpoint
-- One open attempt per order from now on: of the attempts open today, each order keeps its newest; the older ones
-- are closed as superseded (1013, cancelled), as a new attempt closes the open one. A payment that still arrives
-- for one of them is applied, or refunded, like any capture of a closed attempt.
UPDATE "payments" SET "status" = 'CANCELLED', "failure_code" = 1013, "failure_detail" = 'superseded by a newer attempt (migration 0012)', "completed_at" = now(), "updated_at" = now()
WHERE "status" IN ('CREATED', 'PENDING') AND "id" NOT IN (
	SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" IN ('CREATED', 'PENDING') ORDER BY "order_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" IN ('CREATED', 'PENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_automatic_per_payment_idx" ON "refunds" USING btree ("payment_id") WHERE "refunds"."requested_by" IS NULL;