CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unclaimed_idx" ON "files" USING btree ("created_at") WHERE "files"."claimed_at" IS NULL;--> statement-breakpoint
-- Files uploaded before claims existed are kept: the unclaimed-file job only removes uploads made from now on.
UPDATE "files" SET "claimed_at" = "created_at" WHERE "claimed_at" IS NULL;
