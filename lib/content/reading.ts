/** Reading speed for the estimate: a common figure for silent reading of prose (words a minute). */
export const WORDS_PER_MINUTE = 200;

/** Every visible text of a story's content: text fields and rich text, not ids, links or assets. */
export function storyText(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const n of node) storyText(n, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'text' && typeof obj.text === 'string') out.push(obj.text);
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith('_') || key === 'component' || key === 'image' || key.endsWith('_link') || key === 'description') continue;
    if (typeof value === 'string' && ['title', 'headline', 'text', 'cta_label'].includes(key) && obj.type !== 'text') out.push(value);
    else if (typeof value === 'object') storyText(value, out);
  }
  return out;
}

/** Minutes to read a story's content, at least 1. */
export function readingMinutes(content: unknown): number {
  const words = storyText(content)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export interface PostSummary {
  full_slug: string;
  first_published_at?: string | null;
  tag_list?: string[];
}

/** Related posts: others sharing the most tags first, then the newest; at most `count`. */
export function relatedPosts<T extends PostSummary>(current: PostSummary, posts: T[], count = 3): T[] {
  const tags = new Set(current.tag_list ?? []);
  const shared = (p: T) => (p.tag_list ?? []).filter((t) => tags.has(t)).length;
  return posts
    .filter((p) => p.full_slug !== current.full_slug)
    .sort((a, b) => shared(b) - shared(a) || String(b.first_published_at ?? '').localeCompare(String(a.first_published_at ?? '')))
    .slice(0, count);
}
