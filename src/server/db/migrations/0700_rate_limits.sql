-- Rate-limit windows shared by every instance (auth, project creation, public forms), so N
-- instances enforce one limit rather than N. One row per (limit, client): the hits of its
-- current window, which opens with its first hit. Unlogged: losing counters in a crash is fine.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  window_ends timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);
