import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('imprint');
export const generateMetadata = route.generateMetadata;
export default route.Page;
