ALTER TABLE "orders" ADD COLUMN "kitchen_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promise_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promise_extension_reason" text;--> statement-breakpoint
-- Orders accepted before the promise existed: their ETA was the promise.
UPDATE "orders" SET "promised_at" = "eta_at", "first_promised_at" = "eta_at", "kitchen_started_at" = "accepted_at" WHERE "eta_at" IS NOT NULL;