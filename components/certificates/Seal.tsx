/** The certificate's seal, drawn once in lib/certificates/seal.tsx (the share image draws it too). */
export { Seal } from '@/lib/certificates/seal';
