-- Issue 17: a project creation was nine round trips (rate limit, BEGIN, credit lock, signup grant,
-- eligibility, insert, ledger, job, COMMIT), each about a millisecond of network and syscalls, and
-- the pool connection stayed checked out for all of them. These functions do the same work inside
-- the database, so a creation is one statement. The rules are unchanged (docs/decisions/014): the
-- caller passes the limits, the rate-limit key and the job kind; the ledger reasons and the job's
-- dedupe key are the same literals credits.service.ts and retryProject use.

-- One hit on a fixed-window rate limit (the upsert rate-limit.ts used to send itself): the
-- window's hit count, and the seconds until it ends.
CREATE FUNCTION stackwise_rate_limit_hit(p_key text, p_window_secs double precision,
  OUT o_hits integer, OUT o_remaining double precision) LANGUAGE sql AS $$
  INSERT INTO rate_limits AS r (key, window_ends, hits)
  VALUES (p_key, now() + make_interval(secs => p_window_secs), 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
    window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends ELSE r.window_ends END
  RETURNING hits, extract(epoch from (window_ends - now()))::double precision
$$;

-- Whether a subscription row lets its owner create projects without credits: active or trialing
-- inside its period (or with none), or cancelled but still inside the period already paid for.
-- Mirrors isSubscriptionActive in credits.service.ts; a test holds the two to the same answers.
CREATE FUNCTION stackwise_subscription_active(p_status text, p_period_end timestamptz) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_status IN ('active', 'trialing') THEN p_period_end IS NULL OR p_period_end > now()
    WHEN p_status = 'canceled' THEN p_period_end IS NOT NULL AND p_period_end > now()
    ELSE false
  END
$$;

-- The whole creation. Outcomes: 'created' (with the new id, its timestamp and the client's name),
-- 'rate_limited', 'client_not_found', 'payment_required'. A refusal keeps the rate-limit hit (as
-- before: an attempt is an attempt) and changes nothing else. PL/pgSQL runs each statement with a
-- fresh snapshot, so the balance is read after the per-owner lock is held: two concurrent
-- creations can never spend one credit twice.
CREATE FUNCTION stackwise_create_project(
  p_owner text, p_rate_key text, p_rate_max integer, p_rate_window_secs double precision,
  p_free_credits integer, p_job_kind text, p_client_id bigint,
  p_name text, p_country text, p_industry text, p_employee_count text, p_software_category text,
  p_affected_teams jsonb, p_business_needs text,
  OUT o_outcome text, OUT o_project_id bigint, OUT o_created_at timestamptz, OUT o_client_name text)
  LANGUAGE plpgsql AS $$
DECLARE
  v_hits integer;
  v_subscribed boolean;
  v_credits bigint;
BEGIN
  SELECT o_hits INTO v_hits FROM stackwise_rate_limit_hit(p_rate_key, p_rate_window_secs);
  IF v_hits > p_rate_max THEN
    o_outcome := 'rate_limited';
    RETURN;
  END IF;

  IF p_client_id IS NOT NULL THEN
    SELECT c.name INTO o_client_name FROM clients c WHERE c.id = p_client_id AND c.workspace_id = p_owner;
    IF NOT FOUND THEN
      o_outcome := 'client_not_found';
      RETURN;
    END IF;
  END IF;

  -- One owner's creations queue here: the balance below is read by one of them at a time.
  PERFORM pg_advisory_xact_lock(hashtextextended('credits:' || p_owner, 0));
  IF p_free_credits > 0 THEN
    INSERT INTO credit_ledger (user_id, delta, reason, reference)
    VALUES (p_owner, p_free_credits, 'signup-grant', p_owner)
    ON CONFLICT DO NOTHING;
  END IF;

  SELECT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = p_owner
                   AND stackwise_subscription_active(s.status, s.current_period_end))
    INTO v_subscribed;
  IF NOT v_subscribed THEN
    SELECT coalesce(sum(l.delta), 0) INTO v_credits FROM credit_ledger l WHERE l.user_id = p_owner;
    IF v_credits <= 0 THEN
      o_outcome := 'payment_required';
      RETURN;
    END IF;
  END IF;

  INSERT INTO projects (owner_id, client_id, name, country, industry, employee_count, software_category,
                        affected_teams, business_needs, status)
  VALUES (p_owner, p_client_id, p_name, p_country, p_industry, p_employee_count, p_software_category,
          p_affected_teams, p_business_needs, 'created')
  RETURNING projects.id, projects.created_at INTO o_project_id, o_created_at;

  IF NOT v_subscribed THEN
    INSERT INTO credit_ledger (user_id, delta, reason, reference)
    VALUES (p_owner, -1, 'project-create', o_project_id::text)
    ON CONFLICT DO NOTHING;
  END IF;

  INSERT INTO jobs (kind, payload, dedupe_key, max_attempts)
  VALUES (p_job_kind, jsonb_build_object('projectId', o_project_id), 'questions:' || o_project_id::text, 3)
  ON CONFLICT (dedupe_key) WHERE status IN ('queued', 'running') DO NOTHING;

  o_outcome := 'created';
END
$$;
