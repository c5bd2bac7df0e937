import { describe, expect, it } from 'vitest';
import { projectStatuses } from '../../../shared/projects.js';
import { progressSummary, rowAction, statusBadge, statusBadges, waitingScreenFor } from './project-status';

describe('status badges', () => {
  it('uses the spec labels for completed, in_progress and created', () => {
    expect(statusBadge('completed')).toEqual({ label: 'Completed', variant: 'success' });
    expect(statusBadge('in_progress')).toEqual({ label: 'In Progress', variant: 'warning' });
    expect(statusBadge('created')).toEqual({ label: 'Created', variant: 'outline' });
  });

  it('gives every pipeline status its own label', () => {
    const labels = projectStatuses.map((s) => statusBadges[s].label);
    expect(new Set(labels).size).toBe(projectStatuses.length);
  });

  it('treats an unknown status as not started', () => {
    expect(statusBadge('archived')).toEqual(statusBadges.created);
  });
});

describe('row actions', () => {
  const action = (status: (typeof projectStatuses)[number]) => rowAction({ id: 7, status });

  it('follows the spec for completed, in_progress and ready', () => {
    expect(action('completed')).toEqual({ kind: 'link', label: 'View Results', href: '/results/7' });
    expect(action('in_progress')).toEqual({ kind: 'link', label: 'Continue', href: '/questionnaire/7' });
    expect(action('ready')).toEqual({ kind: 'link', label: 'Start Questions', href: '/questionnaire/7' });
  });

  it('sends projects still being worked on to their waiting screen', () => {
    expect(action('created')).toEqual({ kind: 'link', label: 'Start Questions', href: '/project-loading/7' });
    expect(action('generating')).toEqual({ kind: 'link', label: 'Start Questions', href: '/project-loading/7' });
    expect(action('analyzing')).toEqual({ kind: 'link', label: 'View Analysis', href: '/analysis/7' });
  });

  it('offers Try again on error, then the screen of the re-queued step', () => {
    expect(action('error')).toEqual({ kind: 'retry', label: 'Try again' });
    expect(waitingScreenFor({ id: 7, status: 'analyzing' })).toBe('/analysis/7');
    expect(waitingScreenFor({ id: 7, status: 'created' })).toBe('/project-loading/7');
  });
});

describe('progress summary', () => {
  it('shows percent and what remains when the total is known', () => {
    expect(progressSummary({ questionsAnswered: 3, totalQuestions: 12 })).toEqual({
      percent: 25,
      text: '25% complete - 9 questions remaining',
    });
  });

  it('falls back to the answered count when the total is unknown', () => {
    expect(progressSummary({ questionsAnswered: 4, totalQuestions: 0 })).toEqual({ percent: null, text: '4 questions answered' });
  });

  it('never goes past 100% or below 0 remaining', () => {
    expect(progressSummary({ questionsAnswered: 14, totalQuestions: 12 })).toEqual({
      percent: 100,
      text: '100% complete - 0 questions remaining',
    });
  });
});
