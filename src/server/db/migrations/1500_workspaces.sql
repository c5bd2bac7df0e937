-- Workspaces (issue 19): a managed service provider's team, its client companies and its brand.
--
-- Every account has its own workspace whose id is the account's id. Rows that were owned by a user
-- (projects.owner_id, credit_ledger.user_id, subscriptions.user_id, share_links.owner_id) are
-- therefore already owned by a workspace, with no data to move: those columns now name the
-- workspace that owns the row. Colleagues join a workspace as members; the workspace's credits and
-- Unlimited plan are theirs to use.
CREATE TABLE workspaces (
  id text PRIMARY KEY,
  name text NOT NULL DEFAULT '' CHECK (char_length(name) <= 120),
  -- Branding used on the PDF, the shared page and the executive summary ("Prepared by …").
  brand_name text NOT NULL DEFAULT '' CHECK (char_length(brand_name) <= 120),
  brand_accent text CHECK (brand_accent ~ '^#[0-9a-f]{6}$'),
  brand_contact text NOT NULL DEFAULT '' CHECK (char_length(brand_contact) <= 200),
  brand_logo bytea,
  brand_logo_type text CHECK (brand_logo_type IN ('image/png', 'image/svg+xml')),
  -- The logo's public address is /api/logos/<key>: a random key, new with every upload, so a
  -- shared page never shows the workspace's id (an account id) and caches never serve an old logo.
  brand_logo_key text UNIQUE,
  show_made_with boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((brand_logo IS NULL) = (brand_logo_type IS NULL) AND (brand_logo IS NULL) = (brand_logo_key IS NULL))
);

CREATE TABLE workspace_members (
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX workspace_members_user_idx ON workspace_members (user_id);

-- Invitations by email: only the SHA-256 of the link's token is stored. One open invitation per
-- address and workspace; accepted, revoked and expired ones stay as the workspace's history.
CREATE TABLE workspace_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (char_length(email) <= 320),
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by text,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX workspace_invitations_open_idx ON workspace_invitations (workspace_id, lower(email))
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- The workspace the account last chose (null: its own).
ALTER TABLE app_users ADD COLUMN active_workspace_id text;

-- Client companies of a workspace. A project may belong to one; deleting a client keeps its
-- projects (they become the workspace's own).
CREATE TABLE clients (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  country text NOT NULL,
  industry text NOT NULL,
  employee_count text NOT NULL,
  notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX clients_workspace_name_idx ON clients (workspace_id, lower(name));

ALTER TABLE projects ADD COLUMN client_id bigint REFERENCES clients (id) ON DELETE SET NULL;
CREATE INDEX projects_client_idx ON projects (client_id) WHERE client_id IS NOT NULL;

-- Every existing owner gets its own workspace, and every existing account is its owner.
INSERT INTO workspaces (id)
  SELECT id::text FROM app_users
  UNION SELECT owner_id FROM projects
  UNION SELECT user_id FROM credit_ledger
  UNION SELECT user_id FROM subscriptions
  ON CONFLICT DO NOTHING;
INSERT INTO workspace_members (workspace_id, user_id, role)
  SELECT id::text, id::text, 'owner' FROM app_users
  ON CONFLICT DO NOTHING;

-- The dashboard list shows each project's client name (migration 0600's cache notifications).
CREATE FUNCTION stackwise_notify_client_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stackwise_changes', 'projects:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END);
  RETURN NULL;
END
$$;
CREATE TRIGGER clients_notify_changed
  AFTER UPDATE OR DELETE ON clients
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_client_changed();
