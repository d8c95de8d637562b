// 'Welkom' right after signing up, 'Welkom terug' ever after: this browser session remembers who just signed up,
// whichever way she then reaches the dashboard, until someone signs in.
const KEY = 'clipwerk.justRegistered';

export function markJustRegistered(): void {
  safe(() => sessionStorage.setItem(KEY, '1'));
}

export function forgetJustRegistered(): void {
  safe(() => sessionStorage.removeItem(KEY));
}

export const isJustRegistered = (): boolean => safe(() => sessionStorage.getItem(KEY) === '1') ?? false;

export const greeting = (justRegistered: boolean) => (justRegistered ? 'Welkom' : 'Welkom terug');

/** Storage can be blocked (privacy settings); the greeting then says 'Welkom terug'. */
function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
