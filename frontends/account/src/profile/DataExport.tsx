import { useState } from 'react';
import { ApiError, API_BASE, errorMessage, tokenStore } from '@clipwerk/shell/sdk';
import { Button } from '@clipwerk/ui';

export const DATA_EXPORT_TEXTS = {
  title: 'Mijn gegevens',
  explanation:
    'Download alles wat Clipwerk van je bewaart: je account, opdrachten, voorstellen, berichten en betalingen, in één bestand.',
  button: 'Gegevens downloaden',
  failed: 'Je gegevens konden niet worden gedownload. Probeer het opnieuw.',
};

/** How long the blob URL handed to the download lives: the browser has taken it over by then. */
const DOWNLOAD_URL_LIFETIME_MS = 1000;

/** Downloads the JSON file the gateway composes of every record of the user. */
export function DataExport() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const token = tokenStore.get();
      const response = await fetch(`${API_BASE}/users/me/export`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new ApiError(response.status, body.message ?? DATA_EXPORT_TEXTS.failed, undefined, [], body.message);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'clipwerk-gegevens.json';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
    } catch (failure) {
      setError(errorMessage(failure, DATA_EXPORT_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cw-stack" aria-label={DATA_EXPORT_TEXTS.title}>
      <h2 className="cw-card__title">{DATA_EXPORT_TEXTS.title}</h2>
      <p className="cw-muted cw-small">{DATA_EXPORT_TEXTS.explanation}</p>
      {error && (
        <p role="alert" className="cw-small">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" loading={busy} onClick={download}>
          {DATA_EXPORT_TEXTS.button}
        </Button>
      </div>
    </section>
  );
}
