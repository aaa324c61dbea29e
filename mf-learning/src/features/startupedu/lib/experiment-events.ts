// The experiment's events in the tag manager's data layer (the shell loads the tag manager).
import { dataLayer } from '@raketa/shared';
import { EXPERIMENT, type Variant } from './variant';

/** One per page view of a landing variant. */
export function pushImpression(variant: Variant): void {
  dataLayer().push({ event: 'experiment_impression', experiment: EXPERIMENT, variant });
}

/** A click on one of the landing's calls to action; `target` names it (`hero:courses`, `course:{slug}`...). */
export function pushClick(variant: Variant, target: string): void {
  dataLayer().push({ event: 'experiment_click', experiment: EXPERIMENT, variant, target });
}
