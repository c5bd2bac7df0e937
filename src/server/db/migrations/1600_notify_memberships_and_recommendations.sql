-- Two more read caches kept exact by the change feed (ADR 008, ADR 013):
-- 'membership:<user id>' when the workspace a user works in may have changed (a membership added,
-- changed or removed, the chosen workspace switched, the account deleted), and
-- 'recommendations:<project id>' when a project's recommendations, owner or status change.

-- (PL/pgSQL resolves every field named in a function against the row, so one function per table.)
CREATE FUNCTION stackwise_notify_member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('stackwise_changes', 'membership:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('stackwise_changes', 'membership:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION stackwise_notify_user_workspace_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stackwise_changes', 'membership:' || OLD.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER workspace_members_notify_membership
  AFTER INSERT OR UPDATE OR DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_member_row_changed();
CREATE TRIGGER app_users_notify_membership
  AFTER UPDATE OF active_workspace_id OR DELETE ON app_users
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_user_workspace_changed();

CREATE FUNCTION stackwise_notify_recommendations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'projects' THEN
    PERFORM pg_notify('stackwise_changes', 'recommendations:' || OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('stackwise_changes', 'recommendations:' || OLD.project_id::text);
  ELSE
    PERFORM pg_notify('stackwise_changes', 'recommendations:' || NEW.project_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER recommendations_notify_rows
  AFTER INSERT OR UPDATE OR DELETE ON recommendations
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_recommendations_changed();
-- A project's status too: a re-run moves it out of 'completed' (only completed projects' lists
-- are kept), and the worker writes the new rows and 'completed' in one transaction.
CREATE TRIGGER projects_notify_recommendations_owner
  AFTER UPDATE OF owner_id, status OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_recommendations_changed();
