import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('home');
export const generateMetadata = route.generateMetadata;
export default route.Page;
