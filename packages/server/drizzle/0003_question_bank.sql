CREATE TABLE "question_bank_entries" (
	"version_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"question" text NOT NULL,
	CONSTRAINT "question_bank_entries_version_id_position_pk" PRIMARY KEY("version_id","position")
);
--> statement-breakpoint
CREATE TABLE "question_bank_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_bank_entries" ADD CONSTRAINT "question_bank_entries_version_id_question_bank_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."question_bank_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_entries" ADD CONSTRAINT "question_bank_entries_item_id_question_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."question_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_entries_version_item_key" ON "question_bank_entries" USING btree ("version_id","item_id");--> statement-breakpoint
CREATE INDEX "question_bank_entries_item_idx" ON "question_bank_entries" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_versions_list_key" ON "question_bank_versions" USING btree ("section","category","version");