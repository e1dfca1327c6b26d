CREATE TABLE "admin_roles" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
