import { perIpAndAddress } from '@/lib/security/rate-limit';

/** Subscribe attempts: 5 per 10 minutes per IP, 3 per hour per address (shared by all instances with REDIS_URL). */
export const allowSubscribe = perIpAndAddress('subscribe', { points: 5, duration: 600 }, { points: 3, duration: 3600 });
