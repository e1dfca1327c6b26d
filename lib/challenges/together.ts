import 'server-only';
import { createHmac } from 'node:crypto';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { dayIn } from '@/lib/journey';
import type { challenges } from './tables';
import { selectDayStates, selectSmokeFreeDays } from './queries';

/**
 * What participants of a challenge see of each other: the name each chose for the challenge and
 * today's check-in state, nothing else (no uid, email, note, craving, triggers or mood), and the
 * group's count of smoke-free days.
 */

/** A participant's today: checked in smoke-free, checked in with a slip, or not checked in yet. */
export type TodayState = 'smoke-free' | 'slip' | 'none';

export interface ParticipantToday {
  /** The name the participant chose for the challenge. */
  name: string;
  today: TodayState;
  /** This participant is the one asking. */
  you: boolean;
  /** For the owner only, on everyone but themselves: the handle to remove this participant with. */
  ref?: string;
}

export interface Together {
  participants: ParticipantToday[];
  /** Smoke-free check-ins of the current participants on the challenge's days, from its first day. */
  smokeFreeDays: number;
  /** For the owner: the names of the others who have not checked in on their today; null for everyone else. */
  notCheckedIn: string[] | null;
}

type Challenge = typeof challenges.$inferSelect;
type ParticipantRow = { challengeId: string; uid: string; name: string; timeZone: string | null };

/**
 * A participant's own today: the calendar day in their quit plan's time zone. Without a plan it is
 * the day in UTC (a challenge has no time zone of its own, and a member checks in on /account only
 * once they have a plan).
 */
export const participantDay = (timeZone: string | null, now: Date) => dayIn(timeZone ?? 'UTC', now);

/**
 * An opaque handle for one participant of one challenge: an HMAC of both under the site's first
 * session key (a fixed key without one, in some tests). It names the person to remove without
 * showing their uid, and differs from challenge to challenge, so it links nobody across challenges.
 */
export function participantRef(challengeId: string, uid: string): string {
  const key = env().SESSION_SECRET?.[0] ?? 'exhale-participant';
  return createHmac('sha256', key).update(`challenge-participant:${challengeId}:${uid}`).digest('base64url').slice(0, 22);
}

/**
 * Today in each challenge as `viewerUid` sees it: two queries for any number of challenges (the
 * check-ins of everyone's today, and the smoke-free days per challenge).
 */
export async function togetherOf(db: Db, list: Challenge[], rows: ParticipantRow[], viewerUid: string, now: Date): Promise<Map<string, Together>> {
  const days = new Map(rows.map((r) => [r.uid, participantDay(r.timeZone, now)]));
  const [states, totals] = await Promise.all([
    selectDayStates(db, [...days.keys()], [...new Set(days.values())]),
    selectSmokeFreeDays(
      db,
      list.map((c) => c.id),
    ),
  ]);
  const stateOf = new Map(states.map((s) => [`${s.uid} ${s.day}`, s.smokeFree ? ('smoke-free' as const) : ('slip' as const)]));
  return new Map(
    list.map((challenge) => {
      const owner = challenge.uid === viewerUid;
      const participants = rows
        .filter((r) => r.challengeId === challenge.id)
        .map((r): ParticipantToday => ({
          name: r.name,
          today: stateOf.get(`${r.uid} ${days.get(r.uid)}`) ?? 'none',
          you: r.uid === viewerUid,
          ...(owner && r.uid !== viewerUid ? { ref: participantRef(challenge.id, r.uid) } : {}),
        }));
      return [
        challenge.id,
        {
          participants,
          smokeFreeDays: totals.find((t) => t.challengeId === challenge.id)?.days ?? 0,
          notCheckedIn: owner ? participants.filter((p) => !p.you && p.today === 'none').map((p) => p.name) : null,
        },
      ];
    }),
  );
}
