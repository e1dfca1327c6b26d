import 'server-only';
import { sql } from 'drizzle-orm';
import { seedProcessDatabaseWith, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { interests, quitReasons } from '@/lib/lists/tables';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { onboardingEvents } from '@/lib/funnel/tables';
import { purchases } from '@/lib/purchases/tables';

type Labels = Record<string, string>;

/** Reference lists the motivation survey offers; editors manage them later in /admin. */
export const QUIT_REASONS: Array<{ key: string; labels: Labels }> = [
  {
    key: 'health',
    labels: {
      'en-US': 'My health',
      'de-DE': 'Meine Gesundheit',
      'fr-FR': 'Ma santé',
      'nl-NL': 'Mijn gezondheid',
      'es-ES': 'Mi salud',
      'ru-RU': 'Моё здоровье',
      'it-IT': 'La mia salute',
      'pt-PT': 'A minha saúde',
      'pl-PL': 'Moje zdrowie',
    },
  },
  {
    key: 'money',
    labels: {
      'en-US': 'Saving money',
      'de-DE': 'Geld sparen',
      'fr-FR': 'Économiser de l’argent',
      'nl-NL': 'Geld besparen',
      'es-ES': 'Ahorrar dinero',
      'ru-RU': 'Экономия денег',
      'it-IT': 'Risparmiare soldi',
      'pt-PT': 'Poupar dinheiro',
      'pl-PL': 'Oszczędzanie pieniędzy',
    },
  },
  {
    key: 'family',
    labels: {
      'en-US': 'My family and friends',
      'de-DE': 'Meine Familie und mein Freundeskreis',
      'fr-FR': 'Ma famille et mes proches',
      'nl-NL': 'Mijn familie en vrienden',
      'es-ES': 'Mi familia y mis amistades',
      'ru-RU': 'Моя семья и друзья',
      'it-IT': 'La mia famiglia e le persone care',
      'pt-PT': 'A minha família e amigos',
      'pl-PL': 'Moja rodzina i przyjaciele',
    },
  },
  {
    key: 'fitness',
    labels: {
      'en-US': 'Being fit and active',
      'de-DE': 'Fit und aktiv sein',
      'fr-FR': 'Être en forme et avoir une vie active',
      'nl-NL': 'Fit en actief zijn',
      'es-ES': 'Estar en forma y llevar una vida activa',
      'ru-RU': 'Хорошая форма и активная жизнь',
      'it-IT': 'Essere in forma e avere una vita attiva',
      'pt-PT': 'Estar em forma e ter uma vida ativa',
      'pl-PL': 'Bycie w formie i aktywność',
    },
  },
  {
    key: 'freedom',
    labels: {
      'en-US': 'Freedom from addiction',
      'de-DE': 'Frei von der Sucht sein',
      'fr-FR': 'Être libre de la dépendance',
      'nl-NL': 'Vrij zijn van verslaving',
      'es-ES': 'Librarme de la adicción',
      'ru-RU': 'Свобода от зависимости',
      'it-IT': 'Libertà dalla dipendenza',
      'pt-PT': 'Libertar-me da dependência',
      'pl-PL': 'Wolność od nałogu',
    },
  },
  {
    key: 'looks',
    labels: {
      'en-US': 'Skin, teeth and smell',
      'de-DE': 'Haut, Zähne und Geruch',
      'fr-FR': 'La peau, les dents et l’odeur',
      'nl-NL': 'Huid, tanden en geur',
      'es-ES': 'Piel, dientes y olor',
      'ru-RU': 'Кожа, зубы и запах',
      'it-IT': 'Pelle, denti e odore',
      'pt-PT': 'Pele, dentes e cheiro',
      'pl-PL': 'Skóra, zęby i zapach',
    },
  },
  {
    key: 'pregnancy',
    labels: {
      'en-US': 'Pregnancy or a baby',
      'de-DE': 'Schwangerschaft oder ein Baby',
      'fr-FR': 'Une grossesse ou un bébé',
      'nl-NL': 'Zwangerschap of een baby',
      'es-ES': 'Un embarazo o un bebé',
      'ru-RU': 'Беременность или ребёнок',
      'it-IT': 'Una gravidanza o un bambino',
      'pt-PT': 'Gravidez ou um bebé',
      'pl-PL': 'Ciąża lub dziecko',
    },
  },
];

export const INTERESTS: Array<{ key: string; labels: Labels }> = [
  {
    key: 'sports',
    labels: {
      'en-US': 'Sports and exercise',
      'de-DE': 'Sport und Bewegung',
      'fr-FR': 'Sport et activité physique',
      'nl-NL': 'Sport en beweging',
      'es-ES': 'Deporte y ejercicio',
      'ru-RU': 'Спорт и движение',
      'it-IT': 'Sport e movimento',
      'pt-PT': 'Desporto e exercício',
      'pl-PL': 'Sport i ruch',
    },
  },
  {
    key: 'nutrition',
    labels: {
      'en-US': 'Healthy eating',
      'de-DE': 'Gesunde Ernährung',
      'fr-FR': 'Alimentation saine',
      'nl-NL': 'Gezond eten',
      'es-ES': 'Alimentación sana',
      'ru-RU': 'Здоровое питание',
      'it-IT': 'Alimentazione sana',
      'pt-PT': 'Alimentação saudável',
      'pl-PL': 'Zdrowe odżywianie',
    },
  },
  {
    key: 'mindfulness',
    labels: {
      'en-US': 'Mindfulness and relaxation',
      'de-DE': 'Achtsamkeit und Entspannung',
      'fr-FR': 'Pleine conscience et détente',
      'nl-NL': 'Mindfulness en ontspanning',
      'es-ES': 'Mindfulness y relajación',
      'ru-RU': 'Осознанность и расслабление',
      'it-IT': 'Consapevolezza e rilassamento',
      'pt-PT': 'Mindfulness e relaxamento',
      'pl-PL': 'Uważność i relaks',
    },
  },
  {
    key: 'sleep',
    labels: {
      'en-US': 'Better sleep',
      'de-DE': 'Besser schlafen',
      'fr-FR': 'Mieux dormir',
      'nl-NL': 'Beter slapen',
      'es-ES': 'Dormir mejor',
      'ru-RU': 'Здоровый сон',
      'it-IT': 'Dormire meglio',
      'pt-PT': 'Dormir melhor',
      'pl-PL': 'Lepszy sen',
    },
  },
  {
    key: 'finance',
    labels: {
      'en-US': 'Managing money',
      'de-DE': 'Mit Geld umgehen',
      'fr-FR': 'Gérer son argent',
      'nl-NL': 'Omgaan met geld',
      'es-ES': 'Gestionar el dinero',
      'ru-RU': 'Управление деньгами',
      'it-IT': 'Gestire il denaro',
      'pt-PT': 'Gerir o dinheiro',
      'pl-PL': 'Zarządzanie pieniędzmi',
    },
  },
  {
    key: 'community',
    labels: {
      'en-US': 'Quitting with others',
      'de-DE': 'Gemeinsam mit anderen aufhören',
      'fr-FR': 'Arrêter avec d’autres personnes',
      'nl-NL': 'Samen met anderen stoppen',
      'es-ES': 'Dejarlo en compañía',
      'ru-RU': 'Бросать вместе с другими',
      'it-IT': 'Smettere insieme ad altri',
      'pt-PT': 'Deixar de fumar com outras pessoas',
      'pl-PL': 'Rzucanie razem z innymi',
    },
  },
];

/** Reference data every mode needs: idempotent (existing keys are left as editors changed them). */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(quitReasons)
    .values(QUIT_REASONS.map((r, i) => ({ ...r, position: i })))
    .onConflictDoNothing();
  await db
    .insert(interests)
    .values(INTERESTS.map((r, i) => ({ ...r, position: i })))
    .onConflictDoNothing();
}

