CREATE TABLE "membership_card_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_card_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_no" text NOT NULL,
	"tier" text NOT NULL,
	"duration_months" integer NOT NULL,
	"quantity" integer NOT NULL,
	"redeemable_until" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_card_batches_batchNo_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"card_no" text NOT NULL,
	"code_hash" text NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"period_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_cards_cardNo_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "membership_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"cycle" text,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"ended_early_at" timestamp with time zone,
	"ended_reason" text,
	"staff_id" uuid,
	"reason" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_periods_span_check" CHECK ("membership_periods"."ends_at" >= "membership_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "membership_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"cycle" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"credit_minor" integer DEFAULT 0 NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"period_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_purchases_purchaseNo_unique" UNIQUE("purchase_no"),
	CONSTRAINT "membership_purchases_amount_check" CHECK ("membership_purchases"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "vip_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_batch_id_membership_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."membership_card_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_card_attempts_member_idx" ON "membership_card_attempts" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "membership_card_attempts_ip_idx" ON "membership_card_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cards_code_hash_key" ON "membership_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "membership_cards_batch_idx" ON "membership_cards" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "membership_cards_redeemed_by_idx" ON "membership_cards" USING btree ("redeemed_by","redeemed_at");--> statement-breakpoint
CREATE INDEX "membership_periods_member_idx" ON "membership_periods" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "membership_purchases_member_idx" ON "membership_purchases" USING btree ("member_id","created_at");