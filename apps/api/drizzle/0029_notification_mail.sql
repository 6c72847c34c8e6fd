CREATE TABLE "notification_mail_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	CONSTRAINT "notification_mail_settings_frequency_check" CHECK ("notification_mail_settings"."frequency" in ('each', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_state" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_mail_settings" ADD CONSTRAINT "notification_mail_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."mail_state" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_mail_state_check" CHECK ("notifications"."mail_state" in ('pending', 'sent', 'failed'));