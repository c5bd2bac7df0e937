-- Read-only links to a project's results (issue 18, point 3). Only the SHA-256 of the token is
-- kept: whoever reads this table cannot open a link. A revoked link keeps its row (revoked_at)
-- so its visitors are told it was revoked, not that it never existed. Removed with the project
-- (cascade) and with the owner's account.
CREATE TABLE share_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_opened_at timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX share_links_project_idx ON share_links (project_id, created_at DESC);
CREATE INDEX share_links_owner_idx ON share_links (owner_id);
