import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('terms');
export const generateMetadata = route.generateMetadata;
export default route.Page;
