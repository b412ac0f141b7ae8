import { BankSkeleton } from '../../ui/channel/bank-skeleton';
import { ComingSoon } from './coming-soon';

/**
 * /poiDetails and /poi/details: bank channels see the skeleton image while it loads (at most 5 s). Until the
 * POI screen lands nothing loads, so the skeleton runs its full time.
 */
export function Component() {
  return (
    <ComingSoon>
      <BankSkeleton ready={false} />
    </ComingSoon>
  );
}
