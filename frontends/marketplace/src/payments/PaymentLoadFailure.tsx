import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Icon, buttonClass } from '@clipwerk/ui';
import { TEXTS } from '../shared/texts';

/** What a payment page shows when its project or payment could not be read: not found, or a retry. */
export function PaymentLoadFailure({ missing, message, onRetry }: { missing: boolean; message: string; onRetry: () => void }) {
  return (
    <div className="cw-container cw-page">
      {missing ? (
        <EmptyState
          icon={<Icon name="search" />}
          title={TEXTS.projectNotFound}
          action={
            <Link className={buttonClass('primary')} to="/my-projects">
              Naar mijn opdrachten
            </Link>
          }
        />
      ) : (
        <ErrorState message={message} onRetry={onRetry} />
      )}
    </div>
  );
}
