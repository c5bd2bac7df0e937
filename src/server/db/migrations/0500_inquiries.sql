-- Messages from the public site: consultation requests from the Pro page (when no booking
-- widget is configured) and messages from the contact page. Both are emailed to the operator;
-- email_status records whether that worked, so nothing is lost when mail is down.
CREATE TABLE consultation_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  company text,
  preferred_times text,
  message text,
  email_status text NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed', 'not_configured')),
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_requests_created_idx ON consultation_requests (created_at DESC);

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL CHECK (topic IN ('general', 'privacy', 'billing', 'pro')),
  message text NOT NULL,
  email_status text NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'sent', 'failed', 'not_configured')),
  emailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
