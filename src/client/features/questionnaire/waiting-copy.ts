// The words and numbers of the two waiting screens (spec 2, 4 and 9).

export const STATUS_POLL_MS = 2000;
export const PROGRESS_STEP_MS = 3000;
export const REDIRECT_DELAY_MS = 1000;

/** Loading screen: 20, 40, 60, 80, 95, one step every 3 s, each with its message. */
export const loadingSteps = [
  { value: 20, message: 'Reading your project details…' },
  { value: 40, message: 'Matching your needs to the software category…' },
  { value: 60, message: 'Choosing questions for your company size and country…' },
  { value: 80, message: 'Tailoring answer options to your teams…' },
  { value: 95, message: 'Putting your assessment together…' },
] as const;

export function loadingProgress(step: number) {
  return loadingSteps[Math.min(step, loadingSteps.length - 1)]!;
}

/** Analysis screen: rises every 3 s and caps at 90, across six rotating messages. */
export const analysisMessages = [
  'Analyzing your requirements…',
  'Checking every product against your must-haves…',
  'Pricing plans for your headcount…',
  'Scoring company size and industry fit…',
  'Weighing pros, cons and implementation effort…',
  'Ranking your best matches…',
] as const;

export const ANALYSIS_START = 10;
export const ANALYSIS_STEP = 15;
export const ANALYSIS_CAP = 90;

export function analysisProgress(step: number) {
  return {
    value: Math.min(ANALYSIS_CAP, ANALYSIS_START + step * ANALYSIS_STEP),
    message: analysisMessages[step % analysisMessages.length]!,
  };
}

export const waitingErrors = {
  loading: 'Error generating questions. Please try again.',
  analysis: 'Error analyzing requirements. Please try again.',
} as const;
