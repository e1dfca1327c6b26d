import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('privacy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
