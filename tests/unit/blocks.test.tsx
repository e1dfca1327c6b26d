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

  it('craving tips render each tip with its source named and linked, in the page’s language', () => {
    const nhs = 'https://www.nhs.uk/live-well/quit-smoking/10-self-help-tips-to-stop-smoking/';
    render(
      <Block
        locale="de-DE"
        blok={{
          _uid: '8',
          component: 'craving_tips',
          headline: 'Was bei Rauchverlangen hilft',
          intro: 'Es geht vorbei.',
          tips: [
            {
              _uid: '9',
              component: 'craving_tip',
              title: 'Fünf Minuten abwarten',
              text: 'Rauchverlangen dauert meist etwa fünf Minuten.',
              source_label: 'NHS',
              source_link: { linktype: 'url', url: nhs },
            },
            {
              _uid: '10',
              component: 'craving_tip',
              title: 'In Bewegung kommen',
              text: 'Geh um den Block.',
              source_label: 'NHS',
              source_link: { linktype: 'url', url: 'javascript:alert(1)' },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Was bei Rauchverlangen hilft' })).toBeInTheDocument();
    const tips = screen.getAllByRole('listitem');
    expect(tips).toHaveLength(2);
    expect(tips[0]).toHaveTextContent('Fünf Minuten abwarten');
    expect(tips[0]).toHaveTextContent('Quelle: NHS');
    expect(screen.getByRole('link', { name: 'NHS' })).toHaveAttribute('href', nhs);
    // A link that is not a web address is named, never linked.
    expect(tips[1]).toHaveTextContent('Quelle: NHS');
    expect(screen.getAllByRole('link')).toHaveLength(1);
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
