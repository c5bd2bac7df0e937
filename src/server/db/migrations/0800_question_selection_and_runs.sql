-- Single-choice questions (budget, timeline, volumes, kind of software), and a record of each
-- analysis run of a project, so an edited and re-run questionnaire can show what changed.
ALTER TABLE questions ADD COLUMN selection text NOT NULL DEFAULT 'multiple';
UPDATE questions SET selection = 'single' WHERE dimension IN ('budget', 'timeline');

CREATE TABLE recommendation_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  run integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- What eliminated which products, and the closest ones (shown when nothing qualifies).
  elimination jsonb NOT NULL,
  -- The recommended products of the run: id, name, score, monthly cost, currency.
  snapshot jsonb NOT NULL,
  UNIQUE (project_id, run)
);
