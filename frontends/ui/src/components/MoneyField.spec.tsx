import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MONEY_TEXTS, MoneyField, parseMoney } from '../index';

function Budget({ error }: { error?: string }) {
  const [text, setText] = useState('');
  const reading = parseMoney(text);
  return (
    <>
      <MoneyField label="Budget (€)" value={text} onChange={(event) => setText(event.target.value)} error={error} />
      <output>{reading.cents ?? 'geen bedrag'}</output>
    </>
  );
}

describe('MoneyField', () => {
  it('is a text field with a decimal keyboard that keeps what she types', async () => {
    render(<Budget />);
    const input = screen.getByLabelText('Budget (€)');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1.250,50');
    expect(input).toHaveValue('1.250,50');
    expect(screen.getByRole('status')).toHaveTextContent('125050');
  });

  it('says at the field what is wrong once she leaves it, and forgets it when she types again', async () => {
    render(<Budget />);
    const input = screen.getByLabelText('Budget (€)');
    await userEvent.type(input, '300,5,0');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(MONEY_TEXTS.oneComma);
    await userEvent.type(input, '{backspace}{backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('30050');
  });

  it('shows the form’s own error', () => {
    render(<Budget error="Het budget moet minimaal €25 zijn" />);
    expect(screen.getByLabelText('Budget (€)')).toHaveAccessibleDescription('Het budget moet minimaal €25 zijn');
  });
});
