import { useState, type ChangeEvent } from 'react';
import { api, errorMessage, useSession, useToasts, type User } from '@clipwerk/shell/sdk';
import type { ProfileUpdatedAnswer } from '@clipwerk/contracts/identity';
import { toProfilePayload, toProfileValues, type Platform, type ProfileValues } from './profileValues';

const SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van je profiel';

type TextKey = { [K in keyof ProfileValues]: ProfileValues[K] extends string ? K : never }[keyof ProfileValues];

/** What the profile's fieldsets need of its form: the values, setting one, and the props of a text field. */
export interface ProfileFormBinding {
  values: ProfileValues;
  setValue<K extends keyof ProfileValues & string>(name: K, value: ProfileValues[K]): void;
  setValues(values: ProfileValues): void;
  field(name: TextKey): {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
}

/** Saving the profile: the saved answer becomes the session's user and the form's values, or a Dutch error shows. */
export function useProfileSave(user: User, form: ProfileFormBinding) {
  const { setUser } = useSession();
  const { notify } = useToasts();
  const [serverError, setServerError] = useState<string | null>(null);

  async function save(current: ProfileValues) {
    setServerError(null);
    try {
      const answer = await api.put<ProfileUpdatedAnswer>('/users/me/profile', toProfilePayload(user.role, current));
      setUser(answer.user);
      // The form shows what was saved (trimmed, a cleared chosen name empty).
      form.setValues(toProfileValues(answer.user));
      notify('Profiel opgeslagen', { tone: 'success' });
    } catch (error) {
      setServerError(errorMessage(error, SAVE_FAILED));
    }
  }

  return { serverError, save };
}

/** Changes one part of one platform's account in the form. */
export function setSocialPart(
  { values, setValue }: ProfileFormBinding,
  platform: Platform,
  part: 'username' | 'url' | 'audience',
  value: string,
) {
  setValue('social', { ...values.social, [platform]: { ...values.social[platform], [part]: value } });
}
