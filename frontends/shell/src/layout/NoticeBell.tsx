import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RelativeTime, formatBadgeCount } from '@clipwerk/ui';
import { useDismiss } from './useDismiss';
import { useNotices } from '@clipwerk/shell/sdk';

export function NoticeBell() {
  const { notices, unreadCount, markRead, markAllRead } = useNotices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    markAllRead();
  }, [markAllRead]);
  useDismiss(ref, open, close);

  return (
    <div className="cw-usermenu" ref={ref}>
      <button
        type="button"
        className="cw-bell"
        aria-expanded={open}
        aria-label={unreadCount > 0 ? `Meldingen, ${unreadCount} ongelezen` : 'Meldingen'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unreadCount > 0 && <span className="cw-bell__count">{formatBadgeCount(unreadCount)}</span>}
      </button>
      {open && (
        <div className="cw-popover cw-popover--wide">
          <div className="cw-popover__heading">Meldingen</div>
          {notices.length === 0 ? (
            <p className="cw-muted cw-small" style={{ padding: '0 0.75rem 0.5rem' }}>
              Je hebt nog geen meldingen.
            </p>
          ) : (
            <ul className="cw-notices" aria-label="Meldingen">
              {notices.map((notice) => {
                // Where to act on it, as the notifications context decided.
                const target = notice.link;
                const content = (
                  <>
                    {notice.message}
                    <RelativeTime value={notice.timestamp} />
                  </>
                );
                return (
                  <li key={notice.id} data-unread={!notice.read}>
                    {target ? (
                      <button
                        type="button"
                        className="cw-notices__link"
                        onClick={() => {
                          markRead(notice.id);
                          setOpen(false);
                          navigate(target);
                        }}
                      >
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
