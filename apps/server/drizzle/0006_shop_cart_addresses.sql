CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"area" text NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"detail" text NOT NULL,
	"remarks" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_mode" text DEFAULT 'retail' NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_member_product_spec_key" UNIQUE("member_id","product_id","specification")
);
--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("member_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "cart_items_member_idx" ON "cart_items" USING btree ("member_id","created_at");