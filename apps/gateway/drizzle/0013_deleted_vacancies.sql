CREATE TABLE "deleted_vacancies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
