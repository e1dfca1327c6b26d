import 'server-only';
import { recordOnboardingStep, onboardingStep } from '@/lib/funnel';
import { purchaseRecord, recordPurchase } from '@/lib/purchases';
import { REDEEM_GUESSES, redeem, redeemInput } from '@/lib/campaigns';
import {
  challengeCall,
  challengeIdData,
  createChallengeCall,
  deleteChallengeCall,
  getChallengeCall,
  leaveChallengeCall,
  removeParticipantCall,
  removeParticipantData,
} from '@/lib/challenges';
import { certificateCall, createCertificateCall } from '@/lib/certificates';
import { checkInCall, checkInInput, getQuitPlanCall, listCheckInsCall, listCheckInsInput, quitPlanInput, setQuitPlanCall } from '@/lib/journey';
import { getRemindersCall, remindersInput, setRemindersCall } from '@/lib/reminders';
import { z } from 'zod';
import { createLimit } from '@/lib/auth/member-action';
import { WRITE_LIMITS } from '@/lib/security/write-limits';
import { defineFunction, type CallableFunction, type RateLimit } from '@/lib/api/callable';

/** Every client address: 120 calls a minute, across all functions. */
const PER_IP: RateLimit = { per: 'ip', points: 120, duration: 60 };
/** Every signed-in user: 60 calls a minute, across all functions. */
const PER_USER: RateLimit = { per: 'user', points: 60, duration: 60 };
/** Guessing codes is slowed down hard: 10 attempts per 10 minutes per user, on the web form's counter. */
const CODE_GUESSES: RateLimit = { per: 'user', points: REDEEM_GUESSES.points, duration: REDEEM_GUESSES.duration, name: REDEEM_GUESSES.keyPrefix };

/**
 * What a member may create, counted per account on one counter with the web's forms (createLimit:
 * 30 challenges and 30 certificates an hour), so the app's API is no way around it.
 */
function created(what: 'challenge' | 'certificate'): RateLimit {
  const { keyPrefix, points, duration } = createLimit(what).limit;
  return { per: 'user', points, duration, name: keyPrefix, validOnly: true };
}
export const CREATED_CHALLENGES = created('challenge');
export const CREATED_CERTIFICATES = created('certificate');
/** The app's onboarding steps per account (lib/security/write-limits), counted for valid calls. */
const { keyPrefix: stepsName, ...steps } = WRITE_LIMITS.onboardingSteps;
export const RECORDED_STEPS: RateLimit = { per: 'user', ...steps, name: stepsName, validOnly: true };
/** Plans and check-ins a member writes, web and app on one counter (lib/security/write-limits). */
const { keyPrefix: journeyName, ...journey } = WRITE_LIMITS.journey;
export const JOURNEY_WRITES: RateLimit = { per: 'user', ...journey, name: journeyName, validOnly: true };
/** Leaving, removing participants and deleting challenges, web and app on one counter (lib/security/write-limits). */
const { keyPrefix: membersName, ...members } = WRITE_LIMITS.challengeMembers;
export const CHALLENGE_MEMBERS: RateLimit = { per: 'user', ...members, name: membersName, validOnly: true };
/** Reminder choices a member saves, web and app on one counter (lib/security/write-limits). */
const { keyPrefix: remindersName, ...reminders } = WRITE_LIMITS.reminders;
export const REMINDER_WRITES: RateLimit = { per: 'user', ...reminders, name: remindersName, validOnly: true };

/**
 * The app-facing functions (`POST /api/fn/{name}`, spec §7): each name to its area's function, with
 * who may call it, the limits it counts against and its input. The protocol, authentication and
 * limits are applied by lib/compose/call-handler.ts.
 */
export const functions: Record<string, CallableFunction> = {
  recordOnboardingStep: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, RECORDED_STEPS], input: onboardingStep, handler: recordOnboardingStep }),
  recordPurchase: defineFunction({ auth: 'secret', limits: [PER_IP], input: purchaseRecord, handler: recordPurchase }),
  redeemCode: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, CODE_GUESSES], input: redeemInput, handler: redeem }),
  createChallenge: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, CREATED_CHALLENGES], input: challengeCall, handler: createChallengeCall }),
  getChallenge: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER], input: challengeIdData, handler: getChallengeCall }),
  leaveChallenge: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, CHALLENGE_MEMBERS], input: challengeIdData, handler: leaveChallengeCall }),
  removeParticipant: defineFunction({
    auth: 'user',
    limits: [PER_IP, PER_USER, CHALLENGE_MEMBERS],
    input: removeParticipantData,
    handler: removeParticipantCall,
  }),
  deleteChallenge: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, CHALLENGE_MEMBERS], input: challengeIdData, handler: deleteChallengeCall }),
  createCertificate: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, CREATED_CERTIFICATES], input: certificateCall, handler: createCertificateCall }),
  setQuitPlan: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, JOURNEY_WRITES], input: quitPlanInput, handler: setQuitPlanCall }),
  getQuitPlan: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER], input: z.object({}), handler: getQuitPlanCall }),
  checkIn: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, JOURNEY_WRITES], input: checkInInput, handler: checkInCall }),
  listCheckIns: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER], input: listCheckInsInput, handler: listCheckInsCall }),
  setReminders: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER, REMINDER_WRITES], input: remindersInput, handler: setRemindersCall }),
  getReminders: defineFunction({ auth: 'user', limits: [PER_IP, PER_USER], input: z.object({}), handler: getRemindersCall }),
};
