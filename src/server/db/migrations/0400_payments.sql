-- Payments: what we asked a provider to charge, and which provider customer is which user.
-- Credits themselves live in credit_ledger (reason 'purchase', reference = payment intent id).
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  -- A payment intent id (one-time project) or an invoice id (subscription period).
  provider_payment_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('project_credit', 'subscription_invoice')),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  succeeded_at timestamptz,
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

CREATE TABLE payment_customers (
  user_id text NOT NULL,
  provider text NOT NULL,
  customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider),
  UNIQUE (provider, customer_id)
);

-- The built-in test-mode provider's own records (the "Stripe" of test mode). Only Stripe's
-- published test cards are accepted and only their last four digits are kept.
CREATE TABLE test_mode_customers (
  id text PRIMARY KEY,
  email text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_mode_payment_methods (
  id text PRIMARY KEY,
  customer_id text REFERENCES test_mode_customers (id),
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  -- Which published test card it is, so later charges behave as Stripe's would.
  test_card text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_mode_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  amount integer NOT NULL,
  currency text NOT NULL,
  customer_id text,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL,
  payment_method_id text,
  last_error_code text,
  last_error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_mode_setup_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  customer_id text NOT NULL REFERENCES test_mode_customers (id),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL,
  payment_method_id text,
  last_error_code text,
  last_error_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE test_mode_subscriptions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES test_mode_customers (id),
  price_id text NOT NULL,
  status text NOT NULL,
  default_payment_method text NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  canceled_at timestamptz,
  ended_at timestamptz,
  -- Creating a subscription twice with the same idempotency key returns the first one.
  idempotency_key text UNIQUE,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX test_mode_subscriptions_due_idx ON test_mode_subscriptions (current_period_end) WHERE ended_at IS NULL;
