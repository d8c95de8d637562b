// A part of a screen that lives in another remote (the workspace's Chat tab is the messaging remote's project
// chat): loaded at run time like a remote screen, with a Dutch fallback and a retry in its place when it fails.
import { useEffect, useState, type ComponentType } from 'react';
import { ErrorState, Spinner } from '@clipwerk/ui';
import { loadRemoteModule } from './federation';

export const REMOTE_PART_FAILED_MESSAGE = 'Dit onderdeel kon niet worden geladen.';

export function RemotePart<P extends object>({ remote, module, props }: { remote: string; module: string; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; Part: ComponentType<P> } | 'failed' | null>(null);
  const key = `${remote}/${module}`;

  useEffect(() => {
    let active = true;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module, { retry: attempt > 0 })
      .then((mod) => active && setLoaded({ key, Part: mod.default }))
      .catch((error) => {
        console.error(`[remote] ${key} kon niet worden geladen`, error);
        if (active) setLoaded('failed');
      });
    return () => {
      active = false;
    };
  }, [key, remote, module, attempt]);

  if (loaded === 'failed') {
    return (
      <ErrorState
        message={REMOTE_PART_FAILED_MESSAGE}
        onRetry={() => {
          setLoaded(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!loaded || loaded.key !== key) return <Spinner />;
  const { Part } = loaded;
  return <Part {...props} />;
}
