import 'server-only';
import { env, type Env } from '@/lib/env';
import { lines, type OperatorFacts } from './schema';

export { chosenFacts, lines, OPERATOR_FACTS, type OperatorFact, type OperatorFacts } from './schema';

type OperatorEnv = Pick<
  Env,
  | 'OPERATOR_NAME'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_EMAIL'
  | 'OPERATOR_PRIVACY_EMAIL'
  | 'OPERATOR_PHONE'
  | 'OPERATOR_REGISTER'
  | 'OPERATOR_VAT_ID'
  | 'OPERATOR_CONTENT_RESPONSIBLE'
>;

/**
 * Who operates this site, from the OPERATOR_* variables (lib/env.ts), or null when they are not
 * configured: only possible in embedded mode (production refuses to start without name, address and
 * email), where the imprint and privacy policy then say this is a local instance. Content pages are
 * static, so this is read when they are built.
 */
export function operatorFacts(e: OperatorEnv = env()): OperatorFacts | null {
  if (!e.OPERATOR_NAME || !e.OPERATOR_ADDRESS || !e.OPERATOR_EMAIL) return null;
  const address = lines(e.OPERATOR_ADDRESS);
  return {
    name: e.OPERATOR_NAME,
    address,
    email: e.OPERATOR_EMAIL,
    privacyEmail: e.OPERATOR_PRIVACY_EMAIL ?? e.OPERATOR_EMAIL,
    ...(e.OPERATOR_PHONE ? { phone: e.OPERATOR_PHONE } : {}),
    ...(e.OPERATOR_REGISTER ? { register: e.OPERATOR_REGISTER } : {}),
    ...(e.OPERATOR_VAT_ID ? { vatId: e.OPERATOR_VAT_ID } : {}),
    responsible: e.OPERATOR_CONTENT_RESPONSIBLE ? lines(e.OPERATOR_CONTENT_RESPONSIBLE) : [e.OPERATOR_NAME, ...address],
  };
}
