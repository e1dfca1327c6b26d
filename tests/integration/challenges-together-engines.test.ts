import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { savePlan } from '@/lib/journey/queries';
import { checkInFor } from '@/lib/journey';
import { challengeTogether, createChallenge, joinChallenge, leaveChallenge, removeParticipant } from '@/lib/challenges';
import { dbTargets, freshDbForBlock } from './db-targets';
import { NOW, plan } from './challenge-fixtures';

// Challenges done together (tests/integration/challenges-together.test.ts has the members, actions and
// callables): the same queries on PGlite and on PostgreSQL (the day arithmetic of the smoke-free count is
// SQL), with uids that need no account: the area functions take the database. 23:30 UTC on 28 November
// is the 29th in Tokyo and the 28th in New York.

for (const [engine, url] of dbTargets) {
  describe.skipIf(!url)(`the together queries on ${engine}`, () => {
    let d: Db;
    freshDbForBlock(url!, (opened) => void (d = opened));

    it('states in each zone, the count over the challenge’s days only, leaving and removing', async () => {
      const { challengeId: id, inviteToken } = await createChallenge(d, { uid: 'u-ana', name: 'Ana' }, { days: 9, startsOn: '2026-11-20' });
      for (const [uid, name] of [
        ['u-ben', 'Ben'],
        ['u-cleo', 'Cleo'],
      ])
        expect(await joinChallenge(d, inviteToken, { uid: uid!, name: name! }, NOW)).toBe('ok');
      await savePlan(d, 'u-ben', plan('Asia/Tokyo'));
      await savePlan(d, 'u-cleo', plan('America/New_York'));
      const save = (uid: string, day: string, smokeFree: boolean) =>
        checkInFor(d, uid, { day, smokeFree, slips: smokeFree ? 0 : 1, craving: 2, triggers: [] }, 0, NOW);
      // Ben: his today (the day after the challenge's last, the 28th), its first day, and the day before it began.
      for (const day of ['2026-11-29', '2026-11-20', '2026-11-19']) await save('u-ben', day, true);
      await save('u-cleo', '2026-11-28', false);
      await save('u-cleo', '2026-11-21', true);
      const view = await challengeTogether(d, id, 'u-cleo', NOW);
      expect(view!.participants).toEqual([
        { name: 'Ana', today: 'none', you: false },
        { name: 'Ben', today: 'smoke-free', you: false },
        { name: 'Cleo', today: 'slip', you: true },
      ]);
      // 20th to 28th: Ben's 20th and Cleo's 21st.
      expect(view!.smokeFreeDays).toBe(2);
      expect(await leaveChallenge(d, id, 'u-cleo')).toBe('ok');
      const owner = await challengeTogether(d, id, 'u-ana', NOW);
      expect(owner).toMatchObject({ smokeFreeDays: 1, notCheckedIn: [] });
      expect(await removeParticipant(d, id, 'u-ana', owner!.participants[1]!.ref!, NOW)).toBe('ok');
      expect((await challengeTogether(d, id, 'u-ana', NOW))!.participants).toEqual([{ name: 'Ana', today: 'none', you: true }]);
      expect(await challengeTogether(d, id, 'u-ben', NOW)).toBeNull();
    });
  });
}
