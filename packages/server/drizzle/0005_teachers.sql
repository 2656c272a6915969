CREATE TABLE "class_assignments" (
	"class_id" text PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_assignments_class_id_check" CHECK ("class_assignments"."class_id" in ('preprimary_1', 'preprimary_2', 'preprimary_3', 'primary1_1', 'primary1_2', 'primary1_3', 'primary2_1', 'primary2_2', 'primary2_3'))
);
--> statement-breakpoint
CREATE TABLE "pending_teachers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_key" text NOT NULL,
	"teacher_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"class_ids" text[] NOT NULL,
	"msg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_account_id" integer NOT NULL,
	"teacher_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_account_id_users_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_assignments_teacher_idx" ON "class_assignments" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_teachers_upload_key" ON "pending_teachers" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "pending_teachers_teacher_id_idx" ON "pending_teachers" USING btree (lower("teacher_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_teacher_id_key" ON "teachers" USING btree (lower("teacher_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_key" ON "teachers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_user_account_key" ON "teachers" USING btree ("user_account_id");