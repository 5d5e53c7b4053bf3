-- The per-member summary row gives way to the timeline of periods: a membership held today carries over as a staff
-- grant from when it was written to its end, and each plan keeps the VIP discount the code applied so far.
INSERT INTO "membership_periods" ("member_id", "tier", "starts_at", "ends_at", "source", "reason")
SELECT "member_id", "tier", LEAST("created_at", now()), "valid_until", 'GRANT', 'carried over from member_memberships'
FROM "member_memberships" WHERE "valid_until" > now();--> statement-breakpoint
UPDATE "membership_plans" SET "vip_discount_percent" = CASE "tier" WHEN 'SILVER' THEN 2 WHEN 'GOLD' THEN 5 WHEN 'PLATINUM' THEN 10 ELSE 0 END;--> statement-breakpoint
DROP TABLE "member_memberships" CASCADE;
