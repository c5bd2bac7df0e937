-- "Report a wrong fact": what a signed-in user says is wrong about a catalog product. An
-- operator lists and closes them (npm run catalog:reports). Removed with the reporter's account.
CREATE TABLE catalog_fact_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reporter_id text NOT NULL,
  product_id text NOT NULL,
  fact text NOT NULL,
  correction text NOT NULL,
  link text,
  status text NOT NULL DEFAULT 'open',
  resolution text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX catalog_fact_reports_open_idx ON catalog_fact_reports (created_at) WHERE status = 'open';
CREATE INDEX catalog_fact_reports_reporter_idx ON catalog_fact_reports (reporter_id);
