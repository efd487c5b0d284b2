ALTER TABLE "payments" ADD COLUMN "refund_due_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was refunded through a provider so far is what was owed so far.
UPDATE "payments" SET "refund_due_paise" = "refunded_paise";--> statement-breakpoint
-- A cancelled order paid online counted only its wallet part as refunded: it now counts both parts.
UPDATE "orders" o SET "refunded_paise" = LEAST(o."wallet_paid_paise" + o."payable_paise", o."refunded_paise" + p."refunded_paise")
FROM "payments" p
WHERE p."order_id" = o."id" AND p."refunded_paise" > 0 AND o."payment_method" = p."gateway" AND o."payment_status" IN ('PAID', 'REFUNDED') AND o."order_status_id" = 6;
