import { cmsRoute } from '@/components/content/cmsRoute';
import { SavingsBlock } from '@/blocks/SavingsBlock';

// The savings calculator is registered here, not in the shared registry: its client JavaScript ships
// with the home page only.
const route = cmsRoute('home', { savings: SavingsBlock });
export const generateMetadata = route.generateMetadata;
export default route.Page;
