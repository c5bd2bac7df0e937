-- Projects, their questionnaire and results, and what a user may spend on them.
CREATE TABLE projects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id text NOT NULL,
  name text NOT NULL,
  country text NOT NULL,
  industry text NOT NULL,
  employee_count text NOT NULL,
  software_category text NOT NULL,
  affected_teams jsonb NOT NULL DEFAULT '[]'::jsonb,
  business_needs text NOT NULL,
  status text NOT NULL DEFAULT 'created',
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX projects_owner_created_idx ON projects (owner_id, created_at DESC);

CREATE TABLE questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position integer NOT NULL,
  category text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  options jsonb NOT NULL,
  -- What the answer means to the engine (dimension + vocabulary), so every option can be scored.
  dimension text NOT NULL,
  UNIQUE (project_id, position)
);

CREATE TABLE answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  selected_option text NOT NULL,
  additional_comments text,
  importance text NOT NULL DEFAULT 'nice-to-have',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (question_id)
);
CREATE INDEX answers_project_idx ON answers (project_id);

CREATE TABLE recommendations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  rank integer NOT NULL,
  product_id text NOT NULL,
  software_name text NOT NULL,
  match_score integer NOT NULL CHECK (match_score BETWEEN 0 AND 100),
  description text NOT NULL,
  is_top_recommendation boolean NOT NULL DEFAULT false,
  key_features jsonb NOT NULL DEFAULT '[]'::jsonb,
  pricing jsonb NOT NULL,
  implementation jsonb NOT NULL,
  considerations jsonb NOT NULL,
  -- Requirement verdicts, costs and sources: the "why" behind the score.
  analysis jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, rank)
);

CREATE TABLE project_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  software_name text NOT NULL,
  reasons jsonb NOT NULL,
  UNIQUE (project_id, product_id)
);

-- Every grant and every use of a project credit is a row; the balance is their sum.
-- (reason, reference) is unique so a payment or a project is never counted twice.
CREATE TABLE credit_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reason, reference)
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at);

CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  provider_subscription_id text NOT NULL UNIQUE,
  provider_customer_id text,
  price_id text,
  status text NOT NULL,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);
