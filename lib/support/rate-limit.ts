import 'server-only';
import { rateLimiter } from '@/lib/security/rate-limit';

/** Contact form sends: 5 per hour per IP, 3 per hour per sender address (shared by all instances with REDIS_URL). */
const perIp = rateLimiter({ keyPrefix: 'support-ip', points: 5, duration: 3600 });
const perAddress = rateLimiter({ keyPrefix: 'support-address', points: 3, duration: 3600 });

export async function allowSupport(ip: string, email: string): Promise<boolean> {
  try {
    await perIp.consume(ip || 'unknown');
    await perAddress.consume(email);
    return true;
  } catch {
    return false;
  }
}
