import { useState, type ChangeEvent } from 'react';
import { errorMessage, useSession, useToasts, type User } from '@clipwerk/shell/sdk';
import { Alert, Spinner, buttonClass } from '@clipwerk/ui';
import { UPLOAD_RULES, UploadTooLargeError, uploadFile } from './uploads';

/** Upload control for the profile picture (the avatar itself is shown by the profile header). */
export function ProfilePictureUpload({ user }: { user: User }) {
  const { setUser } = useSession();
  const { notify } = useToasts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      setUser((await uploadFile('profilePicture', file)).user);
      notify('Profielfoto bijgewerkt', { tone: 'success' });
    } catch (failure) {
      setError(
        failure instanceof UploadTooLargeError ? failure.message : errorMessage(failure, UPLOAD_RULES.profilePicture.failed),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="cw-row">
        <label className="cw-upload">
          <input type="file" accept="image/*" onChange={onPick} disabled={busy} aria-describedby="profile-picture-hint" />
          <span className={buttonClass('secondary', 'sm')}>
            {busy && <Spinner size="sm" label="" />}
            {user.profilePictureUrl ? 'Foto wijzigen' : 'Foto uploaden'}
          </span>
        </label>
        <span id="profile-picture-hint" className="cw-small cw-muted">
          JPG, PNG of WebP, maximaal 5MB
        </span>
      </div>
      {error && (
        <div style={{ marginTop: '0.75rem' }}>
          <Alert tone="danger">{error}</Alert>
        </div>
      )}
    </div>
  );
}
