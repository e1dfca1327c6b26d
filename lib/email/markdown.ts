import 'server-only';
import MarkdownIt from 'markdown-it';

/**
 * The newsletter's Markdown (markdown-it): paragraphs, line breaks, emphasis, links, lists, headings,
 * quotes and rules. Raw HTML is off (written as text), images are off, and markdown-it's link check
 * refuses javascript:, vbscript:, file: and data: links, so nothing in a newsletter can run.
 */
const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true, typographer: false }).enable([
  'paragraph',
  'newline',
  'emphasis',
  'link',
  'linkify',
  'list',
  'heading',
  'blockquote',
  'hr',
  'escape',
  'backticks',
  'entity',
]);

const style: Record<string, string> = {
  link_open: 'color:#0f766e;text-decoration:underline',
  paragraph_open: 'margin:0 0 16px',
  heading_open: 'margin:24px 0 8px;line-height:1.3',
  blockquote_open: 'margin:0 0 16px;padding:4px 16px;border-left:4px solid #ccebe7;color:#4b5a58',
  bullet_list_open: 'margin:0 0 16px;padding-left:24px',
  ordered_list_open: 'margin:0 0 16px;padding-left:24px',
};
for (const [rule, css] of Object.entries(style)) {
  md.renderer.rules[rule] = (tokens, i, options, _env, self) => {
    tokens[i]!.attrSet('style', css);
    return self.renderToken(tokens, i, options);
  };
}

export function markdownToEmailHtml(source: string): string {
  return md.render(source);
}
