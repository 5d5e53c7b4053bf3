CREATE TABLE "assistant_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assistant_exchanges_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"locale" text NOT NULL,
	"mode" text NOT NULL,
	"notice" text,
	"citations" jsonb NOT NULL,
	"follow_ups" jsonb NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"topic" text NOT NULL,
	"url" text NOT NULL,
	"question_en" text NOT NULL,
	"question_zh_cn" text NOT NULL,
	"question_zh_tw" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_zh_cn" text NOT NULL,
	"answer_zh_tw" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_faqs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "assistant_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"question_en" text NOT NULL,
	"question_zh_cn" text NOT NULL,
	"question_zh_tw" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_usage" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_usage_subject_day_pk" PRIMARY KEY("subject","day"),
	CONSTRAINT "assistant_usage_questions_check" CHECK ("assistant_usage"."questions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"locale" text NOT NULL,
	"topic" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"terms" text[] NOT NULL,
	"title_terms" text[] NOT NULL,
	"term_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_exchanges" ADD CONSTRAINT "assistant_exchanges_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_conversations_member_idx" ON "assistant_conversations" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_exchanges_conversation_idx" ON "assistant_exchanges" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "assistant_suggestions_topic_idx" ON "assistant_suggestions" USING btree ("topic","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_passages_key_idx" ON "knowledge_passages" USING btree ("source_key","locale");--> statement-breakpoint
CREATE INDEX "knowledge_passages_terms_idx" ON "knowledge_passages" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "knowledge_passages_source_idx" ON "knowledge_passages" USING btree ("source","locale");