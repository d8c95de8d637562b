import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useToasts } from '@clipwerk/shell/sdk';
import { Checkbox } from '@clipwerk/ui';
import type { EmailPreferencesAnswer } from '@clipwerk/contracts/notifications';

export const EMAIL_PREFERENCE_TEXTS = {
  title: 'E-mailmeldingen',
  explanation: 'Kies waarover we je mailen als je niet ingelogd bent. De e-mail om je wachtwoord te herstellen krijg je altijd.',
  saved: 'Je e-mailvoorkeuren zijn opgeslagen',
  failed: 'Je voorkeur kon niet worden opgeslagen. Probeer het opnieuw.',
  loadFailed: 'Je e-mailvoorkeuren konden niet worden geladen.',
  kinds: {
    proposal: 'Nieuwe voorstellen op mijn opdrachten',
    hired: 'Ik ben gekozen voor een opdracht',
    rejected: 'Mijn voorstel is afgewezen',
    delivery: 'Content is opgeleverd',
    revision: 'Er is een revisie gevraagd',
    approved: 'Mijn content is goedgekeurd',
    payment: 'Een betaling is ontvangen',
    payout: 'Mijn uitbetaling is vrijgegeven',
    messages: 'Ongelezen berichten',
  },
} as const;

type Kind = keyof typeof EMAIL_PREFERENCE_TEXTS.kinds;
const KEY = ['account', 'email-preferences'] as const;

/** One switch per kind of e-mail, saved as it is flipped. */
export function EmailPreferences() {
  const queryClient = useQueryClient();
  const { notify } = useToasts();
  const preferences = useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<EmailPreferencesAnswer>('/notifications/preferences')).email,
  });
  const save = useMutation({
    mutationFn: (change: Partial<EmailPreferencesAnswer['email']>) =>
      api.put<EmailPreferencesAnswer>('/notifications/preferences', { email: change }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer.email);
      notify(EMAIL_PREFERENCE_TEXTS.saved, { tone: 'success' });
    },
    onError: (error) => notify(errorMessage(error, EMAIL_PREFERENCE_TEXTS.failed), { tone: 'danger' }),
  });

  return (
    <section className="cw-stack" aria-label={EMAIL_PREFERENCE_TEXTS.title}>
      <h2 className="cw-card__title">{EMAIL_PREFERENCE_TEXTS.title}</h2>
      <p className="cw-muted cw-small">{EMAIL_PREFERENCE_TEXTS.explanation}</p>
      {preferences.isError && <p className="cw-small">{EMAIL_PREFERENCE_TEXTS.loadFailed}</p>}
      {preferences.data && (
        <div className="cw-stack">
          {(Object.keys(EMAIL_PREFERENCE_TEXTS.kinds) as Kind[]).map((kind) => (
            <Checkbox
              key={kind}
              label={EMAIL_PREFERENCE_TEXTS.kinds[kind]}
              checked={preferences.data[kind]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.target.checked })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
