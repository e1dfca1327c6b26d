import { rateLimiter } from '@/lib/security/rate-limit';

/** Subscribe attempts: 5 per 10 minutes per IP, 3 per hour per address (shared by all instances with REDIS_URL). */
const perIp = rateLimiter({ keyPrefix: 'subscribe-ip', points: 5, duration: 600 });
const perAddress = rateLimiter({ keyPrefix: 'subscribe-address', points: 3, duration: 3600 });

export async function allowSubscribe(ip: string, email: string): Promise<boolean> {
  try {
    await perIp.consume(ip || 'unknown');
    await perAddress.consume(email);
    return true;
  } catch {
    return false;
  }
}
