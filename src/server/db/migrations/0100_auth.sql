-- Accounts of the embedded auth server (/auth/v1, GoTrue-compatible). Unused in hosted-Supabase
-- mode, where the hosted project keeps its own users.
CREATE TABLE auth_users (
  id uuid PRIMARY KEY,
  aud text NOT NULL DEFAULT 'authenticated',
  role text NOT NULL DEFAULT 'authenticated',
  -- Stored lower-cased; unique among users that have one.
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  -- A requested email change waiting for confirmation from the new address.
  email_change text,
  email_change_sent_at timestamptz,
  magic_link_sent_at timestamptz,
  last_sign_in_at timestamptz,
  app_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  banned_until timestamptz,
  is_anonymous boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_users_email_key ON auth_users (email) WHERE email IS NOT NULL;
CREATE INDEX auth_users_created_idx ON auth_users (created_at, id);

-- How a user signs in: "email" (provider_id = user id) or an OAuth provider's subject.
CREATE TABLE auth_identities (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_id text NOT NULL,
  identity_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_id)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- One row per signed-in device. The refresh token encodes (session id, counter) with an HMAC
-- under refresh_key, so one session is one token family and revoking means deleting the row.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1',
  factor_id uuid,
  amr jsonb NOT NULL DEFAULT '[]'::jsonb,
  refresh_key text NOT NULL,
  refresh_counter bigint NOT NULL DEFAULT 0,
  -- Tokens below this counter were issued before an MFA step-up and can never refresh again.
  refresh_floor bigint NOT NULL DEFAULT 0,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- PKCE flows (email links and OAuth) and OAuth round trips (state, nonce, our own verifier).
CREATE TABLE auth_flow_states (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES auth_users (id) ON DELETE CASCADE,
  auth_code text UNIQUE,
  auth_code_issued_at timestamptz,
  code_challenge text,
  code_challenge_method text,
  provider_type text NOT NULL,
  authentication_method text NOT NULL,
  redirect_to text,
  oidc_nonce text,
  oidc_code_verifier text,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Email links and codes. Only a SHA-256 of the link token is kept.
CREATE TABLE auth_one_time_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  token_type text NOT NULL,
  token_digest text NOT NULL,
  relates_to text NOT NULL,
  flow_state_id uuid REFERENCES auth_flow_states (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, token_type)
);
CREATE INDEX auth_one_time_tokens_digest_idx ON auth_one_time_tokens (token_digest);

CREATE TABLE auth_mfa_factors (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL,
  status text NOT NULL DEFAULT 'unverified',
  secret text NOT NULL,
  last_challenged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_mfa_factors_name_key ON auth_mfa_factors (user_id, friendly_name) WHERE friendly_name IS NOT NULL AND friendly_name <> '';
CREATE INDEX auth_mfa_factors_user_idx ON auth_mfa_factors (user_id);

CREATE TABLE auth_mfa_challenges (
  id uuid PRIMARY KEY,
  factor_id uuid NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
