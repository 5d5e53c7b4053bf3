DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_status_published_idx";--> statement-breakpoint
CREATE INDEX "contents_status_kind_published_idx" ON "contents" USING btree ("status","kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_merchant_published_idx" ON "contents" USING btree ("merchant_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_status_retail_idx" ON "products" USING btree ("status","retail_price_minor","id");--> statement-breakpoint
CREATE INDEX "products_status_wholesale_idx" ON "products" USING btree ("status","wholesale_price_minor","id") WHERE "products"."wholesale_price_minor" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_status_published_idx" ON "products" USING btree ("category_id","status","published_at");--> statement-breakpoint
CREATE INDEX "products_status_published_idx" ON "products" USING btree ("status","published_at" DESC NULLS LAST,"id");