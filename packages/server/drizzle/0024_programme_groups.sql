CREATE TABLE "programme_groups" (
	"institute_id" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"position" integer NOT NULL,
	"years" integer NOT NULL,
	"next_code" text,
	"year_end" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_groups_pkey" PRIMARY KEY("institute_id","code"),
	CONSTRAINT "programme_groups_code_check" CHECK ("programme_groups"."code" ~ '^[a-z][a-z0-9]*$'),
	CONSTRAINT "programme_groups_years_check" CHECK ("programme_groups"."years" between 1 and 9),
	CONSTRAINT "programme_groups_year_end_check" CHECK ("programme_groups"."year_end" in ('transfer', 'review'))
);
--> statement-breakpoint
ALTER TABLE "class_assignments" DROP CONSTRAINT "class_assignments_class_id_check";--> statement-breakpoint
ALTER TABLE "programme_groups" ADD CONSTRAINT "programme_groups_next_fk" FOREIGN KEY ("institute_id","next_code") REFERENCES "public"."programme_groups"("institute_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_class_id_check" CHECK ("class_assignments"."class_id" ~ '^[a-z][a-z0-9]*_[1-9]$');--> statement-breakpoint
-- The seven FACP groups (domain DEFAULT_PROGRAMME_STRUCTURE, issue 29): the spec's three enabled
-- with their nine class codes as before, the other four disabled until the admin enables them.
-- Inserted last first, so every next group exists when it is named.
INSERT INTO "programme_groups" ("code", "name_en", "name_hi", "position", "years", "next_code", "year_end", "enabled") VALUES
	('care', 'Care group', 'केयर ग्रुप', 7, 3, NULL, 'review', false),
	('prevocational2', 'Prevocational-II', 'प्री-वोकेशनल-II', 6, 3, NULL, 'transfer', false),
	('prevocational1', 'Prevocational-I', 'प्री-वोकेशनल-I', 5, 3, 'prevocational2', 'transfer', false),
	('secondary', 'Secondary', 'सेकेंडरी', 4, 3, 'prevocational1', 'transfer', false),
	('primary2', 'Primary-II', 'प्राइमरी-II', 3, 3, 'secondary', 'transfer', true),
	('primary1', 'Primary-I', 'प्राइमरी-I', 2, 3, 'primary2', 'transfer', true),
	('preprimary', 'Preprimary', 'प्री-प्राइमरी', 1, 3, 'primary1', 'transfer', true);
--> statement-breakpoint
-- Issue 28: the groups are each institute's own (0023_institutes), behind the same forced
-- row-level policy as every institute table.
ALTER TABLE "programme_groups" ADD CONSTRAINT "programme_groups_institute_id_fk" FOREIGN KEY ("institute_id") REFERENCES "institutes"("id");--> statement-breakpoint
ALTER TABLE "programme_groups" ALTER COLUMN "institute_id" SET DEFAULT coalesce(nullif(current_setting('pragati.institute_id', true), '')::integer, 1);--> statement-breakpoint
ALTER TABLE "programme_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "programme_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY institute_scope ON "programme_groups"
  USING (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer)
  WITH CHECK (institute_id = nullif(current_setting('pragati.institute_id', true), '')::integer);
