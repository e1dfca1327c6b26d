import { renderRichText, type StoryblokRichTextInput } from '@storyblok/richtext';
import type { Locale } from '@/lib/i18n/locales';
import { linkHref, storyPath } from '@/lib/content/links';

type Node = { type?: string; attrs?: Record<string, unknown>; marks?: Node[]; content?: Node[] };

/** Rewrites link marks: story links to the localized path, others validated (url, asset, email). */
function localizeLinks(node: Node, locale: Locale): Node {
  const marks = node.marks?.map((m) => {
    if (m.type !== 'link' || !m.attrs) return m;
    const a = m.attrs as { href?: string; linktype?: string; anchor?: string; story?: { full_slug?: string } };
    let href: string | null;
    if (a.linktype === 'story') href = storyPath((a.story?.full_slug ?? a.href ?? '').replace(/^\//, ''), locale);
    else href = linkHref({ linktype: a.linktype ?? 'url', url: a.href, email: a.href?.replace(/^mailto:/, '') }, locale);
    if (href && a.anchor && a.linktype === 'story') href += `#${encodeURIComponent(a.anchor)}`;
    return { ...m, attrs: { ...m.attrs, href: href ?? '#', linktype: 'url', anchor: null, uuid: null } };
  });
  return { ...node, ...(marks ? { marks } : {}), ...(node.content ? { content: node.content.map((c) => localizeLinks(c, locale)) } : {}) };
}

/** Storyblok rich text (nodes and marks) rendered by @storyblok/richtext, links localized. */
export function RichText({ doc, locale, className }: { doc: unknown; locale: Locale; className?: string }) {
  if (!doc || typeof doc !== 'object') return null;
  const html = renderRichText(localizeLinks(doc as Node, locale) as StoryblokRichTextInput);
  if (!html) return null;
  return <div className={className ?? 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
