-- GET /auth/v1/reauthenticate emails a code (the nonce) that proves it is the user before a
-- password change; like every auth email it has a per-user minimum interval.
ALTER TABLE auth_users ADD COLUMN reauthentication_sent_at timestamptz;
