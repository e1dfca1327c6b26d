'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

const BRIDGE = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

type Bridge = { on: (events: string[], cb: (e?: { storyId?: number }) => void) => void };
type BridgeWindow = Window & { StoryblokBridge?: new () => Bridge };

/**
 * Preview only: loads the Storyblok bridge so the Visual Editor can select blocks, and refreshes the
 * draft page when an editor changes or saves. Never rendered outside draft mode.
 */
export function PreviewBridge({ storyId }: { storyId: number }) {
  const router = useRouter();
  useEffect(() => {
    if (window.self === window.top) return; // only inside the Visual Editor's frame
    const w = window as BridgeWindow;
    const start = () => {
      if (!w.StoryblokBridge) return;
      const bridge = new w.StoryblokBridge();
      bridge.on(['input', 'change', 'published'], (e) => {
        if (!e?.storyId || e.storyId === storyId) router.refresh();
      });
    };
    if (w.StoryblokBridge) return start();
    const s = document.createElement('script');
    s.src = BRIDGE;
    s.async = true;
    s.onload = start;
    document.head.append(s);
  }, [router, storyId]);
  return null;
}
