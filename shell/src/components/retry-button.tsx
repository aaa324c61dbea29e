import { Button } from '@raketa/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The retry of an area that failed to load: pending from the click until the area comes back. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const [pending, setPending] = useState(false);
  return (
    <Button
      pending={pending}
      onClick={() => {
        setPending(true);
        onRetry();
      }}
    >
      {t('remote.retry')}
    </Button>
  );
}
