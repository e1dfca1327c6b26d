import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('help');
export const generateMetadata = route.generateMetadata;
export default route.Page;
