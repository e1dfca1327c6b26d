import { cmsRoute } from '@/components/content/cmsRoute';

const route = cmsRoute('quit-smoking');
export const generateMetadata = route.generateMetadata;
export default route.Page;