/** Demo data for the embedded mode, so the admin area has something to show: only into empty tables. */
export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(testResults)) as [{ count: number }];
  if (count > 0) return;
  const day = 24 * 60 * 60 * 1000;
  const locales = ['en-US', 'de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'ru-RU', 'it-IT', 'pt-PT', 'pl-PL'];
  const tests = Array.from({ length: 40 }, (_, i) => {
    const answers = [i % 4, i % 2, (i >> 1) % 2, (i * 3) % 4, (i >> 2) % 2, (i >> 3) % 2];
    const score = answers.reduce((a, b) => a + b, 0);
    const band = score <= 2 ? 'veryLow' : score <= 4 ? 'low' : score === 5 ? 'medium' : score <= 7 ? 'high' : 'veryHigh';
    return { answers, score, band, locale: locales[i % locales.length]!, createdAt: new Date(now.getTime() - (i % 28) * day) };
  });
  await db.insert(testResults).values(tests);
  const keys = QUIT_REASONS.map((r) => r.key);
  const ints = INTERESTS.map((r) => r.key);
  await db.insert(motivationResults).values(
    Array.from({ length: 25 }, (_, i) => ({
      readiness: (i * 7) % 11,
      confidence: (i * 5) % 11,
      reasons: [keys[i % keys.length]!, keys[(i + 2) % keys.length]!],
      interests: [ints[i % ints.length]!],
      quitDate: new Date(now.getTime() + ((i % 14) + 1) * day).toISOString().slice(0, 10),
      locale: locales[i % locales.length]!,
      createdAt: new Date(now.getTime() - (i % 21) * day),
    })),
  );
}

