import type { Locale } from '@/lib/i18n/locales';

/**
 * The one button of an emailed link's page (confirm a subscription, unsubscribe): opening the link
 * changes nothing (mail scanners open links); this plain form, posted to its Server Action with the
 * link's token and the page's language, does. Works without JavaScript.
 */
export function LinkActionForm({
  action,
  token,
  locale,
  ask,
  button,
}: {
  action: (form: FormData) => Promise<never>;
  token: string;
  locale: Locale;
  ask: string;
  button: string;
}) {
  return (
    <form action={action} className="form">
      <p className="lead">{ask}</p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <p>
        <button type="submit" className="button button-primary">
          {button}
        </button>
      </p>
    </form>
  );
}
