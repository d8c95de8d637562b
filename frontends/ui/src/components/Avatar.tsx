/** Profile picture when there is one, otherwise the person's initials on a brand-tinted disc. */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

export function Avatar({ src, name, size = 40 }: { src?: string | null; name?: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) return <img className="cw-avatar" src={src} alt={name ? `Profielfoto van ${name}` : 'Profielfoto'} style={style} />;
  return (
    <span className="cw-avatar cw-avatar--initials" style={style} role="img" aria-label={name ?? 'Gebruiker'}>
      {initialsOf(name)}
    </span>
  );
}
