// Database invariants that must hold after any sequence of requests, however hostile: no orphan
// rows, no negative credit balance, no half-written or stuck project. Each check is one SQL
// query that lists offending rows; `violations()` returns readable lines (empty = all good).
import type { SqlRunner } from '../../../src/server/db/client.js';

/** Rows kept for accounting after an account is deleted carry this user id prefix (anonymised). */
export const ANONYMISED_USER_PREFIX = 'deleted-';

const checks: { name: string; sql: string }[] = [
  {
    name: 'project owned by no account',
    sql: `SELECT p.id FROM projects p WHERE NOT EXISTS (SELECT 1 FROM auth_users u WHERE u.id::text = p.owner_id)`,
  },
  {
    name: 'app user record without an account',
    sql: `SELECT a.id FROM app_users a WHERE NOT EXISTS (SELECT 1 FROM auth_users u WHERE u.id = a.id)`,
  },
  {
    name: 'ledger row of no account (and not anonymised)',
    sql: `SELECT l.id FROM credit_ledger l WHERE l.user_id NOT LIKE '${ANONYMISED_USER_PREFIX}%'
            AND NOT EXISTS (SELECT 1 FROM auth_users u WHERE u.id::text = l.user_id)`,
  },
  {
    name: 'payment of no account (and not anonymised)',
    sql: `SELECT p.id FROM payments p WHERE p.user_id NOT LIKE '${ANONYMISED_USER_PREFIX}%'
            AND NOT EXISTS (SELECT 1 FROM auth_users u WHERE u.id::text = p.user_id)`,
  },
  {
    name: 'subscription of no account (and not anonymised)',
    sql: `SELECT s.id FROM subscriptions s WHERE s.user_id NOT LIKE '${ANONYMISED_USER_PREFIX}%'
            AND NOT EXISTS (SELECT 1 FROM auth_users u WHERE u.id::text = s.user_id)`,
  },
  {
    name: 'answer to a question of another project',
    sql: `SELECT a.id FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.project_id <> a.project_id`,
  },
  {
    name: 'negative credit balance',
    sql: `SELECT user_id AS id FROM credit_ledger GROUP BY user_id HAVING sum(delta) < 0`,
  },
  {
    name: 'unknown project status',
    sql: `SELECT id FROM projects WHERE status NOT IN ('created', 'generating', 'ready', 'in_progress', 'analyzing', 'completed', 'error')`,
  },
  {
    name: 'questionnaire status without questions',
    sql: `SELECT p.id FROM projects p WHERE p.status IN ('ready', 'in_progress', 'analyzing', 'completed')
            AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.project_id = p.id)`,
  },
  {
    name: 'answers before the questions were ready',
    sql: `SELECT p.id FROM projects p WHERE p.status IN ('created', 'generating')
            AND EXISTS (SELECT 1 FROM answers a WHERE a.project_id = p.id)`,
  },
  {
    name: 'completed project without completion time or results',
    sql: `SELECT p.id FROM projects p WHERE p.status = 'completed' AND (p.completed_at IS NULL OR
            (NOT EXISTS (SELECT 1 FROM recommendations r WHERE r.project_id = p.id)
             AND NOT EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id)))`,
  },
  {
    name: 'completed project with unanswered questions',
    sql: `SELECT p.id FROM projects p WHERE p.status IN ('analyzing', 'completed')
            AND EXISTS (SELECT 1 FROM questions q WHERE q.project_id = p.id AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id))`,
  },
  {
    name: 'recommendations not ranked 1..n with one top pick',
    sql: `SELECT project_id AS id FROM recommendations GROUP BY project_id
            HAVING min(rank) <> 1 OR max(rank) <> count(*) OR count(*) FILTER (WHERE is_top_recommendation) <> 1`,
  },
  {
    name: 'project waiting for generation with no job queued (stuck)',
    sql: `SELECT p.id FROM projects p WHERE p.status IN ('created', 'generating', 'analyzing') AND NOT EXISTS (
            SELECT 1 FROM jobs j WHERE j.status IN ('queued', 'running')
              AND j.dedupe_key = (CASE WHEN p.status = 'analyzing' THEN 'recommendations:' ELSE 'questions:' END) || p.id)`,
  },
];

export async function violations(sql: SqlRunner): Promise<string[]> {
  const out: string[] = [];
  for (const check of checks) {
    const rows = await sql.query<{ id: unknown }>(check.sql);
    if (rows.length) out.push(`${check.name}: ${rows.slice(0, 10).map((r) => String(r.id)).join(', ')}${rows.length > 10 ? ` (+${rows.length - 10})` : ''}`);
  }
  return out;
}
