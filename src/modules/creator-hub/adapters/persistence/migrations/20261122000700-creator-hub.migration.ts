import { Migration } from '@mikro-orm/migrations';

export class CreatorHubMigration20261122000700 extends Migration {
  override name = '20261122000700-creator-hub';

  override up(): void {
    this.addSql(`
      CREATE TABLE sponsorship_application (
        id uuid PRIMARY KEY,
        applicant_id uuid NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        platforms jsonb NOT NULL,
        content text NOT NULL,
        audience text NULL,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reviewed_by uuid NULL,
        reviewed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX sponsorship_application_status_idx ON sponsorship_application (status, created_at DESC)`);
    this.addSql(`CREATE INDEX sponsorship_application_applicant_idx ON sponsorship_application (applicant_id, created_at DESC)`);
    this.addSql(`
      CREATE TABLE creator_data_cache (
        key text PRIMARY KEY,
        payload jsonb NOT NULL,
        source text NOT NULL CHECK (source IN ('live', 'sample')),
        fetched_at timestamptz NOT NULL DEFAULT now(),
        last_error text NULL,
        last_error_at timestamptz NULL
      )`);
    this.addSql(`
      CREATE TABLE scheduled_job_run (
        job text PRIMARY KEY,
        last_run_at timestamptz NOT NULL
      )`);
    // The hub's featured creators and content: rows, not constants in screen code.
    this.addSql(`
      CREATE TABLE featured_creator (
        position integer PRIMARY KEY,
        platform text NOT NULL CHECK (platform IN ('youtube', 'instagram', 'tiktok')),
        handle text NOT NULL,
        display_name text NOT NULL,
        profile_url text NOT NULL,
        is_sponsored boolean NOT NULL DEFAULT true
      )`);
    this.addSql(`
      CREATE TABLE featured_content (
        position integer PRIMARY KEY,
        platform text NOT NULL CHECK (platform IN ('youtube', 'tiktok')),
        reference text NOT NULL,
        is_sponsored boolean NOT NULL DEFAULT false,
        is_featured boolean NOT NULL DEFAULT true
      )`);
    this.addSql(`
      INSERT INTO featured_creator (position, platform, handle, display_name, profile_url) VALUES
        (1, 'youtube', 'gracenotesworship', 'Grace Notes Worship', 'https://www.youtube.com/@gracenotesworship'),
        (2, 'instagram', 'dailybreadpages', 'Daily Bread Pages', 'https://www.instagram.com/dailybreadpages/'),
        (3, 'tiktok', 'hopeinmotion', 'Hope in Motion', 'https://www.tiktok.com/@hopeinmotion')`);
    this.addSql(`
      INSERT INTO featured_content (position, platform, reference, is_sponsored, is_featured) VALUES
        (1, 'youtube', 'https://www.youtube.com/watch?v=FcGrcNotes1', true, true),
        (2, 'youtube', 'https://www.youtube.com/watch?v=FcGrcNotes2', true, true),
        (3, 'tiktok', 'hopeinmotion', false, true)`);
  }
}
