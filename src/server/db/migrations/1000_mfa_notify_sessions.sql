-- Two-factor is enforced on every API call (a user with a verified factor needs an aal2 token),
-- and each instance caches per session whether its user has one. A factor that is added,
-- verified or removed changes that for every session of the user: tell each instance.
CREATE FUNCTION stackwise_notify_factor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid uuid;
BEGIN
  uid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  PERFORM pg_notify('stackwise_changes', 'session:' || s.id::text) FROM auth_sessions s WHERE s.user_id = uid;
  RETURN NULL;
END
$$;

CREATE TRIGGER auth_mfa_factors_notify_changed
  AFTER INSERT OR UPDATE OF status OR DELETE ON auth_mfa_factors
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_factor_changed();
