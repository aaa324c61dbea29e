import { api } from '@raketa/shared';
import { useQuery } from '@tanstack/react-query';
import { create } from 'superstruct';
import { PriceList } from './price-list-structs';

/** `GET /api/price-list`: plans, add-ons and credit packages in order, as product owners last set them. */
export async function getPriceList() {
  return create(await api.coreApi.get('api/price-list').json(), PriceList);
}

export const usePriceList = () => useQuery({ queryKey: ['companyPages', 'price-list'] as const, queryFn: getPriceList });
