-- Signature nonces and rate-limit counters are written on every API request and live for minutes: as unlogged
-- tables they skip the write-ahead log and its fsync on each commit (measured: the per-request nonce insert was the
-- throughput ceiling). A crash empties them, which at worst re-opens a few minutes' replay window and resets limits.
ALTER TABLE "signature_nonces" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
