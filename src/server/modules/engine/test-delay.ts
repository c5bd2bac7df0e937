// JOB_TEST_DELAY_MS (fault tests only, refused in production): a pause exactly where the slow
// part of a generation sits — after the project is marked "generating" and before the
// questions are stored, and before the recommendations are stored — so a test can SIGKILL the
// process mid-job, deterministically. With 0 the wording is returned untouched.
import type { Wording } from './engine.service.js';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withTestDelay(wording: Wording | undefined, delayMs: number): Wording | undefined {
  if (delayMs <= 0) return wording;
  return {
    questions: async (project, built) => {
      await pause(delayMs);
      return wording?.questions ? wording.questions(project, built) : built;
    },
    descriptions: async (project, result) => {
      await pause(delayMs);
      return wording?.descriptions ? wording.descriptions(project, result) : new Map<string, string>();
    },
  };
}
