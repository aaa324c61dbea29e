-- Image variants made ahead (issue 26, api/JOBS.md "Images"): every size and format the pages ask
-- for, made by the job queue when a picture is stored and served from here, so no visitor waits on
-- an encoder and a restart or a second replica finds them. In the database, not on disk: replicas
-- share it without a shared volume, PGlite and PostgreSQL alike, and a deleted picture takes its
-- variants with it (on delete cascade) in the same transaction.
create table image_variants (
  image_id integer not null references images (id) on delete cascade,
  -- The proxy's normalised options, e.g. `w112-h112-cover-q75.webp-v1` (image-params.ts variantKey).
  variant text not null check (length(variant) between 1 and 100),
  content_type text not null check (content_type in ('image/avif', 'image/webp', 'image/jpeg', 'image/png')),
  body bytea not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null default now(),
  primary key (image_id, variant)
);

-- Which role a picture has (logo, cover, photo) decides its variants; these answer it by image id.
create index companies_logo_image_idx on companies (logo_image_id) where logo_image_id is not null;
create index companies_cover_image_idx on companies (cover_image_id) where cover_image_id is not null;
create index company_photos_image_idx on company_photos (image_id);
