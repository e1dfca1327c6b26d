import { adminPage, type PageProps } from '@/lib/auth/pages';
import { pageMetadata } from '@/lib/i18n/page';
import { purchasesOf, purchaseSearch } from '@/lib/purchases';
import { renderPolicy } from '@/lib/routing/render';
import { PurchasesView } from '@/components/purchases/PurchasesView';

export const generateMetadata = pageMetadata('adminPurchases');

export default async function Page({ params, searchParams }: PageProps) {
  await renderPolicy('/admin/purchases');
  await adminPage(params, '/admin/purchases');
  // Values that do not parse (impossible dates, huge page numbers, control characters) are dropped.
  const filter = purchaseSearch(await searchParams);
  return <PurchasesView filter={filter} result={await purchasesOf(filter)} />;
}
