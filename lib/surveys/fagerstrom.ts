import { z } from 'zod';

/**
 * The Fagerström Test for Nicotine Dependence (Heatherton et al., 1991): six questions, 0–10 points.
 * Each question lists its answers' points in order; the texts live in messages (Survey.test.q1…).
 */
export const QUESTIONS = [
  { id: 'q1', points: [3, 2, 1, 0] }, // time to first cigarette: ≤5 min, 6–30, 31–60, >60
  { id: 'q2', points: [1, 0] }, // hard to refrain where forbidden: yes, no
  { id: 'q3', points: [1, 0] }, // which cigarette would you hate to give up: first in the morning, any other
  { id: 'q4', points: [0, 1, 2, 3] }, // cigarettes per day: ≤10, 11–20, 21–30, ≥31
  { id: 'q5', points: [1, 0] }, // smoke more in the first hours after waking: yes, no
  { id: 'q6', points: [1, 0] }, // smoke when ill in bed: yes, no
] as const;

export type Band = 'veryLow' | 'low' | 'medium' | 'high' | 'veryHigh';

/** Answers are the chosen option index per question. */
export const answersSchema = z.tuple([
  z.number().int().min(0).max(3),
  z.number().int().min(0).max(1),
  z.number().int().min(0).max(1),
  z.number().int().min(0).max(3),
  z.number().int().min(0).max(1),
  z.number().int().min(0).max(1),
]);
export type Answers = z.infer<typeof answersSchema>;

export function score(answers: Answers): number {
  return answers.reduce((sum, choice, i) => sum + QUESTIONS[i]!.points[choice]!, 0);
}

/** The usual dependence bands: 0–2 very low, 3–4 low, 5 medium, 6–7 high, 8–10 very high. */
export function band(points: number): Band {
  if (points <= 2) return 'veryLow';
  if (points <= 4) return 'low';
  if (points === 5) return 'medium';
  if (points <= 7) return 'high';
  return 'veryHigh';
}
