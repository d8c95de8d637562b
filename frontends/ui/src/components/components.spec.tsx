import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Avatar, Checkbox, ErrorState, Modal, PasswordField, Tabs, TextField } from '../index';

describe('TextField', () => {
  it('links its label and Dutch error text for assistive technology', () => {
    render(<TextField label="E-mailadres" error="E-mailadres is verplicht" required />);
    const input = screen.getByLabelText(/E-mailadres/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('E-mailadres is verplicht');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<PasswordField label="Wachtwoord" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: /Toon wachtwoord/ }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: /Verberg wachtwoord/ }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    render(<Checkbox label="Onthoud mij" defaultChecked />);
    const box = screen.getByLabelText('Onthoud mij');
    await userEvent.click(screen.getByText('Onthoud mij'));
    expect(box).not.toBeChecked();
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Bevestigen" onClose={() => setOpen(false)} footer={<button>Ja</button>}>
        <input aria-label="Reden" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bevestigen' });
    const close = screen.getByRole('button', { name: 'Sluiten' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByLabelText('Reden')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus(); // wrapped around, focus never leaves the dialog
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Tabs', () => {
  function TabsHarness() {
    const [active, setActive] = useState('profiel');
    const tabs = [
      { id: 'profiel', label: 'Profiel' },
      { id: 'portfolio', label: 'Portfolio' },
      { id: 'stats', label: 'Statistieken' },
    ];
    return (
      <Tabs tabs={tabs} active={active} onChange={setActive} label="Profiel onderdelen">
        <p>Paneel {active}</p>
      </Tabs>
    );
  }

  it('selects tabs by click and arrow keys', async () => {
    render(<TabsHarness />);
    expect(screen.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Portfolio' }));
    expect(screen.getByText('Paneel portfolio')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statistieken' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paneel stats');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one, else initials', () => {
    const { rerender } = render(<Avatar name="Sanne de Vries" src="/api/media/abc" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/media/abc');
    rerender(<Avatar name="Sanne de Vries" />);
    expect(screen.getByRole('img', { name: 'Sanne de Vries' })).toHaveTextContent('SV');
  });
});

describe('ErrorState', () => {
  it('offers a retry', async () => {
    const retry = jest.fn();
    render(<ErrorState message="Dit onderdeel kon niet worden geladen." onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
