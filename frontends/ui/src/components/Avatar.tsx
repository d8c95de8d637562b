import { useState } from 'react';

/** Profile picture when there is one, otherwise the person's initials on a brand-tinted disc. */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

/**
 * `alt` names what the picture is when it is not a person's photo (a company's logo). A picture that fails to load
 * falls back to the initials, so a broken link never leaves an empty disc.
 */
export function Avatar({
  src,
  name,
  alt,
  size = 40,
}: {
  src?: string | null;
  name?: string | null;
  alt?: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && failed !== src) {
    const text = alt ?? (name ? `Profielfoto van ${name}` : 'Profielfoto');
    return <img className="cw-avatar" src={src} alt={text} style={style} onError={() => setFailed(src)} />;
  }
  return (
    <span className="cw-avatar cw-avatar--initials" style={style} role="img" aria-label={name ?? 'Gebruiker'}>
      {initialsOf(name)}
    </span>
  );
}
