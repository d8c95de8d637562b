import { PREVIEW_LINK_LIFETIME_MS, signPreviewLink, verifyPreviewLink } from './preview-link';

describe('a preview link opens one file for one person for 15 minutes', () => {
  const secret = 'test-secret';
  const now = new Date('2026-11-23T12:00:00Z');
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_LIFETIME_MS);
  const token = signPreviewLink(secret, { fileId: 'file-1', userId: 'user-1', expiresAt });

  it('names the user it was made for while it lasts', () => {
    expect(verifyPreviewLink(secret, token, 'file-1', now)).toEqual({ userId: 'user-1', support: false });
    expect(verifyPreviewLink(secret, token, 'file-1', new Date(expiresAt.getTime() - 1))).toEqual({
      userId: 'user-1',
      support: false,
    });
  });

  it('is refused once expired', () => {
    expect(verifyPreviewLink(secret, token, 'file-1', expiresAt)).toBeNull();
  });

  it('is refused for another file, with another secret, or when altered', () => {
    expect(verifyPreviewLink(secret, token, 'file-2', now)).toBeNull();
    expect(verifyPreviewLink('other-secret', token, 'file-1', now)).toBeNull();
    expect(verifyPreviewLink(secret, token.replace('user-1', 'user-2'), 'file-1', now)).toBeNull();
    const later = String(expiresAt.getTime() + 60_000);
    expect(verifyPreviewLink(secret, token.replace(String(expiresAt.getTime()), later), 'file-1', now)).toBeNull();
  });

  it('reads as support only when made for support: the role cannot be added to a party’s link', () => {
    const forSupport = signPreviewLink(secret, { fileId: 'file-1', userId: 'support-1', expiresAt, support: true });
    expect(verifyPreviewLink(secret, forSupport, 'file-1', now)).toEqual({ userId: 'support-1', support: true });
    expect(verifyPreviewLink(secret, `${token}.support`, 'file-1', now)).toBeNull();
    expect(verifyPreviewLink(secret, forSupport.replace(/\.support$/, ''), 'file-1', now)).toBeNull();
  });

  it('is refused when malformed', () => {
    for (const bad of ['', 'a.b', 'user-1.soon.sig', `${token}.extra`]) {
      expect(verifyPreviewLink(secret, bad, 'file-1', now)).toBeNull();
    }
  });
});
