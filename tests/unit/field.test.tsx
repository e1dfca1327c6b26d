// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
