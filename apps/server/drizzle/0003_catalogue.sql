-- Trigram matching for catalogue search (trusted extension since PostgreSQL 13; PGlite loads it at start).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"subtitle_en" text,
	"subtitle_zh" text,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base_symbol" text NOT NULL,
	"tar_symbol" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_base_symbol_tar_symbol_pk" PRIMARY KEY("base_symbol","tar_symbol")
);
--> statement-breakpoint
CREATE TABLE "product_stats" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"product_id" uuid,
	"merchant_id" uuid,
	"product_name" text NOT NULL,
	"product_code" text,
	"specification" text,
	"quantity" integer NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"remark" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_target_type_target_id_pk" PRIMARY KEY("member_id","target_type","target_id")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "is_featured_brand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD CONSTRAINT "product_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_placement_idx" ON "ads" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "special_orders_merchant_idx" ON "special_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "special_orders_member_idx" ON "special_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "favourites_member_created_idx" ON "favourites" USING btree ("member_id","target_type","created_at");--> statement-breakpoint
CREATE INDEX "merchants_search_trgm_idx" ON "merchants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);