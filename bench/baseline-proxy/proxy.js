import { NextResponse } from 'next/server';

// A proxy that does nothing: this copy of the blank page costs what Next.js's request layer itself
// costs, so npm run bench can tell the framework's share of Exhale's proxy cost from its own.
export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ['/((?!_next|.*\\..*).*)'] };
