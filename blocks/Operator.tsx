import type { ReactNode } from 'react';
import { storyblokEditable } from '@storyblok/js';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { operatorFacts } from '@/lib/legal';
import { chosenFacts, type OperatorFact, type OperatorFacts } from '@/lib/legal/schema';
import type { BlockProps, OperatorBlok } from './types';
import styles from './Operator.module.css';

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, i) => (
      <span key={i} className={styles.line}>
        {line}
      </span>
    ))}
  </>
);

/**
 * The operator's facts as the block shows them: who operates the site, contact, register, VAT ID and
 * who is responsible for the content (the facts an editor chose), or, without configured facts, the
 * plain statement that this is a local instance run for development and testing.
 */
export function OperatorView({
  facts,
  show,
  headline,
  locale,
  id,
}: {
  facts: OperatorFacts | null;
  show: OperatorFact[];
  headline?: string;
  locale: Locale;
  id: string;
}) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Legal' });
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const rows: Array<[string, ReactNode]> = [];
  if (facts) {
    if (show.includes('contact')) {
      rows.push([t('email'), mail(facts.email)]);
      if (facts.phone)
        rows.push([
          t('phone'),
          <a key="tel" href={`tel:${facts.phone.replace(/[^+0-9]/g, '')}`}>
            {facts.phone}
          </a>,
        ]);
    }
    if (show.includes('privacy_contact')) rows.push([t('privacyContact'), mail(facts.privacyEmail)]);
    if (show.includes('register') && facts.register) rows.push([t('register'), facts.register]);
    if (show.includes('vat_id') && facts.vatId) rows.push([t('vatId'), facts.vatId]);
    if (show.includes('responsible')) rows.push([t('responsible'), <Lines key="resp" lines={facts.responsible} />]);
  }
  return (
    <section className="block-feature" aria-labelledby={headline ? `h-${id}` : undefined} data-operator={facts ? 'configured' : 'local'}>
      <div className="block-feature-body">
        {headline ? <h2 id={`h-${id}`}>{headline}</h2> : null}
        {facts ? (
          <>
            {show.includes('identity') ? (
              <address className={styles.address}>
                <strong className={styles.line}>{facts.name}</strong>
                <Lines lines={facts.address} />
              </address>
            ) : null}
            {rows.length ? (
              <dl className={styles.facts}>
                {rows.map(([label, value]) => (
                  <div key={label} className={styles.row}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </>
        ) : (
          <p className={styles.local}>{t('localInstance')}</p>
        )}
      </div>
    </section>
  );
}

/** CMS block `operator`: the site operator's facts from the environment (OPERATOR_*, lib/legal). */
export function Operator({ blok, locale }: BlockProps<OperatorBlok>) {
  return (
    <div {...storyblokEditable(blok)}>
      <OperatorView facts={operatorFacts()} show={chosenFacts(blok.facts)} headline={blok.headline} locale={locale} id={blok._uid} />
    </div>
  );
}
