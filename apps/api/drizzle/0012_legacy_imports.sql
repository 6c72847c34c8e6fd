CREATE TABLE "legacy_imports" (
	"kind" text NOT NULL,
	"legacy_id" integer NOT NULL,
	"new_id" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_imports_kind_legacy_id_pk" PRIMARY KEY("kind","legacy_id")
);
