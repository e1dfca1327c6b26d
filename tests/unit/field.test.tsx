// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CheckboxField, Field, FormAlert } from '@/components/forms/Field';

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
        <CheckboxField id="terms" label="I accept" registration={{ ...registration, name: 'terms' }} error={{ type: 'custom', message: 'Your consent is required.' }} />
        <FormAlert message="Sorry, not all fields are filled out correctly." />
      </>,
    );
    expect(screen.getByLabelText('I accept')).toHaveAccessibleDescription('Your consent is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, not all fields are filled out correctly.');
  });
});
