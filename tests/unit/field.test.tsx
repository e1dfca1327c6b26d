// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';
import { CheckboxGroup, TextareaField } from '@/components/forms/MoreFields';

const registration = { name: 'email', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('form fields (components/forms/Field.tsx)', () => {
  it('ties the label to the input and announces the message', () => {
    render(<Field id="email" label="Email address" registration={registration} error={{ type: 'required', message: 'Email address is required.' }} />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email address is required.');
  });

  it('shows no message and no invalid state while the field is fine', () => {
    render(<Field id="email" label="Email address" registration={registration} />);
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/required/)).toBeNull();
  });

  it('renders a checkbox with its label and message, and a form-level alert', () => {
    render(
      <>
        <CheckboxField
          id="terms"
          label="I accept"
          registration={{ ...registration, name: 'terms' }}
          error={{ type: 'custom', message: 'Your consent is required.' }}
        />
        <FormAlert message="Sorry, not all fields are filled out correctly." />
      </>,
    );
    expect(screen.getByLabelText('I accept')).toHaveAccessibleDescription('Your consent is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, not all fields are filled out correctly.');
  });

  it('ties a text area to its label and message', () => {
    render(
      <TextareaField
        id="body"
        label="Text"
        registration={{ ...registration, name: 'body' }}
        error={{ type: 'too_small', message: 'Text must be at least 10 characters long.' }}
      />,
    );
    const area = screen.getByLabelText('Text');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Text must be at least 10 characters long.');
  });

  it('groups checkboxes of one array field under their legend, with the group message on the fieldset', () => {
    const options = [
      { value: 'en-US', label: 'English', lang: 'en-US' },
      { value: 'de-DE', label: 'Deutsch', lang: 'de-DE' },
    ];
    const { rerender } = render(<CheckboxGroup id="langs" legend="Languages" options={options} registration={{ ...registration, name: 'locales' }} />);
    expect(screen.getByRole('group', { name: 'Languages' })).not.toHaveAccessibleDescription('Choose at least one language.');
    expect(screen.getByLabelText('Deutsch')).toHaveAttribute('value', 'de-DE');
    expect(screen.getByLabelText('Deutsch')).toHaveAttribute('name', 'locales');
    rerender(
      <CheckboxGroup
        id="langs"
        legend="Languages"
        options={options}
        registration={{ ...registration, name: 'locales' }}
        error={{ type: 'too_small', message: 'Choose at least one language.' }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription('Choose at least one language.');
  });

  // Issue #35: every field error was repeated in a summary box. Now a short form's fields speak for
  // themselves (the sentence only for screen readers), and a long form's summary links to each field.
  const incomplete = 'Sorry, not all fields are filled out correctly.';
  const emailError = { type: 'required', message: 'Email address is required.' };
  const termsError = { type: 'custom', message: 'Your consent is required.' };

  it("does not repeat a short form's field errors in a visible box, but still announces the sentence", () => {
    render(
      <>
        <Field id="email" label="Email address" registration={registration} error={emailError} />
        <FormAlert message={incomplete} errors={{ email: emailError }} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(incomplete);
    expect(alert).toHaveClass('visually-hidden');
    expect(alert).not.toHaveClass('form-alert');
    expect(screen.getAllByText('Email address is required.')).toHaveLength(1);
  });

  it("makes a long form's message a focused summary that links to each invalid field, in the form's order", () => {
    render(
      <>
        <Field id="email" label="Email address" registration={registration} error={emailError} />
        <Field id="password" label="Password" registration={{ ...registration, name: 'password' }} />
        <CheckboxField id="terms" label="I accept" registration={{ ...registration, name: 'terms' }} error={termsError} />
        <FormAlert message={incomplete} errors={{ terms: termsError, email: emailError }} fields={{ email: 'email', password: 'password', terms: 'terms' }} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('form-alert-error');
    expect(alert).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Email address is required.', '#email'],
      ['Your consent is required.', '#terms'],
    ]);
    fireEvent.click(links[1]!);
    expect(screen.getByLabelText('I accept')).toHaveFocus();
  });

  it("keeps a message about input the browser found fine (the server's) as a visible box", () => {
    render(<FormAlert message={incomplete} errors={{}} fields={{ email: 'email' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('form-alert', 'form-alert-error');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing once the fields are fixed and no message is set', () => {
    render(<FormAlert message={null} errors={{ email: emailError }} fields={{ email: 'email' }} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
