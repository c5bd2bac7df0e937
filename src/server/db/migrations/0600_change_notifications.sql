-- Change notifications for the per-instance read caches (ADR 008). Every instance LISTENs on
-- stackwise_changes; a row change here tells each of them which cached entry is now wrong.
-- Payloads: 'session:<id>' when a session ends (sign-out, revocation, user deleted), and
-- 'projects:<owner id>' when anything the dashboard list shows of that owner changes.
-- Identical notifications within one transaction reach listeners once (PostgreSQL folds them).

CREATE FUNCTION stackwise_notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stackwise_changes', 'session:' || OLD.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER auth_sessions_notify_ended
  AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_session_ended();

CREATE FUNCTION stackwise_notify_projects_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    owner := CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END;
  ELSIF TG_OP = 'DELETE' THEN
    -- During a project's cascade delete the parent is already gone: its own row notified.
    SELECT p.owner_id INTO owner FROM projects p WHERE p.id = OLD.project_id;
  ELSE
    SELECT p.owner_id INTO owner FROM projects p WHERE p.id = NEW.project_id;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('stackwise_changes', 'projects:' || owner);
  END IF;
  RETURN NULL;
END
$$;

-- The list shows each project's fields and status, and how many questions, answers and
-- recommendations it has: inserts and deletes change those counts, updates of them do not.
CREATE TRIGGER projects_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
CREATE TRIGGER questions_notify_changed
  AFTER INSERT OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
CREATE TRIGGER answers_notify_changed
  AFTER INSERT OR DELETE ON answers
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
CREATE TRIGGER recommendations_notify_changed
  AFTER INSERT OR DELETE ON recommendations
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
