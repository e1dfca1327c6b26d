import { getTranslations } from 'next-intl/server';

/** The list of what an account deletion removes (both deletion pages show it). */
export async function WhatIsDeleted() {
  const t = await getTranslations('Deletion');
  return (
    <>
      <h2>{t('whatTitle')}</h2>
      <ul>
        <li>{t('whatAccount')}</li>
        <li>{t('whatSurveys')}</li>
        <li>{t('whatNewsletter')}</li>
        <li>{t('whatEmails')}</li>
        <li>{t('whatCertificates')}</li>
        <li>{t('whatChallenges')}</li>
        <li>{t('whatApp')}</li>
      </ul>
      <p>{t('keepRecords')}</p>
    </>
  );
}
