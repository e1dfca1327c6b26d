// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Block } from '@/blocks/registry';
import { OperatorView } from '@/blocks/Operator';
import { parseEnv } from '@/lib/env';
import { chosenFacts, operatorFacts } from '@/lib/legal';

/** An embedded environment with the operator configured as a deployment would write it in a .env file. */
const configured = parseEnv({
  EXHALE_MODE: 'embedded',
  OPERATOR_NAME: 'Rauchfrei Digital GmbH',
  OPERATOR_ADDRESS: 'Lindenstraße 12\\n10969 Berlin\\nDeutschland',
  OPERATOR_EMAIL: 'kontakt@rauchfrei.test',
  OPERATOR_PHONE: '+49 30 1234567',
  OPERATOR_REGISTER: 'Amtsgericht Charlottenburg, HRB 999999',
  OPERATOR_VAT_ID: 'DE999999999',
  OPERATOR_PRIVACY_EMAIL: '',
} as unknown as NodeJS.ProcessEnv);

describe('the operator block (imprint, privacy policy)', () => {
  it('shows the configured operator: name, address lines, contact, register, VAT ID and who is responsible', () => {
    const facts = operatorFacts(configured);
    render(<OperatorView facts={facts} show={chosenFacts(undefined)} headline="Betreiber" locale="de-DE" id="op1" />);
    const section = screen.getByRole('region', { name: 'Betreiber' });
    const address = section.querySelector('address')!;
    expect([...address.children].map((c) => c.textContent)).toEqual(['Rauchfrei Digital GmbH', 'Lindenstraße 12', '10969 Berlin', 'Deutschland']);
    expect(within(section).getAllByRole('link', { name: 'kontakt@rauchfrei.test' })[0]).toHaveAttribute('href', 'mailto:kontakt@rauchfrei.test');
    expect(within(section).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    const term = (label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The data protection contact defaults to the operator's email (an empty variable counts as unset).
    expect(term('Kontakt für Datenschutz')).toBe('kontakt@rauchfrei.test');
    expect(term('Handelsregister')).toBe('Amtsgericht Charlottenburg, HRB 999999');
    expect(term('USt-IdNr.')).toBe('DE999999999');
    expect(term('Verantwortlich für den Inhalt')).toBe('Rauchfrei Digital GmbHLindenstraße 1210969 BerlinDeutschland');
    expect(section).not.toHaveTextContent(/lokale Instanz/);
  });

  it('shows only the facts the editor chose, and a separate privacy contact and content responsible when configured', () => {
    const facts = operatorFacts({
      ...configured,
      OPERATOR_PRIVACY_EMAIL: 'datenschutz@rauchfrei.test',
      OPERATOR_CONTENT_RESPONSIBLE: 'Alex Muster\\nLindenstraße 12, 10969 Berlin',
    });
    expect(facts?.responsible).toEqual(['Alex Muster', 'Lindenstraße 12, 10969 Berlin']);
    render(
      <OperatorView facts={facts} show={chosenFacts(['privacy_contact', 'identity', 'nonsense'])} headline="Who is responsible" locale="en-US" id="op2" />,
    );
    const section = screen.getByRole('region', { name: 'Who is responsible' });
    expect(section.querySelector('address')).toHaveTextContent('Rauchfrei Digital GmbH');
    expect(within(section).getByRole('link', { name: 'datenschutz@rauchfrei.test' })).toHaveAttribute('href', 'mailto:datenschutz@rauchfrei.test');
    expect(section).not.toHaveTextContent('HRB 999999');
    expect(section).not.toHaveTextContent('DE999999999');
    expect(section).not.toHaveTextContent('kontakt@rauchfrei.test');
  });

  it('without configured facts (a local instance) says so plainly, through the CMS block in every language, and names no made-up operator', () => {
    expect(operatorFacts(parseEnv({ EXHALE_MODE: 'embedded' } as unknown as NodeJS.ProcessEnv))).toBeNull();
    const { container } = render(<Block locale="fr-FR" blok={{ _uid: 'op3', component: 'operator', headline: 'Exploitant', facts: ['identity'] }} />);
    expect(screen.getByRole('region', { name: 'Exploitant' })).toHaveTextContent(
      'Ceci est une instance locale d’Exhale, utilisée pour le développement et les tests. Ce n’est pas un service proposé au public',
    );
    expect(container.querySelector('address')).toBeNull();
    expect(container.textContent).not.toMatch(/example|@/i);
  });

  it('production refuses to start without the operator’s name, address and email', () => {
    expect(() => parseEnv({ EXHALE_MODE: 'production' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /OPERATOR_NAME is missing[\s\S]*OPERATOR_ADDRESS is missing[\s\S]*OPERATOR_EMAIL is missing/,
    );
    expect(() => parseEnv({ ...configured, OPERATOR_EMAIL: 'not-an-address' } as unknown as NodeJS.ProcessEnv)).toThrow(/OPERATOR_EMAIL is malformed/);
  });
});
