import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { RecommendationAnalysis, RecommendationBody } from '../../../shared/recommendations.js';
import type { QuestionOption, QuestionSelection } from '../../../shared/questions.js';
import type { EliminationSummary } from '../../../shared/recommendations.js';
import { clients } from './workspaces.js';

export type RunSnapshotItem = { productId: string; name: string; score: number; monthly: number | null; currency: string };

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const projects = pgTable('projects', {
  id: id(),
  /** The workspace that owns the project (a user's own workspace has the user's id). */
  ownerId: text('owner_id').notNull(),
  clientId: bigint('client_id', { mode: 'number' }).references(() => clients.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  country: text('country').notNull(),
  industry: text('industry').notNull(),
  employeeCount: text('employee_count').notNull(),
  softwareCategory: text('software_category').notNull(),
  affectedTeams: jsonb('affected_teams').$type<string[]>().notNull(),
  businessNeeds: text('business_needs').notNull(),
  status: text('status').notNull().default('created'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const questions = pgTable(
  'questions',
  {
    id: id(),
    projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    dimension: text('dimension').notNull(),
    selection: text('selection').$type<QuestionSelection>().notNull().default('multiple'),
  },
  (t) => [unique().on(t.projectId, t.position)],
);

export const answers = pgTable('answers', {
  id: id(),
  projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
  questionId: bigint('question_id', { mode: 'number' }).notNull().unique().references(() => questions.id, { onDelete: 'cascade' }),
  selectedOption: text('selected_option').notNull(),
  additionalComments: text('additional_comments'),
  importance: text('importance').notNull().default('nice-to-have'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const recommendations = pgTable('recommendations', {
  id: id(),
  projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
  rank: integer('rank').notNull(),
  productId: text('product_id').notNull(),
  softwareName: text('software_name').notNull(),
  matchScore: integer('match_score').notNull(),
  description: text('description').notNull(),
  isTopRecommendation: boolean('is_top_recommendation').notNull().default(false),
  keyFeatures: jsonb('key_features').$type<string[]>().notNull(),
  pricing: jsonb('pricing').$type<RecommendationBody['pricing']>().notNull(),
  implementation: jsonb('implementation').$type<RecommendationBody['implementation']>().notNull(),
  considerations: jsonb('considerations').$type<RecommendationBody['considerations']>().notNull(),
  analysis: jsonb('analysis').$type<RecommendationAnalysis>().notNull(),
  createdAt: createdAt(),
});

export const projectExclusions = pgTable('project_exclusions', {
  id: id(),
  projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull(),
  softwareName: text('software_name').notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
});

export const recommendationRuns = pgTable(
  'recommendation_runs',
  {
    id: id(),
    projectId: bigint('project_id', { mode: 'number' }).notNull().references(() => projects.id, { onDelete: 'cascade' }),
    run: integer('run').notNull(),
    createdAt: createdAt(),
    elimination: jsonb('elimination').$type<EliminationSummary>().notNull(),
    snapshot: jsonb('snapshot').$type<RunSnapshotItem[]>().notNull(),
  },
  (t) => [unique().on(t.projectId, t.run)],
);
