import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('install');
export const generateMetadata = route.generateMetadata;
export default route.Page;
