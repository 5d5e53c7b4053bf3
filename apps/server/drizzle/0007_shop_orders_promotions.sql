CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_memberships" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"state" text DEFAULT 'UNUSED' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"used_order_id" uuid,
	"used_at" timestamp with time zone,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"discount_type" text DEFAULT 'BYUNIT' NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"is_for_all" boolean DEFAULT true NOT NULL,
	"pid_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"claim_code" text,
	"total_quantity" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"discount_minor" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_uses_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"merchant_id" uuid,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"value_minor" bigint DEFAULT 0 NOT NULL,
	"percentage" integer DEFAULT 0 NOT NULL,
	"is_for_all" boolean DEFAULT true NOT NULL,
	"pid_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"per" text DEFAULT 'ORDER' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"per_member_limit" integer,
	"min_spend_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"delivery_type" text NOT NULL,
	"area" text,
	"currency" text NOT NULL,
	"fee_minor" bigint NOT NULL,
	"free_over_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"merchant_name_en" text NOT NULL,
	"merchant_name_zh" text NOT NULL,
	"product_name_en" text NOT NULL,
	"product_name_zh" text NOT NULL,
	"image_url" text,
	"specification" text DEFAULT '' NOT NULL,
	"price_mode" text NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"coupon_discount_minor" bigint DEFAULT 0 NOT NULL,
	"promo_discount_minor" bigint DEFAULT 0 NOT NULL,
	"vip_discount_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"member_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"delivery_type" text NOT NULL,
	"address" jsonb,
	"area" text,
	"pickup_point_id" uuid,
	"pickup_point" jsonb,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_email" text NOT NULL,
	"remark" text,
	"goods_subtotal_minor" bigint NOT NULL,
	"coupon_discount_minor" bigint DEFAULT 0 NOT NULL,
	"promo_discount_minor" bigint DEFAULT 0 NOT NULL,
	"vip_discount_minor" bigint DEFAULT 0 NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"payable_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"promo_code" text,
	"coupon_instance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vip_tier" text,
	"vip_percent" integer,
	"freight" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_cash_on_delivery" boolean DEFAULT false NOT NULL,
	"payment_due_at" timestamp with time zone,
	"logistics_company" text,
	"logistics_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_member_idempotency_key" UNIQUE("member_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" uuid,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"district" text NOT NULL,
	"opening_hours_en" text,
	"opening_hours_zh" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_instances" ADD CONSTRAINT "coupon_instances_offer_id_coupon_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."coupon_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "coupon_instances_member_idx" ON "coupon_instances" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "coupon_instances_offer_member_idx" ON "coupon_instances" USING btree ("offer_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_instances_order_idx" ON "coupon_instances" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX "coupon_offers_merchant_idx" ON "coupon_offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_offers_claim_code_idx" ON "coupon_offers" USING btree ("claim_code") WHERE "coupon_offers"."claim_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_member_idx" ON "promo_code_uses" USING btree ("promo_code_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_codes_merchant_idx" ON "promo_codes" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "freight_rules_merchant_idx" ON "freight_rules" USING btree ("merchant_id","delivery_type");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "order_lines_merchant_idx" ON "order_lines" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_status_idx" ON "orders" USING btree ("member_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_created_idx" ON "orders" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_buyer_phone_idx" ON "orders" USING btree ("buyer_phone");--> statement-breakpoint
CREATE INDEX "pickup_points_kind_idx" ON "pickup_points" USING btree ("kind","merchant_id");