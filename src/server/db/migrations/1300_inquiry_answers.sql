-- Operators answer consultation requests and contact messages with `npm run inquiries`: the
-- reply sent (or a note that it was handled another way) and when. Open = answered_at IS NULL.
ALTER TABLE consultation_requests ADD COLUMN answer text, ADD COLUMN answered_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN answer text, ADD COLUMN answered_at timestamptz;
CREATE INDEX consultation_requests_open_idx ON consultation_requests (created_at) WHERE answered_at IS NULL;
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at) WHERE answered_at IS NULL;
