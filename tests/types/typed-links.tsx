// A type test, checked by `npm run typecheck` (tsc), not run: links are typed from the route table
// (lib/routing/intl.ts hands its pathnames to next-intl without a cast), so a link to a route that does
// not exist fails the type check. Each `@ts-expect-error` below holds that: should the error disappear
// (links untyped again), the unused directive fails the type check itself.
import { Link, redirect } from '@/lib/routing/navigation';

export const links = [
  <Link key="help" href="/help" />,
  <Link key="certificate" href={{ pathname: '/certificate/[id]', params: { id: 'abc' } }} />,
  // @ts-expect-error '/hlep' is no route of the table.
  <Link key="typo" href="/hlep" />,
  // @ts-expect-error a route with a parameter needs its parameter's value.
  <Link key="bare" href="/certificate/[id]" />,
];

export function redirectsToo() {
  // @ts-expect-error redirect() is typed the same way.
  redirect({ href: '/acount', locale: 'en-US' });
}
