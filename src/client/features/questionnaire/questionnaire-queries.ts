import { queryOptions } from '@tanstack/react-query';
import type { Answer, Question } from '../../../shared/questions.js';

export const questionsQuery = (projectId: number) => queryOptions<Question[]>({ queryKey: [`/api/projects/${projectId}/questions`] });
export const answersQuery = (projectId: number) => queryOptions<Answer[]>({ queryKey: [`/api/projects/${projectId}/answers`] });
