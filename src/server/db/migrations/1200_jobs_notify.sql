-- Workers sleep until a job is queued: each new job is announced on the change channel, so a
-- worker in any process wakes at once instead of polling the table every quarter second.
CREATE FUNCTION stackwise_notify_job_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stackwise_changes', 'jobs:' || NEW.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_notify_queued
  AFTER INSERT ON jobs
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_job_queued();
