import { Migration } from '@mikro-orm/migrations';

export class Migration20261122011107 extends Migration {
  override async up(): Promise<void> {
    // Background jobs (server/jobs) and the mail outbox (server/mail). The trigger below is not generated
    // from the entities: keep it if this migration is ever regenerated. Every insert into job sends
    // NOTIFY job_queued, delivered when the inserting transaction commits, so that listening workers on
    // PostgreSQL wake up at once (server/jobs/job-worker.ts JOB_CHANNEL); on the embedded database
    // nobody listens and workers poll.
    this.addSql(
      `create table "job" ("id" serial primary key, "type" varchar(100) not null, "payload" jsonb not null, "state" varchar(20) not null default 'pending', "run_at" timestamptz not null default now(), "attempts" int not null default 0, "max_attempts" int not null default 5, "last_error" text null, "locked_until" timestamptz null, "locked_by" varchar(100) null, "unique_key" varchar(200) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "finished_at" timestamptz null);`,
    );
    this.addSql(`alter table "job" add constraint "job_unique_key_unique" unique ("unique_key");`);
    this.addSql(`create index "job_state_run_at_index" on "job" ("state", "run_at");`);
    this.addSql(
      `create or replace function "job_notify_queued"() returns trigger language plpgsql as $$ begin perform pg_notify('job_queued', ''); return null; end $$;`,
    );
    this.addSql(`create trigger "job_queued" after insert on "job" for each statement execute function "job_notify_queued"();`);

    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "job_id" int null, "recipients" text not null, "sender" varchar(320) not null, "reply_to" varchar(320) null, "subject" text not null, "html" text not null, "text" text not null, "template" varchar(100) not null, "language" varchar(10) not null, "status" text check ("status" in ('stored', 'sent', 'failed')) not null, "error" text null, "sent_at" timestamptz null, "message_id" varchar(500) null);`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_job_id_unique" unique ("job_id");`);
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "job" cascade;`);
    this.addSql(`drop function if exists "job_notify_queued"();`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
