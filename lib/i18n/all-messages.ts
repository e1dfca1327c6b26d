import type { Locale } from './locales';
import en from '@/messages/en-US.json';
import de from '@/messages/de-DE.json';
import fr from '@/messages/fr-FR.json';
import nl from '@/messages/nl-NL.json';
import es from '@/messages/es-ES.json';
import ru from '@/messages/ru-RU.json';
import it from '@/messages/it-IT.json';
import pt from '@/messages/pt-PT.json';
import pl from '@/messages/pl-PL.json';

/** Every locale's messages, for server code that renders outside a request's locale (blocks, email). */
export const allMessages: Record<Locale, typeof en> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'nl-NL': nl,
  'es-ES': es,
  'ru-RU': ru,
  'it-IT': it,
  'pt-PT': pt,
  'pl-PL': pl,
};
