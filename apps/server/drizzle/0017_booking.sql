-- btree_gist lets the exclusion constraint below compare adviser_id (=) next to the range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "adviser_days_off" (
	"adviser_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	CONSTRAINT "adviser_days_off_adviser_id_day_pk" PRIMARY KEY("adviser_id","day")
);
--> statement-breakpoint
CREATE TABLE "advisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"headline" jsonb NOT NULL,
	"email" text NOT NULL,
	"languages" text[] NOT NULL,
	"call_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 10 NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisers_call_check" CHECK ("advisers"."call_minutes" > 0 AND "advisers"."buffer_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"member_id" uuid NOT NULL,
	"adviser_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocks_until" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, blocks_until, '[)')) STORED,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"time_zone" text NOT NULL,
	"topic" text,
	"room_name" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"adviser_notes" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"outcome_at" timestamp with time zone,
	"outcome_by" uuid,
	"reminded24_for" timestamp with time zone,
	"reminded1_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_span_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at" AND "bookings"."blocks_until" >= "bookings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "company_email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "company_email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "adviser_days_off" ADD CONSTRAINT "adviser_days_off_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisers_member_idx" ON "advisers" USING btree ("member_id") WHERE "advisers"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_adviser_idx" ON "bookings" USING btree ("adviser_id","starts_at");--> statement-breakpoint
-- Two live bookings of one adviser never overlap (call + buffer): PostgreSQL refuses the second of two racing inserts.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("adviser_id" WITH =, "during" WITH &&) WHERE ("status" <> 'CANCELLED');
