import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@clipwerk/ui';

export function Logo() {
  return (
    <Link to="/" className="cw-logo" aria-label={`${PRODUCT_NAME} home`}>
      <span className="cw-logo__mark" aria-hidden="true">
        ▶
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
