CREATE TABLE "merchant_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"terms_en" text NOT NULL,
	"terms_zh" text NOT NULL,
	"commission_bps" integer NOT NULL,
	"settlement_days" integer NOT NULL,
	"monthly_fee_minor" bigint DEFAULT 0 NOT NULL,
	"effective_from" date NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"issued_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_ip" text
);
--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "quote_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "quote_currency" text;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "special_orders" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_contracts_version_idx" ON "merchant_contracts" USING btree ("merchant_id","version");--> statement-breakpoint
CREATE INDEX "merchant_contracts_merchant_idx" ON "merchant_contracts" USING btree ("merchant_id","effective_from");