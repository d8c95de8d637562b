import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePictureUpload } from './ProfilePicture';
import { aCreatorUser, anUploadedFile, creator, fakeSession, installFetch, renderScreen } from '../test/renderScreen';

describe('the profile picture upload', () => {
  it('takes the account the upload answers (the picture set on it) as the signed-in user', async () => {
    const file = anUploadedFile();
    const pictured = aCreatorUser({ profilePictureUrl: file.url });
    const fetchMock = installFetch({
      'POST /api/upload/profile-picture': { success: true, data: { file }, user: pictured },
    });
    const setUser = jest.fn();
    renderScreen(<ProfilePictureUpload user={creator} />, { session: fakeSession({ user: creator, setUser }) });

    await userEvent.upload(screen.getByLabelText('Foto uploaden'), new File(['png'], 'sanne.png', { type: 'image/png' }));
    await waitFor(() => expect(setUser).toHaveBeenCalledWith(pictured));
    expect(fetchMock).toHaveBeenCalledWith('/api/upload/profile-picture', expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByText('Profielfoto bijgewerkt')).toBeInTheDocument();
  });
});