/** Demo purchases and onboarding steps for the admin area (embedded mode, empty tables only). */
export async function seedDemoApp(db: Db, now = new Date()): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(purchases)) as [{ count: number }];
  if (count > 0) return;
  const day = 24 * 60 * 60 * 1000;
  const products = [
    { product: 'premium.monthly', price: 4_990_000 },
    { product: 'premium.yearly', price: 29_990_000 },
  ];
  const currencies = ['EUR', 'EUR', 'USD', 'GBP', 'PLN'];
  const statuses = ['purchased', 'purchased', 'renewed', 'refunded', 'cancelled'] as const;
  await db.insert(purchases).values(
    Array.from({ length: 60 }, (_, i) => {
      const p = products[i % 2]!;
      const at = new Date(now.getTime() - (i % 45) * day - i * 3_600_000);
      return {
        store: i % 3 === 0 ? ('play-store' as const) : ('app-store' as const),
        transactionId: `demo-${i}`,
        uid: `demo-user-${i % 17}`,
        product: p.product,
        priceMicros: currencies[i % 5] === 'PLN' ? p.price * 4 : p.price,
        currency: currencies[i % 5]!,
        status: statuses[i % 5]!,
        purchasedAt: at,
        expiresAt: new Date(at.getTime() + (p.product.endsWith('yearly') ? 365 : 30) * day),
      };
    }),
  );
  const steps = ['welcome', 'account', 'quit-date', 'reasons', 'notifications', 'complete'];
  const events: Array<typeof onboardingEvents.$inferInsert> = [];
  for (let u = 0; u < 80; u++) {
    const reached = 1 + ((u * 7) % steps.length);
    const start = now.getTime() - (u % 28) * day;
    for (let s = 0; s < reached; s++) {
      events.push({
        uid: `demo-user-${u}`,
        step: steps[s]!,
        platform: u % 3 === 0 ? 'android' : u % 3 === 1 ? 'ios' : 'web',
        at: new Date(start + s * 120_000),
      });
    }
  }
  await db.insert(onboardingEvents).values(events);
}

/** The process database's seeding: reference data always, demo data in embedded mode. */
export async function seedProcessDatabase(db: Db): Promise<void> {
  await seedReference(db);
  if (env().EXHALE_MODE === 'embedded') {
    await seedDemo(db);
    await seedDemoApp(db);
  }
}

/** Makes lib/db's db() seed the process's database with seedProcessDatabase (call at process start). */
export function installSeeding() {
  seedProcessDatabaseWith(seedProcessDatabase);
}
