-- The product's own user record (spec section 7: /api/users/me, /api/auth/oauth-callback),
-- for embedded and hosted auth alike. Keyed by the auth user's id (the token's `sub`).
CREATE TABLE app_users (
  id uuid PRIMARY KEY,
  email text,
  name text,
  provider text NOT NULL DEFAULT 'email',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
