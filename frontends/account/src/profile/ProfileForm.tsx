import type { User } from '@clipwerk/shell/sdk';
import { Alert, Button, useForm } from '@clipwerk/ui';
import { CreatorProfileFields } from './CreatorProfileFields';
import { ProfileAboutFields } from './ProfileAboutFields';
import { toProfileValues, validateProfile, type ProfileValues } from './profileValues';
import { useProfileSave } from './useProfileSave';

export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileValues>(toProfileValues(user), (values) => validateProfile(user.role, values));
  const { serverError, save } = useProfileSave(user, form);
  const isCreator = user.role === 'creator';

  return (
    <form className="cw-form" onSubmit={form.handleSubmit(save)} noValidate>
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <ProfileAboutFields isCreator={isCreator} form={form} />
      {isCreator && <CreatorProfileFields form={form} />}

      <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
        <Button type="submit" size="lg" loading={form.submitting}>
          Profiel opslaan
        </Button>
      </div>
    </form>
  );
}
