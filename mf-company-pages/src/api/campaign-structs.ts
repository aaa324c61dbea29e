// The campaign answers of the API (issue 7 contract, "Campaigns"), checked where they enter the page.
import { boolean, integer, max, min, nullable, optional, pattern, refine, size, string, type, type Infer } from 'superstruct';
import { hydraCollection } from '@raketa/shared';

const Bilingual = type({ cs: string(), en: string() });
const Instant = refine(string(), 'instant', (value) => !Number.isNaN(Date.parse(value)));

export const CampaignOffer = type({
  title: Bilingual,
  text: Bilingual,
  /** Whole percent off; absent, null or 0 for an offer without a discount (a bonus, a gift). */
  discountPercent: optional(nullable(max(min(integer(), 0), 100))),
  /** The promo code a company quotes when ordering; absent, null or empty when none is needed. */
  code: optional(nullable(size(string(), 0, 100))),
});

export const Campaign = type({
  slug: pattern(string(), /^[a-z0-9-]{1,100}$/),
  /** Switched on and now within [startsAt, endsAt). */
  active: boolean(),
  enabled: boolean(),
  startsAt: optional(nullable(Instant)),
  endsAt: optional(nullable(Instant)),
  offer: CampaignOffer,
});

export type Campaign = Infer<typeof Campaign>;
export type CampaignOffer = Infer<typeof CampaignOffer>;

export const CampaignCollection = hydraCollection(Campaign);
