ALTER TABLE "referrals" ADD COLUMN "referred_reward_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_phone" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "kind" text DEFAULT 'WALLET' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
CREATE INDEX "referrals_referrer_user_id_index" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "referrals_referred_phone_index" ON "referrals" USING btree ("referred_phone");--> statement-breakpoint
CREATE INDEX "referrals_device_id_index" ON "referrals" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_order_unique" ON "rewards" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";