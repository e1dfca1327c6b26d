import 'server-only';
import { perIpAndAddress } from '@/lib/security/rate-limit';

/** Contact form sends: 5 per hour per IP, 3 per hour per sender address (shared by all instances with REDIS_URL). */
export const allowSupport = perIpAndAddress('support', { points: 5, duration: 3600 }, { points: 3, duration: 3600 });
