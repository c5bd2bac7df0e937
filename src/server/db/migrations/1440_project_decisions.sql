-- The decision record (issue 18, point 5): one current decision per project — the chosen
-- recommended product, or none yet (both product columns null) — with a reason and a review
-- date; and the owner's 1–5 review of the chosen product once that date has come. Reviews are
-- kept for our own product-quality work: no public endpoint and no vendor ever sees them.
CREATE TABLE project_decisions (
  project_id bigint PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  product_id text,
  product_name text,
  reason text NOT NULL DEFAULT '',
  review_date date NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((product_id IS NULL) = (product_name IS NULL)),
  CHECK (char_length(reason) <= 1000)
);

-- One review per decision: a decision is its product and review date, so moving the review date
-- later asks again, and the same answer cannot be stored twice.
CREATE TABLE product_reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  review_date date NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, product_id, review_date)
);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id);

-- The dashboard list shows each project's decision and whether its review is due (migration
-- 0600's cache notifications): any change of a decision, and a review arriving or going, changes it.
CREATE TRIGGER project_decisions_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON project_decisions
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
CREATE TRIGGER product_reviews_notify_changed
  AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION stackwise_notify_projects_changed();
