ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "left_reason" text;