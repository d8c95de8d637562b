import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { ProposalForm } from './ProposalForm';
import { MONEY_TEXTS } from '@clipwerk/ui';
import { proposalErrors, proposalPayload, submitFailureText } from './proposalRules';

const MOTIVATION = 'Ik maak al drie jaar koffievideo’s en weet precies hoe je bonen mooi in beeld brengt.';

describe('proposal form rules', () => {
  it('checks motivation length, prices in euros and cents, and whole days', () => {
    const ok = { coverLetter: MOTIVATION, price: '150', deliveryTimeInDays: '7', previousWork: '' };
    expect(proposalErrors(ok)).toEqual({});
    expect(proposalErrors({ ...ok, coverLetter: '' }).coverLetter).toBe('Motivatie is verplicht');
    expect(proposalErrors({ ...ok, coverLetter: 'x'.repeat(49) }).coverLetter).toBe(
      'Je motivatie moet minimaal 50 tekens bevatten',
    );
    expect(proposalErrors({ ...ok, coverLetter: 'x'.repeat(50) }).coverLetter).toBeUndefined();
    expect(proposalErrors({ ...ok, coverLetter: 'x'.repeat(1001) }).coverLetter).toBe(
      'Je motivatie mag maximaal 1000 tekens bevatten',
    );
    expect(proposalErrors({ ...ok, price: '' }).price).toBe('Prijs is verplicht');
    expect(proposalErrors({ ...ok, price: '0,99' }).price).toBe('De prijs moet minimaal €1 zijn');
    expect(proposalErrors({ ...ok, price: '12.5' }).price).toBe(MONEY_TEXTS.dot);
    expect(proposalErrors({ ...ok, price: '300,5,0' }).price).toBe(MONEY_TEXTS.oneComma);
    expect(proposalErrors({ ...ok, price: '275,50' }).price).toBeUndefined();
    expect(proposalPayload({ ...ok, price: '€ 1.275,50' }).price).toBe(1275.5);
    expect(proposalErrors({ ...ok, deliveryTimeInDays: '0' }).deliveryTimeInDays).toBe(
      'De levertijd moet een heel aantal van minimaal 1 dag zijn',
    );
    expect(proposalPayload({ ...ok, previousWork: ' eerder werk ' })).toEqual({
      motivation: MOTIVATION,
      approach: 'eerder werk',
      price: 150,
      deliveryTimeInDays: 7,
    });
  });

  it('words server failures in the Dutch texts users see', () => {
    expect(submitFailureText({ errors: [{ message: 'a' }, { message: 'b' }] })).toBe('Validatiefouten:\na\nb');
    expect(submitFailureText({ errors: [], serverMessage: 'Je hebt al een voorstel verstuurd voor deze opdracht' })).toBe(
      'Fout: Je hebt al een voorstel verstuurd voor deze opdracht',
    );
    expect(submitFailureText(new Error('x'))).toBe('Er is een fout opgetreden bij het versturen van je voorstel');
  });
});

describe('proposal form', () => {
  it('counts characters live and submits the price with its cents, then closes', async () => {
    const fetchMock = installFetch({ 'POST /api/proposals/project/p1': { success: true, proposal: { id: 'x' } } });
    renderScreen(<ProposalForm projectId="p1" />, { session: fakeSession({ user: creator }) });
    await userEvent.click(screen.getByRole('button', { name: 'Doe een voorstel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voorstel versturen' }));
    expect(screen.getByText('Motivatie is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Prijs is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Levertijd is verplicht')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Motivatie/), MOTIVATION);
    expect(screen.getByText(`${MOTIVATION.length} / 1000 tekens`)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Jouw prijs/), '275,5,0');
    await userEvent.type(screen.getByLabelText(/^Levertijd/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Voorstel versturen' }));
    expect(screen.getByLabelText(/^Jouw prijs/)).toHaveAccessibleDescription(MONEY_TEXTS.oneComma);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Jouw prijs/));
    await userEvent.type(screen.getByLabelText(/^Jouw prijs/), '275,50');
    await userEvent.click(screen.getByRole('button', { name: 'Voorstel versturen' }));
    expect(await screen.findByText('Voorstel verstuurd!')).toBeInTheDocument();
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({
      motivation: MOTIVATION,
      approach: '',
      price: 275.5,
      deliveryTimeInDays: 7,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Doe een voorstel' })).toBeInTheDocument());
  });

  it('shows the server validation list', async () => {
    installFetch({
      'POST /api/proposals/project/p1': jsonResponse(400, {
        message: 'Ongeldig',
        errors: [{ field: 'price', message: 'De prijs mag maximaal €1.000.000 zijn' }],
      }),
    });
    renderScreen(<ProposalForm projectId="p1" />, { session: fakeSession({ user: creator }) });
    await userEvent.click(screen.getByRole('button', { name: 'Doe een voorstel' }));
    await userEvent.type(screen.getByLabelText(/^Motivatie/), MOTIVATION);
    await userEvent.type(screen.getByLabelText(/^Jouw prijs/), '2000000');
    await userEvent.type(screen.getByLabelText(/^Levertijd/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Voorstel versturen' }));
    expect(await screen.findByText(/Validatiefouten:/)).toHaveTextContent('De prijs mag maximaal €1.000.000 zijn');
  });
});
