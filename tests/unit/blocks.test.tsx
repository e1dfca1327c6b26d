// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Block } from '@/blocks/registry';
import { storyPath } from '@/lib/content/links';

vi.mock('next/image', () => ({
  // eslint-disable-next-line @next/next/no-img-element
  default: (props: { src: string; alt: string }) => <img src={props.src} alt={props.alt} />,
}));

const doc = (text: string, marks?: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] }],
});

describe('CMS blocks', () => {
  it('feature renders headline, rich text, image and a call to action to a story in the right language', () => {
    render(
      <Block
        locale="de-DE"
        blok={{
          _uid: '1',
          component: 'feature',
          headline: 'Hilfe',
          text: doc('Fragen? '),
          image: { filename: '/images/breathe.svg', alt: 'Atmen' },
          cta_label: 'Zur Hilfe',
          cta_link: { linktype: 'story', story: { full_slug: 'help' } },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hilfe' })).toBeInTheDocument();
    expect(screen.getByText('Fragen?')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Atmen' })).toHaveAttribute('src', '/images/breathe.svg');
    expect(screen.getByRole('link', { name: 'Zur Hilfe' })).toHaveAttribute('href', '/de/hilfe');
  });

  it('rich text resolves url, story, email and asset links, and escapes text', () => {
    const link = (href: string, linktype: string) => [{ type: 'link', attrs: { href, linktype } }];
    render(
      <Block
        locale="fr-FR"
        blok={{
          _uid: '2',
          component: 'feature',
          text: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'story', marks: link('/quit-smoking', 'story') }] },
              { type: 'paragraph', content: [{ type: 'text', text: 'mail', marks: link('hello@exhale.example', 'email') }] },
              { type: 'paragraph', content: [{ type: 'text', text: 'web', marks: link('https://www.who.int/', 'url') }] },
              { type: 'paragraph', content: [{ type: 'text', text: 'file', marks: link('https://a.storyblok.com/f/1/guide.pdf', 'asset') }] },
              { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
            ],
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'story' })).toHaveAttribute('href', '/fr/arreter-de-fumer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:hello@exhale.example');
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', 'https://www.who.int/');
    expect(screen.getByRole('link', { name: 'file' })).toHaveAttribute('href', 'https://a.storyblok.com/f/1/guide.pdf');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('grid renders its headline and nested blocks; teaser renders the related story', () => {
    render(
      <Block
        locale="en-US"
        blok={{
          _uid: '3',
          component: 'grid',
          headline: 'From the magazine',
          columns: [
            {
              _uid: '4',
              component: 'teaser',
              cta_label: 'Read more',
              story: { full_slug: 'posts/cravings', name: 'Cravings', content: { title: 'Ride out a craving', description: 'It passes.' } },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'From the magazine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ride out a craving' })).toHaveAttribute('href', '/posts/cravings');
    expect(screen.getByText('It passes.')).toBeInTheDocument();
  });

  it('page renders title, intro and body', () => {
    render(
      <Block
        locale="en-US"
        blok={{ _uid: '5', component: 'page', title: 'Help', intro: doc('Answers.'), body: [{ _uid: '6', component: 'feature', headline: 'Is it free?' }] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('Answers.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Is it free?' })).toBeInTheDocument();
  });

  it('an unregistered block renders a localized placeholder and logs its name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Block locale="de-DE" blok={{ _uid: '7', component: 'carousel' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Dieser Block (carousel) kann noch nicht angezeigt werden.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"carousel"'));
  });

  it('story paths use translated slugs and locale prefixes', () => {
    expect(storyPath('home', 'en-US')).toBe('/');
    expect(storyPath('home', 'pl-PL')).toBe('/pl');
    expect(storyPath('help', 'ru-RU')).toBe('/ru/помощь');
    expect(storyPath('posts/first-week', 'it-IT')).toBe('/it/posts/first-week');
    expect(storyPath('unknown/thing', 'en-US')).toBeNull();
  });
});
