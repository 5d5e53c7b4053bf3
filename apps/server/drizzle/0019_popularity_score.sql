DROP INDEX "products_status_merchant_popularity_idx";--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "base" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "score" bigint GENERATED ALWAYS AS ("base" + "clicks" * 5 + "impressions" / 20) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_stats_score_idx" ON "product_stats" USING btree ("score" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "products_status_merchant_idx" ON "products" USING btree ("status","merchant_id","id");--> statement-breakpoint
-- Every product gets its stats row now and with every insert, and product_stats.base follows products.popularity, in
-- the writing statement's transaction: the popular sort walks product_stats_score_idx and must see every product.
-- Inserts are handled per statement (one upsert for a bulk load of 100,000 rows); a column list is not allowed with a
-- transition table, so popularity changes are handled per row, only when the value changes.
INSERT INTO "product_stats" ("product_id", "base") SELECT "id", "popularity" FROM "products"
ON CONFLICT ("product_id") DO UPDATE SET "base" = EXCLUDED."base";--> statement-breakpoint
CREATE FUNCTION "product_stats_for_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_stats" ("product_id", "base") SELECT "id", "popularity" FROM "new_products"
  ON CONFLICT ("product_id") DO UPDATE SET "base" = EXCLUDED."base";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_insert_stats" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products"
FOR EACH STATEMENT EXECUTE FUNCTION "product_stats_for_new_products"();--> statement-breakpoint
CREATE FUNCTION "product_stats_follow_popularity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_stats" ("product_id", "base") VALUES (NEW."id", NEW."popularity")
  ON CONFLICT ("product_id") DO UPDATE SET "base" = EXCLUDED."base";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_popularity_stats" AFTER UPDATE OF "popularity" ON "products"
FOR EACH ROW WHEN (OLD."popularity" IS DISTINCT FROM NEW."popularity") EXECUTE FUNCTION "product_stats_follow_popularity"();
