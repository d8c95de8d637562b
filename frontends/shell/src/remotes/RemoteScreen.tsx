// A screen that lives in a remote. While it loads: the screen as the page arrived drawn with it, else a spinner as
// tall as the viewport, so the footer does not show and then jump away. When the remote is down: a Dutch fallback
// with a retry, inside the page outlet only, so navigation and the other pages keep working.
import { Component, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState, PageSpinner } from '@clipwerk/ui';
import { DrawingSlot, DrawnScreen, drawnScreen, forgetDrawnScreen } from './drawnScreens';
import { loadRemoteModule } from './federation';

export const REMOTE_FAILED_MESSAGE = 'Dit onderdeel kon niet worden geladen.';

type ScreenModule = { default: ComponentType };

const loaded = new Map<string, ComponentType>();

function RemoteFailed({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="cw-container cw-page">
      <ErrorState title="Er ging iets mis" message={REMOTE_FAILED_MESSAGE} onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** Catches a remote screen that throws while rendering, so it fails like a remote that did not load. */
class RemoteBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remote] scherm faalde', error, info.componentStack);
  }
  render() {
    if (this.state.failed) {
      return (
        <RemoteFailed
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * Starts loading the screen of the address a visit opens on before React first renders, so its downloads overlap
 * the shell's start and the session check instead of following them. A failure is left to RemoteScreen, which
 * loads again and offers the retry.
 */
export function preloadRemoteScreen(remote: string, module: string): void {
  loadRemoteModule<ScreenModule>(remote, module)
    .then((mod) => loaded.set(`${remote}/${module}`, mod.default))
    .catch(() => undefined);
}

/** `fallback` stands in while the remote loads (a page spinner unless the caller has a layout-stable skeleton). */
export function RemoteScreen({ remote, module, fallback }: { remote: string; module: string; fallback?: ReactNode }) {
  const key = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; status: 'loading' | 'ready' | 'failed' }>(() => ({
    key,
    status: loaded.has(key) ? 'ready' : 'loading',
  }));
  const status = state.key === key ? state.status : loaded.has(key) ? 'ready' : 'loading';
  // The markup the page arrived with stays until the screen's code is here (or failed): the first render draws it
  // whatever the preload did meanwhile, so React takes the page over as it was drawn.
  const [drawn, setDrawn] = useState(() => drawnScreen(key));
  const drawingSlot = useContext(DrawingSlot);

  useEffect(() => {
    if (drawn === undefined || status === 'loading') return;
    forgetDrawnScreen(key);
    setDrawn(undefined);
  }, [drawn, key, status]);

  useEffect(() => {
    if (loaded.has(key) && attempt === 0) {
      setState({ key, status: 'ready' });
      return;
    }
    let active = true;
    setState({ key, status: 'loading' });
    loadRemoteModule<ScreenModule>(remote, module, { retry: attempt > 0 })
      .then((mod) => {
        loaded.set(key, mod.default);
        if (active) setState({ key, status: 'ready' });
      })
      .catch((error) => {
        console.error(`[remote] ${key} kon niet worden geladen`, error);
        if (active) setState({ key, status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [key, remote, module, attempt]);

  const retry = () => {
    loaded.delete(key);
    setAttempt((n) => n + 1);
  };

  if (drawingSlot === key) return <DrawnScreen screenKey={key} markup="" />;
  if (drawn !== undefined && state.key === key) return <DrawnScreen screenKey={key} markup={drawn} />;
  if (status === 'failed') return <RemoteFailed onRetry={retry} />;
  const Screen = loaded.get(key);
  if (status === 'loading' || !Screen) return fallback ?? <PageSpinner fill />;
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      <Screen />
    </RemoteBoundary>
  );
}
